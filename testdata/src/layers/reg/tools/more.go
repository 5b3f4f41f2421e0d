package tools

import (
	"context"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"layers/reg/api"
)

// A table held by a package-level variable, of a factory that returns
// nil: the tool has no handler.
var RemoveItemsTool = mcp.NewTool("remove-items", mcp.WithDescription("Remove items.")) // want `tool remove-items fw=mcp-go desc="Remove items." params=- handler=none hints=-`

func NewRemoveItemsHandler(client *api.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil
}

var ReorderTool = mcp.NewTool("reorder", mcp.WithDescription("Reorder a playlist.")) // want `tool reorder fw=mcp-go desc="Reorder a playlist." params=- handler=literal hints=-`

// The second factory is a literal.
var Extra = []ToolRegistration{
	{Tool: RemoveItemsTool, NewHandler: NewRemoveItemsHandler},
	{Tool: ReorderTool, NewHandler: func(client *api.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("reordered"), nil
		}
	}},
}

// The plain variant: the field holds the handler itself, bound through
// the same wrapper.
type PlainRegistration struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

var RenameTool = mcp.NewTool("rename-playlist", mcp.WithDescription("Rename a playlist.")) // want `tool rename-playlist fw=mcp-go desc="Rename a playlist." params=- handler=rename hints=-`

func rename(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("renamed"), nil
}

func RegisterPlain(srv *server.MCPServer, logger *slog.Logger) {
	regs := []PlainRegistration{{Tool: RenameTool, Handler: rename}}
	for _, reg := range regs {
		srv.AddTool(reg.Tool, loggingHandler(logger, reg.Tool.Name, reg.Handler))
	}
}

// Not a factory of a handler: the field's function returns a number,
// which the loop turns into a handler of its own.
type Counted struct {
	Tool  mcp.Tool
	Count func(*api.Client) int
}

var CountTool = mcp.NewTool("count", mcp.WithDescription("Count.")) // want `tool count fw=mcp-go desc="Count." params=- handler=none hints=-`

func countOf(c *api.Client) int { return 1 }

func byCount(n int) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("n"), nil
	}
}

func RegisterCounted(srv *server.MCPServer, client *api.Client) {
	for _, reg := range []Counted{{Tool: CountTool, Count: countOf}} {
		srv.AddTool(reg.Tool, byCount(reg.Count(client)))
	}
}

// A wrapper whose closure never calls the handler it is given wraps
// nothing: its own closure is the handler.
type Ignored struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

var IgnoredTool = mcp.NewTool("ignored", mcp.WithDescription("Ignored.")) // want `tool ignored fw=mcp-go desc="Ignored." params=- handler=none hints=-`

func ignoring(logger *slog.Logger, next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		logger.Info("ignored")
		return mcp.NewToolResultText("no"), nil
	}
}

func ignoredHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=ignoredHandler`
	return mcp.NewToolResultText("never"), nil
}

func RegisterIgnored(srv *server.MCPServer, logger *slog.Logger) {
	for _, reg := range []Ignored{{Tool: IgnoredTool, Handler: ignoredHandler}} {
		srv.AddTool(reg.Tool, ignoring(logger, reg.Handler))
	}
}

// A factory that a table of another package pairs with its own tool.
func NewShuffleHandler(client *api.Client) func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) { // want `handler body fw=mcp-go handler=literal`
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return mcp.NewToolResultText("shuffled"), nil
	}
}

// A tool bound directly through the logging wrapper: its handler is the
// one the wrapper calls, not the wrapper's closure.
func directHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("direct"), nil
}

func RegisterDirect(srv *server.MCPServer, logger *slog.Logger) {
	srv.AddTool(mcp.NewTool("direct", mcp.WithDescription("Direct.")), loggingHandler(logger, "direct", directHandler)) // want `tool direct fw=mcp-go desc="Direct." params=- handler=directHandler hints=-`
}
