// Package tools exposes, as MCP tools, a REST SDK on go-retryablehttp and
// GitHub's GraphQL API through the real shurcooL/githubv4.
package tools

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/shurcooL/githubv4"

	"example.com/requests/ticketsdk"
)

type Server struct {
	tickets *ticketsdk.Client
	gh      *githubv4.Client
}

func New() *Server {
	return &Server{tickets: ticketsdk.New("https://tickets.example"), gh: githubv4.NewClient(http.DefaultClient)}
}

func fail(err error) (*mcp.CallToolResult, error) { return mcp.NewToolResultError(err.Error()), nil }

func ok() (*mcp.CallToolResult, error) { return mcp.NewToolResultText("ok"), nil }

func (s *Server) Register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("create_ticket", mcp.WithDescription("Open a ticket."), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := s.tickets.CreateTicket(ctx, req.GetString("title", "")); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("rename_ticket", mcp.WithDescription("Rename a ticket."), mcp.WithString("id", mcp.Required()), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := s.tickets.UpdateTicket(ctx, ticketsdk.Ticket{ID: req.GetString("id", ""), Title: req.GetString("title", "")}); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("resolve_ticket", mcp.WithDescription("Resolve a ticket."), mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := s.tickets.ResolveTicket(ctx, req.GetString("id", "")); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("get_ticket", mcp.WithDescription("Show a ticket."), mcp.WithString("id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			t, err := s.tickets.GetTicket(ctx, req.GetString("id", ""))
			if err != nil {
				return fail(err)
			}
			return mcp.NewToolResultText(t.Title), nil
		})
	m.AddTool(mcp.NewTool("open_issue", mcp.WithDescription("Open a GitHub issue."), mcp.WithString("repo_id", mcp.Required()), mcp.WithString("title", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var m struct {
				CreateIssue struct {
					Issue struct{ ID githubv4.ID }
				} `graphql:"createIssue(input: $input)"`
			}
			in := githubv4.CreateIssueInput{RepositoryID: req.GetString("repo_id", ""), Title: githubv4.String(req.GetString("title", ""))}
			if err := s.gh.Mutate(ctx, &m, in, nil); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("close_issue", mcp.WithDescription("Close a GitHub issue."), mcp.WithString("issue_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var m struct {
				CloseIssue struct {
					Issue struct{ ID githubv4.ID }
				} `graphql:"closeIssue(input: $input)"`
			}
			if err := s.gh.Mutate(ctx, &m, githubv4.CloseIssueInput{IssueID: req.GetString("issue_id", "")}, nil); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("issue_title", mcp.WithDescription("Show an issue's title."), mcp.WithString("owner", mcp.Required()), mcp.WithString("name", mcp.Required()), mcp.WithNumber("number", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			var q struct {
				Repository struct {
					Issue struct{ Title string } `graphql:"issue(number: $number)"`
				} `graphql:"repository(owner: $owner, name: $name)"`
			}
			vars := map[string]any{"owner": githubv4.String(req.GetString("owner", "")), "name": githubv4.String(req.GetString("name", "")), "number": githubv4.Int(req.GetInt("number", 0))}
			if err := s.gh.Query(ctx, &q, vars); err != nil {
				return fail(err)
			}
			return mcp.NewToolResultText(q.Repository.Issue.Title), nil
		})
}
