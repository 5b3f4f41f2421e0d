// Stub of github.com/firebase/genkit/go@v1.4.0 ai for analysistest: the exported API subset idemlint reads.

package ai

import "context"

type PromptFn = func(context.Context, any) (string, error)

type commonGenOptions struct {
	ModelName          string
	Tools              []ToolRef
	ToolChoice         ToolChoice
	MaxTurns           int
	ReturnToolRequests *bool
}

type CommonGenOption interface {
	applyCommonGen(*commonGenOptions) error
	applyPrompt(*promptOptions) error
	applyGenerate(*generateOptions) error
	applyPromptExecute(*promptExecutionOptions) error
}

func (o *commonGenOptions) applyCommonGen(opts *commonGenOptions) error { return nil }

func (o *commonGenOptions) applyPrompt(pOpts *promptOptions) error { return nil }

func (o *commonGenOptions) applyGenerate(genOpts *generateOptions) error { return nil }

func (o *commonGenOptions) applyPromptExecute(reqOpts *promptExecutionOptions) error { return nil }

func WithTools(tools ...ToolRef) CommonGenOption {
	return &commonGenOptions{Tools: tools}
}

func WithModelName(name string) CommonGenOption {
	return &commonGenOptions{ModelName: name}
}

func WithMaxTurns(maxTurns int) CommonGenOption {
	return &commonGenOptions{MaxTurns: maxTurns}
}

func WithReturnToolRequests(returnReqs bool) CommonGenOption {
	return &commonGenOptions{ReturnToolRequests: &returnReqs}
}

func WithToolChoice(toolChoice ToolChoice) CommonGenOption {
	return &commonGenOptions{ToolChoice: toolChoice}
}

type inputOptions struct {
	InputSchema  map[string]any
	DefaultInput map[string]any
}

type InputOption interface {
	applyInput(*inputOptions) error
	applyPrompt(*promptOptions) error
	applyTool(*toolOptions) error
}

func (o *inputOptions) applyInput(opts *inputOptions) error { return nil }

func (o *inputOptions) applyPrompt(pOpts *promptOptions) error { return nil }

func (o *inputOptions) applyTool(tOpts *toolOptions) error { return nil }

func WithInputSchema(schema map[string]any) InputOption {
	return &inputOptions{InputSchema: schema}
}

func WithInputSchemaName(name string) InputOption {
	return &inputOptions{InputSchema: map[string]any{"$ref": name}}
}

type promptOptions struct {
	commonGenOptions
	promptingOptions
	inputOptions
}

type promptingOptions struct {
	SystemFn PromptFn
	PromptFn PromptFn
}

type PromptingOption interface {
	applyPrompting(*promptingOptions) error
	applyPrompt(*promptOptions) error
	applyGenerate(*generateOptions) error
}

func (o *promptingOptions) applyPrompting(opts *promptingOptions) error { return nil }

func (o *promptingOptions) applyPrompt(opts *promptOptions) error { return nil }

func (o *promptingOptions) applyGenerate(opts *generateOptions) error { return nil }

func WithSystem(text string, args ...any) PromptingOption {
	return &promptingOptions{SystemFn: func(context.Context, any) (string, error) { return text, nil }}
}

func WithPrompt(text string, args ...any) PromptingOption {
	return &promptingOptions{PromptFn: func(context.Context, any) (string, error) { return text, nil }}
}

type generateOptions struct {
	commonGenOptions
	promptingOptions
	RespondParts []*Part
	RestartParts []*Part
}

type GenerateOption interface {
	applyGenerate(*generateOptions) error
}

func (o *generateOptions) applyGenerate(genOpts *generateOptions) error { return nil }

func WithToolResponses(parts ...*Part) GenerateOption {
	return &generateOptions{RespondParts: parts}
}

func WithToolRestarts(parts ...*Part) GenerateOption {
	return &generateOptions{RestartParts: parts}
}

type toolOptions struct {
	inputOptions
}

type ToolOption interface {
	applyTool(*toolOptions) error
}

func (o *toolOptions) applyTool(opts *toolOptions) error { return nil }

type promptExecutionOptions struct {
	commonGenOptions
	Input any
}

type PromptExecuteOption interface {
	applyPromptExecute(*promptExecutionOptions) error
}

func (o *promptExecutionOptions) applyPromptExecute(pgOpts *promptExecutionOptions) error { return nil }
