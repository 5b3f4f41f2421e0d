// Package agent gives the model the tools, described by name.
package agent

import (
	openai "github.com/sashabaranov/go-openai"

	"agents/nodesc/domain"
)

func describe(t domain.Tool) string {
	switch t.Name() {
	case "save_note":
		return "Save a note."
	}
	return ""
}

func Convert(ts []domain.Tool) []openai.Tool {
	var out []openai.Tool
	for _, t := range ts {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name: t.Name(), Description: describe(t), Parameters: t.Schema()}})
	}
	return out
}

func Plugins(ps []domain.Plugin) []string {
	var names []string
	for _, p := range ps {
		names = append(names, p.Name())
	}
	return names
}
