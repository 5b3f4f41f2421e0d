// Package tailhelper holds tools whose handler returns what a helper of
// the package returns: the helper's failure after its own write is the
// tool's.
package tailhelper

import (
	"context"
	"encoding/json"
	"fmt"
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

type board struct{}

// createPost posts, then verifies: a failed verification loses the post.
func (b *board) createPost(ctx context.Context, title string) (*mcp.CallToolResult, error) {
	id, err := post(ctx, "https://board.example/posts", title)
	if err != nil {
		return nil, err
	}
	if _, err := post(ctx, "https://board.example/verify", id); err != nil {
		return nil, fmt.Errorf("verify failed: %w", err) // want `board returns an error when post fails after post succeeded`
	}
	return mcp.NewToolResultText("posted " + id), nil
}

// show only encodes after its write: nothing is lost.
func (b *board) vote(ctx context.Context, id string) (*mcp.CallToolResult, error) {
	out, err := post(ctx, "https://board.example/posts/"+id+"/votes", "")
	if err != nil {
		return nil, err
	}
	text, err := json.Marshal(out)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(text)), nil
}

func (b *board) handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	switch req.GetString("action", "") {
	case "post":
		return b.createPost(ctx, req.GetString("title", ""))
	case "vote":
		return b.vote(ctx, req.GetString("id", ""))
	}
	return mcp.NewToolResultError("unknown action"), nil
}

func Register(s *server.MCPServer) {
	b := &board{}
	s.AddTool(mcp.NewTool("board", mcp.WithString("action", mcp.Required()), mcp.WithString("title"), mcp.WithString("id")), b.handle)
}
