// Package runner hands each tool's work to a runner that looks a key up
// before it runs it (nolookup/runner/kit): the key is what the tool
// gives the runner.
package runner

import (
	"context"
	"encoding/json"
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
	// The whole input, nested fields too, is the key, handed on to a
	// service function.
	s.AddTool(mcp.NewTool("add_note", mcp.WithDescription("Add a note to a board."),
		mcp.WithString("board", mcp.Required()), mcp.WithObject("note", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			out, err := addNote(ctx, st, NoteInput{Board: req.GetString("board", ""), Note: noteOf(req)})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultStructuredOnly(out), nil
		})

	// The input, built from the arguments and handed on whole, is the
	// key beside one of its fields.
	s.AddTool(mcp.NewTool("save_notes", mcp.WithDescription("Save notes on a board."),
		mcp.WithString("board", mcp.Required()), mcp.WithArray("notes", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			board, err := req.RequireString("board")
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			notes, err := decodeNotes(req.GetArguments()["notes"])
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			out, err := saveNotes(ctx, st, NotesInput{Board: board, Notes: notes})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultStructuredOnly(out), nil
		})

	// Only the board is the key: two notes on one board share it.
	s.AddTool(mcp.NewTool("pin_note", mcp.WithDescription("Pin a note to a board."),
		mcp.WithString("board", mcp.Required()), mcp.WithObject("note", mcp.Required())),
		mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, in NoteInput) (*mcp.CallToolResult, error) {
			out, err := kit.RunOnce(ctx, st, kit.Key{Tool: "pin_note", Input: map[string]any{"board": in.Board}}, func() (any, error) { // want `the idempotency key of pin_note is derived from board but not from note`
				return nil, post(ctx, "https://boards.example/"+in.Board+"/pins", in.Note.Title)
			})
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultStructuredOnly(out), nil
		}))
}

func addNote(ctx context.Context, st kit.Store, in NoteInput) (kit.Outcome, error) {
	if in.Board == "" {
		in.Board = "inbox"
	}
	return kit.RunOnce(ctx, st, kit.Key{Tool: "add_note", Input: in}, func() (any, error) {
		return nil, post(ctx, "https://boards.example/"+in.Board+"/notes", in.Note.Title+"\n"+in.Note.Body)
	})
}

type NotesInput struct {
	Board string   `json:"board"`
	Notes []string `json:"notes"`
}

func saveNotes(ctx context.Context, st kit.Store, in NotesInput) (kit.Outcome, error) {
	return kit.RunOnce(ctx, st, kit.Key{Tool: "save_notes", Scope: in.Board, Input: in}, func() (any, error) {
		return nil, post(ctx, "https://boards.example/"+in.Board+"/saved", strings.Join(in.Notes, "\n"))
	})
}

func decodeNotes(raw any) ([]string, error) {
	b, err := json.Marshal(raw)
	if err != nil {
		return nil, err
	}
	var notes []string
	if err := json.Unmarshal(b, &notes); err != nil {
		return nil, err
	}
	return notes, nil
}

func noteOf(req mcp.CallToolRequest) (n struct {
	Title string `json:"title"`
	Body  string `json:"body"`
}) {
	if m, ok := req.GetArguments()["note"].(map[string]any); ok {
		n.Title, _ = m["title"].(string)
		n.Body, _ = m["body"].(string)
	}
	return n
}
