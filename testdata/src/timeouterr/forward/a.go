// Package forward has a server whose one handler type hands each call
// on to a per-resource handler it makes: a timeout is reported once,
// where the per-resource handler returns it.
package forward

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

type Refunds struct{ pay Payments }

func NewRefunds(pay Payments) *Refunds { return &Refunds{pay: pay} }

func (r *Refunds) Refund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := r.pay.Refund(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		return nil, err // want `a timeout from Refund is returned as a failure, but the refund may have happened`
	}
	return mcp.NewToolResultText(id), nil
}

type Handler struct{ pay Payments }

func (h *Handler) Refund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if h.pay == nil {
		return nil, errors.New("payments not configured")
	}
	refunds := NewRefunds(h.pay)
	return refunds.Refund(ctx, req)
}

func Register(s *server.MCPServer, h *Handler) {
	s.AddTool(mcp.NewTool("issue_refund", mcp.WithDescription("Refund an order."), mcp.WithString("order_id", mcp.Required())), h.Refund)
}
