// Package nested holds mcp-go tools that hand the key to the provider
// in a struct nested inside the request (issue 10, H4).
package nested

import (
	"context"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"keys/exchange"
)

var client *exchange.Client

type record struct {
	ClientOrderId string
}

func Register(s *server.MCPServer) {
	// Correct: the order with its ClientOrderId is built first and sent
	// inside the request.
	s.AddTool(mcp.NewTool("place_order",
		mcp.WithString("side", mcp.Required()),
		mcp.WithNumber("qty", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		side, qty := req.GetString("side", ""), int64(req.GetFloat("qty", 0))
		order := &exchange.Order{Side: side, Qty: qty}
		order.ClientOrderId = exchange.String(side + "-" + string(rune(qty)))
		r := &exchange.CreateOrderRequest{}
		r.Order = order
		if err := client.CreateOrder(ctx, r); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Correct: the key is in an element of the request's slice.
	s.AddTool(mcp.NewTool("batch_transfer",
		mcp.WithString("batch_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		t := &exchange.Transfer{ClientToken: "batch-" + req.GetString("batch_id", ""), Amount: 100}
		if err := client.Batch(ctx, exchange.BatchRequest{Transfers: []*exchange.Transfer{t}}); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// The ClientOrderId is on a record only logged: the order goes out
	// with no key.
	s.AddTool(mcp.NewTool("place_logged",
		mcp.WithString("side", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		side := req.GetString("side", "")
		rec := &record{ClientOrderId: "order-" + side}
		log.Printf("placing %+v", rec)
		if err := client.CreateOrder(ctx, &exchange.CreateOrderRequest{Order: &exchange.Order{Side: side}}); err != nil { // want `place_logged calls CreateOrder with no idempotency key and no ledger lookup before it; a retried call places a second order`
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	})
}
