package fixed

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/idemlint/idemlint/examples/payments"
)

type refundIn struct {
	OrderID     string `json:"order_id" jsonschema:"order to refund"`
	AmountCents int64  `json:"amount_cents" jsonschema:"amount to refund, in cents"`
	ReasonCode  string `json:"reason_code" jsonschema:"duplicate, fraudulent or requested_by_customer"`
	Note        string `json:"note,omitempty" jsonschema:"free text for the audit log" idem:"-"`
}

type refundOut struct {
	Status   string `json:"status" jsonschema:"refunded or unknown"`
	RefundID string `json:"refund_id,omitempty"`
	Replay   bool   `json:"replay,omitempty" jsonschema:"true when an earlier identical call made this refund"`
	Message  string `json:"message,omitempty"`
}

// Register adds the issue_refund tool to s.
func Register(s *mcp.Server, pay *payments.Client, ledger *payments.Ledger) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "issue_refund",
		Description: "Issue a refund for an order. Safe to retry: calling again with the same arguments returns the original result.",
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true},
	}, func(ctx context.Context, req *mcp.CallToolRequest, in refundIn) (*mcp.CallToolResult, refundOut, error) {
		// The same refund always gets the same key: a hash of the fields that
		// identify it (%q keeps the encoding unambiguous). The note is not one.
		sum := sha256.Sum256(fmt.Appendf(nil, "issue_refund|%q|%d|%q", in.OrderID, in.AmountCents, in.ReasonCode))
		key := hex.EncodeToString(sum[:])

		e, found, err := ledger.Lookup(ctx, key)
		if err != nil {
			return nil, refundOut{}, err
		}
		if found {
			return nil, refundOut{Status: "refunded", RefundID: e.Result, Replay: true}, nil
		}

		callCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		r, err := pay.Refund(callCtx, in.OrderID, in.AmountCents, in.ReasonCode, key)
		if errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err) {
			// The provider may have refunded. It has the key, so a retry is safe.
			return nil, refundOut{
				Status:  "unknown",
				Message: "Outcome unknown. Calling again with the same arguments is safe.",
			}, nil
		}
		if err != nil {
			return nil, refundOut{}, err
		}

		log.Printf("issue_refund: %s for order %s: %s", r.ID, in.OrderID, in.Note)
		if err := ledger.Record(ctx, key, r.ID, 72*time.Hour); err != nil {
			// The refund happened: report it. The provider's key still protects a retry.
			log.Printf("issue_refund: recording %s: %v", r.ID, err)
		}
		return nil, refundOut{Status: "refunded", RefundID: r.ID}, nil
	})
}
