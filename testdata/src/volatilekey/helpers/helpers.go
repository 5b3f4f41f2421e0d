// Package helpers holds mcp-go tools whose random key comes from a
// helper: of this package, of another package (volatile/ids, by its
// fact), or two packages down (volatile/deep, whose fact comes from
// ids's).
package helpers

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"volatile/deep"
	"volatile/ids"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

var pay Payments

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

// token is this package's own random helper; its buffer has a size
// known only at run time. Its body is followed, so the report is at
// the source.
func token(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b) // want `the idempotency key of refund_token comes from rand\.Read, which differs on every call`
	return hex.EncodeToString(b)
}

func Register(s *server.MCPServer) {
	// H3: the model's key with a fallback from a helper of another
	// package (ids.NewString() == uuid.New().String()).
	s.AddTool(mcp.NewTool("refund_fallback",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := req.GetString("idempotency_key", "")
		if key == "" {
			key = ids.NewString() // want `the idempotency key of refund_fallback comes from ids\.NewString \(uuid\.New underneath\), which differs on every call; a retry gets a new key and acts twice: derive the key that reaches idempotencyKey from the arguments order_id`
		}
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, key)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// Two packages down: deep.ID() returns "ord_" + ids.NewString().
	s.AddTool(mcp.NewTool("refund_deep",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, deep.ID()) // want `the idempotency key of refund_deep comes from deep\.ID \(uuid\.New underneath\), which differs`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// crypto/rand.Read into make([]byte, n), n not constant: here and in
	// another package.
	s.AddTool(mcp.NewTool("refund_token",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithNumber("size"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		n := int(req.GetFloat("size", 16))
		key := token(n) + ids.Token(n) // want `comes from ids\.Token \(rand\.Read underneath\), which differs`
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, key)
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// A counter of another package.
	s.AddTool(mcp.NewTool("refund_seq",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		id, err := pay.Refund(ctx, orderID, 100, ids.Stamp(orderID)) // want `comes from ids\.Stamp \(time\.Now underneath\), which differs`
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})

	// Correct: the uuid only names a log line; the key comes from the
	// arguments through helpers that are not volatile.
	s.AddTool(mcp.NewTool("refund_logged",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		log.Printf("trace %s: refund %s", ids.NewString(), orderID)
		key := ids.Logged(deep.Same("refund-" + orderID))
		id, err := pay.Refund(ctx, orderID, 100, key+ids.NewClient().Name(orderID))
		if err != nil {
			return nil, err
		}
		return text(id), nil
	})
}
