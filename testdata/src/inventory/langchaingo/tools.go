// Package langchaingo holds langchaingo tools: types implementing
// tools.Tool, and llms.FunctionDefinition literals for direct tool calling.
package langchaingo

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tmc/langchaingo/agents"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/tools"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
}

type Mailer interface {
	Send(ctx context.Context, to, subject, body string) error
}

type Orders interface {
	Cancel(ctx context.Context, orderID string) error
	Lookup(ctx context.Context, orderID string) (string, error)
}

// IssueRefund has value receivers; its description is a literal.
type IssueRefund struct{ Pay Payments } // want `tool issue_refund fw=langchaingo desc="Issue a refund for an order. Input: JSON with order_id and amount_cents." params=- handler=IssueRefund.Call hints=-`

var _ tools.Tool = IssueRefund{}

func (IssueRefund) Name() string { return "issue_refund" }

func (IssueRefund) Description() string {
	return "Issue a refund for an order. Input: JSON with order_id and amount_cents."
}

func (t IssueRefund) Call(ctx context.Context, input string) (string, error) {
	var in struct {
		OrderID     string `json:"order_id"`
		AmountCents int64  `json:"amount_cents"`
	}
	if err := json.Unmarshal([]byte(input), &in); err != nil {
		return fmt.Sprintf("invalid input: %v", err), nil
	}
	id, err := t.Pay.Refund(ctx, in.OrderID, in.AmountCents, "")
	if err != nil {
		return "", err
	}
	return "refund " + id, nil
}

const sendEmailDesc = "Send an email to a customer. Input: the recipient address, a blank line, then the body."

// SendEmail has pointer receivers; its description is a named constant.
type SendEmail struct { // want `tool send_email fw=langchaingo desc="Send an email to a customer. Input: the recipient address, a blank line, then the body." params=- handler=SendEmail.Call hints=-`
	Mail    Mailer
	Subject string
}

func (s *SendEmail) Name() string { return "send_email" }

func (s *SendEmail) Description() string { return sendEmailDesc }

func (s *SendEmail) Call(ctx context.Context, input string) (string, error) {
	to, body, ok := strings.Cut(input, "\n\n")
	if !ok {
		return "input must be the recipient, a blank line, then the body", nil
	}
	if err := s.Mail.Send(ctx, to, s.Subject, body); err != nil {
		return "", err
	}
	return "sent", nil
}

// CancelOrder builds its description at run time.
type CancelOrder struct { // want `tool cancel_order fw=langchaingo desc=<dynamic> params=- handler=CancelOrder.Call hints=-`
	Orders     Orders
	WindowDays int
}

func (c CancelOrder) Name() string { return "cancel_order" }

func (c CancelOrder) Description() string {
	return fmt.Sprintf("Cancel an order placed within the last %d days. Input: the order ID.", c.WindowDays)
}

func (c CancelOrder) Call(ctx context.Context, input string) (string, error) {
	if err := c.Orders.Cancel(ctx, input); err != nil {
		return "", err
	}
	return "cancelled " + input, nil
}

func NewSupportExecutor(llm llms.Model, pay Payments, mail Mailer, orders Orders) *agents.Executor {
	agent := agents.NewOneShotAgent(llm, []tools.Tool{
		IssueRefund{Pay: pay},
		&SendEmail{Mail: mail, Subject: "About your order"},
	})
	return agents.NewExecutor(agent, agents.WithMaxIterations(5))
}

func NewChatExecutor(llm llms.Model, orders Orders) *agents.Executor {
	agent := agents.NewConversationalAgent(llm, []tools.Tool{CancelOrder{Orders: orders, WindowDays: 30}})
	return agents.NewExecutor(agent)
}

// Direct tool calling: the model picks a function, the code dispatches on
// its name.
var orderTools = []llms.Tool{
	{
		Type: "function",
		Function: &llms.FunctionDefinition{ // want `tool lookup_order fw=langchaingo desc="Look up the status of an order." params=order_id,include_items handler=case hints=-`
			Name:        "lookup_order",
			Description: "Look up the status of an order.",
			Parameters: map[string]any{
				"type": "object",
				"properties": map[string]any{
					"order_id":      map[string]any{"type": "string", "description": "Order to look up"},
					"include_items": map[string]any{"type": "boolean"},
				},
				"required": []string{"order_id"},
			},
		},
	},
}

func AnswerWithTools(ctx context.Context, llm llms.Model, orders Orders, question string) (string, error) {
	msgs := []llms.MessageContent{llms.TextParts(llms.ChatMessageTypeHuman, question)}
	resp, err := llm.GenerateContent(ctx, msgs, llms.WithTools(orderTools))
	if err != nil {
		return "", err
	}
	choice := resp.Choices[0]
	for _, call := range choice.ToolCalls {
		switch call.FunctionCall.Name {
		case "lookup_order":
			var args struct {
				OrderID string `json:"order_id"`
			}
			if err := json.Unmarshal([]byte(call.FunctionCall.Arguments), &args); err != nil {
				return "", err
			}
			status, err := orders.Lookup(ctx, args.OrderID)
			if err != nil {
				return "", err
			}
			msgs = append(msgs, llms.MessageContent{
				Role:  llms.ChatMessageTypeTool,
				Parts: []llms.ContentPart{llms.ToolCallResponse{ToolCallID: call.ID, Name: call.FunctionCall.Name, Content: status}},
			})
		}
	}
	resp, err = llm.GenerateContent(ctx, msgs)
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Content, nil
}

// A declared function whose calls are handled in another package.
func InvoiceTools() []llms.Tool {
	return []llms.Tool{{
		Type: "function",
		Function: &llms.FunctionDefinition{ // want `tool void_invoice fw=langchaingo desc="Void an unpaid invoice." params=invoice_id,reason handler=none hints=-`
			Name:        "void_invoice",
			Description: "Void an unpaid invoice.",
			Parameters: map[string]any{
				"type": "object",
				"properties": map[string]any{
					"invoice_id": map[string]any{"type": "string"},
					"reason":     map[string]any{"type": "string"},
				},
			},
			Strict: true,
		},
	}}
}
