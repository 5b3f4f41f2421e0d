package mcpgolang

import (
	"context"
	"errors"
	"fmt"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var pay Payments

type RefundArgs struct {
	OrderID     string `json:"order_id" jsonschema:"required,description=Order to refund"`
	AmountCents int64  `json:"amount_cents" jsonschema:"required"`
}

// A returned error is a tool error under mcp-golang: reported, and fixed
// with a text result.
func Register(s *mcp_golang.Server) error {
	return s.RegisterTool("issue_refund", "Issue a refund for an order.",
		func(ctx context.Context, in RefundArgs) (*mcp_golang.ToolResponse, error) {
			if in.OrderID == "" {
				return nil, errors.New("order_id is required")
			}
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
			if err != nil {
				return nil, fmt.Errorf("refund failed: %w", err) // want `a timeout from Refund is returned as a failure, but the refund may have happened`
			}
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(id)), nil
		})
}

// A handler without a context, as a method value.
type Server struct{}

func (srv *Server) Register(s *mcp_golang.Server) error {
	return s.RegisterTool("refund_order", "Refund an order.", srv.refund)
}

func (srv *Server) refund(in RefundArgs) (*mcp_golang.ToolResponse, error) {
	id, err := pay.Refund(context.Background(), in.OrderID, in.AmountCents)
	if err != nil {
		return nil, err // want `a timeout from Refund is returned as a failure, but the refund may have happened`
	}
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(id)), nil
}
