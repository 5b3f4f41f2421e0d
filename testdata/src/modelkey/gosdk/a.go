// Package gosdk holds go-sdk write tools with struct inputs whose keys come
// from the model, and tools whose keys are their own.
package gosdk

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, reason string, idempotencyKey string) (string, error)
	SendInvoice(ctx context.Context, customerID, invoiceID string, idempotencyKey string) (string, error)
	Charge(ctx context.Context, card string, cents int64, clientToken *string) (string, error)
	ChargeRoom(ctx context.Context, room string, idempotencyKey ReservationUUID) (string, error)
}

// ReservationUUID is the key type of ChargeRoom: a UUID.
type ReservationUUID string

type Entry struct{ Result string }

// InvoiceLedger remembers the result of each invoice by key.
type InvoiceLedger struct{}

func (l *InvoiceLedger) Lookup(ctx context.Context, key string) (Entry, bool, error) {
	return Entry{}, false, nil
}
func (l *InvoiceLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var (
	pay    Payments
	ledger = &InvoiceLedger{}
)

type RefundIn struct {
	OrderID     string `json:"order_id" jsonschema:"order to refund"`
	AmountCents int64  `json:"amount_cents" jsonschema:"amount to refund, in cents"`
	ReasonCode  string `json:"reason_code"`
	Note        string `json:"note,omitempty" idem:"-"`
	// The model picks a fresh key per attempt.
	IdempotencyKey string `json:"idempotency_key,omitempty" jsonschema:"unique key; generated when empty"` // want `issue_refund takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id, amount_cents, reason_code`
}

type InvoiceIn struct {
	CustomerID string `json:"customer_id" idem:"key"`
	InvoiceID  string `json:"invoice_id" idem:"key"`
	Memo       string `json:"memo,omitempty"`
	DedupeKey  string `json:"dedupe_key,omitempty"` // want `send_invoice takes its idempotency key "dedupe_key" from the model; a retry with a new key acts twice: derive the key inside the tool from customer_id, invoice_id`
}

type BookIn struct {
	RoomID string `json:"room_id"`
	Night  string `json:"night"`
	// The booking API takes a UUID as its request token.
	IdempotencyKey string `json:"idempotency_key,omitempty" jsonschema:"a UUID; generated when empty"` // want `book_room takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from room_id, night`
}

type ReserveIn struct {
	RoomID         string `json:"room_id"`
	IdempotencyKey string `json:"idempotency_key"` // want `reserve_room takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from room_id`
}

type CheckedIn struct {
	OrderID        string `json:"order_id"`
	IdempotencyKey string `json:"idempotency_key"` // want `refund_checked takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id`
}

// newID is the random fallback the fix makes dead.
func newID() string { return fmt.Sprint(time.Now().UnixNano()) }

type ChargeIn struct {
	Card        string  `json:"card"`
	Cents       int64   `json:"cents"`
	ClientToken *string `json:"client_token,omitempty"` // want `charge_card takes its idempotency key "client_token" from the model; a retry with a new key acts twice: derive the key inside the tool from card, cents`
}

type TrimmedIn struct {
	OrderID        string `json:"order_id"`
	IdempotencyKey string `json:"idempotency_key"` // want `refund_trimmed takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id`
}

type DerivedIn struct {
	OrderID     string `json:"order_id"`
	AmountCents int64  `json:"amount_cents"`
	ReasonCode  string `json:"reason_code"`
}

type Out struct {
	ID string `json:"id"`
}

func Register(s *mcp.Server) {
	// The running example.
	mcp.AddTool(s, &mcp.Tool{Name: "issue_refund", Description: "Issue a refund for an order."},
		func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, Out, error) {
			key := in.IdempotencyKey
			if key == "" {
				key = strconv.FormatInt(time.Now().UnixNano(), 36)
			}
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, in.ReasonCode, key)
			if err != nil {
				return nil, Out{}, err
			}
			return nil, Out{ID: id}, nil
		})

	// The key goes to a ledger and to the provider: every read becomes the
	// derived key. Only the fields tagged idem:"key" identify the invoice.
	mcp.AddTool(s, &mcp.Tool{Name: "send_invoice", Description: "Send an invoice."},
		func(ctx context.Context, req *mcp.CallToolRequest, in *InvoiceIn) (*mcp.CallToolResult, Out, error) {
			if in.CustomerID == "" {
				return nil, Out{}, fmt.Errorf("customer_id is required")
			}
			if e, found, err := ledger.Lookup(ctx, in.DedupeKey); err != nil {
				return nil, Out{}, err
			} else if found {
				return nil, Out{ID: e.Result}, nil
			}
			id, err := pay.SendInvoice(ctx, in.CustomerID, in.InvoiceID, in.DedupeKey)
			if err != nil {
				return nil, Out{}, err
			}
			_ = ledger.Record(ctx, in.DedupeKey, id, 72*time.Hour)
			return nil, Out{ID: id}, nil
		})

	// A pointer key: reported, not rewritten.
	mcp.AddTool(s, &mcp.Tool{Name: "charge_card", Description: "Charge a card."},
		func(ctx context.Context, req *mcp.CallToolRequest, in ChargeIn) (*mcp.CallToolResult, Out, error) {
			id, err := pay.Charge(ctx, in.Card, in.Cents, in.ClientToken)
			return nil, Out{ID: id}, err
		})

	// The handler writes the key field: reported, not rewritten.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_trimmed", Description: "Refund an order."},
		func(ctx context.Context, req *mcp.CallToolRequest, in TrimmedIn) (*mcp.CallToolResult, Out, error) {
			in.IdempotencyKey = strings.TrimSpace(in.IdempotencyKey)
			id, err := pay.Refund(ctx, in.OrderID, 100, "", in.IdempotencyKey)
			return nil, Out{ID: id}, err
		})

	// Clean: the key is derived from the fields that identify the refund.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_derived", Description: "Refund an order."},
		func(ctx context.Context, req *mcp.CallToolRequest, in DerivedIn) (*mcp.CallToolResult, Out, error) {
			sum := sha256.Sum256(fmt.Appendf(nil, "refund_derived|%q|%d|%q", in.OrderID, in.AmountCents, in.ReasonCode))
			id, err := pay.Refund(ctx, in.OrderID, in.AmountCents, in.ReasonCode, hex.EncodeToString(sum[:]))
			return nil, Out{ID: id}, err
		})

	// The description says UUID: the derived key is a name-based UUID
	// (standard library only, as the file does not import a uuid
	// package), and the fallback that filled an empty key goes.
	mcp.AddTool(s, &mcp.Tool{Name: "book_room", Description: "Book a room for a night."},
		func(ctx context.Context, req *mcp.CallToolRequest, in BookIn) (*mcp.CallToolResult, Out, error) {
			token := in.IdempotencyKey
			if len(token) == 0 {
				token = newID()
			}
			id, err := pay.Refund(ctx, in.RoomID+"/"+in.Night, 0, "", token)
			return nil, Out{ID: id}, err
		})

	// A check of the key that is not about an empty key stays.
	mcp.AddTool(s, &mcp.Tool{Name: "refund_checked", Description: "Refund an order."},
		func(ctx context.Context, req *mcp.CallToolRequest, in CheckedIn) (*mcp.CallToolResult, Out, error) {
			key := in.IdempotencyKey
			if len(key) > 64 {
				return nil, Out{}, fmt.Errorf("idempotency_key is longer than 64 characters")
			}
			id, err := pay.Refund(ctx, in.OrderID, 100, "", key)
			return nil, Out{ID: id}, err
		})

	// The slot's type says UUID.
	mcp.AddTool(s, &mcp.Tool{Name: "reserve_room", Description: "Reserve a room."},
		func(ctx context.Context, req *mcp.CallToolRequest, in ReserveIn) (*mcp.CallToolResult, Out, error) {
			id, err := pay.ChargeRoom(ctx, in.RoomID, ReservationUUID(in.IdempotencyKey))
			return nil, Out{ID: id}, err
		})
}
