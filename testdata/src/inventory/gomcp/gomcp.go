// Package gomcp holds github.com/ThinkInAIXYZ/go-mcp tools: NewTool with
// an input struct, a raw schema, a Tool literal with annotations, hints
// assigned after NewTool, a method value, a registration closure, and a
// handler with a middleware.
package gomcp

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type RefundRequest struct {
	OrderID     string `json:"order_id" description:"Order to refund"`
	AmountCents int64  `json:"amount_cents" description:"Amount in cents"`
	Reason      string `json:"reason,omitempty"`
	Note        string `json:"note" required:"false"`
}

type Service struct{}

func (s *Service) Register(srv *server.Server) error {
	tool, err := protocol.NewTool("issue_refund", "Issue a refund for an order.", RefundRequest{}) // want `tool issue_refund fw=go-mcp desc="Issue a refund for an order." params=order_id,amount_cents,reason,note handler=Service.refund hints=idempotent=false`
	if err != nil {
		return err
	}
	notIdempotent := false
	tool.Annotations = &protocol.ToolAnnotations{IdempotentHint: &notIdempotent}
	srv.RegisterTool(tool, s.refund)

	raw := protocol.NewToolWithRawSchema("get_weather", "Get the weather.", // want `tool get_weather fw=go-mcp desc="Get the weather." params=city handler=literal hints=-`
		json.RawMessage(`{"type":"object","properties":{"city":{"type":"string"}},"required":["city"]}`))
	srv.RegisterTool(raw, func(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
		return &protocol.CallToolResult{Content: []protocol.Content{&protocol.TextContent{Type: "text", Text: "sunny"}}}, nil
	}, server.TimeoutMiddleware(10*time.Second))

	readOnly := true
	srv.RegisterTool(&protocol.Tool{ // want `tool list_orders fw=go-mcp desc="List orders." params=- handler=Service.list hints=readOnly=true`
		Name:        "list_orders",
		Description: "List orders.",
		Annotations: &protocol.ToolAnnotations{ReadOnlyHint: &readOnly},
	}, s.list)

	// A registration closure, as servers with many tools write one.
	reg := func(tool *protocol.Tool, h server.ToolHandlerFunc) error {
		if tool == nil {
			return fmt.Errorf("no tool")
		}
		srv.RegisterTool(tool, h)
		return nil
	}
	teams, _ := protocol.NewTool("list_teams", "List teams.", struct{}{}) // want `tool list_teams fw=go-mcp desc="List teams." params=- handler=Service.list hints=-`
	return reg(teams, s.list)
}

func (s *Service) refund(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var in RefundRequest
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &in); err != nil {
		return protocol.NewCallToolResult([]protocol.Content{&protocol.TextContent{Type: "text", Text: err.Error()}}, true), nil
	}
	return &protocol.CallToolResult{}, nil
}

func (s *Service) list(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	return &protocol.CallToolResult{}, nil
}
