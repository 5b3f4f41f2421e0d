// Package media declares one tool type registered several times, each
// instance named by a field of its literal: "media.generate_" + the
// kind, "image" when the field is empty.
package media

import (
	"context"
	"strings"

	"agents/b1/spec"
)

type GenerateTool struct { // want `tool media.generate_image fw=own\(spec.Tool\) desc="Generate media." params=prompt handler=GenerateTool.Execute hints=-`
	Kind  string
	Model string
}

func (t GenerateTool) kind() string {
	k := strings.ToLower(strings.TrimSpace(t.Kind))
	if k == "" {
		return "image"
	}
	return k
}

func (t GenerateTool) Name() string        { return "media.generate_" + t.kind() }
func (t GenerateTool) Description() string { return "Generate media." }
func (t GenerateTool) Parameters() map[string]spec.ParameterSpec {
	return map[string]spec.ParameterSpec{"prompt": {Type: "string"}}
}
func (t GenerateTool) Execute(ctx context.Context, args string) (string, error) { return "", nil }
func (t GenerateTool) Run(ctx context.Context, input string) (string, error) {
	return t.Execute(ctx, input)
}

// Registered here with a kind of its own: one more tool.
var Speech = GenerateTool{Kind: "speech"} // want `tool media.generate_speech fw=own\(spec.Tool\) desc="Generate media." params=prompt handler=GenerateTool.Execute hints=-`

// The default kind, spelled out or left empty, is the type's own tool.
var (
	Image  = GenerateTool{Kind: "image"}
	Plain  = GenerateTool{Model: "m1"}
	Dynamo = GenerateTool{Kind: strings.Repeat("x", 2)} // computed at run time: no name
)

// LabelTool's name is a field with no default and a fixed suffix: each
// literal with a constant label declares a tool, and the type none.
type LabelTool struct {
	Label string
}

func (t *LabelTool) Name() string        { return t.Label + "_labels" }
func (t *LabelTool) Description() string { return "Apply labels." }
func (t *LabelTool) Parameters() map[string]spec.ParameterSpec {
	return map[string]spec.ParameterSpec{"labels": {Type: "string"}}
}
func (t *LabelTool) Execute(ctx context.Context, args string) (string, error) { return "", nil }
func (t *LabelTool) Run(ctx context.Context, input string) (string, error) {
	return t.Execute(ctx, input)
}

// Flags is no tool: a struct whose method reads a field, but implements
// no tool interface.
type Flags struct{ Kind string }

func (f Flags) Name() string { return "flag_" + f.Kind }

var Verbose = Flags{Kind: "verbose"}
