// Package genai is a stub of github.com/google/generative-ai-go/genai
// (v0.20.1): the exported function-calling API.
package genai

type Type int32

const (
	TypeUnspecified Type = 0
	TypeString      Type = 1
	TypeNumber      Type = 2
	TypeInteger     Type = 3
	TypeBoolean     Type = 4
	TypeArray       Type = 5
	TypeObject      Type = 6
)

type Schema struct {
	Type        Type
	Format      string
	Description string
	Nullable    bool
	Enum        []string
	Items       *Schema
	Properties  map[string]*Schema
	Required    []string
}

type FunctionDeclaration struct {
	Name        string
	Description string
	Parameters  *Schema
}

type Tool struct {
	FunctionDeclarations []*FunctionDeclaration
}

type FunctionCall struct {
	Name string
	Args map[string]any
}

type FunctionResponse struct {
	Name     string
	Response map[string]any
}
