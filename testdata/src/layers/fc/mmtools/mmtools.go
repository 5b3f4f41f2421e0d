// Package mmtools declares the application's tools with its own type.
package mmtools

import (
	"github.com/google/jsonschema-go/jsonschema"

	"layers/fc/llm"
)

type searchArgs struct{ Term string }

type Provider struct{}

func (p *Provider) Tools() []llm.Tool {
	return []llm.Tool{
		{ // want `tool SearchServer fw=neutral desc="Search the server." params=term handler=Provider\.toolSearch hints=-`
			Name:        "SearchServer",
			Description: "Search the server.",
			Schema: &jsonschema.Schema{
				Type:       "object",
				Properties: map[string]*jsonschema.Schema{"term": {Type: "string"}},
			},
			Resolver: p.toolSearch,
		},
	}
}

func (p *Provider) toolSearch(ctx *llm.Context, argsGetter llm.ToolArgumentGetter) (string, error) {
	var args searchArgs
	if err := argsGetter(&args); err != nil {
		return "", err
	}
	return args.Term, nil
}

// Commands are the chat's slash commands: no tool.
var Commands = []llm.Command{
	{Name: "help", Description: "Show help.", Schema: "/help [topic]", Run: func(args []string) error { return nil }},
}
