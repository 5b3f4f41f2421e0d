// Package a declares the tools: their keys come from helpers of other
// packages (issue 10, H3) and go to the provider nested in its request
// (H4).
package a

import (
	"context"
	"log"

	"example.com/vetkeys/deep"
	"example.com/vetkeys/exchange"
	"example.com/vetkeys/ids"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var client = &exchange.Client{}

type record struct{ ClientOrderId string }

func Register(s *server.MCPServer) {
	// The model's key with a random fallback from another package.
	s.AddTool(mcp.NewTool("place_fallback",
		mcp.WithDescription("Place an order."),
		mcp.WithString("side", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := req.GetString("idempotency_key", "")
		if key == "" {
			key = ids.NewString()
		}
		order := &exchange.Order{ClientOrderId: exchange.String(key), Side: req.GetString("side", "")}
		if err := client.CreateOrder(ctx, &exchange.CreateOrderRequest{Order: order}); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("placed"), nil
	})

	// Two packages down.
	s.AddTool(mcp.NewTool("place_deep",
		mcp.WithDescription("Place an order."),
		mcp.WithString("side", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		order := &exchange.Order{ClientOrderId: exchange.String(deep.ID()), Side: req.GetString("side", "")}
		if err := client.CreateOrder(ctx, &exchange.CreateOrderRequest{Order: order}); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("placed"), nil
	})

	// Correct: a key derived from the arguments, nested in the request;
	// the uuid only names a log line.
	s.AddTool(mcp.NewTool("place_derived",
		mcp.WithDescription("Place an order. Safe to retry: the same side and order ref place one order."),
		mcp.WithString("side", mcp.Required()),
		mcp.WithString("order_ref", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		side, ref := req.GetString("side", ""), req.GetString("order_ref", "")
		log.Printf("trace %s: placing %s", ids.NewString(), ref)
		order := &exchange.Order{Side: side}
		order.ClientOrderId = exchange.String(ids.Named(side + "|" + ref))
		r := &exchange.CreateOrderRequest{}
		r.Order = order
		if err := client.CreateOrder(ctx, r); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("placed"), nil
	})

	// The ClientOrderId is on a record only logged: the order goes out
	// with no key.
	s.AddTool(mcp.NewTool("place_logged",
		mcp.WithDescription("Place an order."),
		mcp.WithString("side", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		side := req.GetString("side", "")
		log.Printf("placing %+v", &record{ClientOrderId: "order-" + side})
		if err := client.CreateOrder(ctx, &exchange.CreateOrderRequest{Order: &exchange.Order{Side: side}}); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("placed"), nil
	})
}
