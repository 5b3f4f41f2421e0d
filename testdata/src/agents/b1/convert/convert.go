// Package convert turns tools declared elsewhere into an SDK's tools
// generically: a conversion, not a declaration, so it lists no tool.
package convert

import (
	"agents/b1/tooling"

	"github.com/sashabaranov/go-openai"
)

func OpenAI(ts []tooling.Tool) []openai.Tool {
	var out []openai.Tool
	for _, t := range ts {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
			Name:        t.Name(),
			Description: t.Description(),
		}})
	}
	return out
}

type Toolkit struct{ methods map[string]string }

func (k *Toolkit) Methods() map[string]string { return k.methods }

func Methods(k *Toolkit) []openai.Tool {
	var out []openai.Tool
	for name, desc := range k.Methods() {
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: name, Description: desc}})
	}
	return out
}
