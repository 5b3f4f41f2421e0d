// Package tool is a stub of trpc.group/trpc-go/trpc-agent-go/tool, read
// from the module's source at commit 0e352fdd (after v1.11.2).
package tool

import "context"

type Tool interface {
	Declaration() *Declaration
}

type CallableTool interface {
	Call(ctx context.Context, jsonArgs []byte) (any, error)
	Tool
}

type StreamReader struct{}

type StreamableTool interface {
	StreamableCall(ctx context.Context, jsonArgs []byte) (*StreamReader, error)
	Tool
}

type Declaration struct {
	Name         string  `json:"name"`
	Description  string  `json:"description"`
	InputSchema  *Schema `json:"inputSchema"`
	OutputSchema *Schema `json:"outputSchema,omitempty"`
}

type Schema struct {
	Type                 string             `json:"type,omitempty"`
	Description          string             `json:"description,omitempty"`
	Pattern              string             `json:"pattern,omitempty"`
	Required             []string           `json:"required,omitempty"`
	Properties           map[string]*Schema `json:"properties,omitempty"`
	Items                *Schema            `json:"items,omitempty"`
	AdditionalProperties any                `json:"additionalProperties,omitempty"`
	Default              any                `json:"default,omitempty"`
	Enum                 []any              `json:"enum,omitempty"`
	Ref                  string             `json:"$ref,omitempty"`
	Defs                 map[string]*Schema `json:"$defs,omitempty"`
}
