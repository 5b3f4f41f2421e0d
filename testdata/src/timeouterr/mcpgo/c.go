package mcpgo

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterExplicit recognises the timeout and then returns it as a
// failure anyway (the design snippet's shape): reported there, while the
// ordinary error after the test, where the timeout is ruled out, is not.
func RegisterExplicit(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("refund_explicit", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if errors.Is(err, context.DeadlineExceeded) {
				return nil, err // want `a timeout from Refund is returned as a failure, but the refund may have happened`
			}
			if err != nil {
				return mcp.NewToolResultErrorFromErr("refund failed", err), nil
			}
			return mcp.NewToolResultText(id), nil
		})
}
