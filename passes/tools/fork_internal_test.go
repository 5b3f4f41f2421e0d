package tools

import "testing"

// TestForkSubpackage checks that a fork published under its own GitHub
// path is matched as its upstream, and that a repository of a generic
// name under another owner is not.
func TestForkSubpackage(t *testing.T) {
	for _, tc := range []struct {
		path, module, sub string
		ok                bool
	}{
		{"github.com/tmc/langchaingo/llms", "github.com/tmc/langchaingo", "llms", true},
		{"github.com/vxcontrol/langchaingo/llms", "github.com/tmc/langchaingo", "llms", true},
		{"github.com/someone/mcp-go/v2/mcp", "github.com/mark3labs/mcp-go", "mcp", true},
		{"github.com/someone/langchaingo-extras/llms", "github.com/tmc/langchaingo", "", false},
		{"github.com/acme/go-sdk/mcp", "github.com/modelcontextprotocol/go-sdk", "", false},
		{"github.com/acme/adk/server", "github.com/inference-gateway/adk", "", false},
		{"gitlab.com/tmc/langchaingo/llms", "github.com/tmc/langchaingo", "", false},
		{"github.com/firebase/genkit/go/ai", "github.com/firebase/genkit/go", "ai", true},
		{"github.com/other/genkit/go/ai", "github.com/firebase/genkit/go", "", false},
	} {
		sub, ok := subpackage(tc.path, tc.module)
		if sub != tc.sub || ok != tc.ok {
			t.Errorf("subpackage(%q, %q) = %q, %v; want %q, %v", tc.path, tc.module, sub, ok, tc.sub, tc.ok)
		}
	}
}
