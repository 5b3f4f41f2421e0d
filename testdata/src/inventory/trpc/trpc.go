// Package trpc holds trpc-agent-go tools: function tools built from a typed
// Go function with name and description options (A4 of
// design/real-shapes.md), and a type implementing tool.CallableTool.
package trpc

import (
	"context"

	"trpc.group/trpc-go/trpc-agent-go/tool"
	"trpc.group/trpc-go/trpc-agent-go/tool/function"
)

type RefundIn struct {
	OrderID     string `json:"order_id" description:"Order to refund"`
	AmountCents int64  `json:"amount_cents"`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
}

func NewRefundTool() tool.CallableTool {
	return function.NewFunctionTool(refund, // want `tool issue_refund fw=trpc-agent-go desc="Issue a refund for an order." params=order_id,amount_cents handler=refund hints=-`
		function.WithName("issue_refund"),
		function.WithDescription("Issue a refund for an order."),
	)
}

func refund(ctx context.Context, in RefundIn) (RefundOut, error) { return RefundOut{}, nil }

func NewWeatherTool() tool.CallableTool {
	opts := []function.Option{function.WithName("get_weather"), function.WithDescription("Get the weather.")}
	return function.NewFunctionTool( // want `tool get_weather fw=trpc-agent-go desc="Get the weather." params=city handler=literal hints=-`
		func(ctx context.Context, in struct {
			City string `json:"city"`
		}) (string, error) {
			return "sunny", nil
		}, opts...)
}

// A tool type of its own.
type ticketTool struct{}

func (ticketTool) Declaration() *tool.Declaration {
	return &tool.Declaration{ // want `tool open_ticket fw=trpc-agent-go desc="Open a support ticket." params=subject handler=ticketTool.Call hints=-`
		Name:        "open_ticket",
		Description: "Open a support ticket.",
		InputSchema: &tool.Schema{Type: "object", Properties: map[string]*tool.Schema{"subject": {Type: "string"}}},
	}
}

func (ticketTool) Call(ctx context.Context, jsonArgs []byte) (any, error) { return "opened", nil }
