// Package tools is an application's own tool layer whose registry
// builds each tool's OpenAI function part in a local variable, fills in
// its parameters after, and hands the model maps: the schema is the
// application's own struct.
package tools

import "context"

type Schema struct {
	Type       string             `json:"type"`
	Properties map[string]*Schema `json:"properties,omitempty"`
	Required   []string           `json:"required,omitempty"`
}

type Tool interface {
	Name() string
	Description() string
	Parameters() *Schema
	Execute(ctx context.Context, args map[string]any) (map[string]any, error)
}

type Registry struct{ tools map[string]Tool }

func (r *Registry) Register(t Tool) { r.tools[t.Name()] = t }

// Wire is the conversion.
func (r *Registry) Wire() []map[string]any {
	var out []map[string]any
	for _, t := range r.tools {
		fn := map[string]any{"name": t.Name(), "description": t.Description()}
		if p := t.Parameters(); p != nil {
			fn["parameters"] = p
		}
		out = append(out, map[string]any{"type": "function", "function": fn})
	}
	return out
}

// Menu is no tool list: a map of a name and a description in a variable
// that no function part holds.
func Menu(name, desc string) []map[string]any {
	item := map[string]any{"name": name, "description": desc}
	return []map[string]any{{"type": "section", "item": item}}
}
