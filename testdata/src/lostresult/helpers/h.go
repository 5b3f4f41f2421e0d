// Package helpers reports a later failure with error results built by
// helpers, of its own and of another package.
package helpers

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"timeouterr/mcpgoerr"
)

type Refund struct {
	ID     string
	Status string
}

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	GetRefund(ctx context.Context, id string) (*Refund, error)
}

var (
	pay Payments
	log = &mcpgoerr.Logger{}
)

func toolErr(format string, a ...any) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(format, a...))
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return toolErr("refund failed: %v", err), nil
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				return toolErr("could not read the refund: %v", err), nil // want `issue_refund returns an error result when GetRefund fails after Refund succeeded`
			}
			return mcp.NewToolResultText(r.Status), nil
		})

	s.AddTool(mcp.NewTool("issue_refund_shared", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return mcpgoerr.ToolErr("refund failed: %v", err), nil
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				return mcpgoerr.ToolError(log, "could not read the refund", err) // want `issue_refund_shared returns an error result when GetRefund fails after Refund succeeded`
			}
			return mcp.NewToolResultText(r.Status), nil
		})

	// The write's result travels with the later failure: silent.
	s.AddTool(mcp.NewTool("issue_refund_ok", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return mcpgoerr.ToolErr("refund failed: %v", err), nil
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				return mcpgoerr.ToolErr("refund %s issued; could not read its status: %v", id, err), nil
			}
			return mcp.NewToolResultText(r.Status), nil
		})
}
