package mcpgo

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var pay Payments

const refundDesc = "Issue a refund for an order"

func refund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(id), nil
}

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://shop.example/orders/" + req.GetString("order_id", ""))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

type RefundLedger struct{}

func (l *RefundLedger) Lookup(ctx context.Context, key string) (string, bool, error) {
	return "", false, nil
}

func (l *RefundLedger) Record(ctx context.Context, key, result string) error { return nil }

var ledger = &RefundLedger{}

// A ledger lookup guards the write, but after a timeout nothing is
// recorded and a retry refunds again: not safe, as timeouterr's fix says.
func refundLedger(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	orderID := req.GetString("order_id", "")
	key := "refund|" + orderID
	if prev, found, err := ledger.Lookup(ctx, key); err != nil {
		return nil, err
	} else if found {
		return mcp.NewToolResultText(prev), nil
	}
	id, err := pay.Refund(ctx, orderID, 100)
	if err != nil {
		return nil, err
	}
	_ = ledger.Record(ctx, key, id)
	return mcp.NewToolResultText(id), nil
}

func Register(s *server.MCPServer, region string) {
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithDescription("Issue a refund for an order."), // want `the description of issue_refund does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."`
		mcp.WithString("order_id", mcp.Required()),
	), refund)

	// Protected by a ledger lookup, which a timeout defeats.
	s.AddTool(mcp.NewTool("refund_ledger",
		mcp.WithDescription("Issue a refund for an order."), // want `the description of refund_ledger does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."`
		mcp.WithString("order_id", mcp.Required()),
	), refundLedger)

	// A named constant: the fix edits the constant.
	s.AddTool(mcp.NewTool("refund_const",
		mcp.WithDescription(refundDesc), // want `the description of refund_const does not say whether retrying is safe`
		mcp.WithString("order_id", mcp.Required()),
	), refund)

	// A concatenation: the fix edits its last literal.
	s.AddTool(mcp.NewTool("refund_concat",
		mcp.WithDescription("Issue a refund "+ // want `the description of refund_concat does not say whether retrying is safe`
			"for an order"),
		mcp.WithString("order_id", mcp.Required()),
	), refund)

	// Already says it.
	s.AddTool(mcp.NewTool("refund_documented",
		mcp.WithDescription("Issue a refund. Not safe to retry blindly: check first."),
		mcp.WithString("order_id", mcp.Required()),
	), refund)

	// A read: retrying is always safe.
	s.AddTool(mcp.NewTool("get_order",
		mcp.WithDescription("Look up an order."),
		mcp.WithString("order_id", mcp.Required()),
	), lookup)

	// Built at run time: not reported.
	s.AddTool(mcp.NewTool("refund_regional",
		mcp.WithDescription(fmt.Sprintf("Issue a refund in %s.", region)),
		mcp.WithString("order_id", mcp.Required()),
	), refund)

	//idemlint:ignore retrydoc the gateway in front of this server never retries
	s.AddTool(mcp.NewTool("refund_ignored",
		mcp.WithDescription("Issue a refund."),
		mcp.WithString("order_id", mcp.Required()),
	), refund)

	// Without a reason: silenced all the same (directives reports it).
	//idemlint:ignore retrydoc
	s.AddTool(mcp.NewTool("refund_no_reason",
		mcp.WithDescription("Issue a refund."),
		mcp.WithString("order_id", mcp.Required()),
	), refund)

	//idemlint:ignore retrydoc reads are always safe // want `//idemlint:ignore retrydoc silences nothing: remove retrydoc from it`
	s.AddTool(mcp.NewTool("get_order_again",
		mcp.WithDescription("Look up an order."),
		mcp.WithString("order_id", mcp.Required()),
	), lookup)
}
