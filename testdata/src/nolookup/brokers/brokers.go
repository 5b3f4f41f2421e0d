// Package brokers holds mcp-go tools that produce to and publish on
// message brokers: a produce appends another message on every call, so
// a retry sends it twice unless the broker deduplicates it by a key.
package brokers

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/twmb/franz-go/pkg/kgo"
)

var (
	kc *kgo.Client
	nc *nats.Conn
	js jetstream.JetStream
)

func text(s string) *mcp.CallToolResult { return mcp.NewToolResultText(s) }

func Register(s *server.MCPServer) {
	// The produce tool of a Kafka MCP server: reported.
	s.AddTool(mcp.NewTool("produce_message",
		mcp.WithString("topic", mcp.Required()),
		mcp.WithString("value", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rec := &kgo.Record{Topic: req.GetString("topic", ""), Value: []byte(req.GetString("value", ""))}
		if err := kc.ProduceSync(ctx, rec).FirstErr(); err != nil { // want `produce_message calls ProduceSync with no idempotency key and no ledger lookup before it; a retried call acts twice`
			return nil, err
		}
		return text("produced"), nil
	})

	// A consume only reads: silent.
	s.AddTool(mcp.NewTool("consume_messages",
		mcp.WithString("topic", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		fs := kc.PollFetches(ctx)
		if err := fs.Err(); err != nil {
			return nil, err
		}
		out := ""
		for _, r := range fs.Records() {
			out += string(r.Value) + "\n"
		}
		return text(out), nil
	})

	// A core NATS publish has no deduplication: reported.
	s.AddTool(mcp.NewTool("publish_event",
		mcp.WithString("subject", mcp.Required()),
		mcp.WithString("data", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := nc.Publish(req.GetString("subject", ""), []byte(req.GetString("data", ""))); err != nil { // want `publish_event calls Publish with no idempotency key and no ledger lookup before it; a retried call acts twice`
			return nil, err
		}
		return text("published"), nil
	})

	// JetStream drops a message whose id it has seen: the id derived
	// from the order is a key, and a retry publishes nothing new.
	s.AddTool(mcp.NewTool("publish_order_shipped",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("order_id", "")
		if _, err := js.Publish(ctx, "orders.shipped", []byte(id), jetstream.WithMsgID("shipped-"+id)); err != nil {
			return nil, err
		}
		return text("published"), nil
	})

	// The same through the legacy API's option and through the header.
	s.AddTool(mcp.NewTool("publish_order_paid",
		mcp.WithString("order_id", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id := req.GetString("order_id", "")
		legacy, err := nc.JetStream()
		if err != nil {
			return nil, err
		}
		if _, err := legacy.Publish("orders.paid", []byte(id), nats.MsgId("paid-"+id)); err != nil {
			return nil, err
		}
		msg := nats.NewMsg("orders.paid.audit")
		msg.Header.Set(nats.MsgIdHdr, "paid-audit-"+id)
		if _, err := js.PublishMsg(ctx, msg); err != nil {
			return nil, err
		}
		return text("published"), nil
	})

	// A JetStream publish with no message id: reported.
	s.AddTool(mcp.NewTool("publish_order_note",
		mcp.WithString("order_id", mcp.Required()),
		mcp.WithString("note", mcp.Required()),
	), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		msg := nats.NewMsg("orders.notes")
		msg.Header.Set("Order-Id", req.GetString("order_id", ""))
		msg.Data = []byte(req.GetString("note", ""))
		if _, err := js.PublishMsg(ctx, msg); err != nil { // want `publish_order_note calls PublishMsg with no idempotency key and no ledger lookup before it; a retried call acts twice`
			return nil, err
		}
		return text("published"), nil
	})
}
