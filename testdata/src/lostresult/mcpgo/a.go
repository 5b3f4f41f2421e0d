package mcpgo

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	stripe "github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/refund"
)

type Refund struct {
	ID     string
	Status string
}

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	GetRefund(ctx context.Context, id string) (*Refund, error)
}

type Mail interface {
	Send(ctx context.Context, threadID, body string) error
	MarkRead(ctx context.Context, threadID string) error
}

type Entry struct{ Result string }

type RefundLedger struct{}

func (l *RefundLedger) Record(ctx context.Context, key, result string, ttl time.Duration) error {
	return ctx.Err() // a stand-in for the store's own failure
}

var (
	pay    Payments
	mail   Mail
	db     *sql.DB
	ledger = &RefundLedger{}
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

// createAndDecode writes and decodes the response: one write.
func createAndDecode(ctx context.Context, orderID string) (*Refund, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example/refunds", bytes.NewReader([]byte(orderID)))
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var r Refund
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return nil, err
	}
	return &r, nil
}

// readBack serves two tools: one report.
func readBack(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		return nil, err
	}
	if _, err := pay.GetRefund(ctx, id); err != nil {
		return nil, err // want `refund_shared_a returns an error when GetRefund fails after Refund succeeded`
	}
	return text(id), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("refund_shared_a", mcp.WithString("order_id", mcp.Required())), readBack)
	s.AddTool(mcp.NewTool("refund_shared_b", mcp.WithString("order_id", mcp.Required())), readBack)

	// Create, then read back: the read-back error loses the refund.
	s.AddTool(mcp.NewTool("issue_refund", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				return nil, err // want `issue_refund returns an error when GetRefund fails after Refund succeeded, so the agent retries and refunds twice; return the result of Refund along with the later failure`
			}
			return text(r.Status), nil
		})

	// The failure says the refund was made and not to retry: the agent
	// is told what it needs.
	s.AddTool(mcp.NewTool("refund_told", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				return mcp.NewToolResultError("the refund was made but could not be read back; do not retry"), nil
			}
			return text(r.Status), nil
		})

	// The same as an error result.
	s.AddTool(mcp.NewTool("refund_error_result", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				return mcp.NewToolResultErrorFromErr("could not read the refund", err), nil // want `refund_error_result returns an error result when GetRefund fails after Refund succeeded`
			}
			return text(r.Status), nil
		})

	// The later error returned with a result: mcp-go sends a protocol error.
	s.AddTool(mcp.NewTool("refund_merged", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			return text(id + " " + r.Status), err // want `refund_merged returns an error when GetRefund fails after Refund succeeded`
		})

	// Joined checks: the branch on a failed read-back also takes a nil refund.
	s.AddTool(mcp.NewTool("refund_joined", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil || id == "" {
				return nil, errors.New("refund failed")
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil || r == nil {
				return nil, err // want `refund_joined returns an error when GetRefund fails after Refund succeeded`
			}
			return text(r.Status), err
		})

	// Correct: the joined branch reports the id; after it, err is nil.
	s.AddTool(mcp.NewTool("refund_joined_ok", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil || r == nil {
				return text("refund " + id + " issued; status unknown"), nil
			}
			return text(r.Status), err
		})

	// Correct: the error carries the refund id.
	s.AddTool(mcp.NewTool("refund_wrapped", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				return nil, fmt.Errorf("refund %s issued, but reading it back failed: %w", id, err)
			}
			return text(r.Status), nil
		})

	// Correct: an ordinary result with the id and the later failure.
	s.AddTool(mcp.NewTool("refund_reported", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				return text(fmt.Sprintf("refund %s issued; its status could not be read: %v", id, err)), nil
			}
			return text(r.Status), nil
		})

	// Send, then mark read: the write has no result, the failure loses the send.
	s.AddTool(mcp.NewTool("send_reply", mcp.WithString("thread_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			thread := req.GetString("thread_id", "")
			if err := mail.Send(ctx, thread, "thanks"); err != nil {
				return nil, err
			}
			if err := mail.MarkRead(ctx, thread); err != nil {
				return nil, fmt.Errorf("marking %s read: %w", thread, err) // want `send_reply returns an error when MarkRead fails after Send succeeded, so the agent retries and sends twice; return the result of Send along with the later failure`
			}
			return text("sent"), nil
		})

	// A ledger record that fails after the refund: logged, not returned.
	s.AddTool(mcp.NewTool("refund_logged", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			orderID := req.GetString("order_id", "")
			id, err := pay.Refund(ctx, orderID, 100)
			if err != nil {
				return nil, err
			}
			if err := ledger.Record(ctx, "refund|"+orderID, id, 72*time.Hour); err != nil {
				log.Printf("recording %s: %v", id, err)
			}
			return text(id), nil
		})

	// The same record failure returned: the refund is lost.
	s.AddTool(mcp.NewTool("refund_record_error", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			orderID := req.GetString("order_id", "")
			id, err := pay.Refund(ctx, orderID, 100)
			if err != nil {
				return nil, err
			}
			if err := ledger.Record(ctx, "refund|"+orderID, id, 72*time.Hour); err != nil {
				return nil, err // want `refund_record_error returns an error when Record fails after Refund succeeded`
			}
			return text(id), nil
		})

	// Decoding the write's own response belongs to the write.
	s.AddTool(mcp.NewTool("refund_http", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example/refunds", bytes.NewReader(nil))
			if err != nil {
				return nil, err
			}
			resp, err := http.DefaultClient.Do(r)
			if err != nil {
				return nil, err
			}
			defer resp.Body.Close()
			body, err := io.ReadAll(resp.Body)
			if err != nil {
				return nil, err
			}
			var out Refund
			if err := json.Unmarshal(body, &out); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return text(out.ID), nil
		})

	// A helper that writes and decodes is one write.
	s.AddTool(mcp.NewTool("refund_helper", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			r, err := createAndDecode(ctx, req.GetString("order_id", ""))
			if err != nil {
				return nil, err
			}
			return text(r.ID), nil
		})

	// A POST, then a GET that fails.
	s.AddTool(mcp.NewTool("refund_http_readback", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			r, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://pay.example/refunds", bytes.NewReader(nil))
			if err != nil {
				return nil, err
			}
			resp, err := http.DefaultClient.Do(r)
			if err != nil {
				return nil, err
			}
			resp.Body.Close()
			next, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://pay.example/refunds/latest", nil)
			if err != nil {
				return nil, fmt.Errorf("building the status request: %w", err)
			}
			_ = next
			check, err := http.Get("https://pay.example/refunds/latest")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil // want `refund_http_readback returns an error result when the GET request fails after the POST request succeeded`
			}
			defer check.Body.Close()
			return text(check.Status), nil
		})

	// An idempotent PUT: a retry repeats nothing, but the update is taken for a failure.
	s.AddTool(mcp.NewTool("update_address", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			r, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://shop.example/orders/1/address", bytes.NewReader(nil))
			if err != nil {
				return nil, err
			}
			resp, err := http.DefaultClient.Do(r)
			if err != nil {
				return nil, err
			}
			resp.Body.Close()
			check, err := http.Get("https://shop.example/orders/1")
			if err != nil {
				return nil, err // want `update_address returns an error when the GET request fails after the PUT request succeeded, so the agent believes the PUT request failed; return the result of the PUT request along with the later failure`
			}
			defer check.Body.Close()
			return text(check.Status), nil
		})

	// stripe-go's legacy API: refund.Get takes no context but is a request.
	s.AddTool(mcp.NewTool("refund_stripe", mcp.WithString("payment_intent", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			params := &stripe.RefundParams{PaymentIntent: stripe.String(req.GetString("payment_intent", ""))}
			params.SetIdempotencyKey("refund|" + req.GetString("payment_intent", ""))
			r, err := refund.New(params)
			if err != nil {
				return nil, err
			}
			again, err := refund.Get(r.ID, nil)
			if err != nil {
				return nil, errors.New("could not confirm the refund") // want `refund_stripe returns an error when Get fails after New succeeded, so the agent believes New failed; return the result of New along with the later failure`
			}
			return text(again.ID), nil
		})

	// A transaction: when Commit fails, the insert did not happen.
	s.AddTool(mcp.NewTool("record_refund", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return nil, err
			}
			defer tx.Rollback()
			if _, err := tx.ExecContext(ctx, "INSERT INTO refunds(order_id) VALUES ($1)", req.GetString("order_id", "")); err != nil {
				return nil, err
			}
			if err := tx.Commit(); err != nil {
				return nil, err
			}
			return text("recorded"), nil
		})

	// Validation before the write is not after it.
	s.AddTool(mcp.NewTool("refund_validated", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			existing, err := pay.GetRefund(ctx, req.GetString("order_id", ""))
			if err != nil {
				return nil, err
			}
			id, err := pay.Refund(ctx, existing.ID, 100)
			if err != nil {
				return nil, err
			}
			return text(id), nil
		})

	s.AddTool(mcp.NewTool("refund_ignored", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				//idemlint:ignore lostresult the provider rolls the refund back when it cannot be read
				return nil, err
			}
			return text(r.Status), nil
		})
}
