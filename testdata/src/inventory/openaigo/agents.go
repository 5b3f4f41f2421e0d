package openaigo

import (
	"context"
	"errors"
	"log"

	"github.com/openai/openai-go/v3"
)

type Credits interface {
	Issue(ctx context.Context, customerID string, cents int64) (string, error)
	ApplyDiscount(ctx context.Context, orderID string, percent int64) error
}

var credits Credits

// Beta Agents: persisted function tools carry a plain-string description.
func NewSupportAgent(ctx context.Context, client openai.Client) (*openai.Agent, error) {
	return client.Beta.Agents.New(ctx, openai.BetaAgentNewParams{
		Model: "gpt-5",
		Name:  openai.String("support"),
		Tools: []openai.PersistedAgentToolParamUnion{
			{OfParamFunction: &openai.PersistedAgentToolParamFunction{ // want `tool issue_store_credit fw=openai-go desc="Issue store credit to a customer." params=customer_id,amount_cents handler=storeCreditHandler hints=-`
				Name:        "issue_store_credit",
				Description: "Issue store credit to a customer.",
				Parameters: map[string]any{
					"type": "object",
					"properties": map[string]any{
						"customer_id":  map[string]any{"type": "string"},
						"amount_cents": map[string]any{"type": "integer"},
					},
					"required": []string{"customer_id", "amount_cents"},
				},
			}},
			{OfParamFunction: &openai.PersistedAgentToolParamFunction{ // want `tool apply_discount fw=openai-go desc="Apply a percentage discount to an open order." params=order_id,percent handler=literal hints=-`
				Name:        "apply_discount",
				Description: "Apply a percentage discount to an open order.",
				Parameters: map[string]any{
					"type": "object",
					"properties": map[string]any{
						"order_id": map[string]any{"type": "string"},
						"percent":  map[string]any{"type": "integer", "minimum": 1, "maximum": 50},
					},
				},
			}},
		},
	})
}

// A named AgentToolHandler.
func storeCreditHandler(ctx context.Context, args map[string]any) (any, error) {
	customerID, _ := args["customer_id"].(string)
	cents, _ := args["amount_cents"].(float64)
	if customerID == "" {
		return nil, errors.New("customer_id is required")
	}
	return credits.Issue(ctx, customerID, int64(cents))
}

// Handlers for a new session, keyed by tool name (they require NewStreaming).
func StartSession(ctx context.Context, client openai.Client, agentID, input string) (string, error) {
	stream := client.Beta.Agents.Sessions.NewStreaming(ctx, openai.BetaAgentSessionNewParams{
		AgentID: openai.String(agentID),
		ToolHandlers: map[string]openai.AgentToolHandler{
			"apply_discount": func(ctx context.Context, args map[string]any) (any, error) {
				orderID, _ := args["order_id"].(string)
				percent, _ := args["percent"].(float64)
				if err := credits.ApplyDiscount(ctx, orderID, int64(percent)); err != nil {
					return nil, err
				}
				return map[string]any{"status": "applied"}, nil
			},
		},
	})
	defer stream.Close()
	sessionID := ""
	for stream.Next() {
		sessionID = stream.Current().SessionID
	}
	return sessionID, stream.Err()
}

// Handlers for one streamed turn, with the error callback and an idempotency key.
func StreamTurn(ctx context.Context, client openai.Client, sessionID, input string) error {
	stream := client.Beta.Agents.Sessions.Stream(ctx, sessionID, openai.AgentSessionStreamParams{
		Input: input,
		ToolHandlers: map[string]openai.AgentToolHandler{
			"issue_store_credit": storeCreditHandler,
		},
		OnToolError: func(ctx context.Context, e openai.BetaAgentToolError) {
			log.Printf("tool %s failed at %s: %v", e.ToolName, e.Stage, e.Err)
		},
		IdempotencyKey: openai.String("turn-" + sessionID),
	})
	defer stream.Close()
	for stream.Next() {
	}
	return stream.Err()
}

// A session-scoped agent tool (AgentToolParamFunction, the twin of the
// persisted type), declared in a package variable and not handled here.
var escalateTool = openai.AgentToolParamFunction{ // want `tool escalate_ticket fw=openai-go desc="Escalate a ticket to a human." params=ticket_id handler=none hints=-`
	Name:        "escalate_ticket",
	Description: "Escalate a ticket to a human.",
	Parameters: map[string]any{
		"type":       "object",
		"properties": map[string]any{"ticket_id": map[string]any{"type": "string"}},
	},
}
