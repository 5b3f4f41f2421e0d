// Package server registers tools declared in billing, handlers of
// package handlers (T2: checked here from the facts about them) and a
// thin wrapper (H2).
package server

import (
	"context"
	"log"

	"example.com/layers/billing"
	"example.com/layers/handlers"
	"example.com/layers/pay"
	"example.com/layers/toolkit"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, chat *handlers.Chat, logger *log.Logger) {
	toolkit.Register(s, billing.Refund, billing.Status)
	s.AddTool(mcp.NewTool("chat_refund",
		mcp.WithDescription("Refund an order from a chat."),
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true),
	), chat.PostRefund)
	s.AddTool(mcp.NewTool("chat_status",
		mcp.WithDescription("Show an order's status from a chat."),
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
		mcp.WithIdempotentHintAnnotation(true),
	), chat.Status)
	toolkit.Bind(s, mcp.NewTool("create_refund",
		mcp.WithDescription("Create a refund."),
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return createRefund(ctx, req, logger)
	})
}

func createRefund(ctx context.Context, req mcp.CallToolRequest, logger *log.Logger) (*mcp.CallToolResult, error) {
	if err := pay.Refund(ctx, req.GetString("order_id", "")); err != nil {
		logger.Print(err)
		return nil, err
	}
	return mcp.NewToolResultText("created"), nil
}
