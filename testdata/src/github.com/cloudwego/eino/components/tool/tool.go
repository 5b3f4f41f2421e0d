// Stub of github.com/cloudwego/eino@v0.7.36 components/tool for analysistest: the exported API subset idemlint reads.

package tool

import (
	"context"
	"errors"

	"github.com/cloudwego/eino/schema"
)

type BaseTool interface {
	Info(ctx context.Context) (*schema.ToolInfo, error)
}

type InvokableTool interface {
	BaseTool

	InvokableRun(ctx context.Context, argumentsInJSON string, opts ...Option) (string, error)
}

type StreamableTool interface {
	BaseTool

	StreamableRun(ctx context.Context, argumentsInJSON string, opts ...Option) (*schema.StreamReader[string], error)
}

type EnhancedInvokableTool interface {
	BaseTool
	InvokableRun(ctx context.Context, toolArgument *schema.ToolArgument, opts ...Option) (*schema.ToolResult, error)
}

type EnhancedStreamableTool interface {
	BaseTool
	StreamableRun(ctx context.Context, toolArgument *schema.ToolArgument, opts ...Option) (*schema.StreamReader[*schema.ToolResult], error)
}

type Option struct {
	implSpecificOptFn any
}

func WrapImplSpecificOptFn[T any](optFn func(*T)) Option {
	return Option{implSpecificOptFn: optFn}
}

func GetImplSpecificOptions[T any](base *T, opts ...Option) *T {
	if base == nil {
		base = new(T)
	}
	for i := range opts {
		if optFn, ok := opts[i].implSpecificOptFn.(func(*T)); ok {
			optFn(base)
		}
	}
	return base
}

func Interrupt(ctx context.Context, info any) error {
	return errors.New("interrupt")
}

func StatefulInterrupt(ctx context.Context, info any, state any) error {
	return errors.New("interrupt")
}

func CompositeInterrupt(ctx context.Context, info any, state any, errs ...error) error {
	return errors.New("interrupt")
}

func GetInterruptState[T any](ctx context.Context) (wasInterrupted bool, hasState bool, state T) {
	return false, false, state
}

func GetResumeContext[T any](ctx context.Context) (isResumeTarget bool, hasData bool, data T) {
	return false, false, data
}
