// Stub of github.com/anthropics/anthropic-sdk-go@v1.84.0 shared/constant for analysistest: the exported API subset idemlint reads.

package constant

type Constant[T any] interface {
	Default() T
}

func ValueOf[T Constant[T]]() T {
	var t T
	return t.Default()
}

type Assistant string
type Ephemeral string
type Message string
type Object string
type Text string
type ToolResult string
type ToolUse string
type User string

func (c Assistant) Default() Assistant   { return "assistant" }
func (c Ephemeral) Default() Ephemeral   { return "ephemeral" }
func (c Message) Default() Message       { return "message" }
func (c Object) Default() Object         { return "object" }
func (c Text) Default() Text             { return "text" }
func (c ToolResult) Default() ToolResult { return "tool_result" }
func (c ToolUse) Default() ToolUse       { return "tool_use" }
func (c User) Default() User             { return "user" }
