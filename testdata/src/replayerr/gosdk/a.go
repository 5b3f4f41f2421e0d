package gosdk

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

type Entry struct{ Result string }

type IdempotencyStore struct{}

func (s *IdempotencyStore) Get(ctx context.Context, key string) (*Entry, error) { return nil, nil }
func (s *IdempotencyStore) Put(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var (
	pay   Payments
	store = &IdempotencyStore{}
)

type RefundIn struct {
	OrderID string `json:"order_id"`
	Cents   int64  `json:"amount_cents"`
}

type RefundOut struct {
	Status   string `json:"status"`
	RefundID string `json:"refund_id,omitempty"`
	Replay   bool   `json:"replay,omitempty"`
}

func keyOf(in RefundIn) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("refund|%s|%d", in.OrderID, in.Cents)))
	return hex.EncodeToString(sum[:])
}

func Register(s *mcp.Server) {
	// A Go error on a replay: go-sdk sends it as an error result.
	mcp.AddTool(s, &mcp.Tool{Name: "issue_refund", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, RefundOut, error) {
			key := keyOf(in)
			e, err := store.Get(ctx, key)
			if err != nil {
				return nil, RefundOut{}, err
			}
			if e != nil {
				return nil, RefundOut{}, fmt.Errorf("refund for order %s already issued", in.OrderID) // want `issue_refund returns an error when its ledger finds the key, so a replay looks like a failure; return the recorded result, marked as a replay`
			}
			id, err := pay.Refund(ctx, in.OrderID, in.Cents, key)
			if err != nil {
				return nil, RefundOut{}, err
			}
			_ = store.Put(ctx, key, id, 72*time.Hour)
			return nil, RefundOut{Status: "refunded", RefundID: id}, nil
		})

	// A status without the id.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_status_only", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, RefundOut, error) {
			key := keyOf(in)
			e, err := store.Get(ctx, key)
			if err != nil {
				return nil, RefundOut{}, err
			}
			if e != nil {
				return nil, RefundOut{Status: "already refunded"}, nil // want `refund_status_only returns a result without the recorded outcome when its ledger finds the key`
			}
			id, err := pay.Refund(ctx, in.OrderID, in.Cents, key)
			if err != nil {
				return nil, RefundOut{}, err
			}
			_ = store.Put(ctx, key, id, 72*time.Hour)
			return nil, RefundOut{Status: "refunded", RefundID: id}, nil
		})

	// Correct: the recorded id, marked as a replay.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_ok", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, RefundOut, error) {
			key := keyOf(in)
			e, err := store.Get(ctx, key)
			if err != nil {
				return nil, RefundOut{}, err
			}
			if e != nil {
				return nil, RefundOut{Status: "refunded", RefundID: e.Result, Replay: true}, nil
			}
			id, err := pay.Refund(ctx, in.OrderID, in.Cents, key)
			if err != nil {
				return nil, RefundOut{}, err
			}
			_ = store.Put(ctx, key, id, 72*time.Hour)
			return nil, RefundOut{Status: "refunded", RefundID: id}, nil
		})

	// The raw handler: SetError marks the result as an error.
	s.AddTool(&mcp.Tool{Name: "refund_raw", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			key := "refund|" + req.Params.Name
			e, err := store.Get(ctx, key)
			if err != nil {
				return nil, err
			}
			if e != nil {
				res := &mcp.CallToolResult{}
				res.SetError(errors.New("duplicate request: " + e.Result))
				return res, nil // want `refund_raw returns an error result when its ledger finds the key`
			}
			id, err := pay.Refund(ctx, "order", 100, key)
			if err != nil {
				res := &mcp.CallToolResult{}
				res.SetError(err)
				return res, nil
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: id}}}, nil
		})

	// Correct raw handler: the recorded result as text.
	s.AddTool(&mcp.Tool{Name: "refund_raw_ok", Description: "Refund."},
		func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			key := "refund|" + req.Params.Name
			e, err := store.Get(ctx, key)
			if err != nil {
				return nil, err
			}
			if e != nil {
				return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: e.Result + " (replay)"}}}, nil
			}
			id, err := pay.Refund(ctx, "order", 100, key)
			if err != nil {
				return nil, err
			}
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: id}}}, nil
		})
}
