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
