// Package server declares go-sdk tools whose handlers are methods of
// package handlers (T2): their descriptions are checked here, from the
// facts about the handlers.
package server

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"retrydoc/t2gosdk/handlers"
)

func Register(s *mcp.Server, b *handlers.Bank) {
	mcp.AddTool(s, &mcp.Tool{
		Name:        "transfer_funds",
		Description: "Move money between accounts.", // want `^the description of transfer_funds does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."$`
	}, b.Transfer)

	// The model chooses the key: not safe.
	mcp.AddTool(s, &mcp.Tool{
		Name:        "issue_refund",
		Description: "Refund an order.", // want `^the description of issue_refund does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Not safe to retry blindly: check whether it took effect before calling again."$`
	}, b.Refund)

	// The key is the tool's own: safe.
	mcp.AddTool(s, &mcp.Tool{
		Name:        "issue_refund_safe",
		Description: "Refund an order.", // want `^the description of issue_refund_safe does not say whether retrying is safe; after a timeout the agent guesses and may repeat the write: add a sentence such as "Safe to retry: calling again with the same arguments returns the original result."$`
	}, b.SafeRefund)

	// A GET: silent.
	mcp.AddTool(s, &mcp.Tool{Name: "get_refund", Description: "Look up a refund."}, b.Lookup)
}
