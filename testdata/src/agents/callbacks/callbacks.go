// Package callbacks declares tools with its own type, which offers two
// callback fields for running a call: each literal sets the one it needs.
package callbacks

import "net/http"

type UseInfo struct{ ToolCallID string }

type ToolDefinition struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	InputSchema map[string]any `json:"input_schema"`

	ToolTextCallback func(any) (string, error)        `json:"-"`
	ToolAnyCallback  func(any, *UseInfo) (any, error) `json:"-"`
	ToolVerifyInput  func(any, *UseInfo) error        `json:"-"`
	ToolApproval     func(any) string                 `json:"-"`
	ToolCallDesc     func(any, any, *UseInfo) string  `json:"-"`
}

var client = &http.Client{}

func Tools() []ToolDefinition {
	return []ToolDefinition{
		{ // want `tool read_dir fw=neutral desc="List a directory." params=path handler=readDir hints=-`
			Name:             "read_dir",
			Description:      "List a directory.",
			InputSchema:      map[string]any{"type": "object", "properties": map[string]any{"path": map[string]any{"type": "string"}}},
			ToolTextCallback: readDir,
		},
		{ // want `tool web_navigate fw=neutral desc="Open a URL in the web widget." params=url handler=navigate hints=-`
			Name:            "web_navigate",
			Description:     "Open a URL in the web widget.",
			InputSchema:     map[string]any{"type": "object", "properties": map[string]any{"url": map[string]any{"type": "string"}}},
			ToolAnyCallback: navigate,
			ToolVerifyInput: func(any, *UseInfo) error { return nil },
		},
		{ // want `tool approve_only fw=neutral desc="Ask for approval." params=- handler=none hints=-`
			Name:         "approve_only",
			Description:  "Ask for approval.",
			InputSchema:  map[string]any{"type": "object"},
			ToolApproval: func(any) string { return "ok" },
		},
	}
}

func readDir(input any) (string, error) { return "", nil }

func navigate(input any, info *UseInfo) (any, error) {
	req, _ := http.NewRequest(http.MethodPost, "https://widgets.example/navigate", nil)
	_, err := client.Do(req)
	return nil, err
}
