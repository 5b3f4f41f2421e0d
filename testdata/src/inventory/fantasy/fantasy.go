// Package fantasy holds charm.land/fantasy tools: NewAgentTool and
// NewParallelAgentTool with typed inputs, and a type implementing
// AgentTool.
package fantasy

import (
	"context"

	"charm.land/fantasy"
)

const WriteToolName = "write"

type WriteParams struct {
	FilePath string `json:"file_path" description:"The path of the file to write"`
	Content  string `json:"content" description:"The content to write"`
}

func NewWriteTool() fantasy.AgentTool {
	return fantasy.NewAgentTool(WriteToolName, "Write a file.", // want `tool write fw=fantasy desc="Write a file." params=file_path,content handler=literal hints=-`
		func(ctx context.Context, params WriteParams, call fantasy.ToolCall) (fantasy.ToolResponse, error) {
			if params.FilePath == "" {
				return fantasy.NewTextErrorResponse("file_path is required"), nil
			}
			return fantasy.NewTextResponse("written"), nil
		})
}

type GrepParams struct {
	Pattern string `json:"pattern"`
}

func NewGrepTool() fantasy.AgentTool {
	return fantasy.NewParallelAgentTool("grep", "Search files.", grep) // want `tool grep fw=fantasy desc="Search files." params=pattern handler=grep hints=-`
}

func grep(ctx context.Context, params GrepParams, call fantasy.ToolCall) (fantasy.ToolResponse, error) {
	return fantasy.NewTextResponse(""), nil
}

// A tool type of its own.
type mcpTool struct{ opts fantasy.ProviderOptions }

func (t *mcpTool) Info() fantasy.ToolInfo {
	return fantasy.ToolInfo{Name: "list_resources", Description: "List MCP resources."} // want `tool list_resources fw=fantasy desc="List MCP resources." params=- handler=mcpTool.Run hints=-`
}

func (t *mcpTool) Run(ctx context.Context, params fantasy.ToolCall) (fantasy.ToolResponse, error) {
	return fantasy.NewTextResponse(""), nil
}

func (t *mcpTool) ProviderOptions() fantasy.ProviderOptions        { return t.opts }
func (t *mcpTool) SetProviderOptions(opts fantasy.ProviderOptions) { t.opts = opts }
