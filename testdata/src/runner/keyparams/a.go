// Package keyparams has a tool whose key is its own, derived from the
// arguments, and a parameter txn_ref that the configuration's key-params
// names a key: every check must take it for one (issue 8, bug 3), so the
// timeouterr fix no longer says that calling again is safe.
package keyparams

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Charge(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

var pay Payments

func charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	orderID := req.GetString("order_id", "")
	ref := req.GetString("txn_ref", "")
	id, err := pay.Charge(ctx, orderID, 100, "charge|"+orderID)
	if err != nil {
		return nil, fmt.Errorf("charge %s: %w", ref, err) // want `a timeout from Charge is returned as a failure, but the charge may have happened`
	}
	return mcp.NewToolResultText(id), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("charge_order",
		mcp.WithDescription("Charge an order. Safe to retry."),
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("txn_ref"),
	), charge)
}
