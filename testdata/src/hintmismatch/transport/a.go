// Package transport holds tools over transports that POST every call:
// where the only sign of a write is a POST that names no operation, the
// author's readOnlyHint: true stands (R3); a POST that names a write, or
// a mutation, is reported. So does an idempotentHint: true where the
// only sign that a repeat acts again is such a POST.
package transport

import (
	"context"
	"net/http"
	"strings"

	"effects/rpcop"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	mesh *rpcop.Mesh
	gql  *rpcop.GQL
)

func summary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := mesh.Call(ctx, "/v1/assertions/llm-summary", nil)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

func applyConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := rpcop.ApplyConfig(ctx, mesh)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

func fileIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := gql.CreateIssue(ctx, req.GetString("title", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func upsertAssertion(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := mesh.Call(ctx, "/v1/assertions", map[string]any{"assertion": req.GetString("assertion", "")})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out), nil
}

func listIssues(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := gql.ListIssues(ctx); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// Copilot posts every call too; its methods are named for what they do.
type Copilot struct {
	base string
	hc   *http.Client
}

func (c *Copilot) post(ctx context.Context, path, body string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// GenerateStatement turns a question into a query: Generate names an answer
// as often as a thing made.
func (c *Copilot) GenerateStatement(ctx context.Context, text string) error {
	return c.post(ctx, "/copilot/nl2dql", text)
}

func (c *Copilot) CreateNotebook(ctx context.Context, name string) error {
	return c.post(ctx, "/notebooks", name)
}

var copilot *Copilot

func generateQuery(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := copilot.GenerateStatement(ctx, req.GetString("text", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func createNotebook(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := copilot.CreateNotebook(ctx, req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("generate_query",
		mcp.WithString("text", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true),
	), generateQuery)
	s.AddTool(mcp.NewTool("new_notebook",
		mcp.WithString("name", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true), // want `^new_notebook is annotated readOnlyHint: true but it writes \(CreateNotebook\)`
	), createNotebook)
	s.AddTool(mcp.NewTool("assertion_summary",
		mcp.WithDescription("Summarise the failing assertions."),
		mcp.WithReadOnlyHintAnnotation(true),
	), summary)
	s.AddTool(mcp.NewTool("apply_config",
		mcp.WithReadOnlyHintAnnotation(true), // want `^apply_config is annotated readOnlyHint: true but it writes \(rpcop\.ApplyConfig\)`
	), applyConfig)
	s.AddTool(mcp.NewTool("file_issue",
		mcp.WithString("title", mcp.Required()),
		mcp.WithReadOnlyHintAnnotation(true), // want `^file_issue is annotated readOnlyHint: true but it writes \(CreateIssue\)`
	), fileIssue)
	s.AddTool(mcp.NewTool("put_assertion",
		mcp.WithString("assertion", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true),
	), upsertAssertion)
	s.AddTool(mcp.NewTool("file_issue_once",
		mcp.WithString("title", mcp.Required()),
		mcp.WithIdempotentHintAnnotation(true), // want `^file_issue_once is annotated idempotentHint: true, but a retry .*: it calls CreateIssue with no idempotency key and no ledger lookup before it`
	), fileIssue)
	s.AddTool(mcp.NewTool("list_issues",
		mcp.WithReadOnlyHintAnnotation(true),
	), listIssues)
}
