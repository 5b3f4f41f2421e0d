// Package tools declares write tools whose timeouts reach the model as
// failures in the shapes real servers use: the write's error returned
// (wrapped or as an error result) by the handler, kept by a helper that
// turns it into an error result, wrapped by a helper, or replaced by a
// helper with a new error. TestFixedHandlersTimeOut applies idemlint's
// fixes and runs the handlers with a transport that times out.
package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// API sends the writes; Base is the provider's address.
var (
	API  = &http.Client{}
	Base = "http://provider.invalid"
)

func post(ctx context.Context, path, body string) (*http.Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, Base+path, strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	return API.Do(req)
}

// IssueRefund returns the write's error wrapped.
func IssueRefund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := post(ctx, "/refunds", req.GetString("order_id", ""))
	if err != nil {
		return nil, fmt.Errorf("refund: %w", err)
	}
	resp.Body.Close()
	return mcp.NewToolResultText("refunded"), nil
}

// SendInvoice returns it as an error result.
func SendInvoice(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := post(ctx, "/invoices", req.GetString("order_id", ""))
	if err != nil {
		return mcp.NewToolResultError("failed to send invoice: " + err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText("sent"), nil
}

// CreateIssue calls a helper that keeps the write's error: it turns it
// into an error result and returns only decoding errors.
func CreateIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := createIssue(ctx, req.GetString("title", ""))
	if err != nil {
		return nil, err
	}
	return res, nil
}

func createIssue(ctx context.Context, title string) (*mcp.CallToolResult, error) {
	resp, err := post(ctx, "/issues", title)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to create issue: %v", err)), nil
	}
	defer resp.Body.Close()
	var out struct{ ID string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, fmt.Errorf("decode: %w", err)
	}
	return mcp.NewToolResultText(out.ID), nil
}

// PostComment calls a helper that wraps the write's error.
func PostComment(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := postComment(ctx, req.GetString("body", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("commented"), nil
}

func postComment(ctx context.Context, body string) error {
	resp, err := post(ctx, "/comments", body)
	if err != nil {
		return fmt.Errorf("post comment: %w", err)
	}
	return resp.Body.Close()
}

// OpenTicket calls a helper that replaces the write's error with a new
// one: no fix can recognise the timeout in the handler, so idemlint
// reports it and offers none.
func OpenTicket(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := openTicket(ctx, req.GetString("subject", "")); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("opened"), nil
}

var errTicket = errors.New("could not open the ticket")

func openTicket(ctx context.Context, subject string) error {
	resp, err := post(ctx, "/tickets", subject)
	if err != nil {
		return errTicket
	}
	return resp.Body.Close()
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("issue_refund", mcp.WithDescription("Refund an order."), mcp.WithString("order_id", mcp.Required())), IssueRefund)
	s.AddTool(mcp.NewTool("send_invoice", mcp.WithDescription("Send an order's invoice."), mcp.WithString("order_id", mcp.Required())), SendInvoice)
	s.AddTool(mcp.NewTool("create_issue", mcp.WithDescription("Create an issue."), mcp.WithString("title", mcp.Required())), CreateIssue)
	s.AddTool(mcp.NewTool("post_comment", mcp.WithDescription("Post a comment."), mcp.WithString("body", mcp.Required())), PostComment)
	s.AddTool(mcp.NewTool("open_ticket", mcp.WithDescription("Open a ticket."), mcp.WithString("subject", mcp.Required())), OpenTicket)
}
