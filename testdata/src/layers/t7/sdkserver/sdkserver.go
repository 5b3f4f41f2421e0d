package sdkserver

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"layers/t7/sdktools"
)

func Register(s *mcp.Server, p *sdktools.Payments) {
	mcp.AddTool(s, sdktools.RefundTool, sdktools.RefundHandler(p)) // want `tool issue_refund fw=go-sdk desc="Refund an order." params=order_id handler=RefundHandler\(\) hints=-`
}
