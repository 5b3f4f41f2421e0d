package anthropic

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/toolrunner"
)

type Credits interface {
	Issue(ctx context.Context, customerID string, cents int64) (string, error)
}

type Tickets interface {
	//idemlint:effect
	Escalate(ctx context.Context, ticketID string) error
}

type StoreCreditInput struct {
	CustomerID  string `json:"customer_id" jsonschema:"required"`
	AmountCents int64  `json:"amount_cents" jsonschema:"required"`
}

func text(s string) anthropic.BetaToolResultBlockParamContentUnion {
	return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: s}}
}

func NewStoreCreditTool(credits Credits) (anthropic.BetaTool, error) {
	return toolrunner.NewBetaToolFromJSONSchema("issue_store_credit", "Issue store credit to a customer.",
		func(ctx context.Context, in StoreCreditInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
			id, err := credits.Issue(ctx, in.CustomerID, in.AmountCents)
			if err != nil {
				return anthropic.BetaToolResultBlockParamContentUnion{}, err // want `a timeout from Issue is returned as a failure, but the store credit may have been issued`
			}
			return text("credit " + id), nil
		})
}

// A hand-written BetaTool.
type EscalateTicketTool struct {
	Tickets Tickets
}

func (t *EscalateTicketTool) Name() string        { return "escalate_ticket" }
func (t *EscalateTicketTool) Description() string { return "Escalate a support ticket." }
func (t *EscalateTicketTool) InputSchema() anthropic.BetaToolInputSchemaParam {
	return anthropic.BetaToolInputSchemaParam{Properties: map[string]any{"ticket_id": map[string]any{"type": "string"}}}
}

func (t *EscalateTicketTool) Execute(ctx context.Context, input json.RawMessage) ([]anthropic.BetaToolResultBlockParamContentUnion, error) {
	var in struct {
		TicketID string `json:"ticket_id"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	err := t.Tickets.Escalate(ctx, in.TicketID)
	if err != nil {
		return nil, err // want `a timeout from Escalate is returned as a failure`
	}
	return []anthropic.BetaToolResultBlockParamContentUnion{text("escalated")}, nil
}
