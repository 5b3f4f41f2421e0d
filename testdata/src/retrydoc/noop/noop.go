// Package noop holds write tools whose descriptions say, or do not say,
// that a repeat changes nothing, and tools whose fix sentence must be
// the true one.
package noop

import (
	"bytes"
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Order struct {
	Cents int64
	Paid  bool
}

type Payments interface {
	GetOrder(ctx context.Context, orderID string) (*Order, error)
	Charge(ctx context.Context, orderID string, cents int64) (string, error)
}

var pay Payments

func charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Charge(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(id), nil
}

// chargeChecked reads the order first and stops when it is paid (L1).
func chargeChecked(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("order_id", "")
	o, err := pay.GetOrder(ctx, id)
	if err != nil {
		return nil, err
	}
	if o.Paid {
		return mcp.NewToolResultText("already paid"), nil
	}
	receipt, err := pay.Charge(ctx, id, o.Cents)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(receipt), nil
}

// setAddress only PUTs: every write is idempotent.
func setAddress(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://shop.example/orders/"+req.GetString("order_id", "")+"/address", bytes.NewReader(nil))
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func Register(s *server.MCPServer) {
	// A repeat is a no-op, in so many words: silent.
	s.AddTool(mcp.NewTool("charge_noop",
		mcp.WithDescription("Charge an order. Charging an order that is already paid is a no-op."),
		mcp.WithString("order_id", mcp.Required()),
	), charge)
	s.AddTool(mcp.NewTool("charge_no_effect",
		mcp.WithDescription("Charge an order. Calling it again has no effect."),
		mcp.WithString("order_id", mcp.Required()),
	), charge)

	// What re-running does, said in so many words: silent.
	s.AddTool(mcp.NewTool("submit_answer",
		mcp.WithDescription("Submit your answer. Upsert: re-running replaces your previous answer."),
		mcp.WithString("order_id", mcp.Required()),
	), charge)

	s.AddTool(mcp.NewTool("charge_keyed",
		mcp.WithDescription("Charge an order. An optional key safely retries the same charge after an outcome_unknown result."),
		mcp.WithString("order_id", mcp.Required()),
	), charge)

	// A no-op that is not about calling again says nothing on retries.
	s.AddTool(mcp.NewTool("charge_dry_run",
		mcp.WithDescription("Charge an order. With dry_run set, this is a no-op."), // want `^the description of charge_dry_run does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."$`
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithBoolean("dry_run"),
	), charge)

	// Every write is idempotent: the sentence says a repeat changes
	// nothing (it does not return the first result).
	s.AddTool(mcp.NewTool("set_address",
		mcp.WithDescription("Set the order's delivery address."), // want `^the description of set_address does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Safe to retry: calling again with the same arguments has no further effect."$`
		mcp.WithString("order_id", mcp.Required()),
	), setAddress)

	// The charge is guarded by a check of the order's state, which a
	// retry after a timeout reads afresh: a repeat changes nothing.
	s.AddTool(mcp.NewTool("charge_checked",
		mcp.WithDescription("Charge an order."), // want `^the description of charge_checked does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Safe to retry: calling again with the same arguments has no further effect."$`
		mcp.WithString("order_id", mcp.Required()),
	), chargeChecked)
}
