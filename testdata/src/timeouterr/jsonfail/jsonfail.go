// Package jsonfail answers a write's failure with a result that is not
// marked as an error but carries the error in a JSON body: the agent
// reads a failure all the same.
package jsonfail

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Tickets interface {
	Create(ctx context.Context, title string) (string, error)
	Get(ctx context.Context, id string) (string, error)
}

var tickets Tickets

type ErrorResponse struct {
	Success bool   `json:"success"`
	Message string `json:"message"`
	Error   string `json:"error,omitempty"`
}

func NewErrorResponse(message string, err error) *ErrorResponse {
	resp := &ErrorResponse{Message: message}
	if err != nil {
		resp.Error = err.Error()
	}
	return resp
}

// JSONResult is a plain result: it says nothing of success.
func JSONResult(v any) *mcp.CallToolResult {
	b, err := json.Marshal(v)
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprint(v))
	}
	return mcp.NewToolResultText(string(b))
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("create_ticket", mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := tickets.Create(ctx, req.GetString("title", ""))
			if err != nil {
				return JSONResult(NewErrorResponse("Failed to create ticket", err)), nil // want `a timeout from Create is returned as a failure`
			}
			return JSONResult(map[string]string{"id": id}), nil
		})

	// The same failure for a read: no write, nothing to say.
	s.AddTool(mcp.NewTool("get_ticket", mcp.WithString("id", mcp.Required()), mcp.WithReadOnlyHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			t, err := tickets.Get(ctx, req.GetString("id", ""))
			if err != nil {
				return JSONResult(NewErrorResponse("Failed to get ticket", err)), nil
			}
			return JSONResult(t), nil
		})

	// A body that says the outcome is unknown is an honest answer.
	s.AddTool(mcp.NewTool("open_ticket", mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			id, err := tickets.Create(ctx, req.GetString("title", ""))
			if err != nil {
				return JSONResult(map[string]string{"status": "unknown", "error": err.Error(), "hint": "check the tickets before calling again"}), nil
			}
			return JSONResult(map[string]string{"id": id}), nil
		})
}
