package gosdk

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var pay Payments

type RefundIn struct {
	OrderID string `json:"order_id"`
	Cents   int64  `json:"amount_cents"`
}

type RefundOut struct {
	ID string `json:"id"`
}

// Typed handler: the error becomes an error result.
func refund(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, RefundOut, error) {
	if in.OrderID == "" {
		return nil, RefundOut{}, errors.New("order_id is required") // validation: silent
	}
	id, err := pay.Refund(ctx, in.OrderID, in.Cents)
	if err != nil {
		return nil, RefundOut{}, fmt.Errorf("refund %s: %w", in.OrderID, err) // want `a timeout from Refund is returned as a failure, but the refund may have happened; return an "unknown" outcome that says whether calling again is safe`
	}
	return nil, RefundOut{ID: id}, nil
}

// The error returned with the result, unconditionally.
func refundTail(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, RefundOut, error) {
	id, err := pay.Refund(ctx, in.OrderID, in.Cents)
	return nil, RefundOut{ID: id}, err // want `a timeout from Refund is returned as a failure`
}

// A pointer output.
func refundPtr(ctx context.Context, req *mcp.CallToolRequest, in *RefundIn) (*mcp.CallToolResult, *RefundOut, error) {
	id, err := pay.Refund(ctx, in.OrderID, in.Cents)
	if err != nil {
		return nil, nil, err // want `a timeout from Refund is returned as a failure`
	}
	return nil, &RefundOut{ID: id}, nil
}

// Raw handler with SetError.
func refundRaw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, "o-1", 100)
	if err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return res, nil // want `a timeout from Refund is returned as a failure`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: id}}}, nil
}

// Raw handler with IsError.
func refundIsError(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := pay.Refund(ctx, "o-1", 100); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "refund failed"}}}, nil // want `a timeout from Refund is returned as a failure`
	}
	return &mcp.CallToolResult{}, nil
}

// DELETE through a wrapper: idempotent, the fix says calling again is
// safe, though the repeat may find the hold gone.
func deleteHold(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://pay.example/holds/"+id, bytes.NewReader(nil))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type HoldIn struct {
	HoldID string `json:"hold_id"`
}

func releaseHold(ctx context.Context, req *mcp.CallToolRequest, in HoldIn) (*mcp.CallToolResult, any, error) {
	err := deleteHold(ctx, in.HoldID)
	if err != nil {
		return nil, nil, err // want `a timeout from deleteHold is returned as a failure, but the hold may have been deleted`
	}
	return nil, nil, nil
}

// Recognised: silent.
func refundChecked(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, RefundOut, error) { // want refundChecked:`handles a timeout`
	id, err := pay.Refund(ctx, in.OrderID, in.Cents)
	if err == context.DeadlineExceeded {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "status: unknown"}}}, RefundOut{}, nil
	}
	if err != nil {
		return nil, RefundOut{}, err
	}
	return nil, RefundOut{ID: id}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "issue_refund", Description: "Issue a refund."}, refund)
	mcp.AddTool(s, &mcp.Tool{Name: "refund_tail", Description: "Issue a refund."}, refundTail)
	mcp.AddTool(s, &mcp.Tool{Name: "refund_ptr", Description: "Issue a refund."}, refundPtr)
	s.AddTool(&mcp.Tool{Name: "refund_raw", Description: "Issue a refund."}, refundRaw)
	s.AddTool(&mcp.Tool{Name: "refund_is_error", Description: "Issue a refund."}, refundIsError)
	mcp.AddTool(s, &mcp.Tool{Name: "release_hold", Description: "Release a hold."}, releaseHold)
	mcp.AddTool(s, &mcp.Tool{Name: "refund_checked", Description: "Issue a refund."}, refundChecked)
}
