package statecheck

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Clients is a booking API of the program's own: a search by e-mail
// fails when there is none.
type Clients interface {
	FindByEmail(ctx context.Context, email string) (string, error)
	CreateClient(ctx context.Context, name, email string) (string, error)
}

var clients Clients

type registerInput struct {
	Name  string `json:"name"`
	Email string `json:"email"`
}

func RegisterFields(s *server.MCPServer) {
	// The search and the create read the same field of the decoded
	// input: a retry finds the client the first call made.
	s.AddTool(mcp.NewTool("register_client", mcp.WithString("name"), mcp.WithString("email")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in registerInput
			if err := json.Unmarshal([]byte(req.GetString("json", "")), &in); err != nil {
				return nil, err
			}
			if _, err := clients.FindByEmail(ctx, in.Email); err == nil {
				return mcp.NewToolResultText("already registered"), nil
			}
			id, err := clients.CreateClient(ctx, in.Name, in.Email)
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})

	// A search by another field checks nothing the create makes.
	s.AddTool(mcp.NewTool("register_by_name", mcp.WithString("name"), mcp.WithString("email")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var in registerInput
			if err := json.Unmarshal([]byte(req.GetString("json", "")), &in); err != nil {
				return nil, err
			}
			if _, err := clients.FindByEmail(ctx, in.Name); err == nil {
				return mcp.NewToolResultText("already registered"), nil
			}
			id, err := clients.CreateClient(ctx, "x", in.Email) // want `^register_by_name calls CreateClient with no idempotency key and no ledger lookup before it; a retried call`
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(id), nil
		})
}
