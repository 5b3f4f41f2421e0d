// Package dropped holds a later step whose failure the tool drops: the
// failure it returns afterwards is another call's, which takes no
// context and is no step of its own.
package dropped

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func post(ctx context.Context, url, body string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	return resp.Header.Get("Location"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("open_room", mcp.WithString("name", mcp.Required()), mcp.WithString("greeting")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			room, err := post(ctx, "https://chat.example/rooms", req.GetString("name", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			var first string
			if greeting := req.GetString("greeting", ""); greeting != "" {
				m, err := post(ctx, room+"/messages", greeting)
				if err == nil {
					first = m
				}
			}
			out, err := json.Marshal(map[string]string{"room": room, "first": first})
			if err != nil {
				return mcp.NewToolResultError("encoding the result: " + err.Error()), nil
			}
			return mcp.NewToolResultText(string(out)), nil
		})
}
