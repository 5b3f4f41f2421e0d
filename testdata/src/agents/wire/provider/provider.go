// Package provider is an application's hand-written request types for a
// chat-completions API: a tool is a function definition sent as it is.
package provider

type ToolDefinition struct {
	Type     string                 `json:"type"`
	Function ToolFunctionDefinition `json:"function"`
}

type ToolFunctionDefinition struct {
	Name        string         `json:"name"`
	Description string         `json:"description"`
	Parameters  map[string]any `json:"parameters,omitempty"`
}

type ToolCall struct {
	ID       string
	Function struct {
		Name      string
		Arguments map[string]any
	}
}

type Request struct {
	Model string
	Tools []ToolDefinition
}

// FuncDef is another application's: its schema field is any, filled
// with a map literal.
type FuncDef struct {
	Name        string      `json:"name"`
	Description string      `json:"description"`
	Parameters  interface{} `json:"parameters"`
}

type ToolDef struct {
	Type     string  `json:"type"`
	Function FuncDef `json:"function,omitempty"`
}

// Widget holds any value too, but in no schema field: a UI element.
type Widget struct {
	Type     string
	Function WidgetSpec
}

type WidgetSpec struct {
	Name        string
	Description string
	Value       interface{}
}

// Command is a CLI's: a kind and a spec with flags, no schema.
type Command struct {
	Type     string
	Function CommandSpec
}

type CommandSpec struct {
	Name        string
	Description string
	Flags       map[string]string
}

// Entry holds a function definition but no Type: a catalogue entry, not
// the wire shape.
type Entry struct {
	Function ToolFunctionDefinition
	Weight   int
}
