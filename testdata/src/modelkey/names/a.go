// Package names holds a tool whose key has a name the configuration adds.
package names

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Payments interface {
	Charge(ctx context.Context, card string, cents int64, ref string) (string, error)
}

var pay Payments

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("charge_card",
		mcp.WithString("card", mcp.Required()),
		mcp.WithInteger("cents", mcp.Required()),
		mcp.WithString("txn_ref"), // want `charge_card takes its idempotency key "txn_ref" from the model; a retry with a new key acts twice: derive the key inside the tool from card, cents`
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := pay.Charge(ctx, req.GetString("card", ""), int64(req.GetInt("cents", 0)), req.GetString("txn_ref", ""))
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(id), nil
	})
}
