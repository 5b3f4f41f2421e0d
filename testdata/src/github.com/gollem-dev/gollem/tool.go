// Package gollem is a stub of github.com/gollem-dev/gollem, read from the
// module's source at v0.27.0 (commit aed22083): the exported tool API.
package gollem

import "context"

type ToolSpec struct {
	Name        string
	Description string
	Parameters  map[string]*Parameter
}

type ParameterType string

const (
	TypeString  ParameterType = "string"
	TypeNumber  ParameterType = "number"
	TypeInteger ParameterType = "integer"
	TypeBoolean ParameterType = "boolean"
	TypeArray   ParameterType = "array"
	TypeObject  ParameterType = "object"
)

type Parameter struct {
	Title       string
	Type        ParameterType
	Description string
	Required    bool
	Enum        []string
	Properties  map[string]*Parameter
	Items       *Parameter
}

type Tool interface {
	Spec() ToolSpec
	Run(ctx context.Context, args map[string]any) (map[string]any, error)
}

type ToolSet interface {
	Specs(ctx context.Context) ([]ToolSpec, error)
	Run(ctx context.Context, name string, args map[string]any) (map[string]any, error)
}

type Option func(*gollem)

type gollem struct{ tools []Tool }

func WithTools(tools ...Tool) Option { return func(g *gollem) { g.tools = append(g.tools, tools...) } }

// NewTool creates a Tool from a typed handler; its input schema is
// inferred from In (typed_tool.go at v0.27.0 as the module proxy serves
// it).
func NewTool[In, Out any](
	name, description string,
	run func(ctx context.Context, in In) (Out, error),
) (Tool, error) {
	return nil, nil
}

// MustNewTool is like NewTool but panics on error.
func MustNewTool[In, Out any](
	name, description string,
	run func(ctx context.Context, in In) (Out, error),
) Tool {
	return nil
}
