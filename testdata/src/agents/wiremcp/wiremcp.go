// Package wiremcp is an MCP server written by hand, with no framework:
// its tools/list answer spells each tool as a JSON map of a constant
// name, and tools/call dispatches on the name.
package wiremcp

import (
	"context"
	"net/http"
	"strings"
)

type Handler struct{ hc *http.Client }

func (h *Handler) Handle(ctx context.Context, method string, params map[string]any) (any, error) {
	switch method {
	case "tools/list":
		return map[string]any{"tools": []map[string]any{
			{ // want `tool trigger_build fw=neutral desc="Trigger a build." params=build_type handler=Handler.trigger hints=-`
				"name":        "trigger_build",
				"description": "Trigger a build.",
				"inputSchema": map[string]any{"type": "object", "properties": map[string]any{"build_type": map[string]any{"type": "string"}}},
			},
			{"name": "list_builds", "description": "List builds.", "inputSchema": map[string]any{"type": "object"}},     // want `tool list_builds fw=neutral desc="List builds." params=- handler=case hints=-`
			{"name": "cancel_build", "description": "Cancel a build.", "inputSchema": map[string]any{"type": "object"}}, // want `tool cancel_build fw=neutral desc="Cancel a build." params=- handler=case hints=-`
		}}, nil
	case "tools/call":
		name, _ := params["name"].(string)
		switch name {
		case "trigger_build":
			return h.trigger(ctx)
		case "list_builds":
			return "[]", nil
		case "cancel_build":
			// The constant says what buildOp does: the case is the
			// handler, not buildOp.
			return h.buildOp(ctx, "cancel")
		}
	}
	return nil, nil
}

func (h *Handler) trigger(ctx context.Context) (any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://ci.example/buildQueue", strings.NewReader("{}"))
	if err != nil {
		return nil, err
	}
	resp, err := h.hc.Do(req)
	if err != nil {
		return nil, err
	}
	return resp.Status, resp.Body.Close()
}

func (h *Handler) buildOp(ctx context.Context, op string) (any, error) {
	resp, err := h.hc.Post("https://ci.example/builds/"+op, "application/json", nil)
	if err != nil {
		return nil, err
	}
	return resp.Status, resp.Body.Close()
}

// Metadata with a name and a description but no schema declares nothing.
var About = map[string]any{"name": "teamcity-mcp", "description": "A TeamCity server."}
