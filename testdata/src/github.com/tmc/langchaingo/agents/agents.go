// Stub of github.com/tmc/langchaingo@v0.1.14 agents for analysistest: the exported API subset idemlint reads.

package agents

import (
	"context"

	"github.com/tmc/langchaingo/chains"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/schema"
	"github.com/tmc/langchaingo/tools"
)

type Agent interface {
	Plan(ctx context.Context, intermediateSteps []schema.AgentStep, inputs map[string]string, options ...chains.ChainCallOption) ([]schema.AgentAction, *schema.AgentFinish, error)
	GetInputKeys() []string
	GetOutputKeys() []string
	GetTools() []tools.Tool
}

type Executor struct {
	Agent        Agent
	ErrorHandler *ParserErrorHandler

	MaxIterations           int
	ReturnIntermediateSteps bool
}

func NewExecutor(agent Agent, opts ...Option) *Executor {
	options := Options{maxIterations: 5}
	for _, opt := range opts {
		opt(&options)
	}
	return &Executor{
		Agent:                   agent,
		MaxIterations:           options.maxIterations,
		ReturnIntermediateSteps: options.returnIntermediateSteps,
		ErrorHandler:            options.errorHandler,
	}
}

func (e *Executor) Call(ctx context.Context, inputValues map[string]any, options ...chains.ChainCallOption) (map[string]any, error) {
	return nil, nil
}

func (e *Executor) GetInputKeys() []string { return nil }

func (e *Executor) GetOutputKeys() []string { return nil }

type ParserErrorHandler struct {
	Formatter func(err string) string
}

func NewParserErrorHandler(formatFunc func(string) string) *ParserErrorHandler {
	return &ParserErrorHandler{Formatter: formatFunc}
}

type Options struct {
	errorHandler            *ParserErrorHandler
	maxIterations           int
	returnIntermediateSteps bool
	outputKey               string
	promptPrefix            string
	formatInstructions      string
	promptSuffix            string
	systemMessage           string
}

type Option func(*Options)

func WithMaxIterations(iterations int) Option {
	return func(co *Options) { co.maxIterations = iterations }
}

func WithOutputKey(outputKey string) Option {
	return func(co *Options) { co.outputKey = outputKey }
}

func WithPromptPrefix(prefix string) Option {
	return func(co *Options) { co.promptPrefix = prefix }
}

func WithPromptFormatInstructions(instructions string) Option {
	return func(co *Options) { co.formatInstructions = instructions }
}

func WithPromptSuffix(suffix string) Option {
	return func(co *Options) { co.promptSuffix = suffix }
}

func WithReturnIntermediateSteps() Option {
	return func(co *Options) { co.returnIntermediateSteps = true }
}

func WithParserErrorHandler(errorHandler *ParserErrorHandler) Option {
	return func(co *Options) { co.errorHandler = errorHandler }
}

type OpenAIOption struct{}

func NewOpenAIOption() OpenAIOption { return OpenAIOption{} }

func (o OpenAIOption) WithSystemMessage(msg string) Option {
	return func(co *Options) { co.systemMessage = msg }
}

type OneShotZeroAgent struct {
	Tools     []tools.Tool
	OutputKey string
}

var _ Agent = (*OneShotZeroAgent)(nil)

func NewOneShotAgent(llm llms.Model, tools []tools.Tool, opts ...Option) *OneShotZeroAgent {
	return &OneShotZeroAgent{Tools: tools}
}

func (a *OneShotZeroAgent) Plan(ctx context.Context, intermediateSteps []schema.AgentStep, inputs map[string]string, options ...chains.ChainCallOption) ([]schema.AgentAction, *schema.AgentFinish, error) {
	return nil, nil, nil
}

func (a *OneShotZeroAgent) GetInputKeys() []string { return nil }

func (a *OneShotZeroAgent) GetOutputKeys() []string { return nil }

func (a *OneShotZeroAgent) GetTools() []tools.Tool { return a.Tools }

type ConversationalAgent struct {
	Tools     []tools.Tool
	OutputKey string
}

var _ Agent = (*ConversationalAgent)(nil)

func NewConversationalAgent(llm llms.Model, tools []tools.Tool, opts ...Option) *ConversationalAgent {
	return &ConversationalAgent{Tools: tools}
}

func (a *ConversationalAgent) Plan(ctx context.Context, intermediateSteps []schema.AgentStep, inputs map[string]string, options ...chains.ChainCallOption) ([]schema.AgentAction, *schema.AgentFinish, error) {
	return nil, nil, nil
}

func (a *ConversationalAgent) GetInputKeys() []string { return nil }

func (a *ConversationalAgent) GetOutputKeys() []string { return nil }

func (a *ConversationalAgent) GetTools() []tools.Tool { return a.Tools }

type OpenAIFunctionsAgent struct {
	LLM       llms.Model
	Tools     []tools.Tool
	OutputKey string
}

var _ Agent = (*OpenAIFunctionsAgent)(nil)

func NewOpenAIFunctionsAgent(llm llms.Model, tools []tools.Tool, opts ...Option) *OpenAIFunctionsAgent {
	return &OpenAIFunctionsAgent{LLM: llm, Tools: tools}
}

func (o *OpenAIFunctionsAgent) Plan(ctx context.Context, intermediateSteps []schema.AgentStep, inputs map[string]string, options ...chains.ChainCallOption) ([]schema.AgentAction, *schema.AgentFinish, error) {
	return nil, nil, nil
}

func (o *OpenAIFunctionsAgent) GetInputKeys() []string { return nil }

func (o *OpenAIFunctionsAgent) GetOutputKeys() []string { return nil }

func (o *OpenAIFunctionsAgent) GetTools() []tools.Tool { return o.Tools }
