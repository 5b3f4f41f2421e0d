package mcpgo

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const createTicketDesc = "Open a support ticket for a customer."

// Address schema held in a package-level constant.
const addressSchema = `{
	"type": "object",
	"properties": {
		"order_id": {"type": "string"},
		"street": {"type": "string"},
		"postal_code": {"type": "string"},
		"country": {"type": "string", "enum": ["DE", "FR", "US"]}
	},
	"required": ["order_id", "street"]
}`

type Handlers struct {
	pay Payments
}

func (h *Handlers) handleCreateTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var in struct {
		Title string `json:"title"`
	}
	if err := req.BindArguments(&in); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ticket opened: " + in.Title), nil
}

func (h Handlers) handleUpdateAddress(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("updated"), nil
}

// Raw JSON schema: params are the top-level "properties" keys in source
// order; the nested "requester" properties are not params.
func RegisterTickets(s *server.MCPServer, h *Handlers) {
	ticket := mcp.NewToolWithRawSchema( // want `tool create_ticket fw=mcp-go desc="Open a support ticket for a customer." params=title,priority,requester,customer_id handler=Handlers.handleCreateTicket hints=-`
		"create_ticket",
		createTicketDesc,
		json.RawMessage(`{
			"type": "object",
			"properties": {
				"title": {"type": "string"},
				"priority": {"type": "string", "enum": ["low", "high"]},
				"requester": {"type": "object", "properties": {"email": {"type": "string"}, "name": {"type": "string"}}},
				"customer_id": {"type": "string"}
			},
			"required": ["title", "customer_id"]
		}`),
	)
	s.AddTool(ticket, h.handleCreateTicket)

	s.AddTool(mcp.NewTool("update_shipping_address", // want `tool update_shipping_address fw=mcp-go desc="Change the shipping address of an open order." params=order_id,street,postal_code,country handler=Handlers.handleUpdateAddress hints=idempotent=true`
		mcp.WithDescription("Change the shipping address of an open order."),
		mcp.WithRawInputSchema(json.RawMessage(addressSchema)),
		mcp.WithIdempotentHintAnnotation(true),
	), h.handleUpdateAddress)
}

// mcp.Tool literals inside server.ServerTool values registered with AddTools.
func RegisterOrderTools(s *server.MCPServer) {
	s.AddTools(
		server.ServerTool{
			Tool: mcp.Tool{ // want `tool get_order fw=mcp-go desc="Fetch one order by id." params=order_id,include_items handler=handleGetOrder hints=readOnly=true`
				Name:        "get_order",
				Description: "Fetch one order by id.",
				InputSchema: mcp.ToolInputSchema{
					Type: "object",
					Properties: map[string]any{
						"order_id":      map[string]any{"type": "string"},
						"include_items": map[string]any{"type": "boolean"},
					},
					Required: []string{"order_id"},
				},
				Annotations: mcp.ToolAnnotation{ReadOnlyHint: mcp.ToBoolPtr(true)},
			},
			Handler: handleGetOrder,
		},
		server.ServerTool{
			Handler: func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				return &mcp.CallToolResult{Content: []mcp.Content{mcp.NewTextContent("cancelled")}}, nil
			},
			Tool: mcp.NewTool("cancel_order", // want `tool cancel_order fw=mcp-go desc="Cancel an order that has not shipped." params=order_id,reason handler=literal hints=destructive=true,idempotent=true`
				mcp.WithDescription("Cancel an order that has not shipped."),
				mcp.WithString("order_id", mcp.Required()),
				mcp.WithString("reason"),
				mcp.WithToolAnnotation(mcp.ToolAnnotation{
					DestructiveHint: mcp.ToBoolPtr(true),
					IdempotentHint:  mcp.ToBoolPtr(true),
				}),
			),
		},
	)
}

func handleGetOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("order_id", "")
	return mcp.NewToolResultStructuredOnly(map[string]any{"id": id}), nil
}
