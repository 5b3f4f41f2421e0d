// Package server mirrors the tool box of
// github.com/inference-gateway/adk/server v0.24.0 (agent_toolbox.go), read
// from the module's source; the module proxy refuses the module here.
package server

import (
	"context"
	"encoding/json"

	"github.com/inference-gateway/adk/server/config"
	sdk "github.com/inference-gateway/sdk"
)

type ToolBox interface {
	GetTools() []sdk.ChatCompletionTool
	ExecuteTool(ctx context.Context, toolName string, arguments map[string]any) (string, error)
	GetToolNames() []string
	HasTool(toolName string) bool
	GetTool(toolName string) (Tool, bool)
}

type Tool interface {
	GetName() string
	GetDescription() string
	GetParameters() map[string]any
	Execute(ctx context.Context, arguments map[string]any) (string, error)
}

type DefaultToolBox struct {
	tools map[string]Tool
}

func NewToolBox() *DefaultToolBox { return &DefaultToolBox{tools: make(map[string]Tool)} }

func NewDefaultToolBox(cfg *config.ToolBoxConfig) *DefaultToolBox { return NewToolBox() }

func (tb *DefaultToolBox) AddTool(tool Tool) { tb.tools[tool.GetName()] = tool }

func (tb *DefaultToolBox) GetTools() []sdk.ChatCompletionTool { return nil }

func (tb *DefaultToolBox) ExecuteTool(ctx context.Context, toolName string, arguments map[string]any) (string, error) {
	return tb.tools[toolName].Execute(ctx, arguments)
}

func (tb *DefaultToolBox) GetToolNames() []string { return nil }

func (tb *DefaultToolBox) HasTool(toolName string) bool { _, ok := tb.tools[toolName]; return ok }

func (tb *DefaultToolBox) GetTool(toolName string) (Tool, bool) {
	t, ok := tb.tools[toolName]
	return t, ok
}

type BasicTool struct {
	name        string
	description string
	parameters  map[string]any
	executor    func(ctx context.Context, arguments map[string]any) (string, error)
}

func NewBasicTool(
	name string,
	description string,
	parameters map[string]any,
	executor func(ctx context.Context, arguments map[string]any) (string, error),
) *BasicTool {
	return &BasicTool{name: name, description: description, parameters: parameters, executor: executor}
}

func (t *BasicTool) GetName() string { return t.name }

func (t *BasicTool) GetDescription() string { return t.description }

func (t *BasicTool) GetParameters() map[string]any { return t.parameters }

func (t *BasicTool) Execute(ctx context.Context, arguments map[string]any) (string, error) {
	return t.executor(ctx, arguments)
}

func JSONTool(result any) (string, error) {
	data, err := json.Marshal(result)
	if err != nil {
		return "", err
	}
	return string(data), nil
}
