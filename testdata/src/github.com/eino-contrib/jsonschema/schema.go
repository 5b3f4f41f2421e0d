// Stub of github.com/eino-contrib/jsonschema@v1.0.3 jsonschema for analysistest: the exported API subset idemlint reads.

package jsonschema

type Schema struct {
	Ref                  string    `json:"$ref,omitempty"`
	AllOf                []*Schema `json:"allOf,omitempty"`
	AnyOf                []*Schema `json:"anyOf,omitempty"`
	OneOf                []*Schema `json:"oneOf,omitempty"`
	Items                *Schema   `json:"items,omitempty"`
	AdditionalProperties *Schema   `json:"additionalProperties,omitempty"`
	Type                 string    `json:"-"`
	Enum                 []any     `json:"enum,omitempty"`
	Required             []string  `json:"required,omitempty"`
	Format               string    `json:"format,omitempty"`
	Title                string    `json:"title,omitempty"`
	Description          string    `json:"description,omitempty"`
	Default              any       `json:"default,omitempty"`
}
