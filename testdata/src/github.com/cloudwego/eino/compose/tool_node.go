// Stub of github.com/cloudwego/eino@v0.7.36 compose for analysistest: the exported API subset idemlint reads.

package compose

import (
	"context"

	"github.com/cloudwego/eino/components/tool"
)

type ToolsNodeConfig struct {
	Tools []tool.BaseTool

	UnknownToolsHandler func(ctx context.Context, name, input string) (string, error)

	ExecuteSequentially bool

	ToolArgumentsHandler func(ctx context.Context, name, arguments string) (string, error)
}

type ToolsNode struct {
	tools []tool.BaseTool
}

func NewToolNode(ctx context.Context, conf *ToolsNodeConfig) (*ToolsNode, error) {
	return &ToolsNode{tools: conf.Tools}, nil
}
