// Package nested holds mcp-go tools that hand the key to the provider
// in a struct nested inside the request (issue 10, H4): of another
// package (keys/exchange) and of this one.
package nested

import (
	"bytes"
	"context"
	"encoding/json"
	"log"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"keys/exchange"
)

var client *exchange.Client

// A request type of this package, sent by a function of this package.
type fundMovement struct {
	ClientRequestToken string
	Amount             int64
}

type movementRequest struct {
	Movements []fundMovement
}

func send(ctx context.Context, r *movementRequest) error {
	body, _ := json.Marshal(r)
	_, err := http.Post("https://bank.example/movements", "application/json", bytes.NewReader(body))
	return err
}

// record is what the tool logs and returns: it never reaches a provider.
type record struct {
	ClientOrderId string
	Status        string
}

func Register(s *server.MCPServer) {
	// The order is built first, the request later, with the order in a
	// pointer field.
	s.AddTool(mcp.NewTool("place_order",
		mcp.WithString("client_order_id", mcp.Required()),
		mcp.WithString("side", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		order := &exchange.Order{ClientOrderId: exchange.String(req.GetString("client_order_id", "")), Side: req.GetString("side", "")} // want `key slot ClientOrderId from param:client_order_id`
		if err := client.CreateOrder(ctx, &exchange.CreateOrderRequest{Order: order}); err != nil {                                     // want `write http slots=ClientOrderId lookup=- found=-`
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// A slice element, appended; the request by value.
	s.AddTool(mcp.NewTool("batch_transfer",
		mcp.WithString("token", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var batch exchange.BatchRequest
		t := &exchange.Transfer{Amount: 100}
		t.ClientToken = req.GetString("token", "") // want `key slot ClientToken from param:token`
		batch.Transfers = append(batch.Transfers, t)
		if err := client.Batch(ctx, batch); err != nil { // want `write http slots=ClientToken lookup=- found=-`
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// A map value.
	s.AddTool(mcp.NewTool("quote",
		mcp.WithString("quote_ref", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		q := exchange.Quote{ClientQuoteId: req.GetString("quote_ref", "")} // want `key slot ClientQuoteId from param:quote_ref`
		r := &exchange.QuoteRequest{Quotes: map[string]exchange.Quote{"main": q}}
		if err := client.Quote(ctx, r); err != nil { // want `write http slots=ClientQuoteId lookup=- found=-`
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// This package's own request type, in a slice literal, sent by a
	// function of this package.
	s.AddTool(mcp.NewTool("move_funds",
		mcp.WithString("ref", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		m := fundMovement{ClientRequestToken: req.GetString("ref", ""), Amount: 5}        // want `key slot ClientRequestToken from param:ref`
		if err := send(ctx, &movementRequest{Movements: []fundMovement{m}}); err != nil { // want `write http slots=ClientRequestToken lookup=- found=-`
			return nil, err
		}
		return mcp.NewToolResultText("ok"), nil
	})

	// Negative: the ClientOrderId is on a record that is logged and
	// returned to the model; the order sent has no key. No slot.
	s.AddTool(mcp.NewTool("place_unkeyed",
		mcp.WithString("client_order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rec := &record{ClientOrderId: req.GetString("client_order_id", ""), Status: "new"}
		log.Printf("placing %+v", rec)
		if err := client.CreateOrder(ctx, &exchange.CreateOrderRequest{Order: &exchange.Order{Side: "buy"}}); err != nil { // want `write http slots=- lookup=- found=-`
			return nil, err
		}
		out, _ := json.Marshal(rec)
		return mcp.NewToolResultText(string(out)), nil
	})
}
