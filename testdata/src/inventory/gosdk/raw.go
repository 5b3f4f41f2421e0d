package gosdk

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

const voidDesc = "Void an unpaid invoice."

// Raw registration with a *jsonschema.Schema: params are the Properties
// keys in source order.
func RegisterVoidInvoice(s *mcp.Server) {
	s.AddTool(&mcp.Tool{ // want `tool void_invoice fw=go-sdk desc="Void an unpaid invoice." params=invoice_id,reason,notify handler=literal hints=destructive=true,idempotent=true`
		Name:        "void_invoice",
		Description: voidDesc,
		InputSchema: &jsonschema.Schema{
			Type: "object",
			Properties: map[string]*jsonschema.Schema{
				"invoice_id": {Type: "string", Description: "Invoice to void"},
				"reason":     {Type: "string", Enum: []any{"duplicate", "fraud"}},
				"notify": {
					Type:       "object",
					Properties: map[string]*jsonschema.Schema{"email": {Type: "string"}},
				},
			},
			Required: []string{"invoice_id"},
		},
		Annotations: &mcp.ToolAnnotations{DestructiveHint: new(true), IdempotentHint: true},
	}, func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in struct {
			InvoiceID string `json:"invoice_id"`
		}
		if err := json.Unmarshal(req.Params.Arguments, &in); err != nil {
			return nil, err
		}
		res := &mcp.CallToolResult{}
		if in.InvoiceID == "" {
			res.SetError(context.Canceled)
			return res, nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "voided"}}}, nil
	})
}

// Raw registration with a json.RawMessage schema and a named raw handler.
func RegisterTransfer(s *mcp.Server) {
	s.AddTool(&mcp.Tool{ // want `tool transfer_funds fw=go-sdk desc="Move money between two accounts." params=from_account,to_account,amount_cents handler=transferFunds hints=-`
		Name:        "transfer_funds",
		Description: "Move money between two accounts.",
		InputSchema: json.RawMessage(`{"type":"object","properties":{"from_account":{"type":"string"},"to_account":{"type":"string"},"amount_cents":{"type":"integer"}},"required":["from_account","to_account","amount_cents"]}`),
	}, transferFunds)
}

func transferFunds(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
}

type Admin struct{}

func (a *Admin) deleteUser(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, nil
}

// Raw registration with a map[string]any schema and a method value handler.
func RegisterDeleteUser(s *mcp.Server, a *Admin) {
	tool := &mcp.Tool{ // want `tool delete_user fw=go-sdk desc="Delete a user account." params=user_id,hard_delete handler=Admin.deleteUser hints=readOnly=false,destructive=true`
		Name:        "delete_user",
		Description: "Delete a user account.",
		InputSchema: map[string]any{
			"type": "object",
			"properties": map[string]any{
				"user_id":     map[string]any{"type": "string"},
				"hard_delete": map[string]any{"type": "boolean"},
			},
			"required": []string{"user_id"},
		},
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: false, DestructiveHint: ptr(true)},
	}
	s.AddTool(tool, a.deleteUser)
}

func NewServer(pay Payments) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "payments", Version: "v1.0.0"}, &mcp.ServerOptions{HasTools: true})
	RegisterRefund(s, pay)
	s.RemoveTools("draft_reply")
	return s
}

func Run(ctx context.Context, s *mcp.Server) error {
	return s.Run(ctx, &mcp.StdioTransport{})
}
