// Package preview selects its tools by name twice: a preview that only
// describes a call for the user's approval, in the file that sorts
// first, and the dispatch that runs it. The one that acts handles it.
package preview

import (
	"fmt"

	"github.com/sashabaranov/go-openai"
)

var Tools = []openai.Tool{
	{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{ // want `tool send_note fw=go-openai desc="Send a note." params=- handler=sendNote hints=-`
		Name: "send_note", Description: "Send a note."}},
	{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{ // want `tool list_notes fw=go-openai desc="List notes." params=- handler=case hints=-`
		Name: "list_notes", Description: "List notes."}},
	{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{ // want `tool archive_note fw=go-openai desc="Archive a note." params=- handler=case hints=-`
		Name: "archive_note", Description: "Archive a note."}},
}

// Preview describes a call: it formats, it does not act.
func Preview(call openai.ToolCall) string {
	switch call.Function.Name {
	case "send_note":
		return fmt.Sprintf("Send a note: %s?", call.Function.Arguments)
	case "list_notes":
		return "List notes?"
	case "archive_note":
		return "Archive a note?"
	}
	return ""
}
