// Package gosdk declares support tools with github.com/modelcontextprotocol/go-sdk.
package gosdk

import (
	"context"
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Backend is what the tools write to.
type Backend interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
	SendEmail(ctx context.Context, to, subject, body string) error
	CreateTicket(ctx context.Context, title, body, priority string) (string, error)
}

// RefundIn is the input of refund_payment.
type RefundIn struct {
	OrderID        string `json:"order_id" jsonschema:"the order to refund"`
	AmountCents    int64  `json:"amount_cents" jsonschema:"amount to refund, in cents"`
	IdempotencyKey string `json:"idempotency_key,omitempty" jsonschema:"unique key for this refund"`
}

// RefundOut is the output of refund_payment.
type RefundOut struct {
	RefundID string `json:"refund_id"`
}

// TicketIn is the input of create_ticket.
type TicketIn struct {
	Title    string `json:"title" jsonschema:"short summary"`
	Body     string `json:"body"`
	Priority string `json:"priority,omitempty" jsonschema:"low, normal or high"`
}

const createTicketDesc = "Open a support ticket for the current customer."

// Register adds the support tools to s.
func Register(s *mcp.Server, b Backend) {
	notDestructive := false
	// Typed handler, schema inferred from RefundIn.
	mcp.AddTool(s, &mcp.Tool{
		Name:        "refund_payment",
		Description: "Refund a payment, fully or partially.",
		Annotations: &mcp.ToolAnnotations{IdempotentHint: true, DestructiveHint: &notDestructive},
	}, func(ctx context.Context, req *mcp.CallToolRequest, in RefundIn) (*mcp.CallToolResult, RefundOut, error) {
		id, err := b.Refund(ctx, in.OrderID, in.AmountCents, in.IdempotencyKey)
		if err != nil {
			return nil, RefundOut{}, err
		}
		return nil, RefundOut{RefundID: id}, nil
	})

	// Raw handler with a map schema.
	s.AddTool(&mcp.Tool{
		Name:        "send_email",
		Description: "Send an email to a customer.",
		InputSchema: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"to":      map[string]any{"type": "string"},
				"subject": map[string]any{"type": "string"},
				"body":    map[string]any{"type": "string"},
			},
			"required": []string{"to", "subject", "body"},
		},
	}, sendEmail(b))

	// Typed method handler.
	t := &Tickets{backend: b}
	mcp.AddTool(s, &mcp.Tool{Name: "create_ticket", Description: createTicketDesc}, t.Create)
}

func sendEmail(b Backend) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct {
			To      string `json:"to"`
			Subject string `json:"subject"`
			Body    string `json:"body"`
		}
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, err
		}
		res := &mcp.CallToolResult{}
		if err := b.SendEmail(ctx, in.To, in.Subject, in.Body); err != nil {
			res.SetError(err)
			return res, nil
		}
		res.Content = []mcp.Content{&mcp.TextContent{Text: "sent"}}
		return res, nil
	}
}

// Tickets holds the ticket tool handlers.
type Tickets struct {
	backend Backend
}

// Create handles create_ticket.
func (t *Tickets) Create(ctx context.Context, req *mcp.CallToolRequest, in TicketIn) (*mcp.CallToolResult, any, error) {
	id, err := t.backend.CreateTicket(ctx, in.Title, in.Body, in.Priority)
	if err != nil {
		return nil, nil, err
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ticket " + id}}}, nil, nil
}

// NewServer returns a server with the support tools.
func NewServer(b Backend) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "support", Version: "v1.0.0"}, nil)
	Register(s, b)
	return s
}
