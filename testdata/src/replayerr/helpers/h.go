// Package helpers answers a replay with error results built by helpers,
// of its own and of another package.
package helpers

import (
	"context"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"timeouterr/mcpgoerr"
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
func (l *RefundLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var (
	pay    Payments
	ledger = &RefundLedger{}
	log    = &mcpgoerr.Logger{}
)

func toolErr(format string, a ...any) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf(format, a...))
}

func key(req mcp.CallToolRequest) string {
	return fmt.Sprintf("refund|%s", req.GetString("order_id", ""))
}

func refund(ctx context.Context, k, orderID string) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, orderID, 100)
	if err != nil {
		return nil, err
	}
	_ = ledger.Record(ctx, k, id, 72*time.Hour)
	return mcp.NewToolResultText(id), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			_, found, err := ledger.Lookup(ctx, k)
			if err != nil {
				return nil, err
			}
			if found {
				return toolErr("refund %s already issued", k), nil // want `issue_refund returns an error result when its ledger finds the key, so a replay looks like a failure`
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	s.AddTool(mcp.NewTool("issue_refund_shared", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			_, found, err := ledger.Lookup(ctx, k)
			if err != nil {
				return nil, err
			}
			if found {
				return mcpgoerr.ToolError(log, "refund already issued", fmt.Errorf("key %s", k)) // want `issue_refund_shared returns an error result when its ledger finds the key, so a replay looks like a failure`
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})

	// The recorded result, built by a helper that is no error helper.
	s.AddTool(mcp.NewTool("issue_refund_ok", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			k := key(req)
			e, found, err := ledger.Lookup(ctx, k)
			if err != nil {
				return nil, err
			}
			if found {
				return mcpgoerr.NewToolCallResult("replay: "+e.Result, nil), nil
			}
			return refund(ctx, k, req.GetString("order_id", ""))
		})
}
