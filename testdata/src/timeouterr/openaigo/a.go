package openaigo

import (
	"context"
	"encoding/json"

	"github.com/openai/openai-go/v3"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64) (string, error)
}

var pay Payments

var RefundTool = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
	Name:        "issue_refund",
	Description: openai.String("Issue a refund for an order."),
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
	},
})

var SendTool = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
	Name:        "send_receipt",
	Description: openai.String("Send the receipt."),
	Parameters: openai.FunctionParameters{
		"type":       "object",
		"properties": map[string]any{"order_id": map[string]any{"type": "string"}},
	},
})

type Mailer interface {
	Send(ctx context.Context, orderID string) error
}

var mail Mailer

// refundOrUnknown turns a timeout into an "unknown" text itself.
func refundOrUnknown(ctx context.Context, orderID string) (string, error) { // want refundOrUnknown:`handles a timeout`
	id, err := pay.Refund(ctx, orderID, 100)
	if isTimeout(err) {
		return "status: unknown", nil
	}
	return id, err
}

func isTimeout(err error) bool { // want isTimeout:`recognises a timeout in param \[0\]`
	var t interface{ Timeout() bool }
	if te, ok := err.(interface{ Timeout() bool }); ok {
		t = te
	}
	return t != nil && t.Timeout()
}

func Handle(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	case "issue_refund":
		var in struct {
			OrderID string `json:"order_id"`
		}
		if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
			return openai.ToolMessage("bad arguments: "+err.Error(), call.ID) // validation: silent
		}
		id, err := pay.Refund(ctx, in.OrderID, 100)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID) // want `a timeout from Refund is returned as a failure, but the refund may have happened`
		}
		return openai.ToolMessage(id, call.ID)
	case "send_receipt":
		if err := mail.Send(ctx, "o-1"); err != nil {
			return openai.ToolMessage("could not send: "+err.Error(), call.ID) // want `a timeout from Send is returned as a failure, but the receipt may have been sent`
		}
		return openai.ToolMessage("sent", call.ID)
	}
	return openai.ToolMessage("unknown tool", call.ID)
}

var WrappedTool = openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{
	Name:        "refund_wrapped",
	Description: openai.String("Issue a refund for an order."),
})

// The write's wrapper handles its timeout: silent.
func HandleWrapped(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	if call.Function.Name == "refund_wrapped" {
		out, err := refundOrUnknown(ctx, call.Function.Arguments)
		if err != nil {
			return openai.ToolMessage("error: "+err.Error(), call.ID)
		}
		return openai.ToolMessage(out, call.ID)
	}
	return openai.ToolMessage("unknown tool", call.ID)
}
