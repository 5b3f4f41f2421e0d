// Package llm lists an application's tools in a type of its own, which
// it converts to go-openai's; it runs none of them: package agent
// dispatches each by name.
package llm

import goopenai "github.com/sashabaranov/go-openai"

type Tool struct {
	Name        string
	Description string
	Parameters  map[string]any
}

type ToolCall struct {
	Name   string
	Params map[string]any
}

var AgentTools = []Tool{
	{Name: "create_thing", Description: "Create a thing."}, // want `tool create_thing fw=own\(llm.Tool\) desc="Create a thing." params=- handler=none hints=-`
	{Name: "list_things", Description: "List things."},     // want `tool list_things fw=own\(llm.Tool\) desc="List things." params=- handler=none hints=-`
	{Name: "forget_thing", Description: "Forget a thing."}, // want `tool forget_thing fw=own\(llm.Tool\) desc="Forget a thing." params=- handler=none hints=-`
}

func Convert(tools []Tool) []goopenai.Tool {
	var out []goopenai.Tool
	for _, t := range tools {
		out = append(out, goopenai.Tool{Type: goopenai.ToolTypeFunction, Function: &goopenai.FunctionDefinition{
			Name: t.Name, Description: t.Description, Parameters: t.Parameters,
		}})
	}
	return out
}
