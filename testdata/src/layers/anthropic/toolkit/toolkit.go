package toolkit

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/toolrunner"
)

func Tool[T any](name, desc string, fn func(context.Context, T) (anthropic.BetaToolResultBlockParamContentUnion, error)) anthropic.BetaTool {
	t, _ := toolrunner.NewBetaToolFromJSONSchema(name, desc, fn)
	return t
}

type ArchiveIn struct {
	ID string `json:"id"`
}

// Archive is a toolrunner handler that another package registers (T2).
func Archive(ctx context.Context, in ArchiveIn) (anthropic.BetaToolResultBlockParamContentUnion, error) { // want `handler body fw=anthropic handler=Archive`
	return anthropic.BetaToolResultBlockParamContentUnion{}, nil
}
