// Package skills is an agent application's own tool struct, converted by
// hand to the wire types of the model's API (no SDK): a tool by its
// shape alone.
package skills

import (
	"context"
	"encoding/json"
)

type Skill struct {
	Name        string          `json:"name"`
	Description string          `json:"description"`
	Parameters  json.RawMessage `json:"parameters"`
	Handler     SkillHandler    `json:"-"`
}

type SkillHandler func(ctx context.Context, args json.RawMessage) (string, error)

// wireTool is what the application sends to the model's API.
type wireTool struct {
	Type     string `json:"type"`
	Function struct {
		Name        string          `json:"name"`
		Description string          `json:"description"`
		Parameters  json.RawMessage `json:"parameters"`
	} `json:"function"`
}

type Registry struct{ skills map[string]*Skill }

func (r *Registry) Register(s *Skill) { r.skills[s.Name] = s }

func (r *Registry) Wire() []wireTool {
	var out []wireTool
	for _, s := range r.skills {
		var w wireTool
		w.Type = "function"
		w.Function.Name, w.Function.Description, w.Function.Parameters = s.Name, s.Description, s.Parameters
		out = append(out, w)
	}
	return out
}

// Option is a configuration struct that only looks alike: no function
// field takes the model's arguments.
type Option struct {
	Name        string
	Description string
	Default     map[string]any
	Validate    func(value string) error
}

var Verbose = Option{Name: "verbose", Description: "Log more.", Default: map[string]any{"on": false}}
