// Package tools declares tools as package-level variables and functions
// and their handlers as closures returned by factories (T7); package
// server pairs them, and the checks of a declaration run there.
package tools

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/http"

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

var ChargeDocumentedTool = mcp.NewTool("charge_documented",
	mcp.WithDescription("Charge an order. Not safe to retry: check the order first."),
	mcp.WithString("order_id", mcp.Required()),
)

func ChargeHandler(p Payments) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := p.Charge(ctx, req.GetString("order_id", ""), 100)
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

// RefundHandler derives its key from the order: safe to retry.
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

var GetOrderTool = mcp.NewTool("get_order",
	mcp.WithDescription("Look up an order."),
	mcp.WithString("order_id", mcp.Required()),
)

// GetOrderHandler only reads.
func GetOrderHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		resp, err := http.Get("https://shop.example/orders/" + req.GetString("order_id", ""))
		if err != nil {
			return nil, err
		}
		defer resp.Body.Close()
		return mcp.NewToolResultText(resp.Status), nil
	}
}

// Factories that return a function or method of this package by name
// (a method value, a named function, a method value held in a local
// variable): the body is that function's, and what it does reaches the
// server through facts on the factory.
var ChargeByNameTool = mcp.NewTool("charge_by_name",
	mcp.WithDescription("Charge an order."),
	mcp.WithString("order_id", mcp.Required()),
)

type Charger struct{ Pay Payments }

func ChargeByNameHandler(p Payments) server.ToolHandlerFunc {
	c := &Charger{Pay: p}
	return c.charge
}

func (c *Charger) charge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := c.Pay.Charge(ctx, req.GetString("order_id", ""), 100)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(id), nil
}

var NotifyTool = mcp.NewTool("notify_order",
	mcp.WithDescription("Tell the shop about an order."),
	mcp.WithString("order_id", mcp.Required()),
)

func NotifyHandler() server.ToolHandlerFunc { return notify }

func notify(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Post("https://shop.example/notify/"+req.GetString("order_id", ""), "text/plain", nil)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

var ChargeHeldTool = mcp.NewTool("charge_held",
	mcp.WithDescription("Charge an order."),
	mcp.WithString("order_id", mcp.Required()),
)

func (c *Charger) ChargeHeldHandler() server.ToolHandlerFunc {
	h := c.charge
	return h
}

// Not reported: a factory that returns a read by name, and one that
// returns nil.
var LookupTool = mcp.NewTool("lookup_order",
	mcp.WithDescription("Look up an order."),
	mcp.WithString("order_id", mcp.Required()),
)

func LookupHandler() server.ToolHandlerFunc { return lookup }

func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://shop.example/orders/" + req.GetString("order_id", ""))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func NilHandler() server.ToolHandlerFunc { return nil }
