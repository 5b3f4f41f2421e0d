package statecheck

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Writer drafts cards about a concept; Cards stores each one as a new
// row.
type Writer interface {
	Draft(ctx context.Context, concept string) ([]string, error)
}

type Cards interface {
	Insert(ctx context.Context, concept, text string) error
}

var (
	writer Writer
	cards  Cards
)

func RegisterLoop(s *server.MCPServer) {
	// The loop over what the read returned ends when its items do, with
	// a success: that is no "already done". Reported.
	s.AddTool(mcp.NewTool("draft_cards", mcp.WithString("concept", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			concept := req.GetString("concept", "")
			drafts, err := writer.Draft(ctx, concept)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			for _, text := range drafts {
				if err := cards.Insert(ctx, concept, text); err != nil { // want `^draft_cards calls Insert with no idempotency key and no ledger lookup before it; a retried call`
					return mcp.NewToolResultError(err.Error()), nil
				}
			}
			return mcp.NewToolResultText("drafted"), nil
		})
}
