// Package calls holds the model's tool call as the application reads it.
package calls

type ToolCall struct {
	ID   string
	Name string
	Args string
}

// Command is a command line's, not a model's call.
type Command struct {
	Name string
	Args []string
}
