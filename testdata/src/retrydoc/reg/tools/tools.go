// Package tools pairs each tool with a handler factory in a registration
// table; its Register loop hands each tool and the handler its factory
// returns, through a logging wrapper, to the server. The declaration
// checks judge the write tool at its description here.
package tools

import (
	"context"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"retrydoc/reg/api"
)

type HandlerFactory func(client *api.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)

type ToolRegistration struct {
	Tool       mcp.Tool
	NewHandler HandlerFactory
}

var AddItemsTool = mcp.NewTool("add-items-to-playlist",
	mcp.WithDescription("Add items to a playlist."), // want `^the description of add-items-to-playlist does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write`
	mcp.WithString("playlist_id", mcp.Required()),
)

func NewAddItemsHandler(client *api.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := client.AddItemsWithResponse(ctx, req.GetString("playlist_id", ""), nil); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("added"), nil
	}
}

var GetPlaylistTool = mcp.NewTool("get-playlist",
	mcp.WithDescription("Get a playlist."),
	mcp.WithString("playlist_id", mcp.Required()),
)

func NewGetPlaylistHandler(client *api.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := client.GetPlaylistWithResponse(ctx, req.GetString("playlist_id", "")); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("{}"), nil
	}
}

func AllRegistrations() []ToolRegistration {
	return []ToolRegistration{
		{Tool: AddItemsTool, NewHandler: NewAddItemsHandler},
		{Tool: GetPlaylistTool, NewHandler: NewGetPlaylistHandler},
	}
}

func loggingHandler(logger *slog.Logger, name string, next func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		logger.Info("call", "tool", name)
		return next(ctx, req)
	}
}

func Register(srv *server.MCPServer, regs []ToolRegistration, logger *slog.Logger) {
	client, _ := api.NewClientWithResponses("https://api.example.com")
	for _, reg := range regs {
		handler := reg.NewHandler(client)
		srv.AddTool(reg.Tool, loggingHandler(logger, reg.Tool.Name, handler))
	}
}
