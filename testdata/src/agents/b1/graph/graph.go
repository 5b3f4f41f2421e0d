// Package graph implements the framework's tool interface.
package graph

import (
	"context"

	"agents/b1/spec"
)

type AddEntity struct{} // want `tool graphrag_add_entity fw=own\(spec.Tool\) desc="Add an entity to the graph." params=name handler=AddEntity.Execute hints=-`

func (AddEntity) Name() string        { return "graphrag_add_entity" }
func (AddEntity) Description() string { return "Add an entity to the graph." }
func (AddEntity) Parameters() map[string]spec.ParameterSpec {
	return map[string]spec.ParameterSpec{"name": {Type: "string", Description: "The entity's name."}}
}
func (AddEntity) Execute(ctx context.Context, args string) (string, error) { return "", nil }
func (a AddEntity) Run(ctx context.Context, input string) (string, error) {
	return a.Execute(ctx, input)
}

// Export is a CLI command: no tool.
type Export struct{}

func (Export) Name() string                                             { return "export" }
func (Export) Description() string                                      { return "Export the graph." }
func (Export) Flags() map[string]spec.Flag                              { return nil }
func (Export) Execute(ctx context.Context, args string) (string, error) { return "", nil }
