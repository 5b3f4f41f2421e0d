package openaigo

import (
	"context"
	"encoding/json"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/responses"
)

type Mailer interface {
	SendReceipt(ctx context.Context, orderID, email string) error
}

// Responses API: the union with a FunctionToolParam literal.
var ReceiptTool = responses.ToolUnionParam{OfFunction: &responses.FunctionToolParam{ // want `tool resend_receipt fw=openai-go desc="Email the receipt for an order again." params=order_id,email handler=case hints=-`
	Name:        "resend_receipt",
	Description: openai.String("Email the receipt for an order again."),
	Parameters: map[string]any{
		"type": "object",
		"properties": map[string]any{
			"order_id": map[string]any{"type": "string"},
			"email":    map[string]any{"type": "string", "format": "email"},
		},
		"required":             []string{"order_id", "email"},
		"additionalProperties": false,
	},
	Strict: openai.Bool(true),
}}

var shippingFeeParams = map[string]any{
	"type": "object",
	"properties": map[string]any{
		"order_id": map[string]any{"type": "string"},
	},
	"required":             []string{"order_id"},
	"additionalProperties": false,
}

// Responses API: the constructor, which takes no description.
var ShippingFeeTool = responses.ToolParamOfFunction("refund_shipping_fee", shippingFeeParams, true) // want `tool refund_shipping_fee fw=openai-go desc=<none> params=order_id handler=refundShippingFee hints=-`

func ResponseParams(input string) responses.ResponseNewParams {
	return responses.ResponseNewParams{
		Model: openai.ChatModelGPT4o,
		Input: responses.ResponseNewParamsInputUnion{OfString: openai.String(input)},
		Tools: []responses.ToolUnionParam{ReceiptTool, ShippingFeeTool},
	}
}

// Dispatch on the Responses function call's name; the output goes back as a
// function_call_output item.
func HandleFunctionCall(ctx context.Context, mail Mailer, pay Payments, call responses.ResponseFunctionToolCall) responses.ResponseInputItemUnionParam {
	switch call.Name {
	case "resend_receipt":
		var in struct {
			OrderID string `json:"order_id"`
			Email   string `json:"email"`
		}
		out := "sent"
		if err := json.Unmarshal([]byte(call.Arguments), &in); err != nil {
			out = "error: " + err.Error()
		} else if err := mail.SendReceipt(ctx, in.OrderID, in.Email); err != nil {
			out = "error: " + err.Error()
		}
		item := responses.ResponseInputItemParamOfFunctionCallOutput(out)
		item.OfFunctionCallOutput.CallID = openai.String(call.CallID)
		return item
	case "refund_shipping_fee":
		return refundShippingFee(ctx, pay, call)
	}
	item := responses.ResponseInputItemParamOfFunctionCallOutput("unknown tool")
	item.OfFunctionCallOutput.CallID = openai.String(call.CallID)
	return item
}

func refundShippingFee(ctx context.Context, pay Payments, call responses.ResponseFunctionToolCall) responses.ResponseInputItemUnionParam {
	var in struct {
		OrderID string `json:"order_id"`
	}
	out := ""
	if err := json.Unmarshal([]byte(call.Arguments), &in); err != nil {
		out = "error: " + err.Error()
	} else if id, err := pay.Refund(ctx, in.OrderID, 499, call.CallID); err != nil {
		out = "error: " + err.Error()
	} else {
		out = "refund " + id
	}
	item := responses.ResponseInputItemParamOfFunctionCallOutput(out)
	item.OfFunctionCallOutput.CallID = openai.String(call.CallID)
	return item
}

func RunResponses(ctx context.Context, client openai.Client, mail Mailer, pay Payments, input string) (string, error) {
	resp, err := client.Responses.New(ctx, ResponseParams(input))
	if err != nil {
		return "", err
	}
	var outputs responses.ResponseInputParam
	for _, item := range resp.Output {
		if item.Type == "function_call" {
			outputs = append(outputs, HandleFunctionCall(ctx, mail, pay, item.AsFunctionCall()))
		}
	}
	if len(outputs) == 0 {
		return resp.OutputText(), nil
	}
	next := ResponseParams(input)
	next.Input = responses.ResponseNewParamsInputUnion{OfInputItemList: outputs}
	next.PreviousResponseID = openai.String(resp.ID)
	resp, err = client.Responses.New(ctx, next)
	if err != nil {
		return "", err
	}
	return resp.OutputText(), nil
}
