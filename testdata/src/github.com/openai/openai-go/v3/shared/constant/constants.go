// Stub of github.com/openai/openai-go/v3@v3.98.0 shared/constant for analysistest: the exported API subset idemlint reads.

package constant

type Constant[T any] interface {
	Default() T
}

func ValueOf[T Constant[T]]() T {
	var t T
	return t.Default()
}

type Assistant string
type Function string
type FunctionCall string
type FunctionCallOutput string
type Text string
type Tool string

func (c Assistant) Default() Assistant                   { return "assistant" }
func (c Function) Default() Function                     { return "function" }
func (c FunctionCall) Default() FunctionCall             { return "function_call" }
func (c FunctionCallOutput) Default() FunctionCallOutput { return "function_call_output" }
func (c Text) Default() Text                             { return "text" }
func (c Tool) Default() Tool                             { return "tool" }
