package anthropic

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/toolrunner"
)

type Notes interface {
	AddNote(ctx context.Context, ticket, text string) error
}

var notes Notes

type NoteIn struct {
	Ticket string `json:"ticket_id" jsonschema:"required"`
	Text   string `json:"text" jsonschema:"required"`
}

func NoteTool() (anthropic.BetaTool, error) {
	return toolrunner.NewBetaToolFromJSONSchema("add_note", "Add a note to a ticket.", // want `the description of add_note does not say whether retrying is safe`
		func(ctx context.Context, in NoteIn) (anthropic.BetaToolResultBlockParamContentUnion, error) {
			if err := notes.AddNote(ctx, in.Ticket, in.Text); err != nil {
				return anthropic.BetaToolResultBlockParamContentUnion{}, err
			}
			return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: "added"}}, nil
		})
}
