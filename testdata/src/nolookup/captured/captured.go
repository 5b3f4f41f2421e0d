// Package captured holds tools whose handlers one factory makes: each
// closure sends the command it captured to a plugin bridge, and that
// command, given where the tool is registered, says what it does. The
// tools' names say nothing.
package captured

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Bridge struct{ url string }

type request struct {
	Type   string         `json:"type"`
	Params map[string]any `json:"params"`
}

// Send posts every command alike: the request type names it.
func (b *Bridge) Send(ctx context.Context, command string, params map[string]any) error {
	body, err := json.Marshal(request{Type: command, Params: params})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, b.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// makeHandler returns a handler that sends command.
func makeHandler(b *Bridge, command string, params map[string]any) server.ToolHandlerFunc {
	return func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := b.Send(ctx, command, params); err != nil { // want `new_page calls Send with no idempotency key`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("done"), nil
	}
}

// handler is a factory method: its receiver is no argument the
// registration names.
func (b *Bridge) handler(command string) server.ToolHandlerFunc {
	return func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := b.Send(ctx, command, nil); err != nil { // want `page_comment calls Send with no idempotency key`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("done"), nil
	}
}

// rowHandler is made once per row of a table.
func rowHandler(b *Bridge, command string) server.ToolHandlerFunc {
	return func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := b.Send(ctx, command, nil); err != nil { // want `start_project calls Send with no idempotency key`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("done"), nil
	}
}

// runHandler is made once, with a command no constant names.
func runHandler(b *Bridge, command string) server.ToolHandlerFunc {
	return func(ctx context.Context, _ mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := b.Send(ctx, command, nil); err != nil { // want `command calls Send with no idempotency key`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("done"), nil
	}
}

func Register(s *server.MCPServer, b *Bridge, chosen string) {
	// Reads: the command each tool is made with gets something.
	s.AddTool(mcp.NewTool("document", mcp.WithDescription("Get the document tree.")), makeHandler(b, "get_document", nil))
	s.AddTool(mcp.NewTool("text_nodes", mcp.WithDescription("Scan the text nodes.")), makeHandler(b, "scan_text_nodes", nil))
	s.AddTool(mcp.NewTool("design_tokens", mcp.WithDescription("Export the design tokens as CSS.")), makeHandler(b, "export_tokens", nil))
	// A state it sets: a repeat changes nothing more.
	s.AddTool(mcp.NewTool("page_view", mcp.WithDescription("Show a page.")), makeHandler(b, "navigate_to_page", nil))
	// A write that makes another page on every call.
	s.AddTool(mcp.NewTool("new_page", mcp.WithDescription("Add a page.")), makeHandler(b, "create_page", nil))
	// A command chosen at run time names nothing: the POST stays a write.
	s.AddTool(mcp.NewTool("command", mcp.WithDescription("Run the chosen command.")), runHandler(b, chosen))

	s.AddTool(mcp.NewTool("selection", mcp.WithDescription("Get the selected nodes.")), b.handler("get_selection"))

	// A table of tools, each row's command handed to the factory: each
	// tool sends its own.
	for _, action := range []struct{ name, description, command string }{
		{"project", "Show the project.", "get_project"},
		{"start_project", "Start the project.", "create_run"},
		{"stop_project", "Stop the project.", "stop_run"},
	} {
		action := action
		s.AddTool(mcp.NewTool(action.name, mcp.WithDescription(action.description)), rowHandler(b, action.command))
	}
	s.AddTool(mcp.NewTool("page_comment", mcp.WithDescription("Comment on the page.")), b.handler("add_comment"))
}
