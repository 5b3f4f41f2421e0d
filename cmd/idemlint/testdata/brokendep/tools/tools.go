// Package tools declares tools whose handlers use the broken jsonish:
// its well-typed parts. The findings must be those of a jsonish that
// compiles.
package tools

import (
	"context"
	"time"

	"example.com/brokendep/jsonish"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
}

var pay Payments

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("refund_order",
		mcp.WithDescription("Refund an order."),
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), int64(req.GetInt("amount", 0)), req.GetString("idempotency_key", ""))
		if err != nil {
			return nil, err
		}
		out, err := jsonish.Marshal(map[string]string{"id": id})
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(string(out)), nil
	})
	s.AddTool(mcp.NewTool("show_order",
		mcp.WithDescription("Show an order."),
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
	), showOrder)
}

func showOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := jsonish.Marshal(map[string]string{"id": req.GetString("order_id", "")})
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(out)), nil
}

// keys uses the broken part of jsonish: its result has no type, which
// the SSA builder cannot build.
func keys(m map[string]any) []string {
	var out []string
	for it := jsonish.Iterate(m); it.Next(); {
		out = append(out, it.Key())
	}
	return out
}
