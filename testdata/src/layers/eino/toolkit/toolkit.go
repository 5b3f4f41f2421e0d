package toolkit

import (
	"context"

	"github.com/cloudwego/eino/components/tool"
	"github.com/cloudwego/eino/components/tool/utils"
)

func Must[T, D any](name, desc string, fn func(context.Context, T) (D, error)) tool.InvokableTool {
	t, err := utils.InferTool(name, desc, fn)
	if err != nil {
		panic(err)
	}
	return t
}
