package goopenai

import (
	"context"

	"github.com/sashabaranov/go-openai"
)

type Calendar interface {
	Book(ctx context.Context, email string) (string, error)
}

var cal Calendar

var BookTool = openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
	Name:        "book_meeting",
	Description: "Book a meeting with a customer", // want `the description of book_meeting does not say whether retrying is safe`
}}

func Handle(ctx context.Context, call openai.ToolCall) string {
	switch call.Function.Name {
	case "book_meeting":
		id, err := cal.Book(ctx, call.Function.Arguments)
		if err != nil {
			return "error: " + err.Error()
		}
		return id
	}
	return "unknown tool"
}
