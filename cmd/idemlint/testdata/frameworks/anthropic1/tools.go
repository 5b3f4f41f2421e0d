// Package anthropic1 declares payment tools with github.com/anthropics/anthropic-sdk-go (v1).
package anthropic1

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/toolrunner"
)

// Payments is what the tools write to.
type Payments interface {
	Charge(ctx context.Context, cardToken string, cents int64, currency string) (string, error)
	Void(ctx context.Context, chargeID string) error
	Credit(ctx context.Context, customerID string, cents int64, memo string) (string, error)
	AddNote(ctx context.Context, ticketID, text string) error
}

// MessageTools are sent with plain Messages API requests.
var MessageTools = []anthropic.ToolUnionParam{
	{OfTool: &anthropic.ToolParam{
		Name:        "charge_card",
		Description: anthropic.String("Charge a saved card."),
		InputSchema: anthropic.ToolInputSchemaParam{
			Properties: map[string]any{
				"card_token":   map[string]any{"type": "string"},
				"amount_cents": map[string]any{"type": "integer"},
				"currency":     map[string]any{"type": "string", "enum": []string{"usd", "eur"}},
			},
			Required: []string{"card_token", "amount_cents"},
		},
	}},
	anthropic.ToolUnionParamOfTool(anthropic.ToolInputSchemaParam{
		Properties: map[string]any{
			"charge_id": map[string]any{"type": "string"},
		},
		Required: []string{"charge_id"},
	}, "void_charge"),
}

// CreditInput is reflected (invopop/jsonschema) into the schema of issue_credit.
type CreditInput struct {
	CustomerID  string `json:"customer_id" jsonschema:"required,description=Customer to credit"`
	AmountCents int64  `json:"amount_cents" jsonschema:"required"`
	Memo        string `json:"memo,omitempty" jsonschema:"description=Shown on the statement"`
}

func issueCredit(pay Payments) func(context.Context, CreditInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
	return func(ctx context.Context, in CreditInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
		id, err := pay.Credit(ctx, in.CustomerID, in.AmountCents, in.Memo)
		if err != nil {
			return anthropic.BetaToolResultBlockParamContentUnion{}, err
		}
		return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: "credit " + id}}, nil
	}
}

// NoteInput is the input of add_note.
type NoteInput struct {
	TicketID string `json:"ticket_id"`
	Text     string `json:"text"`
}

// RunnerTools returns the tools for the beta tool runner.
func RunnerTools(pay Payments) ([]anthropic.BetaTool, error) {
	credit, err := toolrunner.NewBetaToolFromJSONSchema("issue_credit", "Issue account credit to a customer.", issueCredit(pay))
	if err != nil {
		return nil, err
	}
	note := toolrunner.NewBetaTool("add_note", "Add an internal note to a support ticket.",
		anthropic.BetaToolInputSchemaParam{
			Properties: map[string]any{
				"ticket_id": map[string]any{"type": "string"},
				"text":      map[string]any{"type": "string"},
			},
			Required: []string{"ticket_id", "text"},
		},
		func(ctx context.Context, in NoteInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
			err := pay.AddNote(ctx, in.TicketID, in.Text)
			return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: "noted"}}, err
		})
	return []anthropic.BetaTool{credit, note}, nil
}

// Run drives the tool runner to completion.
func Run(ctx context.Context, c anthropic.Client, tools []anthropic.BetaTool) (*anthropic.BetaMessage, error) {
	r := c.Beta.Messages.NewToolRunner(tools, anthropic.BetaToolRunnerParams{
		BetaMessageNewParams: anthropic.BetaMessageNewParams{
			Model:     anthropic.ModelClaudeSonnet4_5_20250929,
			MaxTokens: 1024,
			Messages:  []anthropic.BetaMessageParam{anthropic.NewBetaUserMessage(anthropic.NewBetaTextBlock("credit customer 7"))},
		},
	})
	return r.RunToCompletion(ctx)
}

// ToolResult builds a tool_result block for the plain Messages API.
func ToolResult(toolUseID, text string, failed bool) anthropic.ContentBlockParamUnion {
	return anthropic.NewToolResultBlock(toolUseID, text, failed)
}
