package anthropic

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/toolrunner"
)

type Credits interface {
	Issue(ctx context.Context, customerID string, cents int64, note string) (string, error)
	ApplyDiscount(ctx context.Context, orderID string, percent int64) error
}

type Mailer interface {
	SendReceipt(ctx context.Context, orderID, email, locale string) error
}

type Tickets interface {
	Escalate(ctx context.Context, ticketID, priority string) error
}

var credits Credits

func text(s string) anthropic.BetaToolResultBlockParamContentUnion {
	return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: s}}
}

// invopop/jsonschema tag syntax (key=value, comma separated).
type StoreCreditInput struct {
	CustomerID  string `json:"customer_id" jsonschema:"required,description=Customer to credit"`
	AmountCents int64  `json:"amount_cents" jsonschema:"required,description=Amount in cents"`
	Note        string `json:"note,omitempty"`
	TraceID     string `json:"-"`
}

// Schema reflected from the handler's input struct; the handler is a func literal.
func NewStoreCreditTool() (anthropic.BetaTool, error) {
	return toolrunner.NewBetaToolFromJSONSchema("issue_store_credit", "Issue store credit to a customer.", // want `tool issue_store_credit fw=anthropic desc="Issue store credit to a customer." params=customer_id,amount_cents,note handler=literal hints=-`
		func(ctx context.Context, in StoreCreditInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
			id, err := credits.Issue(ctx, in.CustomerID, in.AmountCents, in.Note)
			if err != nil {
				return anthropic.BetaToolResultBlockParamContentUnion{}, err
			}
			return text("credit " + id), nil
		})
}

const receiptDesc = "Email the receipt for an order again."

type ReceiptInput struct {
	OrderID string `json:"order_id"`
	Email   string `json:"email"`
	Locale  string `json:"locale"`
}

type ReceiptService struct {
	Mail Mailer
}

func (s *ReceiptService) ResendReceipt(ctx context.Context, in ReceiptInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
	if err := s.Mail.SendReceipt(ctx, in.OrderID, in.Email, in.Locale); err != nil {
		return anthropic.BetaToolResultBlockParamContentUnion{}, err
	}
	return text("sent"), nil
}

// An explicit schema (it wins over the input struct) and a method value as handler.
func (s *ReceiptService) Tool() anthropic.BetaTool {
	return toolrunner.NewBetaTool("resend_receipt", receiptDesc, // want `tool resend_receipt fw=anthropic desc="Email the receipt for an order again." params=order_id,email handler=ReceiptService.ResendReceipt hints=-`
		anthropic.BetaToolInputSchemaParam{
			Properties: map[string]any{
				"order_id": map[string]any{"type": "string"},
				"email":    map[string]any{"type": "string", "format": "email"},
			},
			Required: []string{"order_id", "email"},
		},
		s.ResendReceipt)
}

const discountSchema = `{
	"type": "object",
	"properties": {
		"order_id": {"type": "string"},
		"percent": {"type": "integer", "minimum": 1, "maximum": 50}
	},
	"required": ["order_id", "percent"]
}`

type DiscountInput struct {
	OrderID string `json:"order_id"`
	Percent int64  `json:"percent"`
}

func applyDiscount(ctx context.Context, in DiscountInput) (anthropic.BetaToolResultBlockParamContentUnion, error) {
	if err := credits.ApplyDiscount(ctx, in.OrderID, in.Percent); err != nil {
		return anthropic.BetaToolResultBlockParamContentUnion{}, err
	}
	return text(fmt.Sprintf("%d%% off %s", in.Percent, in.OrderID)), nil
}

// Schema from JSON bytes held in a constant; the handler is a named func.
func NewDiscountTool() (anthropic.BetaTool, error) {
	return toolrunner.NewBetaToolFromBytes("apply_discount", "Apply a percentage discount to an open order.", []byte(discountSchema), applyDiscount) // want `tool apply_discount fw=anthropic desc="Apply a percentage discount to an open order." params=order_id,percent handler=applyDiscount hints=-`
}

// A hand-written BetaTool: name, description and schema live in method returns.
type EscalateTicketTool struct { // want `tool escalate_ticket fw=anthropic desc="Escalate a support ticket to a human agent." params=ticket_id,priority handler=EscalateTicketTool.Execute hints=-`
	Tickets Tickets
}

var _ anthropic.BetaTool = (*EscalateTicketTool)(nil)

func (t *EscalateTicketTool) Name() string { return "escalate_ticket" }

func (t *EscalateTicketTool) Description() string {
	return "Escalate a support ticket to a human agent."
}

func (t *EscalateTicketTool) InputSchema() anthropic.BetaToolInputSchemaParam {
	return anthropic.BetaToolInputSchemaParam{
		Properties: map[string]any{
			"ticket_id": map[string]any{"type": "string"},
			"priority":  map[string]any{"type": "string", "enum": []string{"normal", "urgent"}},
		},
		Required: []string{"ticket_id"},
	}
}

func (t *EscalateTicketTool) Execute(ctx context.Context, input json.RawMessage) ([]anthropic.BetaToolResultBlockParamContentUnion, error) {
	var in struct {
		TicketID string `json:"ticket_id"`
		Priority string `json:"priority"`
	}
	if err := json.Unmarshal(input, &in); err != nil {
		return nil, err
	}
	if err := t.Tickets.Escalate(ctx, in.TicketID, in.Priority); err != nil {
		return nil, err
	}
	return []anthropic.BetaToolResultBlockParamContentUnion{text("escalated")}, nil
}

func RunAgent(ctx context.Context, client anthropic.Client, mail Mailer, tickets Tickets, prompt string) (*anthropic.BetaMessage, error) {
	storeCredit, err := NewStoreCreditTool()
	if err != nil {
		return nil, err
	}
	discount, err := NewDiscountTool()
	if err != nil {
		return nil, err
	}
	receipts := &ReceiptService{Mail: mail}
	tools := []anthropic.BetaTool{storeCredit, discount, receipts.Tool(), &EscalateTicketTool{Tickets: tickets}}
	runner := client.Beta.Messages.NewToolRunner(tools, anthropic.BetaToolRunnerParams{
		BetaMessageNewParams: anthropic.BetaMessageNewParams{
			Model:     anthropic.ModelClaudeSonnet4_5_20250929,
			MaxTokens: 2048,
			Messages:  []anthropic.BetaMessageParam{anthropic.NewBetaUserMessage(anthropic.NewBetaTextBlock(prompt))},
		},
		MaxIterations: 8,
	})
	return runner.RunToCompletion(ctx)
}
