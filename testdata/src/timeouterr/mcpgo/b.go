package mcpgo

import (
	"context"
	"errors"
	"net"
	"net/url"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"timeouterr/timeoututil"
)

// The tools in this file recognise a timeout before they return the
// error: silent.

func unknown() *mcp.CallToolResult {
	return mcp.NewToolResultText("status: unknown. Outcome unknown. Check whether it took effect before calling again.")
}

func isTimeout(err error) bool { // want isTimeout:`recognises a timeout in param \[0\]`
	return errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err)
}

// refundPaid turns a timeout into an ordinary result itself.
func refundPaid(ctx context.Context, orderID string) (string, error) { // want refundPaid:`handles a timeout`
	id, err := pay.Refund(ctx, orderID, 100)
	if errors.Is(err, context.DeadlineExceeded) {
		return "status: unknown", nil
	}
	return id, err
}

func RegisterRecognised(s *server.MCPServer) {
	// The branch of the fix.
	s.AddTool(mcp.NewTool("refund_branch", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err) {
				return unknown(), nil
			}
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// Inside the error branch.
	s.AddTool(mcp.NewTool("refund_nested", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				if os.IsTimeout(err) {
					return unknown(), nil
				}
				return mcp.NewToolResultErrorFromErr("refund failed", err), nil
			}
			return mcp.NewToolResultText(id), nil
		})

	// A helper of this package.
	s.AddTool(mcp.NewTool("refund_local_helper", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if isTimeout(err) {
				return unknown(), nil
			}
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// A helper of another package, known through its fact.
	s.AddTool(mcp.NewTool("refund_helper", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil && timeoututil.Unknown(err) {
				return unknown(), nil
			}
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// errors.As to net.Error and Timeout.
	s.AddTool(mcp.NewTool("refund_net", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			var ne net.Error
			if errors.As(err, &ne) && ne.Timeout() {
				return unknown(), nil
			}
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// errors.As to a concrete type and its Timeout.
	s.AddTool(mcp.NewTool("refund_url", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if ue := (*url.Error)(nil); errors.As(err, &ue) && ue.Timeout() {
				return unknown(), nil
			}
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// A type that merely has a Timeout method is not a test.
	s.AddTool(mcp.NewTool("refund_path", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			var pe *os.PathError
			if errors.As(err, &pe) {
				return mcp.NewToolResultText("bad path"), nil
			}
			if err != nil {
				return nil, err // want `a timeout from Refund is returned as a failure`
			}
			return mcp.NewToolResultText(id), nil
		})

	// The context's own deadline.
	s.AddTool(mcp.NewTool("refund_ctx", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				if errors.Is(ctx.Err(), context.DeadlineExceeded) {
					return unknown(), nil
				}
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// A wrapper that handles its own timeout: its errors are not timeouts.
	s.AddTool(mcp.NewTool("refund_wrapped", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := refundPaid(ctx, req.GetString("order_id", ""))
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(out), nil
		})

	// A helper that looks at nothing does not count.
	s.AddTool(mcp.NewTool("refund_classified", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return mcp.NewToolResultError(timeoututil.Classify(err)), nil // want `a timeout from Refund is returned as a failure`
			}
			return mcp.NewToolResultText(id), nil
		})
}
