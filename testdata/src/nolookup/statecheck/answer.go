package statecheck

import (
	"context"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// Sessions tells who is calling; Memories stores a new row per Insert.
type Sessions interface {
	UserID(ctx context.Context) (int, bool)
}

type Memories interface {
	Insert(ctx context.Context, user int, text string) (string, error)
}

var (
	sessions Sessions
	memories Memories
)

type MemoryIn struct {
	Text string `json:"text"`
}

// MemoryOut is the tool's answer: Success false and an Error text say
// the call failed.
type MemoryOut struct {
	Success bool   `json:"success"`
	Error   string `json:"error,omitempty"`
	ID      string `json:"id,omitempty"`
}

// RegisterAnswer holds a tool that leaves early with an answer saying it
// failed: that is no "already done", whatever the read. Reported.
func RegisterAnswer(s *sdk.Server) {
	sdk.AddTool(s, &sdk.Tool{Name: "save_memory", Description: "Save a memory."},
		func(ctx context.Context, req *sdk.CallToolRequest, in MemoryIn) (*sdk.CallToolResult, MemoryOut, error) {
			user, ok := sessions.UserID(ctx)
			if !ok {
				return nil, MemoryOut{Success: false, Error: "no user in the session"}, nil
			}
			id, err := memories.Insert(ctx, user, in.Text) // want `^save_memory calls Insert with no idempotency key and no ledger lookup before it; a retried call`
			if err != nil {
				return nil, MemoryOut{Error: err.Error()}, nil
			}
			return nil, MemoryOut{Success: true, ID: id}, nil
		})
}
