// Stub of github.com/anthropics/anthropic-sdk-go/v2@v2.15.0 toolrunner for analysistest: the exported API subset idemlint reads.

package toolrunner

import (
	"context"
	"encoding/json"

	anthropic "github.com/anthropics/anthropic-sdk-go/v2"
)

type betaTool[T any] struct {
	name        string
	description string
	schema      anthropic.BetaToolInputSchemaParam
	handler     func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error)
}

func (t *betaTool[T]) Name() string                                    { return t.name }
func (t *betaTool[T]) Description() string                             { return t.description }
func (t *betaTool[T]) InputSchema() anthropic.BetaToolInputSchemaParam { return t.schema }

func (t *betaTool[T]) Execute(ctx context.Context, input json.RawMessage) ([]anthropic.BetaToolResultBlockParamContentUnion, error) {
	return nil, nil
}

func NewBetaToolFromBytes[T any](
	name, description string,
	schemaJSON []byte,
	handler func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error),
) (anthropic.BetaTool, error) {
	var schema anthropic.BetaToolInputSchemaParam
	return NewBetaTool(name, description, schema, handler), nil
}

func NewBetaToolFromJSONSchema[T any](
	name, description string,
	handler func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error),
) (anthropic.BetaTool, error) {
	var schema anthropic.BetaToolInputSchemaParam
	return NewBetaTool(name, description, schema, handler), nil
}

func NewBetaTool[T any](
	name, description string,
	schema anthropic.BetaToolInputSchemaParam,
	handler func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error),
) anthropic.BetaTool {
	return &betaTool[T]{
		name:        name,
		description: description,
		schema:      schema,
		handler:     handler,
	}
}
