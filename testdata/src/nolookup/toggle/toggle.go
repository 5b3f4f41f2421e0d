// Package toggle holds tools named for a toggle. One the model tells
// which state to take sets it, and a repeat leaves it so; one with no
// target flips back what the first call did. A POST to a filter
// endpoint reads.
package toggle

import (
	"context"
	"fmt"
	"net/http"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Client struct{ base string }

func (c *Client) do(ctx context.Context, method, path, body string) error {
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Client) ToggleStatus(ctx context.Context, id int, status string) error {
	return c.do(ctx, http.MethodPost, fmt.Sprintf("/conversations/%d/toggle_status", id), `{"status":"`+status+`"}`)
}

func (c *Client) ToggleMute(ctx context.Context, id int) error {
	return c.do(ctx, http.MethodPost, fmt.Sprintf("/conversations/%d/toggle_mute", id), "")
}

func (c *Client) FilterContacts(ctx context.Context, query string) error {
	return c.do(ctx, http.MethodPost, "/contacts/filter", query)
}

func (c *Client) accountPath(path string) string { return fmt.Sprintf("/accounts/%d%s", 1, path) }

// FilterConversations posts to a path a helper completes, with a page
// after it: the method's name says it reads.
func (c *Client) FilterConversations(ctx context.Context, query string, page int) error {
	path := c.accountPath("/conversations/filter")
	if page > 0 {
		path += fmt.Sprintf("?page=%d", page)
	}
	return c.do(ctx, http.MethodPost, path, query)
}

var client = &Client{base: "https://desk.example/api/v1"}

type StatusIn struct {
	ID     int    `json:"conversation_id"`
	Status string `json:"status" jsonschema:"open, resolved or pending"`
}

type MuteIn struct {
	ID int `json:"conversation_id"`
}

type FilterIn struct {
	Query string `json:"query"`
}

func setStatus(ctx context.Context, req *mcp.CallToolRequest, in StatusIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, client.ToggleStatus(ctx, in.ID, in.Status)
}

func mute(ctx context.Context, req *mcp.CallToolRequest, in MuteIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, client.ToggleMute(ctx, in.ID) // want `toggle_mute calls ToggleMute with no idempotency key and no ledger lookup before it; a retried call acts twice`
}

func filter(ctx context.Context, req *mcp.CallToolRequest, in FilterIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, client.FilterContacts(ctx, in.Query)
}

func filterConversations(ctx context.Context, req *mcp.CallToolRequest, in FilterIn) (*mcp.CallToolResult, any, error) {
	return nil, nil, client.FilterConversations(ctx, in.Query, 2)
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "toggle_conversation_status", Description: "Change the status of a conversation."}, setStatus)
	mcp.AddTool(s, &mcp.Tool{Name: "toggle_mute", Description: "Mute or unmute a conversation."}, mute)
	mcp.AddTool(s, &mcp.Tool{Name: "filter_contacts", Description: "Filter contacts by attributes."}, filter)
	mcp.AddTool(s, &mcp.Tool{Name: "filter_conversations", Description: "Filter conversations by attributes."}, filterConversations)
}
