// Package gomcp holds github.com/ThinkInAIXYZ/go-mcp tools, a write
// without a key and a read.
package gomcp

import (
	"context"
	"io"
	"net/http"
	"strings"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type TicketRequest struct {
	Subject string `json:"subject" description:"Ticket subject"`
}

type OrderRequest struct {
	OrderID string `json:"order_id"`
}

type Service struct{}

func (s *Service) Register(srv *server.Server) error {
	ticket, err := protocol.NewTool("create_ticket", "Open a support ticket.", TicketRequest{})
	if err != nil {
		return err
	}
	srv.RegisterTool(ticket, s.createTicket)
	order, err := protocol.NewTool("get_order", "Show an order.", OrderRequest{})
	if err != nil {
		return err
	}
	srv.RegisterTool(order, s.getOrder)
	return nil
}

// A POST with no key and no lookup: reported.
func (s *Service) createTicket(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var in TicketRequest
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &in); err != nil {
		return nil, err
	}
	resp, err := http.Post("https://tickets.example/new", "text/plain", strings.NewReader(in.Subject)) // want `create_ticket calls http.Post with no idempotency key and no ledger lookup before it; a retried call creates a duplicate`
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return &protocol.CallToolResult{Content: []protocol.Content{&protocol.TextContent{Type: "text", Text: "opened"}}}, nil
}

// A read: silent.
func (s *Service) getOrder(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var in OrderRequest
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &in); err != nil {
		return nil, err
	}
	resp, err := http.Get("https://shop.example/orders/" + in.OrderID)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return &protocol.CallToolResult{Content: []protocol.Content{&protocol.TextContent{Type: "text", Text: string(body)}}}, nil
}
