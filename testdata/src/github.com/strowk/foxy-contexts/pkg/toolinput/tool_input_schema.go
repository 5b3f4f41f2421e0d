// Package toolinput is a stub of
// github.com/strowk/foxy-contexts/pkg/toolinput, read from the module's
// source at commit 6783020204467a1834d31fc35c9ed247a531bfe8
// (v0.1.0-beta.6); the module proxy refuses the module here. Only the
// exported API the fixtures use is mirrored.
package toolinput

import (
	"errors"

	"github.com/strowk/foxy-contexts/pkg/mcp"
)

var ErrTypeMissingRequiredProperty = errors.New("missing required property")

type ToolInput interface {
	Boolean(name string) (bool, error)
	BooleanOr(name string, defaultValue bool) bool
	String(name string) (string, error)
	StringOr(name string, defaultValue string) string
	Number(name string) (float64, error)
	NumberOr(name string, defaultValue float64) float64
	Object(name string) (map[string]interface{}, error)
	ObjectOr(name string, defaultValue map[string]interface{}) map[string]interface{}
	Array(name string) ([]interface{}, error)
	ArrayOr(name string, defaultValue []interface{}) []interface{}
}

type ToolInputSchema interface {
	GetMcpToolInputSchema() mcp.ToolInputSchema
	Validate(args map[string]interface{}) (ToolInput, error)
}

type toolInputSchema struct {
	properties map[string]map[string]interface{}
	required   []string
}

type ToolInputSchemaOption func(*toolInputSchema)

func (t *toolInputSchema) GetMcpToolInputSchema() mcp.ToolInputSchema {
	return mcp.ToolInputSchema{Type: "object", Properties: t.properties, Required: t.required}
}

func (t *toolInputSchema) Validate(args map[string]interface{}) (ToolInput, error) {
	return nil, ErrTypeMissingRequiredProperty
}

func NewToolInputSchema(opts ...ToolInputSchemaOption) ToolInputSchema {
	t := &toolInputSchema{properties: make(map[string]map[string]interface{})}
	for _, o := range opts {
		o(t)
	}
	return t
}

func WithString(name string, description string) ToolInputSchemaOption {
	return with(name, "string", false)
}
func WithRequiredString(name string, description string) ToolInputSchemaOption {
	return with(name, "string", true)
}
func WithBoolean(name string, description string) ToolInputSchemaOption {
	return with(name, "boolean", false)
}
func WithRequiredBoolean(name string, description string) ToolInputSchemaOption {
	return with(name, "boolean", true)
}
func WithNumber(name string, description string) ToolInputSchemaOption {
	return with(name, "number", false)
}
func WithRequiredNumber(name string, description string) ToolInputSchemaOption {
	return with(name, "number", true)
}
func WithObject(name string, description string, properties map[string]map[string]interface{}) ToolInputSchemaOption {
	return with(name, "object", false)
}
func WithRequiredObject(name string, description string, properties map[string]map[string]interface{}) ToolInputSchemaOption {
	return with(name, "object", true)
}
func WithArray(name string, description string, items map[string]interface{}) ToolInputSchemaOption {
	return with(name, "array", false)
}

func with(name, typ string, required bool) ToolInputSchemaOption {
	return func(t *toolInputSchema) {
		t.properties[name] = map[string]interface{}{"type": typ}
		if required {
			t.required = append(t.required, name)
		}
	}
}
