package fixed

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"os"
	"time"

	"github.com/openai/openai-go/v3"

	"github.com/idemlint/idemlint/examples/payments"
)

// Tools goes into openai.ChatCompletionNewParams.Tools.
var Tools = []openai.ChatCompletionToolUnionParam{
	openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
		Name:        "issue_refund",
		Description: openai.String("Issue a refund for an order. Safe to retry: calling again with the same arguments returns the original result."),
		Parameters: openai.FunctionParameters{
			"type": "object",
			"properties": map[string]any{
				"order_id":     map[string]any{"type": "string", "description": "Order to refund."},
				"amount_cents": map[string]any{"type": "integer", "description": "Amount to refund, in cents."},
				"reason_code":  map[string]any{"type": "string", "enum": []string{"duplicate", "fraudulent", "requested_by_customer"}},
			},
			"required": []string{"order_id", "amount_cents", "reason_code"},
		},
	}),
}

// HandleToolCall runs one tool call from the model and returns the message to send back.
func HandleToolCall(ctx context.Context, pay *payments.Client, ledger *payments.Ledger, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "issue_refund":
		out, err := issueRefund(ctx, pay, ledger, call.Function.Arguments)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(out, call.ID)
	}
	return openai.ToolMessage("error: unknown tool "+call.Function.Name, call.ID)
}

type refundResult struct {
	Status   string `json:"status"` // "refunded" or "unknown"
	RefundID string `json:"refund_id,omitempty"`
	Replay   bool   `json:"replay,omitempty"` // an earlier identical call made this refund
	Message  string `json:"message,omitempty"`
}

func issueRefund(ctx context.Context, pay *payments.Client, ledger *payments.Ledger, arguments string) (string, error) {
	var args struct {
		OrderID     string `json:"order_id"`
		AmountCents int64  `json:"amount_cents"`
		ReasonCode  string `json:"reason_code"`
	}
	if err := json.Unmarshal([]byte(arguments), &args); err != nil {
		return "", err
	}

	// The same refund always gets the same key: a hash of the arguments that
	// identify it (%q keeps the encoding unambiguous).
	sum := sha256.Sum256(fmt.Appendf(nil, "issue_refund|%q|%d|%q", args.OrderID, args.AmountCents, args.ReasonCode))
	key := hex.EncodeToString(sum[:])

	e, found, err := ledger.Lookup(ctx, key)
	if err != nil {
		return "", err
	}
	if found {
		return reply(refundResult{Status: "refunded", RefundID: e.Result, Replay: true}), nil
	}

	callCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	r, err := pay.Refund(callCtx, args.OrderID, args.AmountCents, args.ReasonCode, key)
	if errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err) {
		// The provider may have refunded. It has the key, so a retry is safe.
		return reply(refundResult{
			Status:  "unknown",
			Message: "Outcome unknown. Calling again with the same arguments is safe.",
		}), nil
	}
	if err != nil {
		return "", err
	}

	if err := ledger.Record(ctx, key, r.ID, 72*time.Hour); err != nil {
		// The refund happened: report it. The provider's key still protects a retry.
		log.Printf("issue_refund: recording %s: %v", r.ID, err)
	}
	return reply(refundResult{Status: "refunded", RefundID: r.ID}), nil
}

func reply(r refundResult) string {
	b, _ := json.Marshal(r) // cannot fail: strings and a bool
	return string(b)
}
