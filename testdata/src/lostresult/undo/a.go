// Package undo holds tools whose later step fails after the write, where
// the failing branch undoes the write before the error returns: no result
// is lost, nothing is reported. A rollback of another transaction, a
// commit before the later step, or an "undo" of something else is no
// undo.
package undo

import (
	"context"
	"database/sql"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Refund struct {
	ID     string
	Status string
}

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	GetRefund(ctx context.Context, id string) (*Refund, error)
}

var (
	pay Payments
	db  *sql.DB
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

// deleteRefund undoes a refund: an HTTP DELETE of it.
func deleteRefund(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, "https://pay.example/refunds/"+id, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// insert writes in the transaction it is given.
func insert(ctx context.Context, tx *sql.Tx, orderID string) (sql.Result, error) {
	return tx.ExecContext(ctx, "INSERT INTO refunds(order_id) VALUES ($1)", orderID)
}

func Register(s *server.MCPServer) {
	// The insert is rolled back when the later step fails.
	s.AddTool(mcp.NewTool("refund_in_tx", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("order_id", "")
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return nil, err
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO refunds(order_id) VALUES ($1)", id); err != nil {
				tx.Rollback()
				return nil, err
			}
			if _, err := pay.GetRefund(ctx, id); err != nil {
				tx.Rollback()
				return nil, err
			}
			if err := tx.Commit(); err != nil {
				return nil, err
			}
			return text("recorded"), nil
		})

	// A deferred rollback undoes it too, until the commit; the write
	// goes through a helper that takes the transaction.
	s.AddTool(mcp.NewTool("refund_in_tx_deferred", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("order_id", "")
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return nil, err
			}
			defer tx.Rollback()
			if _, err := insert(ctx, tx, id); err != nil {
				return nil, err
			}
			if _, err := pay.GetRefund(ctx, id); err != nil {
				return nil, err
			}
			if err := tx.Commit(); err != nil {
				return nil, err
			}
			return text("recorded"), nil
		})

	// Committed before the later step: the deferred rollback undoes
	// nothing. Reported.
	s.AddTool(mcp.NewTool("refund_committed", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("order_id", "")
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return nil, err
			}
			defer tx.Rollback()
			if _, err := tx.ExecContext(ctx, "INSERT INTO refunds(order_id) VALUES ($1)", id); err != nil {
				return nil, err
			}
			if err := tx.Commit(); err != nil {
				return nil, err
			}
			if _, err := pay.GetRefund(ctx, id); err != nil {
				return nil, err // want `refund_committed returns an error when GetRefund fails after ExecContext succeeded`
			}
			return text("recorded"), nil
		})

	// Another transaction is rolled back: reported.
	s.AddTool(mcp.NewTool("refund_other_tx", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("order_id", "")
			tx, err := db.BeginTx(ctx, nil)
			if err != nil {
				return nil, err
			}
			audit, err := db.BeginTx(ctx, nil)
			if err != nil {
				return nil, err
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO refunds(order_id) VALUES ($1)", id); err != nil {
				return nil, err
			}
			if err := tx.Commit(); err != nil {
				return nil, err
			}
			if _, err := pay.GetRefund(ctx, id); err != nil {
				audit.Rollback()
				return nil, err // want `refund_other_tx returns an error when GetRefund fails after ExecContext succeeded`
			}
			return text("recorded"), audit.Commit()
		})

	// The refund is deleted again when it cannot be read back.
	s.AddTool(mcp.NewTool("refund_compensated", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				_ = deleteRefund(ctx, id)
				return nil, err
			}
			return text(r.Status), nil
		})

	// The delete takes the order, not the refund made: reported.
	s.AddTool(mcp.NewTool("refund_other_undo", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			orderID := req.GetString("order_id", "")
			id, err := pay.Refund(ctx, orderID, 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				_ = deleteRefund(ctx, orderID)
				return nil, err // want `refund_other_undo returns an error when GetRefund fails after Refund succeeded`
			}
			return text(r.Status), nil
		})

	// A read before the write, and the same read after it: the write is
	// the one named, never the read.
	s.AddTool(mcp.NewTool("refund_after_read", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			existing, err := pay.GetRefund(ctx, req.GetString("order_id", ""))
			if err != nil {
				return nil, err
			}
			id, err := pay.Refund(ctx, existing.ID, 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				return nil, err // want `^refund_after_read returns an error when GetRefund fails after Refund succeeded`
			}
			return text(r.Status), nil
		})

	// The delete happens on the success path, not before the error
	// returns: reported.
	s.AddTool(mcp.NewTool("refund_undo_elsewhere", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return nil, err
			}
			r, err := pay.GetRefund(ctx, id)
			if err != nil {
				return nil, err // want `refund_undo_elsewhere returns an error when GetRefund fails after Refund succeeded`
			}
			if r.Status == "failed" {
				_ = deleteRefund(ctx, id)
			}
			return text(r.Status), nil
		})
}
