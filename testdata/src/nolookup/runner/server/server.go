// Package server hands each write tool's work to the kit's runners.
package server

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"nolookup/runner/kit"
)

type NoteInput struct {
	Board string `json:"board"`
	Note  struct {
		Title string `json:"title"`
		Body  string `json:"body"`
	} `json:"note"`
}

func post(ctx context.Context, url, body string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Register(s *server.MCPServer, st kit.Store) {
	s.AddTool(mcp.NewTool("add_note", mcp.WithDescription("Add a note to a board."),
		mcp.WithString("board", mcp.Required()), mcp.WithObject("note", mcp.Required())),
		mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, in NoteInput) (*mcp.CallToolResult, error) {
			// The whole input is the key, hashed by the runner: every
			// parameter is in it.
			out, err := kit.RunOnce(ctx, st, kit.Key{Tool: "add_note", Input: in}, func() (any, error) {
				return nil, post(ctx, "https://boards.example/"+in.Board+"/notes", in.Note.Title+"\n"+in.Note.Body)
			})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultStructuredOnly(out), nil
		}))

	s.AddTool(mcp.NewTool("add_logged_note", mcp.WithDescription("Add a note to a board."),
		mcp.WithString("board", mcp.Required()), mcp.WithObject("note", mcp.Required())),
		mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, in NoteInput) (*mcp.CallToolResult, error) {
			out, err := kit.RunLogged(ctx, st, kit.Key{Tool: "add_logged_note", Input: in}, func() (any, error) {
				return nil, post(ctx, "https://boards.example/"+in.Board+"/notes", in.Note.Title) // want `add_logged_note calls post with no idempotency key`
			})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultStructuredOnly(out), nil
		}))

	s.AddTool(mcp.NewTool("add_checked_note", mcp.WithDescription("Add a note to a board."),
		mcp.WithString("board", mcp.Required()), mcp.WithObject("note", mcp.Required())),
		mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, in NoteInput) (*mcp.CallToolResult, error) {
			out, err := kit.RunChecked(ctx, st, kit.Key{Tool: "add_checked_note", Input: in}, func() (any, error) {
				return nil, post(ctx, "https://boards.example/"+in.Board+"/notes", in.Note.Title) // want `add_checked_note calls post with no idempotency key`
			})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultStructuredOnly(out), nil
		}))
}
