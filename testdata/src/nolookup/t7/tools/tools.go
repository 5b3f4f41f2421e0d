// Package tools declares tools as package-level variables and their
// handlers as closures returned by factories (T7): the closures' bodies
// are checked here.
package tools

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
	Charge(ctx context.Context, orderID string, cents int64) (string, error)
}

var ChargeTool = mcp.NewTool("charge_order",
	mcp.WithDescription("Charge an order."),
	mcp.WithString("order_id", mcp.Required()),
)

// ChargeHandler's closure has no key and no ledger: a retry charges twice.
func ChargeHandler(p Payments) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := p.Charge(ctx, req.GetString("order_id", ""), 100) // want `^the handler returned by ChargeHandler calls Charge with no idempotency key and no ledger lookup before it; a retried call acts twice$`
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	}
}

func RefundTool() mcp.Tool {
	return mcp.NewTool("issue_refund",
		mcp.WithDescription("Refund an order."),
		mcp.WithString("order_id", mcp.Required()),
	)
}

type Server struct{ Pay Payments }

// RefundHandler (a method) derives its key from the order: silent.
func (s *Server) RefundHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		orderID := req.GetString("order_id", "")
		sum := sha256.Sum256(fmt.Appendf(nil, "refund|%q", orderID))
		id, err := s.Pay.Refund(ctx, orderID, 100, hex.EncodeToString(sum[:]))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	}
}

var ChargeByNameTool = mcp.NewTool("charge_by_name",
	mcp.WithDescription("Charge an order."),
	mcp.WithString("order_id", mcp.Required()),
)

type Charger struct{ Pay Payments }

// ChargeByNameHandler returns a method value: the method is the handler
// body, checked here.
func ChargeByNameHandler(p Payments) server.ToolHandlerFunc {
	c := &Charger{Pay: p}
	return c.charge
}

func (c *Charger) charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := c.Pay.Charge(ctx, req.GetString("order_id", ""), 100) // want `^the handler \(\*Charger\)\.charge calls Charge with no idempotency key and no ledger lookup before it; a retried call acts twice$`
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(id), nil
}
