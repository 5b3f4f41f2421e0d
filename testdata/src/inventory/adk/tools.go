// Package adk holds ADK Go function tools declared with functiontool.New.
package adk

import (
	"context"
	"errors"

	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/agent/llmagent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/tool"
	"google.golang.org/adk/v2/tool/functiontool"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
}

type Orders interface {
	Status(ctx context.Context, orderID string) (string, error)
}

const refundDesc = "Issue a refund for an order."

type RefundIn struct {
	OrderID     string `json:"order_id" jsonschema:"the order to refund"`
	AmountCents int64  `json:"amount_cents" jsonschema:"amount to refund, in cents"`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
}

// A func literal handler; the description is a named constant.
func NewRefundTool(pay Payments) (tool.Tool, error) {
	return functiontool.New(functiontool.Config{ // want `tool issue_refund fw=adk desc="Issue a refund for an order." params=order_id,amount_cents handler=literal hints=-`
		Name:                "issue_refund",
		Description:         refundDesc,
		RequireConfirmation: true,
	}, func(ctx agent.Context, in RefundIn) (RefundOut, error) {
		id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, "")
		if err != nil {
			return RefundOut{}, err
		}
		return RefundOut{RefundID: id}, nil
	})
}

type LookupIn struct {
	OrderID string `json:"order_id" jsonschema:"the order to look up"`
}

type LookupOut struct {
	Status string `json:"status"`
}

var orders Orders

func lookupOrder(ctx agent.Context, in LookupIn) (LookupOut, error) {
	if orders == nil {
		return LookupOut{}, errors.New("order store not configured")
	}
	status, err := orders.Status(ctx, in.OrderID)
	return LookupOut{Status: status}, err
}

// A named handler.
func NewLookupTool() (tool.Tool, error) {
	return functiontool.New(functiontool.Config{Name: "lookup_order", Description: "Look up the status of an order."}, lookupOrder) // want `tool lookup_order fw=adk desc="Look up the status of an order." params=order_id handler=lookupOrder hints=-`
}

func NewAgent(m model.LLM, pay Payments) (agent.Agent, error) {
	refund, err := NewRefundTool(pay)
	if err != nil {
		return nil, err
	}
	lookup, err := NewLookupTool()
	if err != nil {
		return nil, err
	}
	return llmagent.New(llmagent.Config{
		Name:        "payments",
		Description: "Handles refunds and order questions.",
		Model:       m,
		Tools:       []tool.Tool{refund, lookup},
	})
}
