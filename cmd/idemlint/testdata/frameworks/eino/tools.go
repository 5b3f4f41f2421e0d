// Package eino declares inventory tools with github.com/cloudwego/eino.
package eino

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/cloudwego/eino/compose"
	"github.com/cloudwego/eino/schema"
)

// Inventory is what the tools write to.
type Inventory interface {
	Reserve(ctx context.Context, sku string, qty int, warehouse string) (string, error)
	Release(ctx context.Context, reservationID, reason string) error
	NotifyRestock(ctx context.Context, sku, email string) error
	SetPrice(ctx context.Context, sku string, cents int64) error
}

// ReserveIn is the input of reserve_inventory.
type ReserveIn struct {
	SKU         string `json:"sku" jsonschema:"description=Stock keeping unit"`
	Quantity    int    `json:"quantity" jsonschema_description:"Units to reserve"`
	WarehouseID string `json:"warehouse_id,omitempty"`
}

// ReserveOut is the output of reserve_inventory.
type ReserveOut struct {
	ReservationID string `json:"reservation_id"`
}

// NewReserveTool infers the schema of reserve_inventory from ReserveIn.
func NewReserveTool(inv Inventory) (tool.InvokableTool, error) {
	return utils.InferTool("reserve_inventory", "Reserve stock for an order.",
		func(ctx context.Context, in *ReserveIn) (*ReserveOut, error) {
			id, err := inv.Reserve(ctx, in.SKU, in.Quantity, in.WarehouseID)
			if err != nil {
				return nil, err
			}
			return &ReserveOut{ReservationID: id}, nil
		})
}

// ReleaseIn is the input of release_inventory.
type ReleaseIn struct {
	ReservationID string `json:"reservation_id"`
	Reason        string `json:"reason"`
}

// NewReleaseTool declares release_inventory with an explicit ToolInfo.
func NewReleaseTool(inv Inventory) tool.InvokableTool {
	info := &schema.ToolInfo{
		Name: "release_inventory",
		Desc: "Release a stock reservation.",
		ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
			"reservation_id": {Type: schema.String, Desc: "Reservation to release", Required: true},
			"reason":         {Type: schema.String},
		}),
	}
	return utils.NewTool(info, releaser{inv: inv}.release)
}

type releaser struct {
	inv Inventory
}

func (r releaser) release(ctx context.Context, in *ReleaseIn) (string, error) {
	if err := r.inv.Release(ctx, in.ReservationID, in.Reason); err != nil {
		return fmt.Sprintf("release failed: %v", err), nil
	}
	return "released", nil
}

// PriceIn is the input of adjust_price.
type PriceIn struct {
	SKU           string `json:"sku"`
	NewPriceCents int64  `json:"new_price_cents"`
	Reason        string
	AuditTrail    []string `json:"-"`
}

// PriceService owns adjust_price.
type PriceService struct {
	Inv Inventory
}

// AdjustPrice handles adjust_price.
func (p *PriceService) AdjustPrice(ctx context.Context, in PriceIn) (string, error) {
	if err := p.Inv.SetPrice(ctx, in.SKU, in.NewPriceCents); err != nil {
		return "", err
	}
	return "ok", nil
}

// NewPriceTool infers adjust_price from a method handler.
func NewPriceTool(p *PriceService) (tool.InvokableTool, error) {
	return utils.InferTool("adjust_price", "Change the list price of a product.", p.AdjustPrice)
}

// RestockNotifier is a hand-written tool.InvokableTool.
type RestockNotifier struct {
	Inv Inventory
}

var _ tool.InvokableTool = RestockNotifier{}

// Info implements tool.BaseTool.
func (RestockNotifier) Info(ctx context.Context) (*schema.ToolInfo, error) {
	return &schema.ToolInfo{
		Name: "notify_restock",
		Desc: "Email a customer when a product is back in stock.",
		ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
			"sku":   {Type: schema.String, Required: true},
			"email": {Type: schema.String, Required: true},
		}),
	}, nil
}

// InvokableRun implements tool.InvokableTool.
func (n RestockNotifier) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {
	var in struct {
		SKU   string `json:"sku"`
		Email string `json:"email"`
	}
	if err := json.Unmarshal([]byte(argumentsInJSON), &in); err != nil {
		return "", err
	}
	if err := n.Inv.NotifyRestock(ctx, in.SKU, in.Email); err != nil {
		return "", err
	}
	return "subscribed", nil
}

// ToolsNode wires the tools into a ToolsNode, turning errors into text.
func ToolsNode(ctx context.Context, inv Inventory, p *PriceService) (*compose.ToolsNode, error) {
	reserve, err := NewReserveTool(inv)
	if err != nil {
		return nil, err
	}
	price, err := NewPriceTool(p)
	if err != nil {
		return nil, err
	}
	onErr := func(ctx context.Context, err error) string { return "error: " + err.Error() }
	return compose.NewToolNode(ctx, &compose.ToolsNodeConfig{Tools: []tool.BaseTool{
		utils.WrapInvokableToolWithErrorHandler(reserve, onErr),
		NewReleaseTool(inv),
		price,
		RestockNotifier{Inv: inv},
	}})
}
