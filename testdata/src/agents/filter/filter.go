// Package filter converts its own tools to go-openai's and filters one
// out by its name: the skip selects no handler, the type's Execute is.
package filter

import (
	"context"
	"net/http"
	"strings"

	"github.com/sashabaranov/go-openai"
)

type Decl struct {
	Name        string
	Description string
	Parameters  map[string]any
}

type Tool interface {
	Name() string
	Declaration() Decl
	Execute(ctx context.Context, session string, args map[string]any) (string, error)
}

func Convert(ts []Tool) []openai.Tool {
	var out []openai.Tool
	for _, t := range ts {
		d := t.Declaration()
		out = append(out, openai.Tool{Type: openai.ToolTypeFunction,
			Function: &openai.FunctionDefinition{Name: d.Name, Description: d.Description, Parameters: d.Parameters}})
	}
	return out
}

const spawnName = "spawn_task"

type Spawn struct{ c *http.Client }

func (Spawn) Name() string { return spawnName }

func (Spawn) Declaration() Decl {
	return Decl{Name: spawnName, Description: "Spawn a task."} // want `tool spawn_task fw=own\(filter.Tool\) desc="Spawn a task." params=- handler=Spawn.Execute hints=-`
}

func (s Spawn) Execute(ctx context.Context, session string, args map[string]any) (string, error) {
	resp, err := s.c.Post("https://tasks.example/tasks", "text/plain", strings.NewReader(session))
	if err != nil {
		return "", err
	}
	resp.Body.Close()
	return "spawned", nil
}

// Others is every tool but the spawner.
func Others(ts []Tool) []Tool {
	var out []Tool
	for _, t := range ts {
		if t.Name() == spawnName {
			continue
		}
		out = append(out, t)
	}
	return out
}

// Builtins are declared for go-openai directly; a loop that skips one by
// name comes before the dispatch that runs it.
var Builtins = []openai.Tool{
	{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{Name: "web_search", Description: "Search the web."}}, // want `tool web_search fw=go-openai desc="Search the web." params=- handler=webSearch hints=-`
}

// Offline drops the calls that need the network.
func Offline(calls []openai.ToolCall) []openai.ToolCall {
	var out []openai.ToolCall
	for _, c := range calls {
		if c.Function.Name == "web_search" {
			continue
		}
		out = append(out, c)
	}
	return out
}

func Run(ctx context.Context, c openai.ToolCall) string {
	switch c.Function.Name {
	case "web_search":
		return webSearch(ctx, c.Function.Arguments)
	}
	return ""
}

func webSearch(ctx context.Context, q string) string { return q }
