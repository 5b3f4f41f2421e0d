package eino

import (
	"context"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
)

type Stock interface {
	SubmitReservation(ctx context.Context, sku string, qty int) (string, error)
}

var stock Stock

type ReserveIn struct {
	SKU string `json:"sku"`
	Qty int    `json:"quantity"`
}

type ReserveOut struct {
	ID string `json:"reservation_id"`
}

const reserveDesc = `Reserve stock for an order`

func ReserveTool() (tool.InvokableTool, error) {
	return utils.InferTool("reserve_inventory", reserveDesc, // want `the description of reserve_inventory does not say whether retrying is safe`
		func(ctx context.Context, in *ReserveIn) (*ReserveOut, error) {
			id, err := stock.SubmitReservation(ctx, in.SKU, in.Qty)
			if err != nil {
				return nil, err
			}
			return &ReserveOut{ID: id}, nil
		})
}
