// Stub of github.com/cloudwego/eino@v0.7.36 components/tool/utils for analysistest: the exported API subset idemlint reads.

package utils

import (
	"context"
	"reflect"

	"github.com/eino-contrib/jsonschema"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/schema"
)

type UnmarshalArguments func(ctx context.Context, arguments string) (any, error)

type MarshalOutput func(ctx context.Context, output any) (string, error)

type toolOptions struct {
	um         UnmarshalArguments
	m          MarshalOutput
	scModifier SchemaModifierFn
}

type Option func(o *toolOptions)

func WithUnmarshalArguments(um UnmarshalArguments) Option {
	return func(o *toolOptions) { o.um = um }
}

func WithMarshalOutput(m MarshalOutput) Option {
	return func(o *toolOptions) { o.m = m }
}

type SchemaModifierFn func(jsonTagName string, t reflect.Type, tag reflect.StructTag, schema *jsonschema.Schema)

func WithSchemaModifier(modifier SchemaModifierFn) Option {
	return func(o *toolOptions) { o.scModifier = modifier }
}

type ErrorHandler func(context.Context, error) string

func WrapToolWithErrorHandler(t tool.BaseTool, h ErrorHandler) tool.BaseTool {
	return t
}

func WrapInvokableToolWithErrorHandler(t tool.InvokableTool, h ErrorHandler) tool.InvokableTool {
	return t
}

func WrapStreamableToolWithErrorHandler(t tool.StreamableTool, h ErrorHandler) tool.StreamableTool {
	return t
}

type InvokeFunc[T, D any] func(ctx context.Context, input T) (output D, err error)

type OptionableInvokeFunc[T, D any] func(ctx context.Context, input T, opts ...tool.Option) (output D, err error)

type EnhancedInvokeFunc[T any] func(ctx context.Context, input T) (output *schema.ToolResult, err error)

type OptionableEnhancedInvokeFunc[T any] func(ctx context.Context, input T, opts ...tool.Option) (output *schema.ToolResult, err error)

type StreamFunc[T, D any] func(ctx context.Context, input T) (output *schema.StreamReader[D], err error)

type OptionableStreamFunc[T, D any] func(ctx context.Context, input T, opts ...tool.Option) (output *schema.StreamReader[D], err error)

type EnhancedStreamFunc[T any] func(ctx context.Context, input T) (output *schema.StreamReader[*schema.ToolResult], err error)

type OptionableEnhancedStreamFunc[T any] func(ctx context.Context, input T, opts ...tool.Option) (output *schema.StreamReader[*schema.ToolResult], err error)

func InferTool[T, D any](toolName, toolDesc string, i InvokeFunc[T, D], opts ...Option) (tool.InvokableTool, error) {
	return &invokableTool{info: &schema.ToolInfo{Name: toolName, Desc: toolDesc}}, nil
}

func InferOptionableTool[T, D any](toolName, toolDesc string, i OptionableInvokeFunc[T, D], opts ...Option) (tool.InvokableTool, error) {
	return &invokableTool{info: &schema.ToolInfo{Name: toolName, Desc: toolDesc}}, nil
}

func InferEnhancedTool[T any](toolName, toolDesc string, i EnhancedInvokeFunc[T], opts ...Option) (tool.EnhancedInvokableTool, error) {
	return &enhancedInvokableTool{info: &schema.ToolInfo{Name: toolName, Desc: toolDesc}}, nil
}

func InferOptionableEnhancedTool[T any](toolName, toolDesc string, i OptionableEnhancedInvokeFunc[T], opts ...Option) (tool.EnhancedInvokableTool, error) {
	return &enhancedInvokableTool{info: &schema.ToolInfo{Name: toolName, Desc: toolDesc}}, nil
}

func InferStreamTool[T, D any](toolName, toolDesc string, s StreamFunc[T, D], opts ...Option) (tool.StreamableTool, error) {
	return &streamableTool{info: &schema.ToolInfo{Name: toolName, Desc: toolDesc}}, nil
}

func InferOptionableStreamTool[T, D any](toolName, toolDesc string, s OptionableStreamFunc[T, D], opts ...Option) (tool.StreamableTool, error) {
	return &streamableTool{info: &schema.ToolInfo{Name: toolName, Desc: toolDesc}}, nil
}

func InferEnhancedStreamTool[T any](toolName, toolDesc string, s EnhancedStreamFunc[T], opts ...Option) (tool.EnhancedStreamableTool, error) {
	return &enhancedStreamableTool{info: &schema.ToolInfo{Name: toolName, Desc: toolDesc}}, nil
}

func InferOptionableEnhancedStreamTool[T any](toolName, toolDesc string, s OptionableEnhancedStreamFunc[T], opts ...Option) (tool.EnhancedStreamableTool, error) {
	return &enhancedStreamableTool{info: &schema.ToolInfo{Name: toolName, Desc: toolDesc}}, nil
}

func GoStruct2ParamsOneOf[T any](opts ...Option) (*schema.ParamsOneOf, error) {
	return schema.NewParamsOneOfByJSONSchema(&jsonschema.Schema{Type: string(schema.Object)}), nil
}

func GoStruct2ToolInfo[T any](toolName, toolDesc string, opts ...Option) (*schema.ToolInfo, error) {
	return &schema.ToolInfo{Name: toolName, Desc: toolDesc}, nil
}

func NewTool[T, D any](desc *schema.ToolInfo, i InvokeFunc[T, D], opts ...Option) tool.InvokableTool {
	return &invokableTool{info: desc}
}

func NewEnhancedTool[T any](desc *schema.ToolInfo, i EnhancedInvokeFunc[T], opts ...Option) tool.EnhancedInvokableTool {
	return &enhancedInvokableTool{info: desc}
}

func NewStreamTool[T, D any](desc *schema.ToolInfo, s StreamFunc[T, D], opts ...Option) tool.StreamableTool {
	return &streamableTool{info: desc}
}

func NewEnhancedStreamTool[T any](desc *schema.ToolInfo, s EnhancedStreamFunc[T], opts ...Option) tool.EnhancedStreamableTool {
	return &enhancedStreamableTool{info: desc}
}

type invokableTool struct{ info *schema.ToolInfo }

func (i *invokableTool) Info(ctx context.Context) (*schema.ToolInfo, error) { return i.info, nil }

func (i *invokableTool) InvokableRun(ctx context.Context, arguments string, opts ...tool.Option) (string, error) {
	return "", nil
}

type enhancedInvokableTool struct{ info *schema.ToolInfo }

func (e *enhancedInvokableTool) Info(ctx context.Context) (*schema.ToolInfo, error) {
	return e.info, nil
}

func (e *enhancedInvokableTool) InvokableRun(ctx context.Context, toolArgument *schema.ToolArgument, opts ...tool.Option) (*schema.ToolResult, error) {
	return &schema.ToolResult{}, nil
}

type streamableTool struct{ info *schema.ToolInfo }

func (s *streamableTool) Info(ctx context.Context) (*schema.ToolInfo, error) { return s.info, nil }

func (s *streamableTool) StreamableRun(ctx context.Context, argumentsInJSON string, opts ...tool.Option) (*schema.StreamReader[string], error) {
	return schema.StreamReaderFromArray([]string{}), nil
}

type enhancedStreamableTool struct{ info *schema.ToolInfo }

func (s *enhancedStreamableTool) Info(ctx context.Context) (*schema.ToolInfo, error) {
	return s.info, nil
}

func (s *enhancedStreamableTool) StreamableRun(ctx context.Context, toolArgument *schema.ToolArgument, opts ...tool.Option) (*schema.StreamReader[*schema.ToolResult], error) {
	return schema.StreamReaderFromArray([]*schema.ToolResult{}), nil
}
