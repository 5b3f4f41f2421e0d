package server

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"layers/t2sdk/handlers"
)

func Register(s *mcp.Server, p *handlers.Payments) {
	mcp.AddTool(s, &mcp.Tool{Name: "issue_refund", Description: "Refund an order."}, p.Refund) // want `tool issue_refund fw=go-sdk desc="Refund an order." params=order_id handler=Payments.Refund hints=-`
	s.AddTool(&mcp.Tool{Name: "raw_refund", Description: "Refund an order."}, p.Raw)           // want `tool raw_refund fw=go-sdk desc="Refund an order." params=- handler=Payments.Raw hints=-`
}
