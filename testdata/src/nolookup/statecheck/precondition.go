package statecheck

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Queues is a provider whose queue can be paused; a job is new on every
// Enqueue.
type Queues interface {
	Read(ctx context.Context, name string) (*Queue, error)
	Enqueue(ctx context.Context, name string) (string, error)
}

type Queue struct{ Paused bool }

var queues Queues

// fail builds an error result on every path, with or without an error.
func fail(msg string, err error) (*mcp.CallToolResult, error) {
	if err != nil {
		msg = fmt.Sprintf("%s: %v", msg, err)
	}
	return mcp.NewToolResultError(msg), nil
}

func RegisterPrecondition(s *server.MCPServer) {
	// A precondition that fails is no "already done": the read checks
	// whether the job may run, not whether it ran. Reported.
	s.AddTool(mcp.NewTool("enqueue_job", mcp.WithString("queue", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			name := req.GetString("queue", "")
			q, err := queues.Read(ctx, name)
			if err != nil {
				return fail("queue not found", err)
			}
			if q.Paused {
				return fail("the queue is paused", nil)
			}
			id, err := queues.Enqueue(ctx, name) // want `^enqueue_job calls Enqueue with no idempotency key and no ledger lookup before it; a retried call`
			if err != nil {
				return fail("enqueue failed", err)
			}
			return mcp.NewToolResultText(id), nil
		})
}
