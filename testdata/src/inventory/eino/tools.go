// Package eino holds eino tools: utils.Infer*Tool calls, utils.NewTool with
// an explicit schema.ToolInfo, and a hand-written tool.InvokableTool.
package eino

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
	"github.com/cloudwego/eino/compose"
	"github.com/cloudwego/eino/schema"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
	Credit(ctx context.Context, customerID string, cents int64) error
	Void(ctx context.Context, invoiceID, reason string) error
}

type Orders interface {
	Status(ctx context.Context, orderID string) (string, error)
	Cancel(ctx context.Context, orderID, reason string) error
}

type RefundIn struct {
	OrderID     string `json:"order_id" jsonschema:"description=Order to refund"`
	AmountCents int64  `json:"amount_cents" jsonschema_description:"Amount in cents"`
}

type RefundOut struct {
	RefundID string `json:"refund_id"`
}

// InferTool with a func literal taking a pointer input.
func NewRefundTool(pay Payments) (tool.InvokableTool, error) {
	return utils.InferTool("issue_refund", "Issue a refund for an order.", // want `tool issue_refund fw=eino desc="Issue a refund for an order." params=order_id,amount_cents handler=literal hints=-`
		func(ctx context.Context, in *RefundIn) (*RefundOut, error) {
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, "")
			if err != nil {
				return nil, err
			}
			return &RefundOut{RefundID: id}, nil
		})
}

const lookupOrderDesc = "Look up the status of an order."

type LookupIn struct {
	OrderID      string `json:"order_id"`
	IncludeItems bool   `json:"include_items,omitempty"`
	TraceID      string `json:"-"`
	Locale       string
}

type LookupOut struct {
	Status string `json:"status"`
}

var orders Orders

func lookupOrder(ctx context.Context, in LookupIn) (LookupOut, error) {
	status, err := orders.Status(ctx, in.OrderID)
	if err != nil {
		return LookupOut{}, err
	}
	return LookupOut{Status: status}, nil
}

// InferTool with a named function and a description in a named constant.
func NewLookupTool() (tool.InvokableTool, error) {
	return utils.InferTool("lookup_order", lookupOrderDesc, lookupOrder) // want `tool lookup_order fw=eino desc="Look up the status of an order." params=order_id,include_items,Locale handler=lookupOrder hints=-`
}

type CancelIn struct {
	OrderID string `json:"order_id"`
	Reason  string `json:"reason"`
}

// InferTool inside a helper that wraps the tool before returning it.
func newCancelTool(o Orders) (tool.InvokableTool, error) {
	t, err := utils.InferTool("cancel_order", "Cancel an order that has not shipped.", // want `tool cancel_order fw=eino desc="Cancel an order that has not shipped." params=order_id,reason handler=literal hints=-`
		func(ctx context.Context, in CancelIn) (string, error) {
			if err := o.Cancel(ctx, in.OrderID, in.Reason); err != nil {
				return "", err
			}
			return "cancelled", nil
		})
	if err != nil {
		return nil, err
	}
	return utils.WrapInvokableToolWithErrorHandler(t, func(ctx context.Context, err error) string {
		return "cancel failed: " + err.Error()
	}), nil
}

type VoidIn struct {
	InvoiceID string `json:"invoice_id"`
	Reason    string `json:"reason"`
}

// NewTool with an explicit ToolInfo: the parameters come from the
// ParameterInfo map.
func NewVoidTool(pay Payments) tool.InvokableTool {
	return utils.NewTool(&schema.ToolInfo{ // want `tool void_invoice fw=eino desc="Void an unpaid invoice." params=invoice_id,reason handler=literal hints=-`
		Name: "void_invoice",
		Desc: "Void an unpaid invoice.",
		ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
			"invoice_id": {Type: schema.String, Desc: "Invoice to void", Required: true},
			"reason":     {Type: schema.String, Desc: "Why the invoice is voided"},
		}),
	}, func(ctx context.Context, in *VoidIn) (string, error) {
		if err := pay.Void(ctx, in.InvoiceID, in.Reason); err != nil {
			return fmt.Sprintf("void failed: %v", err), nil
		}
		return "voided " + in.InvoiceID, nil
	})
}

// CreditAccount is a hand-written InvokableTool.
type CreditAccount struct{ Pay Payments }

var _ tool.InvokableTool = (*CreditAccount)(nil)

func (c *CreditAccount) Info(ctx context.Context) (*schema.ToolInfo, error) {
	return &schema.ToolInfo{ // want `tool credit_account fw=eino desc="Add store credit to a customer account." params=customer_id,amount_cents handler=CreditAccount.InvokableRun hints=-`
		Name: "credit_account",
		Desc: "Add store credit to a customer account.",
		ParamsOneOf: schema.NewParamsOneOfByParams(map[string]*schema.ParameterInfo{
			"customer_id":  {Type: schema.String, Required: true},
			"amount_cents": {Type: schema.Integer, Required: true},
		}),
	}, nil
}

func (c *CreditAccount) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {
	var in struct {
		CustomerID  string `json:"customer_id"`
		AmountCents int64  `json:"amount_cents"`
	}
	if err := json.Unmarshal([]byte(argumentsInJSON), &in); err != nil {
		return "", err
	}
	if err := c.Pay.Credit(ctx, in.CustomerID, in.AmountCents); err != nil {
		return "", err
	}
	return "credited", nil
}

func NewToolsNode(ctx context.Context, pay Payments, o Orders) (*compose.ToolsNode, error) {
	refund, err := NewRefundTool(pay)
	if err != nil {
		return nil, err
	}
	lookup, err := NewLookupTool()
	if err != nil {
		return nil, err
	}
	cancel, err := newCancelTool(o)
	if err != nil {
		return nil, err
	}
	return compose.NewToolNode(ctx, &compose.ToolsNodeConfig{
		Tools: []tool.BaseTool{refund, lookup, cancel, NewVoidTool(pay), &CreditAccount{Pay: pay}},
	})
}

// DebitAccount keeps its ToolInfo in a field its constructor fills.
type DebitAccount struct {
	Pay  Payments
	info *schema.ToolInfo
}

var _ tool.InvokableTool = (*DebitAccount)(nil)

func NewDebitAccount(p Payments) *DebitAccount {
	return &DebitAccount{Pay: p, info: &schema.ToolInfo{ // want `tool debit_account fw=eino desc="Take store credit from a customer account." params=- handler=DebitAccount.InvokableRun hints=-`
		Name: "debit_account",
		Desc: "Take store credit from a customer account.",
	}}
}

func (d *DebitAccount) Info(ctx context.Context) (*schema.ToolInfo, error) { return d.info, nil }

func (d *DebitAccount) InvokableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (string, error) {
	return "debited", d.Pay.Credit(ctx, argumentsInJSON, -1)
}
