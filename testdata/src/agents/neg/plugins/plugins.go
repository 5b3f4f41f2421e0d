// Package plugins has interfaces and tables shaped like tools that never
// reach a model: no conversion to an SDK's tool, no parameter schema, or a
// command line for arguments. None declares a tool.
package plugins

import (
	"context"

	"github.com/sashabaranov/go-openai"
)

// A plugin: a name, a description and a run method, but no schema.
type Plugin interface {
	Name() string
	Description() string
	Run(ctx context.Context) error
}

type Cleanup struct{}

func (Cleanup) Name() string                  { return "cleanup" }
func (Cleanup) Description() string           { return "Remove temporary files." }
func (Cleanup) Run(ctx context.Context) error { return nil }

// A subcommand with a schema for its configuration, run with a command line.
type Subcommand interface {
	Name() string
	Description() string
	Config() map[string]any
	Run(args []string) error
}

type Serve struct{}

func (Serve) Name() string            { return "serve" }
func (Serve) Description() string     { return "Serve the API." }
func (Serve) Config() map[string]any  { return nil }
func (Serve) Run(args []string) error { return nil }

// A menu entry converted to a chat message, not to a tool.
type Entry struct {
	Name        string
	Description string
	Run         func(ctx context.Context) error
}

var Menu = []Entry{{Name: "help", Description: "Show help."}}

func Messages(entries []Entry) []openai.ChatCompletionMessage {
	var out []openai.ChatCompletionMessage
	for _, e := range entries {
		out = append(out, openai.ChatCompletionMessage{Role: "system", Content: e.Name + ": " + e.Description})
	}
	return out
}
