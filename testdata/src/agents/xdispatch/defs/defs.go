// Package defs declares an application's tools in the wire shape of a
// function-calling API, with no handler: package server dispatches them.
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

type ToolCall struct {
	ID       string `json:"id"`
	Function struct {
		Name      string `json:"name"`
		Arguments string `json:"arguments"`
	} `json:"function"`
}

var Tools = []ToolDef{
	{Type: "function", Function: FuncDef{Name: "create_memo", Description: "Create a memo.", // want `tool create_memo fw=neutral desc="Create a memo." params=text handler=none hints=-`
		Parameters: json.RawMessage(`{"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}`)}},
	{Type: "function", Function: FuncDef{Name: "list_memos", Description: "List memos."}},       // want `tool list_memos fw=neutral desc="List memos." params=- handler=none hints=-`
	{Type: "function", Function: FuncDef{Name: "archive_memo", Description: "Archive a memo."}}, // want `tool archive_memo fw=neutral desc="Archive a memo." params=- handler=none hints=-`
}
