// Package handlers declares a tool of its own with a handler that
// package server binds to a second tool (the same body serving two
// names): the second declaration is judged from the facts about the
// handler, as a handler of another package is.
package handlers

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Media struct{ Base string }

// Generate posts a render job: a repeat renders and bills again.
func (m *Media) Generate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	body := strings.NewReader(req.GetString("prompt", ""))
	resp, err := http.Post(m.Base+"/renders", "text/plain", body)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

// Describe only reads.
func (m *Media) Describe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(m.Base + "/renders/" + req.GetString("id", ""))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func Register(s *server.MCPServer, m *Media) {
	s.AddTool(mcp.NewTool("generate_image",
		mcp.WithDescription("Render an image."), // want `^the description of generate_image does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."$`
		mcp.WithString("prompt", mcp.Required()),
	), m.Generate)
	s.AddTool(mcp.NewTool("describe_render",
		mcp.WithDescription("Describe a render."),
		mcp.WithString("id", mcp.Required()),
	), m.Describe)
}
