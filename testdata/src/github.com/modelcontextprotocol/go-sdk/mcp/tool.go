// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0 mcp for analysistest: the exported API subset idemlint reads.

package mcp

import "context"

type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)
