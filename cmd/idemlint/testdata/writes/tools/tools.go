// Package tools exposes the write shapes of real servers as MCP tools:
// an SDK interface (W1), a go-swagger client (W2) and an IMAP session
// (W3), each with a read-only neighbour.
package tools

import (
	"context"
	"net/http"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/writes/grafana/annotations"
	grafana "example.com/writes/grafana/client"
	"example.com/writes/orders"
	"example.com/writes/runs"
)

type Server struct {
	orders  orders.Service
	runs    *runs.Client
	grafana *grafana.GrafanaHTTPAPI
	mail    *imapclient.Client
}

func New(mail *imapclient.Client) *Server {
	return &Server{
		orders:  orders.NewService(http.DefaultClient),
		runs:    runs.New(),
		grafana: grafana.NewHTTPClientWithConfig("grafana.example", "/api"),
		mail:    mail,
	}
}

func fail(err error) (*mcp.CallToolResult, error) { return mcp.NewToolResultError(err.Error()), nil }

func ok() (*mcp.CallToolResult, error) { return mcp.NewToolResultText("ok"), nil }

func (s *Server) Register(m *server.MCPServer) {
	m.AddTool(mcp.NewTool("book_quote", mcp.WithDescription("Book a quote."), mcp.WithString("quote_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			svc := orders.NewService(http.DefaultClient)
			if err := svc.BookQuote(ctx, req.GetString("quote_id", "")); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("quote_info", mcp.WithDescription("Look up a quote."), mcp.WithString("quote_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := orders.NewService(http.DefaultClient).QuoteInfo(ctx, req.GetString("quote_id", "")); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("apply_run", mcp.WithDescription("Apply a run."), mcp.WithString("run_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := s.runs.Runs.Apply(ctx, req.GetString("run_id", "")); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("run_snapshot", mcp.WithDescription("Fetch a run's snapshot."), mcp.WithString("run_id", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := s.runs.Runs.CreateSnapshot(ctx, req.GetString("run_id", "")); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("post_annotation", mcp.WithDescription("Annotate a dashboard."), mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			params := &annotations.PostAnnotationParams{Text: req.GetString("text", ""), Context: ctx}
			if _, err := s.grafana.Annotations.PostAnnotation(params, nil); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("list_annotations", mcp.WithDescription("List annotations.")),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := s.grafana.Annotations.GetAnnotations(&annotations.GetAnnotationsParams{Context: ctx}, nil); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("save_draft", mcp.WithDescription("Save a draft."), mcp.WithString("body", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			body := []byte(req.GetString("body", ""))
			cmd := s.mail.Append("Drafts", int64(len(body)), nil)
			if _, err := cmd.Write(body); err != nil {
				return fail(err)
			}
			if err := cmd.Close(); err != nil {
				return fail(err)
			}
			if _, err := cmd.Wait(); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("archive_message", mcp.WithDescription("Move a message to the archive."), mcp.WithNumber("uid", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			uids := imap.UIDSetNum(imap.UID(req.GetFloat("uid", 0)))
			if _, err := s.mail.Move(uids, "Archive").Wait(); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("create_folder", mcp.WithDescription("Create a mail folder."), mcp.WithString("name", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := s.mail.Create(req.GetString("name", ""), nil).Wait(); err != nil {
				return fail(err)
			}
			return ok()
		})
	m.AddTool(mcp.NewTool("search_inbox", mcp.WithDescription("Search the inbox."), mcp.WithString("from", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, err := s.mail.Select("INBOX", &imap.SelectOptions{ReadOnly: true}).Wait(); err != nil {
				return fail(err)
			}
			criteria := &imap.SearchCriteria{Header: []imap.SearchCriteriaHeaderField{{Key: "From", Value: req.GetString("from", "")}}}
			data, err := s.mail.UIDSearch(criteria, nil).Wait()
			if err != nil {
				return fail(err)
			}
			if _, err := s.mail.Fetch(data.All, &imap.FetchOptions{Envelope: true}).Collect(); err != nil {
				return fail(err)
			}
			return ok()
		})
}
