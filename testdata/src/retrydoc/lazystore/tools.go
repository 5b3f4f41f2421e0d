// Package lazystore has a search tool over a store that migrates its
// schema when first opened: no write tool, whatever the set-up writes.
// The tool that saves a message writes on every call, the one that marks
// a message read sets a state.
package lazystore

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"retrydoc/lazystore/store"
)

func Register(s *server.MCPServer, st *store.Service) {
	s.AddTool(mcp.NewTool("search_messages", mcp.WithDescription("Search the message history."), mcp.WithString("query", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			found, err := st.Messages(ctx, req.GetString("query", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(strings.Join(found, "\n")), nil
		})
	s.AddTool(mcp.NewTool("save_message", mcp.WithDescription("Save a message."), mcp.WithString("body", mcp.Required())), // want `^the description of save_message does not say whether retrying is safe`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := st.Save(ctx, req.GetString("body", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("saved"), nil
		})
	s.AddTool(mcp.NewTool("mark_read", mcp.WithDescription("Mark a message read."), mcp.WithNumber("id", mcp.Required())), // hygiene: `^the description of mark_read does not say whether retrying is safe`
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := st.MarkRead(ctx, int64(req.GetFloat("id", 0))); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("marked"), nil
		})
}
