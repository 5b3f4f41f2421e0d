package mcpgo

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, reason, idempotencyKey string) (string, error)
}

type Entry struct{ Result string }

type RefundLedger struct{}

func (l *RefundLedger) Lookup(ctx context.Context, key string) (Entry, bool, error) {
	return Entry{}, false, nil
}

func (l *RefundLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var (
	pay    Payments
	ledger = &RefundLedger{}
	region string
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func Register(s *server.MCPServer) {
	// The key leaves out the amount: a refund of 10 and one of 49 on the
	// same order share it.
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		cents := int64(req.GetFloat("amount_cents", 0))
		key := fmt.Sprintf("refund:%s", orderID) // want `the idempotency key of issue_refund is derived from order_id but not from amount_cents; two calls that differ only in amount_cents get the same key and the second is taken for a retry of the first: add amount_cents to the key, or if it does not identify the action, say so with //idemlint:ignore partialkey`
		if e, found, err := ledger.Lookup(ctx, key); err != nil {
			return nil, err
		} else if found {
			return text(e.Result), nil
		}
		id, err := pay.Refund(ctx, orderID, cents, "", key)
		if err != nil {
			return nil, err
		}
		_ = ledger.Record(ctx, key, id, 72*time.Hour)
		return text(id), nil
	})

	// A concatenation that leaves out two parameters.
	s.AddTool(mcp.NewTool("refund_reason",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
		mcp.WithString("reason_code", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		id, err := pay.Refund(ctx, orderID, int64(req.GetFloat("amount_cents", 0)), req.GetString("reason_code", ""),
			"refund-"+orderID+"-v1") // want `the idempotency key of refund_reason is derived from order_id but not from amount_cents, reason_code; two calls that differ only in those get the same key and the second is taken for a retry of the first: add them to the key, or if they do not identify the action, say so with //idemlint:ignore partialkey`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// Correct: every parameter is in the key.
	s.AddTool(mcp.NewTool("refund_full",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		cents := int64(req.GetFloat("amount_cents", 0))
		sum := sha256.Sum256([]byte(fmt.Sprintf("refund_full|%q|%d", orderID, cents)))
		id, err := pay.Refund(ctx, orderID, cents, "", hex.EncodeToString(sum[:]))
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// The model's key, unchanged or with a prefix: modelkey's finding, and
	// idempotency_key itself is never a missing parameter.
	s.AddTool(mcp.NewTool("refund_model_key",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
		mcp.WithString("idempotency_key", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := req.GetString("idempotency_key", "")
		if _, found, _ := ledger.Lookup(ctx, "refund:"+key); found {
			return text("done"), nil
		}
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), int64(req.GetFloat("amount_cents", 0)), "", key)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A key from every identifying parameter next to a model key
	// parameter the tool ignores: complete.
	s.AddTool(mcp.NewTool("refund_unused_key",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("request_id"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		id, err := pay.Refund(ctx, orderID, 100, "", "refund-"+orderID)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A source the analysis cannot follow (a package variable set at
	// start-up): not judged.
	s.AddTool(mcp.NewTool("refund_regional",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		id, err := pay.Refund(ctx, orderID, int64(req.GetFloat("amount_cents", 0)), "", region+"/"+orderID)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	s.AddTool(mcp.NewTool("refund_whole_order",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("amount_cents", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		//idemlint:ignore partialkey one refund per order: the amount is always the order's total
		id, err := pay.Refund(ctx, orderID, int64(req.GetFloat("amount_cents", 0)), "", "refund-"+orderID)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})
}
