// Package tools pairs each tool with a handler factory in a registration
// table, and its Register loop hands the tool and the handler the factory
// returns, through a logging wrapper, to the server.
package tools

import (
	"context"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"layers/reg/api"
)

type HandlerFactory func(client *api.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error)

type ToolRegistration struct {
	Tool       mcp.Tool
	NewHandler HandlerFactory
}

var AddItemsTool = mcp.NewTool("add-items-to-playlist", mcp.WithDescription("Add items to a playlist."), mcp.WithString("playlist_id", mcp.Required())) // want `tool add-items-to-playlist fw=mcp-go desc="Add items to a playlist." params=playlist_id handler=literal hints=-`

func NewAddItemsHandler(client *api.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if _, err := client.AddItemsWithResponse(ctx, req.GetString("playlist_id", ""), nil); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("added"), nil
	}
}

var GetPlaylistTool = mcp.NewTool("get-playlist", mcp.WithDescription("Get a playlist."), mcp.WithString("playlist_id", mcp.Required()), mcp.WithReadOnlyHintAnnotation(true)) // want `tool get-playlist fw=mcp-go desc="Get a playlist." params=playlist_id handler=getPlaylist hints=readOnly=true`

// A factory that returns a named function (3087d34).
func NewGetPlaylistHandler(client *api.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return getPlaylist
}

func getPlaylist(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("{}"), nil
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
		res, err := next(ctx, req)
		if err != nil {
			logger.Error("failed", "tool", name, "err", err)
		}
		return res, err
	}
}

func Register(srv *server.MCPServer, regs []ToolRegistration, logger *slog.Logger) {
	client, _ := api.NewClientWithResponses("https://api.example.com")
	for _, reg := range regs {
		handler := reg.NewHandler(client)
		srv.AddTool(reg.Tool, loggingHandler(logger, reg.Tool.Name, handler))
	}
}
