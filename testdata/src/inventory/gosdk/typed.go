// Package gosdk holds go-sdk tool declarations in ordinary and unusual shapes.
package gosdk

import (
	"context"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
}

const refundDesc = "Issue a refund for an order."

type RefundIn struct {
	OrderID        string `json:"order_id" jsonschema:"the order to refund"`
	AmountCents    int64  `json:"amount_cents" jsonschema:"amount to refund, in cents"`
	IdempotencyKey string `json:"idempotency_key,omitempty" jsonschema:"unique key for this refund" idem:"key"`
	Memo           string `json:"memo,omitzero" idem:"-"`
	Internal       string `json:"-"`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
}

type EmailIn struct {
	To      string   `json:"to"`
	Subject string   `json:"subject"`
	Body    string   `json:"body"`
	CC      []string `json:"cc,omitempty"`
}

type OrderIn struct {
	OrderID string `json:"order_id"`
}

type OrderOut struct {
	Status string `json:"status"`
}

type TicketIn struct {
	Title      string `json:"title"`
	Priority   string `json:"priority,omitempty" jsonschema:"low or high"`
	CustomerID string `json:"customer_id"`
}

type CancelIn struct {
	OrderID string `json:"order_id"`
	Reason  string `json:"reason,omitempty"`
}

func ptr[T any](v T) *T { return &v }

// Typed registration, func literal handler, description in a named const,
// destructive hint through a local variable's address.
func RegisterRefund(s *mcp.Server, pay Payments) {
	notDestructive := false
	mcp.AddTool(s, &mcp.Tool{ // want `tool issue_refund fw=go-sdk desc="Issue a refund for an order." params=order_id,amount_cents,idempotency_key,memo handler=literal hints=destructive=false,idempotent=false`
		Name:        "issue_refund",
		Description: refundDesc,
		Annotations: &mcp.ToolAnnotations{IdempotentHint: false, DestructiveHint: &notDestructive},
	}, func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, RefundOut, error) {
		id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, in.IdempotencyKey)
		if err != nil {
			return nil, RefundOut{}, err
		}
		return nil, RefundOut{RefundID: id}, nil
	})
}

// Named function handler; hints through a generic helper and new(expr).
func RegisterSendEmail(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{ // want `tool send_email fw=go-sdk desc="Send an email to a customer. Not safe to retry." params=to,subject,body,cc handler=sendEmail hints=destructive=false,openWorld=true`
		Name:        "send_email",
		Title:       "Send email",
		Description: "Send an email to a customer. " + "Not safe to retry.",
		Annotations: &mcp.ToolAnnotations{
			DestructiveHint: ptr(false),
			OpenWorldHint:   new(true),
		},
	}, sendEmail)
}

func sendEmail(ctx context.Context, req *mcp.CallToolRequest, in EmailIn) (*mcp.CallToolResult, any, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "sent to " + in.To}}}, nil, nil
}

type OrderService struct{}

func (o *OrderService) getOrder(ctx context.Context, req *mcp.CallToolRequest, in OrderIn) (*mcp.CallToolResult, OrderOut, error) {
	return nil, OrderOut{Status: "open"}, nil
}

func (o OrderService) cancelOrder(ctx context.Context, req *mcp.CallToolRequest, in CancelIn) (*mcp.CallToolResult, OrderOut, error) {
	return nil, OrderOut{Status: "cancelled"}, nil
}

// Method value handler; read-only (a plain bool in go-sdk) and new(false).
func RegisterGetOrder(s *mcp.Server, svc *OrderService) {
	mcp.AddTool(s, &mcp.Tool{Name: "get_order", Description: "Fetch one order by id.", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)}}, svc.getOrder) // want `tool get_order fw=go-sdk desc="Fetch one order by id." params=order_id handler=OrderService.getOrder hints=readOnly=true,openWorld=false`
}

// Tool literal stored in a package variable and registered later.
var createTicketTool = &mcp.Tool{ // want `tool create_ticket fw=go-sdk desc="Open a support ticket." params=title,priority,customer_id handler=createTicket hints=destructive=false,idempotent=true`
	Name:        "create_ticket",
	Description: "Open a support ticket.",
	Annotations: &mcp.ToolAnnotations{IdempotentHint: true, DestructiveHint: jsonschema.Ptr(false)},
}

func createTicket(ctx context.Context, req *mcp.CallToolRequest, in TicketIn) (*mcp.CallToolResult, any, error) {
	if in.Title == "" {
		return nil, nil, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "title is required"}
	}
	return nil, map[string]string{"id": "T-1"}, nil
}

// Tool built in a helper function; dynamic description.
func cancelOrderTool(region string) *mcp.Tool {
	return &mcp.Tool{ // want `tool cancel_order fw=go-sdk desc=<dynamic> params=order_id,reason handler=OrderService.cancelOrder hints=destructive=true`
		Name:        "cancel_order",
		Description: fmt.Sprintf("Cancel an order in the %s region.", region),
		Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(true)},
	}
}

func RegisterLater(s *mcp.Server, svc OrderService) {
	mcp.AddTool(s, createTicketTool, createTicket)
	mcp.AddTool(s, cancelOrderTool("eu"), svc.cancelOrder)
}

// Declared, never registered; no description.
var draftReplyTool = &mcp.Tool{Name: "draft_reply"} // want `tool draft_reply fw=go-sdk desc=<none> params=- handler=none hints=-`
