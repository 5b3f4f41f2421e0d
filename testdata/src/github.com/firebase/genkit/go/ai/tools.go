// Stub of github.com/firebase/genkit/go@v1.4.0 ai for analysistest: the exported API subset idemlint reads.

package ai

import (
	"context"
	"errors"

	"github.com/firebase/genkit/go/core/api"
)

type ToolFunc[In, Out any] = func(ctx *ToolContext, input In) (Out, error)

type MultipartToolFunc[In any] = func(ctx *ToolContext, input In) (*MultipartToolResponse, error)

type ToolRef interface {
	Name() string
}

type ToolName string

func (t ToolName) Name() string { return (string)(t) }

type ToolDef[In, Out any] struct {
	name        string
	description string
	multipart   bool
	registry    api.Registry
}

type Tool interface {
	Name() string
	Definition() *ToolDefinition
	RunRaw(ctx context.Context, input any) (any, error)
	RunRawMultipart(ctx context.Context, input any) (*MultipartToolResponse, error)
	Respond(toolReq *Part, outputData any, opts *RespondOptions) *Part
	Restart(toolReq *Part, opts *RestartOptions) *Part
	Register(r api.Registry)
}

type toolInterruptError struct {
	Metadata map[string]any
}

func (e *toolInterruptError) Error() string { return "tool execution interrupted" }

func IsToolInterruptError(err error) (bool, map[string]any) {
	var tie *toolInterruptError
	if errors.As(err, &tie) {
		return true, tie.Metadata
	}
	return false, nil
}

type InterruptOptions struct {
	Metadata map[string]any
}

type RestartOptions struct {
	ReplaceInput    any
	ResumedMetadata any
}

type RespondOptions struct {
	Metadata map[string]any
}

type RespondWithOption[Out any] interface {
	applyRespondWith(*RespondOptions) error
}

func (o *RespondOptions) applyRespondWith(opts *RespondOptions) error { return nil }

func WithResponseMetadata[Out any](meta map[string]any) RespondWithOption[Out] {
	return &RespondOptions{Metadata: meta}
}

type RestartWithOption[In any] interface {
	applyRestartWith(*RestartOptions) error
}

func (o *RestartOptions) applyRestartWith(opts *RestartOptions) error { return nil }

func WithNewInput[In any](input In) RestartWithOption[In] {
	return &RestartOptions{ReplaceInput: input}
}

func WithResumedMetadata[In any](meta map[string]any) RestartWithOption[In] {
	return &RestartOptions{ResumedMetadata: meta}
}

type ToolContext struct {
	context.Context
	Resumed       map[string]any
	OriginalInput any
}

func (tc *ToolContext) Interrupt(opts *InterruptOptions) error {
	if opts == nil {
		opts = &InterruptOptions{}
	}
	return &toolInterruptError{Metadata: opts.Metadata}
}

func (tc *ToolContext) IsResumed() bool { return tc.Resumed != nil }

func InterruptWith[T any](tc *ToolContext, meta T) error {
	return tc.Interrupt(&InterruptOptions{})
}

func InterruptAs[T any](p *Part) (T, bool) {
	var zero T
	return zero, false
}

func ResumedValue[T any](tc *ToolContext, key string) (T, bool) {
	var zero T
	return zero, false
}

func OriginalInputAs[T any](tc *ToolContext) (T, bool) {
	var zero T
	return zero, false
}

func DefineTool[In, Out any](
	r api.Registry,
	name, description string,
	fn ToolFunc[In, Out],
	opts ...ToolOption,
) *ToolDef[In, Out] {
	return &ToolDef[In, Out]{name: name, description: description, registry: r}
}

func DefineToolWithInputSchema[Out any](
	r api.Registry,
	name, description string,
	inputSchema map[string]any,
	fn ToolFunc[any, Out],
) *ToolDef[any, Out] {
	return DefineTool(r, name, description, fn, WithInputSchema(inputSchema))
}

func NewTool[In, Out any](name, description string, fn ToolFunc[In, Out], opts ...ToolOption) *ToolDef[In, Out] {
	return &ToolDef[In, Out]{name: name, description: description}
}

func NewToolWithInputSchema[Out any](name, description string, inputSchema map[string]any, fn ToolFunc[any, Out]) *ToolDef[any, Out] {
	return NewTool(name, description, fn, WithInputSchema(inputSchema))
}

func DefineMultipartTool[In any](
	r api.Registry,
	name, description string,
	fn MultipartToolFunc[In],
	opts ...ToolOption,
) *ToolDef[In, *MultipartToolResponse] {
	return &ToolDef[In, *MultipartToolResponse]{name: name, description: description, multipart: true, registry: r}
}

func NewMultipartTool[In any](name, description string, fn MultipartToolFunc[In], opts ...ToolOption) *ToolDef[In, *MultipartToolResponse] {
	return &ToolDef[In, *MultipartToolResponse]{name: name, description: description, multipart: true}
}

func (t *ToolDef[In, Out]) Name() string { return t.name }

func (t *ToolDef[In, Out]) Definition() *ToolDefinition {
	return &ToolDefinition{Name: t.name, Description: t.description}
}

func (t *ToolDef[In, Out]) Register(r api.Registry) { t.registry = r }

func (t *ToolDef[In, Out]) RunRaw(ctx context.Context, input any) (any, error) { return nil, nil }

func (t *ToolDef[In, Out]) RunRawMultipart(ctx context.Context, input any) (*MultipartToolResponse, error) {
	return &MultipartToolResponse{}, nil
}

func (t *ToolDef[In, Out]) IsMultipart() bool { return t.multipart }

func (t *ToolDef[In, Out]) Respond(toolReq *Part, output any, opts *RespondOptions) *Part {
	return &Part{Kind: PartToolResponse}
}

func (t *ToolDef[In, Out]) Restart(p *Part, opts *RestartOptions) *Part {
	return &Part{Kind: PartToolRequest}
}

func (t *ToolDef[In, Out]) RespondWith(toolReq *Part, output Out, opts ...RespondWithOption[Out]) (*Part, error) {
	return &Part{Kind: PartToolResponse}, nil
}

func (t *ToolDef[In, Out]) RestartWith(toolReq *Part, opts ...RestartWithOption[In]) (*Part, error) {
	return &Part{Kind: PartToolRequest}, nil
}

func LookupTool(r api.Registry, name string) Tool {
	return nil
}
