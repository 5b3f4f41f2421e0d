package refunds

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"layers/t5/i18n"
)

type In struct {
	OrderID string `json:"order_id"`
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "issue_refund", Description: i18n.T("TOOL_ISSUE_REFUND_DESCRIPTION", "Refund an order.")}, refund) // want `tool issue_refund fw=go-sdk desc="Refund an order." params=order_id handler=refund hints=-`
}

func refund(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	return nil, nil, nil
}

// RegisterWith takes the translation function as a parameter (T5 through
// a value of a named function type).
func RegisterWith(s *mcp.Server, t i18n.Helper, u i18n.Upper) {
	mcp.AddTool(s, &mcp.Tool{Name: "cancel_order", Description: t("TOOL_CANCEL_ORDER_DESCRIPTION", "Cancel an order.")}, refund) // want `tool cancel_order fw=go-sdk desc="Cancel an order." params=order_id handler=refund hints=-`
	mcp.AddTool(s, &mcp.Tool{Name: "shout_order", Description: u("KEY", "Shout.")}, refund)                                      // want `tool shout_order fw=go-sdk desc=<dynamic> params=order_id handler=refund hints=-`
}
