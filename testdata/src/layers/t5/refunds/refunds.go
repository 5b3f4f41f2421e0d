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
