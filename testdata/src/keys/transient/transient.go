// Package transient holds tools that make something for the length of
// the call and remove it before they return: a temporary credential to
// run a query with. Nothing lasts, so a retry acts on nothing twice.
package transient

import (
	"context"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Password struct{ ID, Secret string }

type Passwords struct{ base string }

func (p *Passwords) Create(ctx context.Context, db string) (*Password, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.base+"/databases/"+db+"/passwords", strings.NewReader(`{"role":"reader"}`))
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	resp.Body.Close()
	return &Password{ID: "pw"}, nil
}

func (p *Passwords) Delete(ctx context.Context, id string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, p.base+"/passwords/"+id, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Conn holds the temporary password it connects with; close deletes it.
type Conn struct {
	pws *Passwords
	pw  *Password
}

func connect(ctx context.Context, pws *Passwords, db string) (*Conn, error) {
	pw, err := pws.Create(ctx, db)
	if err != nil {
		return nil, err
	}
	return &Conn{pws: pws, pw: pw}, nil
}

func (c *Conn) close() { _ = c.pws.Delete(context.Background(), c.pw.ID) }

func (c *Conn) query(ctx context.Context, q string) (string, error) { return "rows", nil }

func Register(s *server.MCPServer, pws *Passwords) {
	// The credential lives for the call: silent.
	s.AddTool(mcp.NewTool("run_query", mcp.WithString("database", mcp.Required()), mcp.WithString("sql", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			conn, err := connect(ctx, pws, req.GetString("database", ""))
			if err != nil {
				return nil, err
			}
			defer conn.close()
			rows, err := conn.query(ctx, req.GetString("sql", ""))
			if err != nil {
				return nil, err
			}
			return mcp.NewToolResultText(rows), nil
		})

	// The password is handed back and a former one is deleted: the new
	// one lasts, so a retry makes another. Reported.
	s.AddTool(mcp.NewTool("rotate_password", mcp.WithString("database", mcp.Required()), mcp.WithString("old", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			pw, err := pws.Create(ctx, req.GetString("database", "")) // want `write http slots=- lookup=- found=-`
			if err != nil {
				return nil, err
			}
			defer pws.Delete(ctx, req.GetString("old", "")) // want `write http slots=- lookup=- found=-`
			return mcp.NewToolResultText(pw.Secret), nil
		})
}
