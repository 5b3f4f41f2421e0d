// Package assistant is an agent application's domain: an Action gives
// its definition (a name, a description and an input described field by
// field) and executes the model's call with the conversation so far. The
// conversion to the model's wire types sits in an adapter package that
// the actions never import, so the shape decides.
package assistant

import "context"

type ActionCall struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Input string `json:"input"`
}

type ActionField struct {
	Type        string
	Description string
	Required    bool
}

type ActionInput struct {
	Type   string
	Fields map[string]ActionField
}

type ActionDefinition struct {
	Name        string
	Description string
	Input       ActionInput
}

type Message struct {
	Role    string
	Content string
}

type Action interface {
	Definition() ActionDefinition
	StatusMessage() string
	Execute(ctx context.Context, call ActionCall, history []Message) Message
}

// A Stage of a pipeline has a name and a description too, and runs with
// a context, but takes no call: it declares no tool.
type StageInfo struct {
	Name        string
	Description string
}

type Stage interface {
	Info() StageInfo
	Run(ctx context.Context, history []Message) Message
}
