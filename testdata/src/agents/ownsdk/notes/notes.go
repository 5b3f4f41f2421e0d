package notes

import (
	"context"

	"agents/ownsdk/bare"
)

func Tools() []bare.Tool {
	return []bare.Tool{{ // want `tool archive_note fw=neutral desc="Archive a note." params=id handler=literal hints=-`
		Name:        "archive_note",
		Description: "Archive a note.",
		Parameters:  map[string]any{"type": "object", "properties": map[string]any{"id": map[string]any{"type": "string"}}},
		Run:         func(ctx context.Context, input any) (any, error) { return nil, nil },
	}}
}

func Commands() []bare.Command {
	return []bare.Command{{
		Name:        "archive",
		Description: "Archive old notes.",
		Parameters:  map[string]any{"type": "object"},
		Run:         func(ctx context.Context, args []string) error { return nil },
	}}
}
