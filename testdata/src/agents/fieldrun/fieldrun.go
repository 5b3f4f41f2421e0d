// Package fieldrun keeps each tool in a record of its own: a genai
// declaration in one field, and the function that runs it in another,
// which the dispatch calls through the record (tool.Run). Write tools
// set Propose instead, which the same dispatch calls.
package fieldrun

import (
	"context"
	"errors"

	"google.golang.org/genai"
)

type Tool struct {
	Decl    *genai.FunctionDeclaration
	Write   bool
	Run     func(ctx context.Context, args map[string]any) (string, error)
	Propose func(ctx context.Context, args map[string]any) (string, error)
	Format  func(string) string // never called here: no runner
}

func addTodo() Tool {
	return Tool{
		Decl: &genai.FunctionDeclaration{Name: "add_todo", Description: "Add a to-do."}, // want `tool add_todo fw=genai desc="Add a to-do." params=- handler=literal hints=-`
		Run: func(ctx context.Context, args map[string]any) (string, error) {
			return "added", nil
		},
	}
}

func deleteItems() Tool {
	return Tool{
		Decl:    &genai.FunctionDeclaration{Name: "delete_items", Description: "Delete items."}, // want `tool delete_items fw=genai desc="Delete items." params=- handler=proposeDelete hints=-`
		Write:   true,
		Propose: proposeDelete,
	}
}

func proposeDelete(ctx context.Context, args map[string]any) (string, error) { return "proposed", nil }

// A record that sets both runners is ambiguous: no handler.
func both() Tool {
	return Tool{
		Decl:    &genai.FunctionDeclaration{Name: "sync_items", Description: "Sync items."}, // want `tool sync_items fw=genai desc="Sync items." params=- handler=none hints=-`
		Run:     proposeDelete,
		Propose: proposeDelete,
	}
}

// A function field nothing calls runs nothing.
func formatted() Tool {
	return Tool{
		Decl:   &genai.FunctionDeclaration{Name: "show_item", Description: "Show an item."}, // want `tool show_item fw=genai desc="Show an item." params=- handler=none hints=-`
		Format: func(s string) string { return s },
	}
}

func dispatch(ctx context.Context, tools []Tool, call *genai.FunctionCall) (string, error) {
	for _, t := range tools {
		if t.Decl.Name != call.Name {
			continue
		}
		if t.Write {
			return t.Propose(ctx, call.Args)
		}
		return t.Run(ctx, call.Args)
	}
	return "", errors.New("unknown tool")
}
