// Stub of google.golang.org/genai@v1.77.0 genai for analysistest: the exported API subset idemlint reads.

package genai

import "context"

// Data type of the schema field.
type Type string

const (
	TypeUnspecified Type = "TYPE_UNSPECIFIED"
	TypeString      Type = "STRING"
	TypeNumber      Type = "NUMBER"
	TypeInteger     Type = "INTEGER"
	TypeBoolean     Type = "BOOLEAN"
	TypeArray       Type = "ARRAY"
	TypeObject      Type = "OBJECT"
	TypeNULL        Type = "NULL"
)

type Behavior string

const (
	BehaviorUnspecified Behavior = "UNSPECIFIED"
	BehaviorBlocking    Behavior = "BLOCKING"
	BehaviorNonBlocking Behavior = "NON_BLOCKING"
)

type Schema struct {
	AnyOf            []*Schema          `json:"anyOf,omitempty"`
	Default          any                `json:"default,omitempty"`
	Description      string             `json:"description,omitempty"`
	Enum             []string           `json:"enum,omitempty"`
	Example          any                `json:"example,omitempty"`
	Format           string             `json:"format,omitempty"`
	Items            *Schema            `json:"items,omitempty"`
	MaxItems         *int64             `json:"maxItems,omitempty"`
	MaxLength        *int64             `json:"maxLength,omitempty"`
	MaxProperties    *int64             `json:"maxProperties,omitempty"`
	Maximum          *float64           `json:"maximum,omitempty"`
	MinItems         *int64             `json:"minItems,omitempty"`
	MinLength        *int64             `json:"minLength,omitempty"`
	MinProperties    *int64             `json:"minProperties,omitempty"`
	Minimum          *float64           `json:"minimum,omitempty"`
	Nullable         *bool              `json:"nullable,omitempty"`
	Pattern          string             `json:"pattern,omitempty"`
	Properties       map[string]*Schema `json:"properties,omitempty"`
	PropertyOrdering []string           `json:"propertyOrdering,omitempty"`
	Required         []string           `json:"required,omitempty"`
	Title            string             `json:"title,omitempty"`
	Type             Type               `json:"type,omitempty"`
}

type FunctionDeclaration struct {
	Description          string   `json:"description,omitempty"`
	Name                 string   `json:"name,omitempty"`
	Parameters           *Schema  `json:"parameters,omitempty"`
	ParametersJsonSchema any      `json:"parametersJsonSchema,omitempty"`
	Response             *Schema  `json:"response,omitempty"`
	ResponseJsonSchema   any      `json:"responseJsonSchema,omitempty"`
	Behavior             Behavior `json:"behavior,omitempty"`
}

type Tool struct {
	FunctionDeclarations []*FunctionDeclaration `json:"functionDeclarations,omitempty"`
}

type FunctionCall struct {
	ID   string         `json:"id,omitempty"`
	Args map[string]any `json:"args,omitempty"`
	Name string         `json:"name,omitempty"`
}

type FunctionResponse struct {
	WillContinue *bool          `json:"willContinue,omitempty"`
	ID           string         `json:"id,omitempty"`
	Name         string         `json:"name,omitempty"`
	Response     map[string]any `json:"response,omitempty"`
}

type Part struct {
	FunctionCall     *FunctionCall     `json:"functionCall,omitempty"`
	FunctionResponse *FunctionResponse `json:"functionResponse,omitempty"`
	Text             string            `json:"text,omitempty"`
}

type Content struct {
	Parts []*Part `json:"parts,omitempty"`
	Role  string  `json:"role,omitempty"`
}

type Role string

const (
	RoleUser  = "user"
	RoleModel = "model"
)

func NewPartFromText(text string) *Part { return &Part{Text: text} }

func NewPartFromFunctionResponse(name string, response map[string]any) *Part {
	return &Part{FunctionResponse: &FunctionResponse{Name: name, Response: response}}
}

func NewContentFromParts(parts []*Part, role Role) *Content {
	return &Content{Parts: parts, Role: string(role)}
}

func NewContentFromText(text string, role Role) *Content {
	return &Content{Parts: []*Part{NewPartFromText(text)}, Role: string(role)}
}

func NewContentFromFunctionResponse(name string, response map[string]any, role Role) *Content {
	return &Content{Parts: []*Part{NewPartFromFunctionResponse(name, response)}, Role: string(role)}
}

type GenerateContentConfig struct {
	SystemInstruction *Content `json:"systemInstruction,omitempty"`
	Tools             []*Tool  `json:"tools,omitempty"`
}

type Candidate struct {
	Content *Content `json:"content,omitempty"`
}

type GenerateContentResponse struct {
	Candidates []*Candidate `json:"candidates,omitempty"`
}

func (r *GenerateContentResponse) FunctionCalls() []*FunctionCall {
	if len(r.Candidates) == 0 || r.Candidates[0].Content == nil {
		return nil
	}
	var calls []*FunctionCall
	for _, part := range r.Candidates[0].Content.Parts {
		if part.FunctionCall != nil {
			calls = append(calls, part.FunctionCall)
		}
	}
	return calls
}

func (r *GenerateContentResponse) Text() string { return "" }

type ClientConfig struct {
	APIKey string
}

type Models struct{}

func (m Models) GenerateContent(ctx context.Context, model string, contents []*Content, config *GenerateContentConfig) (*GenerateContentResponse, error) {
	return &GenerateContentResponse{}, nil
}

type Client struct {
	Models *Models
}

func NewClient(ctx context.Context, cc *ClientConfig) (*Client, error) {
	return &Client{Models: &Models{}}, nil
}
