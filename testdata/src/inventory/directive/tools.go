// Package directive holds functions declared as tools with the
// //idemlint:tool NAME directive.
package directive

import (
	"context"
	"database/sql"
)

type RefundRequest struct {
	OrderID        string `json:"order_id"`
	AmountCents    int64  `json:"amount_cents"`
	IdempotencyKey string `json:"idempotency_key,omitempty"`
	Internal       string `json:"-"`
}

// IssueRefund refunds part or all of an order. The parameters are the
// fields of its struct argument.
//
//idemlint:tool issue_refund
func IssueRefund(ctx context.Context, req RefundRequest) (string, error) { // want `tool issue_refund fw=directive desc=<none> params=order_id,amount_cents,idempotency_key handler=IssueRefund hints=-`
	return "refund-" + req.OrderID, nil
}

// ChargeCard takes plain arguments, so they are the parameters.
//
//idemlint:tool charge_card
func ChargeCard(ctx context.Context, customerID string, amountCents int64) error { // want `tool charge_card fw=directive desc=<none> params=customerID,amountCents handler=ChargeCard hints=-`
	return nil
}

type InvoiceRequest struct {
	CustomerID string
	Lines      []string `json:"lines"`
}

type Billing struct{ DB *sql.DB }

//idemlint:tool send_invoice
func (b *Billing) SendInvoice(ctx context.Context, req InvoiceRequest) error { // want `tool send_invoice fw=directive desc=<none> params=CustomerID,lines handler=Billing.SendInvoice hints=-`
	_, err := b.DB.ExecContext(ctx, "INSERT INTO invoices (customer_id) VALUES (?)", req.CustomerID)
	return err
}

// The directive below is separated from the function by a blank line, so
// it is not part of the function's doc comment: no tool.

//idemlint:tool delete_account

// DeleteAccount removes a customer account.
func DeleteAccount(ctx context.Context, customerID string) error {
	return nil
}

// A directive on a variable declares nothing.
//
//idemlint:tool purge_cache
var PurgeCache = func(ctx context.Context) error { return nil }

type Notes struct{ DB *sql.DB }

// Register hands its handlers to a framework idemlint does not know,
// inline: the directive above the call marks the one literal it passes.
func (n *Notes) Register(add func(name string, h func(ctx context.Context, text string) error)) {
	//idemlint:tool add_note
	add("add_note", func(ctx context.Context, text string) error { // want `tool add_note fw=directive desc=<none> params=- handler=literal hints=-`
		_, err := n.DB.ExecContext(ctx, "INSERT INTO notes (text) VALUES (?)", text)
		return err
	})
}
