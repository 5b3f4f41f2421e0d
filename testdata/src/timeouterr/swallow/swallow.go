// Package swallow holds write tools that log a write's error and go on,
// and tools that answer it with an unconfirmed status: neither returns
// the write's timeout as a failure.
package swallow

import (
	"context"
	"encoding/json"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
	Status(ctx context.Context, orderID string) (string, error)
}

var pay Payments

func Register(s *server.MCPServer) {
	// The refund's error is logged and swallowed; the error returned is
	// the status read's, though both go through the named result kept
	// for the defer.
	s.AddTool(mcp.NewTool("refund_logged", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
			defer func() { log.Print("refund_logged done") }()
			id := req.GetString("order_id", "")
			if _, err = pay.Refund(ctx, id, 100); err != nil {
				log.Printf("refund: %v", err)
			}
			var status string
			if status, err = pay.Status(ctx, id); err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(status), nil
		})

	// The same, the variable not a named result.
	s.AddTool(mcp.NewTool("refund_logged_local", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id := req.GetString("order_id", "")
			_, err := pay.Refund(ctx, id, 100)
			if err != nil {
				log.Printf("refund: %v", err)
			}
			status, err := pay.Status(ctx, id)
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(status), nil
		})

	// An unconfirmed status on the error path is an honest answer.
	s.AddTool(mcp.NewTool("refund_unconfirmed", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return mcp.NewToolResultError(fmt.Sprintf("refund unconfirmed: %v; check the order before calling again", err)), nil
			}
			return mcp.NewToolResultText(id), nil
		})

	// A structured error whose code says the outcome is unknown.
	s.AddTool(mcp.NewTool("refund_coded", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return mcp.NewToolResultError(`{"code":"outcome_unknown","hint":"check the order before calling again"}`), nil
			}
			return mcp.NewToolResultText(id), nil
		})

	// The named result still holds the refund's error when it is
	// returned: reported.
	s.AddTool(mcp.NewTool("refund_named", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
			defer func() { log.Print("refund_named done") }()
			var id string
			if id, err = pay.Refund(ctx, req.GetString("order_id", ""), 100); err != nil {
				log.Printf("refund: %v", err)
				return nil, err // want `a timeout from Refund is returned as a failure`
			}
			return mcp.NewToolResultText(id), nil
		})

	// "unknown error" says nothing of the outcome: reported.
	s.AddTool(mcp.NewTool("refund_unknown_error", mcp.WithString("order_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100)
			if err != nil {
				return mcp.NewToolResultError("refund failed: unknown error"), nil // want `a timeout from Refund is returned as a failure`
			}
			return mcp.NewToolResultText(id), nil
		})
	// The message's error is dropped (if err == nil with no else); the
	// failure returned later is the encoder's, not the message's.
	s.AddTool(mcp.NewTool("open_room_greet", mcp.WithString("greeting", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var first string
			id, err := pay.Refund(ctx, req.GetString("greeting", ""), 100)
			if err == nil {
				first = id
			}
			out, err := json.Marshal(map[string]string{"first": first})
			if err != nil {
				return mcp.NewToolResultError("encoding the result: " + err.Error()), nil
			}
			return mcp.NewToolResultText(string(out)), nil
		})
}
