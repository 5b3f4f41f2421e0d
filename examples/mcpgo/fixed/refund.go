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

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/idemlint/idemlint/examples/payments"
)

type refundResult struct {
	Status   string `json:"status"` // "refunded" or "unknown"
	RefundID string `json:"refund_id,omitempty"`
	Replay   bool   `json:"replay,omitempty"` // an earlier identical call made this refund
	Message  string `json:"message,omitempty"`
}

// Register adds the issue_refund tool to s.
func Register(s *server.MCPServer, pay *payments.Client, ledger *payments.Ledger) {
	tool := mcp.NewTool("issue_refund",
		mcp.WithDescription("Issue a refund for an order. Safe to retry: calling again with the same arguments returns the original result."),
		mcp.WithString("order_id", mcp.Required(), mcp.Description("Order to refund.")),
		mcp.WithInteger("amount_cents", mcp.Required(), mcp.Description("Amount to refund, in cents.")),
		mcp.WithString("reason_code", mcp.Required(), mcp.Enum("duplicate", "fraudulent", "requested_by_customer")),
		mcp.WithIdempotentHintAnnotation(true),
	)
	s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID, err1 := req.RequireString("order_id")
		amount, err2 := req.RequireInt("amount_cents")
		reason, err3 := req.RequireString("reason_code")
		if err := errors.Join(err1, err2, err3); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}

		// The same refund always gets the same key: a hash of the arguments
		// that identify it (%q keeps the encoding unambiguous).
		sum := sha256.Sum256(fmt.Appendf(nil, "issue_refund|%q|%d|%q", orderID, amount, reason))
		key := hex.EncodeToString(sum[:])

		e, found, err := ledger.Lookup(ctx, key)
		if err != nil {
			return mcp.NewToolResultErrorFromErr("refund not attempted", err), nil
		}
		if found {
			return mcp.NewToolResultStructuredOnly(refundResult{Status: "refunded", RefundID: e.Result, Replay: true}), nil
		}

		callCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
		defer cancel()
		r, err := pay.Refund(callCtx, orderID, int64(amount), reason, key)
		if errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err) {
			// The provider may have refunded. It has the key, so a retry is safe.
			return mcp.NewToolResultStructuredOnly(refundResult{
				Status:  "unknown",
				Message: "Outcome unknown. Calling again with the same arguments is safe.",
			}), nil
		}
		if err != nil {
			return mcp.NewToolResultErrorFromErr("refund failed", err), nil
		}

		if err := ledger.Record(ctx, key, r.ID, 72*time.Hour); err != nil {
			// The refund happened: report it. The provider's key still protects a retry.
			log.Printf("issue_refund: recording %s: %v", r.ID, err)
		}
		return mcp.NewToolResultStructuredOnly(refundResult{Status: "refunded", RefundID: r.ID}), nil
	})
}
