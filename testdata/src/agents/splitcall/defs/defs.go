// Package defs lists an application's tools for the model; package run,
// which does not import it, runs the model's calls of them.
package defs

import "encoding/json"

type FuncDef struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Parameters  json.RawMessage `json:"parameters"`
}

type ToolDef struct {
	Type     string  `json:"type"`
	Function FuncDef `json:"function"`
}

func Tools() []ToolDef {
	return []ToolDef{
		{Type: "function", Function: FuncDef{Name: "add_item", Description: "Add an item to a list.", // want `tool add_item fw=neutral desc="Add an item to a list." params=item handler=none hints=-`
			Parameters: json.RawMessage(`{"type":"object","properties":{"item":{"type":"string"}}}`)}},
		{Type: "function", Function: FuncDef{Name: "list_items", Description: "List the items."}}, // want `tool list_items fw=neutral desc="List the items." params=- handler=none hints=-`
	}
}
