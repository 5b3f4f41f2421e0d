package preview

import (
	"net/http"
	"strings"

	"github.com/sashabaranov/go-openai"
)

// Execute runs a call.
func Execute(call openai.ToolCall) (string, error) {
	switch call.Function.Name {
	case "send_note":
		return sendNote(call.Function.Arguments)
	case "list_notes":
		return "[]", nil
	}
	return "", nil
}

// Describe is a second describing switch: archive_note, which nothing
// runs, keeps the first one that names it.
func Describe(call openai.ToolCall) string {
	switch call.Function.Name {
	case "archive_note":
		return strings.ToUpper("archive")
	}
	return ""
}

func sendNote(args string) (string, error) {
	resp, err := http.Post("https://notes.example/notes", "application/json", strings.NewReader(args))
	if err != nil {
		return "", err
	}
	return "sent", resp.Body.Close()
}
