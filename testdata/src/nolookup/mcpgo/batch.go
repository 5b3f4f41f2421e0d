package mcpgo

import (
	"context"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterBatch holds a tool that charges each order in a goroutine of
// its own: one report, at the charge, not another at the go statement.
func RegisterBatch(s *server.MCPServer, pay Payments) {
	s.AddTool(mcp.NewTool("charge_orders", mcp.WithArray("orders", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			orders := req.GetStringSlice("orders", nil)
			ids := make([]string, len(orders))
			var wg sync.WaitGroup
			for i, order := range orders {
				wg.Add(1)
				go func(i int, order string) {
					defer wg.Done()
					ids[i], _ = pay.Charge(ctx, order, 100) // want `^charge_orders calls Charge with no idempotency key and no ledger lookup before it`
				}(i, order)
			}
			wg.Wait()
			return mcp.NewToolResultText("charged"), nil
		})
}
