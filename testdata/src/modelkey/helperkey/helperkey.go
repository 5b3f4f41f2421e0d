// Package helperkey holds mcp-go tools whose model key has a fallback
// from a helper of another package (issue 10, H3), and a
// client_order_id, which is a key by its name (H4).
package helperkey

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"keys/exchange"
	"volatile/ids"
)

type Payments interface {
	Refund(ctx context.Context, orderID string, cents int64, idempotencyKey string) (string, error)
}

var (
	pay    Payments
	client *exchange.Client
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("refund_fallback",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("idempotency_key"), // want `refund_fallback takes its idempotency key "idempotency_key" from the model; a retry with a new key acts twice: derive the key inside the tool from order_id`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		key := req.GetString("idempotency_key", "")
		if key == "" {
			key = ids.NewString()
		}
		id, err := pay.Refund(ctx, req.GetString("order_id", ""), 100, key)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})

	s.AddTool(mcp.NewTool("place_order",
		mcp.WithString("client_order_id", mcp.Required()), // want `place_order takes its idempotency key "client_order_id" from the model; a retry with a new key acts twice: derive the key inside the tool from side`
		mcp.WithString("side", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		order := &exchange.Order{ClientOrderId: exchange.String(req.GetString("client_order_id", "")), Side: req.GetString("side", "")}
		if err := client.CreateOrder(ctx, &exchange.CreateOrderRequest{Order: order}); err != nil {
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

// RegisterUpdate takes a key the model chooses for an update that sets
// fields: a retry with a new key sets them again, and acts no more.
func RegisterUpdate(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("update_contact",
		mcp.WithString("contact_id", mcp.Required()),
		mcp.WithString("name", mcp.Required()),
		mcp.WithString("idempotency_key"),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		r, err := http.NewRequestWithContext(ctx, http.MethodPut, "https://contacts.example/"+req.GetString("contact_id", ""), strings.NewReader(req.GetString("name", "")))
		if err != nil {
			return nil, err
		}
		r.Header.Set("Idempotency-Key", req.GetString("idempotency_key", ""))
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			return nil, err
		}
		resp.Body.Close()
		return mcp.NewToolResultText("updated"), nil
	})
}
