// Package mcpgolang holds github.com/metoro-io/mcp-golang tools: literals
// with and without a context, a method value, a handler and arguments of
// another package, and a computed name.
package mcpgolang

import (
	"context"
	"os"

	mcp_golang "github.com/metoro-io/mcp-golang"

	"inventory/mcpgolang/args"
)

type RefundArgs struct {
	OrderID     string `json:"order_id" jsonschema:"required,description=Order to refund"`
	AmountCents int64  `json:"amount_cents" jsonschema:"required,description=Amount in cents"`
	Reason      string `json:"reason" jsonschema:"description=Why"`
}

type Server struct{ mcp *mcp_golang.Server }

func (s *Server) Register() error {
	if err := s.mcp.RegisterTool("issue_refund", "Issue a refund for an order.", // want `tool issue_refund fw=mcp-golang desc="Issue a refund for an order." params=order_id,amount_cents,reason handler=literal hints=-`
		func(ctx context.Context, in RefundArgs) (*mcp_golang.ToolResponse, error) {
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("refunded")), nil
		}); err != nil {
		return err
	}
	if err := s.mcp.RegisterTool("get_order", "Show an order.", s.getOrder); err != nil { // want `tool get_order fw=mcp-golang desc="Show an order." params=order_id handler=Server.getOrder hints=-`
		return err
	}
	if err := s.mcp.RegisterTool("list_pods", "List pods.", args.ListPods); err != nil { // want `tool list_pods fw=mcp-golang desc="List pods." params=namespace,label handler=ListPods hints=-`
		return err
	}
	return s.mcp.RegisterTool(os.Getenv("TOOL"), "Computed.", func(in struct{}) (*mcp_golang.ToolResponse, error) { // want `tool <dynamic> fw=mcp-golang desc="Computed." params=- handler=literal hints=-`
		return nil, nil
	})
}

type OrderArgs struct {
	OrderID string `json:"order_id"`
}

func (s *Server) getOrder(in OrderArgs) (*mcp_golang.ToolResponse, error) {
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(in.OrderID)), nil
}

// Removing a tool declares none.
func NotATool(s *mcp_golang.Server) error {
	return s.DeregisterTool("issue_refund")
}
