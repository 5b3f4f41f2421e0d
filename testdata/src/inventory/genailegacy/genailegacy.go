// Package genailegacy declares tools with the deprecated
// github.com/google/generative-ai-go SDK, and dispatches on the call's name.
package genailegacy

import (
	"context"

	"github.com/google/generative-ai-go/genai"
)

var Tools = &genai.Tool{FunctionDeclarations: []*genai.FunctionDeclaration{{ // want `tool send_invoice fw=genai desc="Send an invoice." params=customer,amount handler=case hints=-`
	Name:        "send_invoice",
	Description: "Send an invoice.",
	Parameters: &genai.Schema{
		Type: genai.TypeObject,
		Properties: map[string]*genai.Schema{
			"customer": {Type: genai.TypeString},
			"amount":   {Type: genai.TypeNumber},
		},
		Required: []string{"customer"},
	},
}}}

func Handle(ctx context.Context, call genai.FunctionCall) genai.FunctionResponse {
	switch call.Name {
	case "send_invoice":
		return genai.FunctionResponse{Name: call.Name, Response: map[string]any{"output": "sent"}}
	}
	return genai.FunctionResponse{}
}
