// Package reword holds write tools whose errors go through a classifier
// that recognises a timeout: only a classifier whose recognition changes
// the outcome handles it.
package reword

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"timeouterr/timeoututil"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var pay Payments

// toolError recognises a timeout and answers it with an unknown outcome:
// recognition that changes the outcome.
func toolError(err error) (*mcp.CallToolResult, error) { // want toolError:`recognises a timeout in param \[0\]`
	if errors.Is(err, context.DeadlineExceeded) {
		return mcp.NewToolResultText("Outcome unknown. Check whether it took effect before calling again."), nil
	}
	return mcp.NewToolResultError(err.Error()), nil
}

// classify only rewords it.
func classify(err error) error { // want classify:`rewords a timeout in param \[0\]`
	if errors.Is(err, context.DeadlineExceeded) {
		return errors.New("request timed out")
	}
	return err
}

func Register(s *server.MCPServer) {
	// Reworded as an error of this package: still a failure.
	s.AddTool(mcp.NewTool("refund_classified", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return mcp.NewToolResultError(classify(err).Error()), nil // want `a timeout from Refund is returned as a failure`
			}
			return mcp.NewToolResultText(id), nil
		})

	// Reworded by a helper of another package, known by its fact.
	s.AddTool(mcp.NewTool("refund_described", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return mcp.NewToolResultError(timeoututil.Message(err)), nil // want `a timeout from Refund is returned as a failure`
			}
			return mcp.NewToolResultText(id), nil
		})

	// Answered by the helper: silent.
	s.AddTool(mcp.NewTool("refund_answered", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return toolError(err)
			}
			return mcp.NewToolResultText(id), nil
		})

	// The caller branches on what the classifier says: silent.
	s.AddTool(mcp.NewTool("refund_kind", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				if timeoututil.Kind(err) == timeoututil.ErrUnknown {
					return mcp.NewToolResultText("Outcome unknown. Check whether it took effect before calling again."), nil
				}
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(id), nil
		})
}
