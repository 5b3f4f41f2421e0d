package mcpgo

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// apiProxy sends the request the model describes, method included, so a
// tool annotated read-only may POST or DELETE.
func apiProxy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, req.GetString("method", "GET"), "https://api.example.com"+req.GetString("path", "/"), nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	return text(resp.Status), nil
}

// apiGet reads whatever path the model names, always with GET.
func apiGet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.example.com"+req.GetString("path", "/"), nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	return text(resp.Status), nil
}

func registerProxies(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("api_proxy",
		mcp.WithDescription("Send a request to the API. Not safe to retry blindly."),
		mcp.WithReadOnlyHintAnnotation(true), // want `api_proxy is annotated readOnlyHint: true but the model chooses what it sends, a write included \(Do\)`
		mcp.WithString("method"), mcp.WithString("path")), apiProxy)
	s.AddTool(mcp.NewTool("api_get",
		mcp.WithDescription("Read a path of the API."),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithString("path")), apiGet)
}
