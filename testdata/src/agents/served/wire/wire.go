// Package wire declares MCP's wire shape of a tool, for a server that
// speaks the protocol without an SDK.
package wire

type Tool struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	InputSchema map[string]any `json:"inputSchema"`
}

// Schema is shaped like a tool but is no wire tool: its schema field is
// not the one tools/list answers with.
type Schema struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	InputSchema map[string]any `json:"schema"`
}
