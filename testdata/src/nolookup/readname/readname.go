// Package readname holds tools with no readOnlyHint whose names say they
// read: a POST that names no operation is how they search, not a write.
package readname

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func post(ctx context.Context, target, q string) error {
	form := url.Values{"q": {q}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, target, strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Register(s *server.MCPServer) {
	// A search form posted: named for a read, nothing else. Silent.
	s.AddTool(mcp.NewTool("web_search", mcp.WithString("query", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "https://search.example/html/", req.GetString("query", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("results"), nil
		})

	// A name that reads and writes: the POST stays a write.
	s.AddTool(mcp.NewTool("search_and_notify", mcp.WithString("query", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "https://notify.example/html/", req.GetString("query", "")); err != nil { // want `^search_and_notify calls post with no idempotency key and no ledger lookup before it`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("done"), nil
		})

	// A name for a collection and no action: what it names is listed.
	s.AddTool(mcp.NewTool("prometheus_label_values", mcp.WithString("label", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "https://metrics.example/catalog", req.GetString("label", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("values"), nil
		})

	// One thing named, no verb: the POST may make it. Reported.
	s.AddTool(mcp.NewTool("slack_notification", mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "https://hooks.example/services/T1", req.GetString("text", "")); err != nil { // want `^slack_notification calls post with no idempotency key and no ledger lookup before it`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("sent"), nil
		})

	// Described as read-only, a query posted: the author's word over a
	// POST that names nothing. Silent.
	s.AddTool(mcp.NewTool("execute_query", mcp.WithDescription("Run a native query. Only read-only (SELECT) queries are allowed."),
		mcp.WithString("sql", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "https://bi.example/api/dataset", req.GetString("sql", "")); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("rows"), nil
		})

	// Said not to be read-only: the POST stays a write.
	s.AddTool(mcp.NewTool("run_statement", mcp.WithDescription("Run a statement. It is not read-only: it may change rows."),
		mcp.WithString("sql", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "https://bi.example/api/statement", req.GetString("sql", "")); err != nil { // want `^run_statement calls post with no idempotency key and no ledger lookup before it`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("done"), nil
		})

	// Declared not read-only: the author's word stands over the name.
	s.AddTool(mcp.NewTool("search_index", mcp.WithReadOnlyHintAnnotation(false), mcp.WithString("query", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := post(ctx, "https://index.example/html/", req.GetString("query", "")); err != nil { // want `^search_index calls post with no idempotency key and no ledger lookup before it`
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("done"), nil
		})
}

// Handler bodies whose tools another package declares: the body is
// known by its factory's name, which says it reads, or lists, or makes.
func NewGetTraceValuesHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := post(ctx, "https://traces.example/attribute_values", req.GetString("attribute", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("values"), nil
	}
}

func NewServiceEnvironmentsHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := post(ctx, "https://apm.example/environments", req.GetString("service", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("environments"), nil
	}
}

func NewCreateDashboardHandler() server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := post(ctx, "https://apm.example/dashboards", req.GetString("title", "")); err != nil { // want `^the handler returned by NewCreateDashboardHandler calls post with no idempotency key and no ledger lookup before it`
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("created"), nil
	}
}
