// Package tools is an application's registry: a tool is a definition
// (name, description, JSON schema) and a function, added by a helper
// that takes them as plain arguments.
package tools

import "context"

type Definition struct {
	Name        string
	Description string
	Parameters  map[string]any
}

type Execute func(ctx context.Context, args map[string]any) (string, error)

type Tool struct {
	Definition Definition
	Execute    Execute
}

type Registry struct{ tools map[string]Tool }

func (r *Registry) Register(t Tool) { r.tools[t.Definition.Name] = t }

func (r *Registry) RegisterFunc(name, description string, parameters map[string]any, fn Execute) Tool {
	t := Tool{
		Definition: Definition{Name: name, Description: description, Parameters: parameters},
		Execute:    fn,
	}
	r.Register(t)
	return t
}

func (r *Registry) List() []Tool {
	var out []Tool
	for _, t := range r.tools {
		out = append(out, t)
	}
	return out
}

// Builtin is declared by a literal with a constant name: one tool.
var Builtin = Tool{
	Definition: Definition{Name: "list_contacts", Description: "List contacts.", Parameters: map[string]any{"type": "object"}}, // want `tool list_contacts fw=neutral desc="List contacts." params=- handler=literal hints=-`
	Execute:    func(ctx context.Context, args map[string]any) (string, error) { return "[]", nil },
}
