// Package mcpgo holds mcp-go write tools whose keys come from the model,
// and tools whose keys are their own.
package mcpgo

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, reason string, idempotencyKey string) (string, error)
	Charge(ctx context.Context, card string, cents int64, idempotencyKey string) (string, error)
	Transfer(ctx context.Context, to string, cents int64, nonce string) (string, error)
	Balance(ctx context.Context, account string) (int64, error)
}

type Entry struct{ Result string }

// RefundLedger remembers the result of each refund by key.
type RefundLedger struct{}

func (l *RefundLedger) Lookup(ctx context.Context, key string) (Entry, bool, error) {
	return Entry{}, false, nil
}
func (l *RefundLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var (
	pay    Payments
	ledger = &RefundLedger{}
)

func Register(s *server.MCPServer) {
	// The running example: an optional model key with a random fallback.
	s.AddTool(mcp.NewTool("issue_refund",
		mcp.WithDescription("Issue a refund for an order."),
		mcp.WithString("order_id", mcp.Required(), mcp.Description("Order to refund.")),
		mcp.WithInteger("amount", mcp.Required()),
		mcp.WithString("reason_code", mcp.Required()),
		mcp.WithString("idempotency_key", mcp.Description("Unique key; generated when empty.")), // want `issue_refund takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id, amount, reason_code`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		amount := req.GetInt("amount", 0)
		reason := req.GetString("reason_code", "")
		key := req.GetString("idempotency_key", "")
		if key == "" {
			key = uuid.NewString()
		}
		id, err := pay.Refund(ctx, orderID, int64(amount), reason, key)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	// A required key read inline, on one line with the other options; the
	// numbers are floats and the card is an object.
	s.AddTool(mcp.NewTool("charge_card", mcp.WithDescription("Charge a card."), mcp.WithNumber("amount", mcp.Required()), mcp.WithString("client_token", mcp.Required()), mcp.WithObject("card"), mcp.WithBoolean("capture")), // want `charge_card takes its idempotency key "client_token" from the model; a retry with a new key acts twice: derive the key inside the tool from amount, card, capture`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			card := fmt.Sprint(req.GetArguments()["card"])
			id, err := pay.Charge(ctx, card, int64(req.GetFloat("amount", 0)), req.GetString("client_token", ""))
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// The key read through the arguments map and recorded in a ledger.
	s.AddTool(mcp.NewTool("refund_via_ledger",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("dedup_key"), // want `refund_via_ledger takes its idempotency key "dedup_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		args := req.GetArguments()
		key, _ := args["dedup_key"].(string)
		if e, found, err := ledger.Lookup(ctx, key); err != nil {
			return nil, err
		} else if found {
			return mcp.NewToolResultText(e.Result), nil
		}
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, "", "")
		if err != nil {
			return nil, err
		}
		_ = ledger.Record(ctx, key, id, 72*time.Hour)
		return mcp.NewToolResultText(id), nil
	})

	// Read with RequireString: reported, but the fix does not rewrite it.
	s.AddTool(mcp.NewTool("charge_required",
		mcp.WithString("card", mcp.Required()),
		mcp.WithString("idempotency_key", mcp.Required()), // want `charge_required takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from card`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key, err := req.RequireString("idempotency_key")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		id, err := pay.Charge(ctx, req.GetString("card", ""), 100, key)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	// A nonce that never reaches a key slot: "nonce" also names business
	// values, so it is reported without a fix.
	s.AddTool(mcp.NewTool("transfer",
		mcp.WithString("to", mcp.Required()),
		mcp.WithString("nonce"), // want `transfer takes its idempotency key "nonce" from the model; a retry with a new key acts twice: derive the key inside the tool from to`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Transfer(ctx, req.GetString("to", ""), 100, req.GetString("nonce", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	// Only the key: nothing to derive it from, so no fix.
	s.AddTool(mcp.NewTool("retry_last",
		mcp.WithString("request_id"), // want `retry_last takes its idempotency key "request_id" from the model; a retry with a new key acts twice: derive the key inside the tool from the arguments that identify the action`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Charge(ctx, "last", 100, req.GetString("request_id", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	// An order id handed over as the key, unchanged: the key is the
	// parameter itself. The parameter is the action's own, so no fix.
	s.AddTool(mcp.NewTool("refund_order",
		mcp.WithString("order_id", mcp.Required()), // want `refund_order takes its idempotency key "order_id" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id, reason`
		mcp.WithString("reason"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		id, err := pay.Refund(ctx, orderID, 100, req.GetString("reason", ""), orderID)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	// Silenced on the declaration.
	//idemlint:ignore modelkey the gateway in front of this server replaces the key
	s.AddTool(mcp.NewTool("charge_gateway",
		mcp.WithString("card", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Charge(ctx, req.GetString("card", ""), 100, req.GetString("idempotency_key", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	// Two tools share the helper that reads the key: reported, not rewritten.
	s.AddTool(mcp.NewTool("charge_eur",
		mcp.WithString("card", mcp.Required()),
		mcp.WithString("idempotency_token"), // want `charge_eur takes its idempotency key "idempotency_token" from the model; a retry with a new key acts twice: derive the key inside the tool from card`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return charge(ctx, req)
	})
	s.AddTool(mcp.NewTool("charge_usd",
		mcp.WithString("card", mcp.Required()),
		mcp.WithString("idempotency_token"), // want `charge_usd takes its idempotency key "idempotency_token" from the model; a retry with a new key acts twice: derive the key inside the tool from card`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return charge(ctx, req)
	})

	// Two keys: both reported, neither rewritten.
	s.AddTool(mcp.NewTool("double_key",
		mcp.WithString("card", mcp.Required()),
		mcp.WithString("request_id"),      // want `double_key takes its idempotency key "request_id" from the model; a retry with a new key acts twice: derive the key inside the tool from card`
		mcp.WithString("idempotency_key"), // want `double_key takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from card`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Charge(ctx, req.GetString("card", ""), 100, req.GetString("idempotency_key", req.GetString("request_id", "")))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	// Clean: a required operation id that never reaches a key slot is the
	// operation the tool acts on.
	s.AddTool(mcp.NewTool("cancel_operation",
		mcp.WithString("operation_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Transfer(ctx, req.GetString("operation_id", ""), 0, "")
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	// Clean: the key is derived inside the tool.
	s.AddTool(mcp.NewTool("refund_derived",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithInteger("amount", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		amount := req.GetInt("amount", 0)
		sum := sha256.Sum256(fmt.Appendf(nil, "refund_derived|%q|%d", orderID, amount))
		key := hex.EncodeToString(sum[:])
		id, err := pay.Refund(ctx, orderID, int64(amount), "", key)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	// Clean: a read-only tool may take a request id.
	s.AddTool(mcp.NewTool("balance",
		mcp.WithString("account", mcp.Required()),
		mcp.WithString("request_id"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n, err := pay.Balance(ctx, req.GetString("account", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(fmt.Sprint(n)), nil
	})
}

func charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Charge(ctx, req.GetString("card", ""), 100, req.GetString("idempotency_token", ""))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(id), nil
}
