// Package wire advertises the registry's tools to the model in its own
// wire types.
package wire

import "agents/regfunc/tools"

type ToolFunction struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Parameters  map[string]any `json:"parameters"`
}

type Tool struct {
	Type     string       `json:"type"`
	Function ToolFunction `json:"function"`
}

func Advertise(ts []tools.Tool) []Tool {
	var out []Tool
	for _, t := range ts {
		out = append(out, Tool{Type: "function", Function: ToolFunction{Name: t.Definition.Name, Description: t.Definition.Description, Parameters: t.Definition.Parameters}})
	}
	return out
}
