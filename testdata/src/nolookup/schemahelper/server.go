// Package schemahelper builds its tools' input schemas with a helper
// given the properties and the required names: a required name that
// names what the tool creates makes a repeat one the provider may refuse.
package schemahelper

import (
	"context"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func schema(properties map[string]any, required ...string) map[string]any {
	s := map[string]any{"type": "object", "properties": properties}
	if len(required) > 0 {
		s["required"] = required
	}
	return s
}

func stringProp(desc string) map[string]any {
	return map[string]any{"type": "string", "description": desc}
}

func post(ctx context.Context, path, body string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://nas.example"+path, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func args(req *mcp.CallToolRequest) map[string]any { return map[string]any{} }

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{
		Name:        "create_volume",
		Description: "Create a volume.",
		InputSchema: schema(map[string]any{"name": stringProp("volume name"), "comment": stringProp("a note")}, "name"),
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, _ := args(req)["name"].(string)
		if err := post(ctx, "/volumes", name); err != nil { // hygiene: `a repeat of the name it is given$`
			return nil, err
		}
		return &mcp.CallToolResult{}, nil
	})

	// The name is optional: left out, the provider names the second one.
	s.AddTool(&mcp.Tool{
		Name:        "create_bucket",
		Description: "Create a bucket.",
		InputSchema: schema(map[string]any{"name": stringProp("bucket name")}),
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		name, _ := args(req)["name"].(string)
		if err := post(ctx, "/buckets", name); err != nil { // want `^create_bucket calls post with no idempotency key and no ledger lookup before it; a retried call creates a duplicate$`
			return nil, err
		}
		return &mcp.CallToolResult{}, nil
	})
}
