package mcpgo

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Struct schema: params are the fields in order, by json name (else Go
// name), skipping json:"-". The idem tags are only present, not reported.
type RefundArgs struct {
	OrderID     string `json:"order_id" jsonschema:"Order to refund"`
	AmountCents int64  `json:"amount_cents" jsonschema_description:"Amount in cents"`
	Reason      string `json:"reason,omitempty"`
	RequestKey  string `json:"request_key" idem:"key"`
	TraceID     string `json:"trace_id,omitempty" idem:"-"`
	Internal    string `json:"-"`
	Note        string
}

type ShipArgs struct {
	OrderID  string `json:"order_id"`
	Carrier  string `json:"carrier" jsonschema:"enum=dhl,enum=ups"`
	Tracking string `json:"tracking_number,omitempty" idem:"key"`
}

type ResendArgs struct {
	InvoiceID string `json:"invoice_id"`
	Email     string `json:"email,omitempty"`
}

type LookupArgs struct {
	CustomerID string `json:"customer_id"`
	Email      string `json:"email"`
}

type LookupResult struct {
	Name string `json:"name"`
}

// WithInputSchema[T]: params from T; plain handler literal.
func RegisterPartialRefund(s *server.MCPServer, pay Payments) {
	s.AddTool(mcp.NewTool("partial_refund", // want `tool partial_refund fw=mcp-go desc="Refund part of an order." params=order_id,amount_cents,reason,request_key,trace_id,Note handler=literal hints=-`
		mcp.WithDescription("Refund part of an order."),
		mcp.WithInputSchema[RefundArgs](),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var a RefundArgs
		if err := req.BindArguments(&a); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		id, err := pay.Refund(ctx, a.OrderID, a.AmountCents, a.RequestKey)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("refund " + id), nil
	})
}

// NewTypedToolHandler over a func literal; no schema options, so params
// come from the handler's args type.
func RegisterShip(s *server.MCPServer) {
	s.AddTool(
		mcp.NewTool("ship_order", mcp.WithDescription("Create a shipment for an order.")), // want `tool ship_order fw=mcp-go desc="Create a shipment for an order." params=order_id,carrier,tracking_number handler=literal hints=-`
		mcp.NewTypedToolHandler(func(ctx context.Context, req mcp.CallToolRequest, args ShipArgs) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("shipped " + args.OrderID), nil
		}),
	)
}

// NewTypedToolHandler over a named function.
func RegisterResend(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("resend_invoice", mcp.WithDescription("Email an invoice to the customer again.")), mcp.NewTypedToolHandler(resendInvoice)) // want `tool resend_invoice fw=mcp-go desc="Email an invoice to the customer again." params=invoice_id,email handler=resendInvoice hints=-`
}

func resendInvoice(ctx context.Context, req mcp.CallToolRequest, args ResendArgs) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("resent " + args.InvoiceID), nil
}

// NewStructuredToolHandler; the builder properties match the args struct.
func RegisterLookup(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("lookup_customer", // want `tool lookup_customer fw=mcp-go desc="Find a customer by id or email." params=customer_id,email handler=lookupCustomer hints=readOnly=true`
		mcp.WithDescription("Find a customer by id or email."),
		mcp.WithString("customer_id"),
		mcp.WithString("email"),
		mcp.WithOutputSchema[LookupResult](),
		mcp.WithReadOnlyHintAnnotation(true),
	), mcp.NewStructuredToolHandler(lookupCustomer))
}

func lookupCustomer(ctx context.Context, req mcp.CallToolRequest, args LookupArgs) (LookupResult, error) {
	return LookupResult{Name: args.CustomerID}, nil
}

// Options collected in a slice, appended to, then spread into NewTool.
func RegisterCancelSubscription(s *server.MCPServer, withProration bool) {
	opts := []mcp.ToolOption{
		mcp.WithDescription("Cancel a subscription."),
		mcp.WithString("subscription_id", mcp.Required()),
	}
	opts = append(opts, mcp.WithBoolean("at_period_end", mcp.DefaultBool(true)))
	opts = append(opts, mcp.WithDestructiveHintAnnotation(true))
	s.AddTool(mcp.NewTool("cancel_subscription", opts...), handleCancelSubscription) // want `tool cancel_subscription fw=mcp-go desc="Cancel a subscription." params=subscription_id,at_period_end handler=handleCancelSubscription hints=destructive=true`
}

func handleCancelSubscription(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("cancelled"), nil
}

// Tool built in a helper function, registered with a method value.
func refundTool() mcp.Tool {
	return mcp.NewTool("refund_charge", // want `tool refund_charge fw=mcp-go desc="Refund a card charge." params=charge_id,amount_cents handler=Handlers.handleRefund hints=-`
		mcp.WithDescription("Refund a card charge."),
		mcp.WithString("charge_id", mcp.Required()),
		mcp.WithNumber("amount_cents"),
	)
}

func (h *Handlers) handleRefund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := h.pay.Refund(ctx, req.GetString("charge_id", ""), int64(req.GetFloat("amount_cents", 0)), "")
	if err != nil {
		return mcp.NewToolResultErrorFromErr("refund failed", err), nil
	}
	return mcp.NewToolResultText(id), nil
}

func RegisterRefundCharge(s *server.MCPServer, h *Handlers) {
	s.AddTool(refundTool(), h.handleRefund)
}

// Per-session tool.
func RegisterSessionTools(s *server.MCPServer, sessionID string) error {
	return s.AddSessionTool(sessionID, mcp.NewTool("reset_password", // want `tool reset_password fw=mcp-go desc="Send a password reset link." params=user_id handler=handleResetPassword hints=-`
		mcp.WithDescription("Send a password reset link."),
		mcp.WithString("user_id", mcp.Required()),
	), handleResetPassword)
}

func handleResetPassword(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("sent"), nil
}

// A tool built by a helper that returns an empty tool on its error path.
func voidTool(schema []byte) mcp.Tool {
	if len(schema) == 0 {
		return mcp.Tool{}
	}
	return mcp.NewToolWithRawSchema("void_charge", "Void a card charge.", schema) // want `tool void_charge fw=mcp-go desc="Void a card charge." params=- handler=Handlers.handleVoid hints=-`
}

func (h *Handlers) handleVoid(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("voided"), nil
}

func RegisterVoidCharge(s *server.MCPServer, h *Handlers) {
	s.AddTool(voidTool([]byte(`{"type":"object"}`)), h.handleVoid)
}
