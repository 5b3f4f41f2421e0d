// Package agenttypes is an agent application's own tool abstraction: an
// Action gives its Definition, which the package converts to go-openai's
// function definition, and runs the call.
package agenttypes

import (
	"context"

	"github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

type DefName string

type Definition struct {
	Name        DefName
	Description string
	Properties  map[string]jsonschema.Definition
	Required    []string
}

type Params map[string]any

type Result struct {
	Text string
}

type Action interface {
	Definition() Definition
	Run(ctx context.Context, params Params) (Result, error)
}

// ToFunction is the conversion: the tool's name and description reach the
// model from the Definition's fields.
func (d Definition) ToFunction() *openai.FunctionDefinition {
	return &openai.FunctionDefinition{
		Name:        string(d.Name),
		Description: d.Description,
		Parameters: jsonschema.Definition{
			Type:       jsonschema.Object,
			Properties: d.Properties,
			Required:   d.Required,
		},
	}
}

// Rename copies a definition under another name: not a declaration.
func Rename(d Definition, name string) Definition {
	return Definition{Name: DefName(name), Description: d.Description}
}
