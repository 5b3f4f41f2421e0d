// Package mcpgo declares billing tools with github.com/mark3labs/mcp-go.
package mcpgo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Billing is the backend the tools write to.
type Billing interface {
	CreateInvoice(ctx context.Context, customerID string, cents int64, currency string) (string, error)
	CancelSubscription(ctx context.Context, subscriptionID, reason string) error
	UpdateAddress(ctx context.Context, orderID string, addr Address) error
	FindCustomer(ctx context.Context, email string) (string, error)
}

// Address is a postal address.
type Address struct {
	Street     string
	City       string
	PostalCode string
}

const lookupCustomerDesc = "Look up a customer by email address."

// Register adds every billing tool to s.
func Register(s *server.MCPServer, b Billing) {
	// Builder options and a func-literal handler.
	createInvoice := mcp.NewTool("create_invoice",
		mcp.WithDescription("Create and send an invoice to a customer."),
		mcp.WithString("customer_id", mcp.Required(), mcp.Description("Customer to bill")),
		mcp.WithNumber("amount_cents", mcp.Required(), mcp.Description("Amount in cents")),
		mcp.WithString("currency", mcp.Enum("usd", "eur", "gbp")),
		mcp.WithBoolean("send_email", mcp.Description("Email the invoice to the customer")),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(false),
	)
	s.AddTool(createInvoice, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		customerID, err := req.RequireString("customer_id")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		id, err := b.CreateInvoice(ctx, customerID, int64(req.GetFloat("amount_cents", 0)), req.GetString("currency", "usd"))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("invoice " + id), nil
	})

	// Raw JSON schema and a named handler function.
	s.AddTool(mcp.NewToolWithRawSchema("cancel_subscription",
		"Cancel a customer's subscription at the end of the billing period.",
		json.RawMessage(`{
			"type": "object",
			"properties": {
				"subscription_id": {"type": "string", "description": "Subscription to cancel"},
				"reason": {"type": "string"}
			},
			"required": ["subscription_id"]
		}`)), cancelSubscriptionHandler(b))

	// Struct input schema and a typed method handler.
	h := &handlers{billing: b}
	s.AddTool(mcp.NewTool("update_shipping_address",
		mcp.WithDescription("Change the shipping address of an open order."),
		mcp.WithInputSchema[UpdateAddressArgs](),
	), mcp.NewTypedToolHandler(h.updateAddress))

	// Tool literal inside a ServerTool, with a constant description.
	s.AddTools(server.ServerTool{
		Tool: mcp.Tool{
			Name:        "lookup_customer",
			Description: lookupCustomerDesc,
			InputSchema: mcp.ToolInputSchema{
				Type: "object",
				Properties: map[string]any{
					"email": map[string]any{"type": "string", "description": "Customer email"},
				},
				Required: []string{"email"},
			},
			Annotations: mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)},
		},
		Handler: h.lookupCustomer,
	})
}

type cancelArgs struct {
	SubscriptionID string `json:"subscription_id"`
	Reason         string `json:"reason"`
}

func cancelSubscriptionHandler(b Billing) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args cancelArgs
		if err := req.BindArguments(&args); err != nil {
			return mcp.NewToolResultErrorFromErr("bad arguments", err), nil
		}
		if err := b.CancelSubscription(ctx, args.SubscriptionID, args.Reason); err != nil {
			return mcp.NewToolResultErrorf("cancel failed: %v", err), nil
		}
		return mcp.NewToolResultText("cancelled"), nil
	}
}

// UpdateAddressArgs is the input of update_shipping_address.
type UpdateAddressArgs struct {
	OrderID    string `json:"order_id" jsonschema:"Order to update"`
	Street     string `json:"street"`
	City       string `json:"city"`
	PostalCode string `json:"postal_code" jsonschema_description:"Postal or ZIP code"`
	Internal   string `json:"-"`
}

type handlers struct {
	billing Billing
}

func (h *handlers) updateAddress(ctx context.Context, req mcp.CallToolRequest, a UpdateAddressArgs) (*mcp.CallToolResult, error) {
	err := h.billing.UpdateAddress(ctx, a.OrderID, Address{Street: a.Street, City: a.City, PostalCode: a.PostalCode})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("order %s updated", a.OrderID)), nil
}

func (h *handlers) lookupCustomer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := h.billing.FindCustomer(ctx, req.GetString("email", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(id), nil
}
