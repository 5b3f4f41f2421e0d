// Package defs declares tools that package server dispatches by name.
package defs

type FuncDef struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Parameters  map[string]any `json:"parameters"`
}

type ToolDef struct {
	Type     string  `json:"type"`
	Function FuncDef `json:"function"`
}

type ToolCall struct {
	Function struct{ Name, Arguments string }
}

var Tools = []ToolDef{
	{Type: "function", Function: FuncDef{Name: "create_memo", Description: "Create a memo.", Parameters: map[string]any{"type": "object"}}},
}
