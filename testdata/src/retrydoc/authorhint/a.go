// Package authorhint holds PATCH tools: a retry changes nothing more,
// unless the author says a repeat is not safe (a PATCH that appends, by
// an operation the model chooses), which the suggested sentence must
// not contradict.
package authorhint

import (
	"context"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Path      string `json:"path"`
	Content   string `json:"content"`
	Operation string `json:"operation"`
}

func patch(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodPatch, "https://notes.example/vault/"+in.Path, strings.NewReader(in.Content))
	if err != nil {
		return nil, nil, err
	}
	r.Header.Set("Operation", in.Operation)
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return nil, nil, err
	}
	return nil, nil, resp.Body.Close()
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "patch_note",
		Description: "Patch a note.", // want `add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."`
		Annotations: &mcp.ToolAnnotations{IdempotentHint: false},
	}, patch)
	mcp.AddTool(s, &mcp.Tool{
		Name:        "rewrite_note",
		Description: "Rewrite a note.", // want `add a sentence such as "Safe to retry: calling again with the same arguments has no further effect."`
	}, patch)
}
