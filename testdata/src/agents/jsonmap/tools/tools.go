// Package tools is an application's own tool layer: a Tool interface
// whose Definition lists the parameters in its own Param struct, and a
// registry that hands the model its tool list as JSON maps in OpenAI's
// format, with no SDK's tool type in sight.
package tools

import "context"

type Param struct {
	Name        string
	Type        string
	Description string
	Required    bool
}

type Definition struct {
	Name        string
	Description string
	Parameters  []Param
}

// Call carries the arguments undecoded, with the call's id: its fields
// are no parameters of any tool.
type Call struct {
	ID   string
	Args map[string]any
}

type Result struct {
	Output string
	Error  bool
}

type Tool interface {
	Definition() Definition
	Execute(ctx context.Context, call Call) Result
}

type Registry struct{ tools map[string]Tool }

func (r *Registry) Register(t Tool) { r.tools[t.Definition().Name] = t }

// Schemas is the conversion: the model's tool list, spelled as maps.
func (r *Registry) Schemas() []map[string]any {
	var out []map[string]any
	for _, t := range r.tools {
		def := t.Definition()
		props := map[string]any{}
		for _, p := range def.Parameters {
			props[p.Name] = map[string]any{"type": p.Type, "description": p.Description}
		}
		out = append(out, map[string]any{
			"type": "function",
			"function": map[string]any{
				"name":        def.Name,
				"description": def.Description,
				"parameters":  map[string]any{"type": "object", "properties": props},
			},
		})
	}
	return out
}

// Labels is no tool list: a map with a name and a description, read from
// a value, but neither a function's nor holding parameters.
func Labels(names, descs []string) []map[string]string {
	var out []map[string]string
	for i := range names {
		out = append(out, map[string]string{"name": names[i], "description": descs[i]})
	}
	return out
}
