package mcpgo

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	Charge(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

var pay Payments

// A plain Go error: a protocol error under mcp-go.
func refund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	orderID, err := req.RequireString("order_id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // validation, before the write: silent
	}
	id, err := pay.Refund(ctx, orderID, 100)
	if err != nil {
		return nil, err // want `a timeout from Refund is returned as a failure, but the refund may have happened; return an "unknown" outcome that says whether calling again is safe`
	}
	return mcp.NewToolResultText(id), nil
}

// An error result built from the error.
func refundResult(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		return mcp.NewToolResultErrorFromErr("refund failed", err), nil // want `a timeout from Refund is returned as a failure`
	}
	return mcp.NewToolResultText(id), nil
}

// An error result that does not mention the error, on its branch.
func refundConst(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := pay.Refund(ctx, req.GetString("order_id", ""), 100); err != nil {
		return mcp.NewToolResultError("refund failed"), nil // want `a timeout from Refund is returned as a failure`
	}
	return mcp.NewToolResultText("refunded"), nil
}

// An error text in an ordinary result, through a wrapped error.
func refundText(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		werr := fmt.Errorf("refund %s: %w", id, err)
		return mcp.NewToolResultText("error: " + werr.Error()), nil // want `a timeout from Refund is returned as a failure`
	}
	return mcp.NewToolResultText(id), nil
}

// A key derived from the arguments and handed to the provider: a retry
// is safe, and the fix says so.
func charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	orderID := req.GetString("order_id", "")
	id, err := pay.Charge(ctx, orderID, 100, "charge|"+orderID)
	if err != nil {
		return nil, fmt.Errorf("charge: %w", err) // want `a timeout from Charge is returned as a failure, but the charge may have happened`
	}
	return mcp.NewToolResultText(id), nil
}

// PUT through a wrapper: an idempotent write, still checked.
func putProfile(ctx context.Context, id, body string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://crm.example/profiles/"+id, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func updateProfile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := putProfile(ctx, req.GetString("id", ""), req.GetString("body", "")); err != nil {
		return nil, err // want `a timeout from putProfile is returned as a failure, but the profile may have been updated`
	}
	return mcp.NewToolResultText("updated"), nil
}

// A read: not a write tool.
func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://shop.example/orders/" + req.GetString("order_id", ""))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// Already answers "unknown" for every error: not reported.
func refundUnknown(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		return mcp.NewToolResultText("status: unknown: " + err.Error()), nil
	}
	return mcp.NewToolResultText(id), nil
}

// "unknown" about something else does not count.
func refundOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		return mcp.NewToolResultError("unknown order or refund failed: " + err.Error()), nil // want `a timeout from Refund is returned as a failure`
	}
	return mcp.NewToolResultText(id), nil
}

type RefundLedger struct{}

func (l *RefundLedger) Lookup(ctx context.Context, key string) (string, bool, error) {
	return "", false, nil
}

func (l *RefundLedger) Record(ctx context.Context, key, result string) error { return nil }

var ledger = &RefundLedger{}

// A ledger lookup guards the write, but after a timeout nothing is
// recorded and a retry refunds again: the fix does not say it is safe.
func refundLedger(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	orderID := req.GetString("order_id", "")
	key := "refund|" + orderID
	if prev, found, err := ledger.Lookup(ctx, key); err != nil {
		return nil, err // before the write: silent
	} else if found {
		return mcp.NewToolResultText(prev), nil
	}
	id, err := pay.Refund(ctx, orderID, 100)
	if err != nil {
		return nil, err // want `a timeout from Refund is returned as a failure`
	}
	_ = ledger.Record(ctx, key, id)
	return mcp.NewToolResultText(id), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund", mcp.WithString("order_id", mcp.Required())), refund)
	s.AddTool(mcp.NewTool("refund_result", mcp.WithString("order_id", mcp.Required())), refundResult)
	s.AddTool(mcp.NewTool("refund_const", mcp.WithString("order_id", mcp.Required())), refundConst)
	s.AddTool(mcp.NewTool("refund_text", mcp.WithString("order_id", mcp.Required())), refundText)
	s.AddTool(mcp.NewTool("charge_order", mcp.WithString("order_id", mcp.Required())), charge)
	s.AddTool(mcp.NewTool("update_profile", mcp.WithString("id"), mcp.WithString("body")), updateProfile)
	s.AddTool(mcp.NewTool("get_order", mcp.WithString("order_id", mcp.Required())), lookup)
	s.AddTool(mcp.NewTool("refund_unknown", mcp.WithString("order_id", mcp.Required())), refundUnknown)
	s.AddTool(mcp.NewTool("refund_order", mcp.WithString("order_id", mcp.Required())), refundOrder)
	s.AddTool(mcp.NewTool("refund_ledger", mcp.WithString("order_id", mcp.Required())), refundLedger)
	s.AddTool(mcp.NewTool("batch_comment", mcp.WithArray("ids")), batchComment)
	s.AddTool(mcp.NewTool("comment_told", mcp.WithString("id")), commentTold)

	// A handler shared by two tools is reported once.
	s.AddTool(mcp.NewTool("issue_refund_again", mcp.WithString("order_id", mcp.Required())), refund)

	// A function literal, ignored on its return.
	s.AddTool(mcp.NewTool("refund_ignored", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				//idemlint:ignore timeouterr the gateway in front of this server retries nothing
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})
}
