// Package tools builds each tool in a function and handles it in
// another; package cmd pairs them.
package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/stretchr/testify/mock"
)

func NewIncrTool() mcp.Tool {
	return mcp.NewTool("incr", mcp.WithDescription("Increment a counter."), mcp.WithString("key", mcp.Required())) // want `tool incr fw=mcp-go desc="Increment a counter." params=key handler=none hints=-`
}

func HandleIncr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=HandleIncr`
	return mcp.NewToolResultText("ok"), nil
}

// handleUnused has a handler's signature, but nothing names it: dead
// code, no tool.
func handleUnused(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("unused"), nil
}

// handleLater is unexported, and named here: a tool's handler that a
// package importing this one cannot reach, kept as a body to check.
func handleLater(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=handleLater`
	return mcp.NewToolResultText("later"), nil
}

var Later = handleLater

// MockHandler is a test double in a non-test file: its Handle has a
// handler's signature, but it handles no tool.
type MockHandler struct {
	mock.Mock
}

func (m *MockHandler) Handle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := m.Called(ctx, req)
	return args.Get(0).(*mcp.CallToolResult), args.Error(1)
}
