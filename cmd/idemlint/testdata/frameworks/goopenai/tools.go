// Package goopenai declares scheduling tools with github.com/sashabaranov/go-openai.
package goopenai

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/sashabaranov/go-openai"
	"github.com/sashabaranov/go-openai/jsonschema"
)

// Calendar is what the tools write to.
type Calendar interface {
	Book(ctx context.Context, email, start string, minutes int) (string, error)
	SendSMS(ctx context.Context, phone, text string) error
	Refund(ctx context.Context, orderID string, cents int64, reason string) (string, error)
}

// BookMeeting declares book_meeting with a literal schema.
var BookMeeting = openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
	Name:        "book_meeting",
	Description: "Book a meeting with a customer.",
	Strict:      true,
	Parameters: jsonschema.Definition{
		Type: jsonschema.Object,
		Properties: map[string]jsonschema.Definition{
			"attendee_email":   {Type: jsonschema.String, Description: "Who to invite"},
			"start_time":       {Type: jsonschema.String, Description: "RFC 3339 start time"},
			"duration_minutes": {Type: jsonschema.Integer},
		},
		Required: []string{"attendee_email", "start_time", "duration_minutes"},
	},
}}

// SendSMSTool declares send_sms; its description names the provider, so it is not constant.
func SendSMSTool(provider string) openai.Tool {
	return openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
		Name:        "send_sms",
		Description: fmt.Sprintf("Send a text message through %s.", provider),
		Parameters: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"phone_number": map[string]any{"type": "string"},
				"message":      map[string]any{"type": "string"},
			},
			"required": []string{"phone_number", "message"},
		},
	}}
}

// RefundParams is reflected into the schema of create_refund.
type RefundParams struct {
	OrderID     string `json:"order_id" description:"Order to refund"`
	AmountCents int64  `json:"amount_cents" description:"Amount in cents"`
	Reason      string `json:"reason,omitempty" enum:"duplicate,fraud,requested_by_customer"`
}

// RefundTool declares create_refund with a schema generated from RefundParams.
func RefundTool() (openai.Tool, error) {
	params, err := jsonschema.GenerateSchemaForType(RefundParams{})
	if err != nil {
		return openai.Tool{}, err
	}
	return openai.Tool{Type: openai.ToolTypeFunction, Function: &openai.FunctionDefinition{
		Name:        "create_refund",
		Description: "Refund an order.",
		Parameters:  params,
	}}, nil
}

// Handle runs one tool call and returns the role=tool message.
func Handle(ctx context.Context, cal Calendar, call openai.ToolCall) openai.ChatCompletionMessage {
	out := dispatch(ctx, cal, call.Function.Name, call.Function.Arguments)
	return openai.ChatCompletionMessage{Role: openai.ChatMessageRoleTool, Content: out, ToolCallID: call.ID, Name: call.Function.Name}
}

func dispatch(ctx context.Context, cal Calendar, name, arguments string) string {
	switch name {
	case "book_meeting":
		var in struct {
			AttendeeEmail   string `json:"attendee_email"`
			StartTime       string `json:"start_time"`
			DurationMinutes int    `json:"duration_minutes"`
		}
		if err := json.Unmarshal([]byte(arguments), &in); err != nil {
			return "error: " + err.Error()
		}
		id, err := cal.Book(ctx, in.AttendeeEmail, in.StartTime, in.DurationMinutes)
		if err != nil {
			return "error: " + err.Error()
		}
		return "booked " + id
	case "send_sms":
		var in struct {
			PhoneNumber string `json:"phone_number"`
			Message     string `json:"message"`
		}
		if err := json.Unmarshal([]byte(arguments), &in); err != nil {
			return "error: " + err.Error()
		}
		if err := cal.SendSMS(ctx, in.PhoneNumber, in.Message); err != nil {
			return "error: " + err.Error()
		}
		return "sent"
	case "create_refund":
		var p RefundParams
		if err := json.Unmarshal([]byte(arguments), &p); err != nil {
			return "error: " + err.Error()
		}
		id, err := cal.Refund(ctx, p.OrderID, p.AmountCents, p.Reason)
		if err != nil {
			return "error: " + err.Error()
		}
		return "refund " + id
	}
	return "unknown tool " + name
}
