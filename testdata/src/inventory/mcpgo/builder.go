// Package mcpgo holds mcp-go tool declarations in ordinary and unusual shapes.
package mcpgo

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, key string) (string, error)
}

const refundDesc = "Issue a refund for an order."

const noRetry = "Do not retry on timeout."

// Builder options, description in a named const, annotations set explicitly.
func RegisterRefund(s *server.MCPServer, pay Payments) {
	tool := mcp.NewTool("issue_refund", // want `tool issue_refund fw=mcp-go desc="Issue a refund for an order." params=order_id,amount_cents,idempotency_key handler=literal hints=destructive=false,idempotent=false`
		mcp.WithDescription(refundDesc),
		mcp.WithString("order_id", mcp.Required(), mcp.Description("Order to refund")),
		mcp.WithNumber("amount_cents", mcp.Required(), mcp.Description("Amount in cents"), mcp.Min(1)),
		mcp.WithString("idempotency_key", mcp.Description("Unique key for this refund")),
		mcp.WithDestructiveHintAnnotation(false),
		mcp.WithIdempotentHintAnnotation(false),
	)
	s.AddTool(tool, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID, err := req.RequireString("order_id")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		id, err := pay.Refund(ctx, orderID, int64(req.GetFloat("amount_cents", 0)), req.GetString("idempotency_key", ""))
		if errors.Is(err, context.DeadlineExceeded) {
			return nil, err
		}
		if err != nil {
			return mcp.NewToolResultErrorFromErr("refund failed", err), nil
		}
		return mcp.NewToolResultText("refund " + id), nil
	})
}

// Description built from a constant concatenation; named function handler.
func RegisterSendEmail(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("send_email", // want `tool send_email fw=mcp-go desc="Send an email to a customer. Do not retry on timeout." params=to,subject,body handler=handleSendEmail hints=-`
		mcp.WithDescription("Send an email to a customer. "+noRetry),
		mcp.WithString("to", mcp.Required(), mcp.Pattern(`^[^@]+@[^@]+$`)),
		mcp.WithString("subject", mcp.Required(), mcp.MaxLength(200)),
		mcp.WithString("body", mcp.Required()),
	), handleSendEmail)
}

func handleSendEmail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	to := req.GetString("to", "")
	if to == "" {
		return mcp.NewToolResultErrorf("missing recipient %q", "to"), nil
	}
	return mcp.NewToolResultText("sent"), nil
}

// Every property kind; nested object properties are not top-level params.
func RegisterBulkTag(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("bulk_tag_orders", // want `tool bulk_tag_orders fw=mcp-go desc="Attach tags to many orders at once." params=order_ids,tags,metadata,limit,dry_run,payload handler=literal hints=idempotent=true`
		mcp.WithDescription("Attach tags to many orders at once."),
		mcp.WithToolTitle("Bulk tag orders"),
		mcp.WithArray("order_ids", mcp.Required(), mcp.WithStringItems(mcp.MinLength(1))),
		mcp.WithArray("tags", mcp.WithStringEnumItems([]string{"vip", "fraud", "gift"})),
		mcp.WithObject("metadata", mcp.Properties(map[string]any{
			"source": map[string]any{"type": "string"},
			"actor":  map[string]any{"type": "string"},
		})),
		mcp.WithInteger("limit", mcp.Min(1), mcp.Max(500), mcp.DefaultNumber(100)),
		mcp.WithBoolean("dry_run", mcp.DefaultBool(true)),
		mcp.WithAny("payload", mcp.Description("Opaque payload")),
		mcp.WithIdempotentHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ids := req.GetStringSlice("order_ids", nil)
		return mcp.NewToolResultText(fmt.Sprintf("tagged %d orders", len(ids))), nil
	})
}

// Dynamic description.
func RegisterPurge(s *server.MCPServer, kind string) {
	s.AddTool(mcp.NewTool("purge_records", // want `tool purge_records fw=mcp-go desc=<dynamic> params=older_than_days handler=literal hints=destructive=true`
		mcp.WithDescription(fmt.Sprintf("Delete %s records older than N days.", kind)),
		mcp.WithInteger("older_than_days", mcp.Required()),
		mcp.WithDestructiveHintAnnotation(true),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		days, err := req.RequireInt("older_than_days")
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprint(days)), nil
	})
}

// Read-only annotations via the single-field options; no description at all.
func RegisterBalance(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_balance", // want `tool get_balance fw=mcp-go desc=<none> params=account_id handler=handleGetBalance hints=readOnly=true,openWorld=false`
		mcp.WithString("account_id", mcp.Required()),
		mcp.WithOpenWorldHintAnnotation(false),
		mcp.WithReadOnlyHintAnnotation(true),
	), handleGetBalance)
}

func handleGetBalance(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultStructured(map[string]any{"balance": 0}, "0"), nil
}

// WithToolAnnotation replaces the whole annotation struct: the earlier
// WithIdempotentHintAnnotation(true) is discarded, only readOnly stays set.
func RegisterListInvoices(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_invoices", // want `tool list_invoices fw=mcp-go desc="List the invoices of a customer." params=customer_id,status handler=handleListInvoices hints=readOnly=true`
		mcp.WithDescription("List the invoices of a customer."),
		mcp.WithString("customer_id", mcp.Required()),
		mcp.WithString("status", mcp.Enum("open", "paid", "void"), mcp.DefaultString("open")),
		mcp.WithIdempotentHintAnnotation(true),
		mcp.WithToolAnnotation(mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)}),
	), handleListInvoices)
}

func handleListInvoices(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultJSON([]string{})
}

// Declared but never registered in this package.
var archiveOrderTool = mcp.NewTool("archive_order", // want `tool archive_order fw=mcp-go desc="Archive a closed order." params=order_id handler=none hints=-`
	mcp.WithDescription("Archive a closed order."),
	mcp.WithString("order_id", mcp.Required()),
)
