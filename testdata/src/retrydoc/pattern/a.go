// Package pattern registers the same tools for several kinds of
// document, each name and description made by a format of the kind.
package pattern

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type CommentIn struct {
	FileID  string `json:"file_id"`
	Content string `json:"content"`
}

func create(kind string) mcp.ToolHandlerFor[CommentIn, any] {
	return func(ctx context.Context, req *mcp.CallToolRequest, in CommentIn) (*mcp.CallToolResult, any, error) {
		resp, err := http.Post("https://docs.example/"+kind+"/"+in.FileID+"/comments", "application/json", strings.NewReader(in.Content))
		if err != nil {
			return nil, nil, err
		}
		return nil, nil, resp.Body.Close()
	}
}

var suffix = "comment"

// Register is called once per kind: document, spreadsheet, presentation.
func Register(s *mcp.Server, resourceType string) {
	kind := resourceType
	mcp.AddTool(s, &mcp.Tool{
		Name:        fmt.Sprintf("create_%s_comment", kind),
		Description: fmt.Sprintf("Add a new comment to a Google %s.", kind), // want `the description of create_\{kind\}_comment does not say whether retrying is safe`
	}, create(kind))

	// A format of nothing but values says nothing of its own: no text
	// to check. A package's variable in the name is no pattern.
	mcp.AddTool(s, &mcp.Tool{
		Name:        fmt.Sprintf("post_%s_%s", kind, suffix),
		Description: fmt.Sprintf("%s: %s", kind, suffix),
	}, create(kind))
}
