package statecheck

import (
	"context"
	"errors"
	"net/http"

	"nolookup/statecheck/accounts"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// OrderBook is a payment provider's resource; each Create makes a new
// order.
type OrderBook struct{ hc *http.Client }

func (o *OrderBook) Create(ctx context.Context, payload map[string]any) (string, error) {
	resp, err := o.hc.Post("https://pay.example/v1/orders", "application/json", nil)
	if err != nil {
		return "", err
	}
	return "order_1", resp.Body.Close()
}

type Client struct{ Orders *OrderBook }

// clientFor returns the client of the call's account: it reads the
// context, not the state of any order.
func clientFor(ctx context.Context, def *Client) (*Client, error) {
	if def != nil {
		return def, nil
	}
	c, ok := accounts.ClientFromContext(ctx).(*Client)
	if !ok {
		return nil, errors.New("no client for this account")
	}
	return c, nil
}

// A validator that fills the payload and gathers what is wrong.
type validator struct{ errs []error }

func (v *validator) requireFloat(req mcp.CallToolRequest, into map[string]any, name string) *validator {
	into[name] = req.GetFloat(name, 0)
	return v
}

func (v *validator) result() *mcp.CallToolResult {
	if len(v.errs) == 0 {
		return nil
	}
	return mcp.NewToolResultText("invalid arguments")
}

var defaultClient *Client

func RegisterClientOf(s *server.MCPServer) {
	// Neither the failed lookup of the client nor the validator's early
	// answer checks the state of an order: the create is unprotected.
	s.AddTool(mcp.NewTool("create_order", mcp.WithNumber("amount")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			client, err := clientFor(ctx, defaultClient)
			if err != nil {
				return mcp.NewToolResultText("no account: " + err.Error()), nil
			}
			payload := map[string]any{}
			v := (&validator{}).requireFloat(req, payload, "amount")
			if res := v.result(); res != nil {
				return res, nil
			}
			id, err := client.Orders.Create(ctx, payload) // want `create_order calls Create with no idempotency key and no ledger lookup before it`
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(id), nil
		})
}
