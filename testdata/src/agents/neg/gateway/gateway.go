// Package gateway converts the tool list a remote gateway answers with
// into go-sdk tools, to forward it: no tool of its own, and nothing to
// list, though the name passes through a local variable and a trim.
package gateway

import (
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type item struct {
	Name, Description string
	InputSchema       map[string]any
}

func Convert(items []item) []*mcp.Tool {
	tools := make([]*mcp.Tool, 0, len(items))
	for _, it := range items {
		name := strings.TrimSpace(it.Name)
		if name == "" {
			continue
		}
		tools = append(tools, &mcp.Tool{
			Name:        name,
			Description: strings.TrimSpace(it.Description),
			InputSchema: it.InputSchema,
		})
	}
	return tools
}
