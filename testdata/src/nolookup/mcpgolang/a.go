// Package mcpgolang holds github.com/metoro-io/mcp-golang tools, a write
// without a key and a read.
package mcpgolang

import (
	"context"
	"io"
	"net/http"
	"strings"

	mcp_golang "github.com/metoro-io/mcp-golang"
)

type TicketArgs struct {
	Subject string `json:"subject" jsonschema:"required,description=Ticket subject"`
}

type OrderArgs struct {
	OrderID string `json:"order_id" jsonschema:"required"`
}

func Register(s *mcp_golang.Server) error {
	// A POST with no key and no lookup: reported.
	if err := s.RegisterTool("create_ticket", "Open a support ticket.",
		func(ctx context.Context, in TicketArgs) (*mcp_golang.ToolResponse, error) {
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://tickets.example/new", strings.NewReader(in.Subject))
			if err != nil {
				return nil, err
			}
			resp, err := http.DefaultClient.Do(req) // want `create_ticket calls Do with no idempotency key and no ledger lookup before it; a retried call creates a duplicate`
			if err != nil {
				return nil, err
			}
			defer resp.Body.Close()
			return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("opened")), nil
		}); err != nil {
		return err
	}
	// A read: silent.
	return s.RegisterTool("get_order", "Show an order.", getOrder)
}

func getOrder(in OrderArgs) (*mcp_golang.ToolResponse, error) {
	resp, err := http.Get("https://shop.example/orders/" + in.OrderID)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return mcp_golang.NewToolResponse(mcp_golang.NewTextContent(string(body))), nil
}
