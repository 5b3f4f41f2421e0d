// Package held keeps each go-openai tool with the function that runs it in
// a struct of its own; the program dispatches to that function by name.
package held

import (
	"github.com/sashabaranov/go-openai"
)

type ToolDefinition struct {
	Schema   openai.Tool
	Function func(args string) (string, error)
}

func GetWriteFileTool() ToolDefinition {
	return ToolDefinition{
		Schema: openai.Tool{
			Type: openai.ToolTypeFunction,
			Function: &openai.FunctionDefinition{ // want `tool writeFile fw=go-openai desc="Write a file." params=- handler=WriteFile hints=-`
				Name:        "writeFile",
				Description: "Write a file.",
			},
		},
		Function: WriteFile,
	}
}

func WriteFile(args string) (string, error) { return "", nil }

func Registry() map[string]ToolDefinition {
	return map[string]ToolDefinition{"writeFile": GetWriteFileTool()}
}

// A struct with a tool and two functions: which one runs it is not known.
type Ambiguous struct {
	Schema   openai.Tool
	Run      func(args string) (string, error)
	Validate func(args string) error
}

var Other = Ambiguous{
	Schema: openai.Tool{Function: &openai.FunctionDefinition{Name: "other", Description: "Other."}}, // want `tool other fw=go-openai desc="Other." params=- handler=none hints=-`
	Run:    WriteFile,
}
