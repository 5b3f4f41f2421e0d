package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

type Entry struct{ Result string }

// RefundLedger is an idempotency ledger (its name says so).
type RefundLedger struct{}

func (l *RefundLedger) Lookup(ctx context.Context, key string) (Entry, bool, error) {
	return Entry{}, false, nil
}
func (l *RefundLedger) Load(ctx context.Context, key string, out *Entry) (bool, error) {
	return false, nil
}
func (l *RefundLedger) Claim(ctx context.Context, key string) (bool, error) { return true, nil }
func (l *RefundLedger) Seen(ctx context.Context, key string) (bool, error)  { return false, nil }

// Begin waits for a pending call with the same key, then says what it
// found: a conflicting request, the recorded result, or the key is ours.
func (l *RefundLedger) Begin(ctx context.Context, key string) (payload string, conflict, hit, ready bool) {
	return "", false, false, true
}

// BeginUnnamed says the same without names: which flag means what is not known.
func (l *RefundLedger) BeginUnnamed(ctx context.Context, key string) (string, bool, bool, bool) {
	return "", false, false, true
}
func (l *RefundLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var (
	pay          Payments
	ledger       = &RefundLedger{}
	ErrDuplicate = errors.New("duplicate refund")
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func key(req mcp.CallToolRequest) string {
	return fmt.Sprintf("refund|%s", req.GetString("order_id", ""))
}

// refund writes and records; every handler below starts with a lookup.
func refund(ctx context.Context, k, orderID string) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, orderID, 100)
	if err != nil {
		return nil, err
	}
	_ = ledger.Record(ctx, k, id, 72*time.Hour)
	return text(id), nil
}

func Register(s *server.MCPServer) {
	// An error result on a replay.
	s.AddTool(mcp.NewTool("issue_refund", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			_, found, err := ledger.Lookup(ctx, k)
			if err != nil {
				return nil, err
			}
			if found {
				return mcp.NewToolResultError("refund already issued"), nil // want `issue_refund returns an error result when its ledger finds the key, so a replay looks like a failure; return the recorded result, marked as a replay`
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// A Go error on a replay, which mcp-go turns into a protocol error.
	s.AddTool(mcp.NewTool("refund_error", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			if _, found, err := ledger.Lookup(ctx, k); err != nil {
				return nil, err
			} else if found {
				return nil, errors.New("duplicate request") // want `refund_error returns an error when its ledger finds the key, so a replay looks like a failure; return the recorded result, marked as a replay`
			}
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return nil, err
			}
			return text(id), nil
		})

	// An error that even carries the id is still an error.
	s.AddTool(mcp.NewTool("refund_error_with_id", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			e, found, err := ledger.Lookup(ctx, k)
			if err != nil {
				return nil, err
			}
			if found {
				return nil, fmt.Errorf("already refunded as %s", e.Result) // want `refund_error_with_id returns an error when its ledger finds the key`
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// A result literal marked IsError.
	s.AddTool(mcp.NewTool("refund_iserror", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			e, found, err := ledger.Lookup(ctx, k)
			if err != nil {
				return nil, err
			}
			if found {
				return &mcp.CallToolResult{ // want `refund_iserror returns an error result when its ledger finds the key`
					IsError: true,
					Content: []mcp.Content{mcp.NewTextContent("already refunded: " + e.Result)},
				}, nil
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// A plain "already done" drops the refund id the ledger holds.
	s.AddTool(mcp.NewTool("refund_no_outcome", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			_, found, err := ledger.Lookup(ctx, k)
			if err != nil {
				return nil, err
			}
			if found {
				return text("this refund was already issued"), nil // want `refund_no_outcome returns a result without the recorded outcome when its ledger finds the key, so the agent cannot report the original result; return the recorded result, marked as a replay`
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// A claim that is not acquired means a replay: a sentinel error.
	s.AddTool(mcp.NewTool("refund_claim", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			acquired, err := ledger.Claim(ctx, k)
			if err != nil {
				return nil, err
			}
			if !acquired {
				return nil, ErrDuplicate // want `refund_claim returns an error when its ledger finds the key`
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// Correct: the recorded result.
	s.AddTool(mcp.NewTool("refund_ok", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			e, found, err := ledger.Lookup(ctx, k)
			if err != nil {
				return nil, err
			}
			if found {
				return text(e.Result), nil
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// Correct: the recorded result, formatted and marked as a replay.
	s.AddTool(mcp.NewTool("refund_ok_marked", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			e, found, err := ledger.Lookup(ctx, k)
			if err != nil {
				return nil, err
			}
			if !found {
				return refund(ctx, k, req.GetString("order_id", ""))
			}
			return mcp.NewToolResultStructuredOnly(map[string]any{"refund_id": e.Result, "replay": true}), nil
		})

	// Correct: the entry comes back through a pointer argument.
	s.AddTool(mcp.NewTool("refund_ok_load", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			var e Entry
			found, err := ledger.Load(ctx, k, &e)
			if err != nil {
				return nil, err
			}
			if found {
				return text(fmt.Sprintf("refund %s (replay)", e.Result)), nil
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// The ledger keeps no result, so "already done" is all the tool can say.
	s.AddTool(mcp.NewTool("refund_seen", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			seen, err := ledger.Seen(ctx, k)
			if err != nil {
				return nil, err
			}
			if seen {
				return text("already refunded"), nil
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// One branch for the lookup's error and a hit: err is nil on a hit.
	s.AddTool(mcp.NewTool("refund_joined", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			if e, found, err := ledger.Lookup(ctx, k); err != nil || found {
				return text(e.Result), err
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// The same join with a constructed error: a hit gets an error too.
	s.AddTool(mcp.NewTool("refund_joined_error", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			if _, found, err := ledger.Lookup(ctx, k); err != nil || found {
				return nil, fmt.Errorf("refund not possible: %v", err) // want `refund_joined_error returns an error when its ledger finds the key`
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// A claim joined with its error: the error is nil on a replay, and the
	// claim keeps no result.
	s.AddTool(mcp.NewTool("refund_claim_joined", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			if acquired, err := ledger.Claim(ctx, k); err != nil || !acquired {
				return nil, err
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// No lookup at all: nothing to say (nolookup's business).
	s.AddTool(mcp.NewTool("refund_no_ledger", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return text(id), nil
		})

	// A read-only tool that consults the ledger is not a write tool.
	s.AddTool(mcp.NewTool("refund_status", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			_, found, err := ledger.Lookup(ctx, key(req))
			if err != nil {
				return nil, err
			}
			if found {
				return mcp.NewToolResultError("no such refund"), nil
			}
			return text("none"), nil
		})

	s.AddTool(mcp.NewTool("refund_ignored", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			acquired, err := ledger.Claim(ctx, k)
			if err != nil {
				return nil, err
			}
			if !acquired {
				//idemlint:ignore replayerr the gateway maps ErrDuplicate to the stored receipt
				return nil, ErrDuplicate
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// The flags are told apart by name: the conflict and the wait are
	// failures, not replays; the hit returns the recorded result.
	s.AddTool(mcp.NewTool("refund_flags", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			payload, conflict, hit, ready := ledger.Begin(ctx, k)
			if conflict {
				return nil, errors.New("key reused with other arguments")
			}
			if hit {
				return text(payload), nil
			}
			if !ready {
				return nil, errors.New("the ledger is full; retry later")
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// The hit answered with an error.
	s.AddTool(mcp.NewTool("refund_flags_error", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			_, conflict, hit, ready := ledger.Begin(ctx, k)
			if conflict || !ready {
				return nil, errors.New("try again later")
			}
			if hit {
				return nil, ErrDuplicate // want `refund_flags_error returns an error when its ledger finds the key`
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// Unnamed flags: which branch is the replay is not known, so nothing is said.
	s.AddTool(mcp.NewTool("refund_flags_unnamed", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			_, conflict, hit, ready := ledger.BeginUnnamed(ctx, k)
			if conflict || hit || !ready {
				return nil, errors.New("try again later")
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})
}
