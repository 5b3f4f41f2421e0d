// Package router registers its handlers with mcp-go and also routes a
// call to them by name for its tests: the router's writes are the
// handlers', reported once, at the tool. A handler-shaped function that
// calls none of them is still judged where it is (its tool is registered
// elsewhere).
package router

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Service struct{}

func (s *Service) Register(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("create_volume", mcp.WithDescription("Create a volume.")), s.handleCreate)
}

func (s *Service) handleCreate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Post("https://cloud.example/volumes", "application/json", strings.NewReader("{}")) // want `create_volume calls http.Post with no idempotency key and no ledger lookup before it; a retried call creates a duplicate`
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return mcp.NewToolResultText("created"), nil
}

// CallToolForTesting routes a call to its handler, for tests.
func (s *Service) CallToolForTesting(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.Params.Name {
	case "create_volume":
		return s.handleCreate(ctx, req)
	}
	return nil, errors.New("unknown tool")
}

// HandleAttach is registered by another package.
func HandleAttach(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Post("https://cloud.example/attachments", "application/json", strings.NewReader("{}")) // want `the handler HandleAttach calls http.Post with no idempotency key and no ledger lookup before it; a retried call acts twice`
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return mcp.NewToolResultText("attached"), nil
}

// RegisterRuns makes a run on either branch: one report, at the first,
// with the other as a related position.
func (s *Service) RegisterRuns(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("create_run", mcp.WithDescription("Start a run.")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var resp *http.Response
			var err error
			if req.GetString("from", "") == "" {
				resp, err = http.Post("https://cloud.example/runs", "application/json", strings.NewReader("{}")) // want `create_run calls http.Post with no idempotency key and no ledger lookup before it; a retried call creates a duplicate`
			} else {
				resp, err = http.Post("https://cloud.example/runs", "application/json", strings.NewReader(req.GetString("from", "")))
			}
			if err != nil {
				return nil, err
			}
			resp.Body.Close()
			return mcp.NewToolResultText("started"), nil
		})
}
