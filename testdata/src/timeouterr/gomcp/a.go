package gomcp

import (
	"context"
	"fmt"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var pay Payments

type RefundRequest struct {
	OrderID     string `json:"order_id" description:"Order to refund"`
	AmountCents int64  `json:"amount_cents"`
}

func Register(s *server.Server) error {
	tool, err := protocol.NewTool("issue_refund", "Issue a refund for an order.", RefundRequest{})
	if err != nil {
		return err
	}
	s.RegisterTool(tool, refund)
	result, err := protocol.NewTool("refund_result", "Issue a refund for an order.", RefundRequest{})
	if err != nil {
		return err
	}
	s.RegisterTool(result, refundResult)
	return nil
}

// A plain Go error: a JSON-RPC error under go-mcp.
func refund(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var in RefundRequest
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &in); err != nil {
		return nil, err // validation, before the write: silent
	}
	id, err := pay.Refund(ctx, in.OrderID, in.AmountCents)
	if err != nil {
		return nil, fmt.Errorf("refund: %w", err) // want `a timeout from Refund is returned as a failure, but the refund may have happened`
	}
	return &protocol.CallToolResult{Content: []protocol.Content{&protocol.TextContent{Type: "text", Text: id}}}, nil
}

// An error result, by its flag.
func refundResult(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var in RefundRequest
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &in); err != nil {
		return nil, err
	}
	if _, err := pay.Refund(ctx, in.OrderID, in.AmountCents); err != nil {
		return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: err.Error()}}, true), nil // want `a timeout from Refund is returned as a failure`
	}
	return &protocol.CallToolResult{IsError: false}, nil
}
