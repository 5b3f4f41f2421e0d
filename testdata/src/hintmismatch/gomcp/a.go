// Package gomcp holds github.com/ThinkInAIXYZ/go-mcp tools whose hints
// contradict what they do, in a Tool literal and assigned after NewTool.
package gomcp

import (
	"context"
	"net/http"

	"github.com/ThinkInAIXYZ/go-mcp/protocol"
	"github.com/ThinkInAIXYZ/go-mcp/server"
)

type Tickets interface {
	Create(ctx context.Context, subject string) (string, error)
}

var tickets Tickets

type TicketRequest struct {
	Subject string `json:"subject"`
}

func boolPtr(b bool) *bool { return &b }

func Register(srv *server.Server) error {
	srv.RegisterTool(&protocol.Tool{
		Name:        "create_ticket",
		Description: "Open a support ticket.",
		Annotations: &protocol.ToolAnnotations{
			ReadOnlyHint: boolPtr(true), // want `create_ticket is annotated readOnlyHint: true but it writes \(Create\)`
		},
	}, createTicket)

	tool, err := protocol.NewTool("open_ticket", "Open a support ticket.", TicketRequest{})
	if err != nil {
		return err
	}
	tool.Annotations = &protocol.ToolAnnotations{ReadOnlyHint: boolPtr(true)} // want `open_ticket is annotated readOnlyHint: true but it writes \(Create\)`
	srv.RegisterTool(tool, createTicket)

	// A read marked read-only: silent.
	list, err := protocol.NewTool("list_tickets", "List tickets.", struct{}{})
	if err != nil {
		return err
	}
	list.Annotations = &protocol.ToolAnnotations{ReadOnlyHint: boolPtr(true)}
	srv.RegisterTool(list, listTickets)
	return nil
}

func createTicket(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	var in TicketRequest
	if err := protocol.VerifyAndUnmarshal(req.RawArguments, &in); err != nil {
		return nil, err
	}
	if _, err := tickets.Create(ctx, in.Subject); err != nil {
		return nil, err
	}
	return &protocol.CallToolResult{}, nil
}

func listTickets(ctx context.Context, req *protocol.CallToolRequest) (*protocol.CallToolResult, error) {
	resp, err := http.Get("https://tickets.example/")
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return &protocol.CallToolResult{}, nil
}
