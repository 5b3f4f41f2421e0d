// Package notes implements tools of the fwk framework.
package notes

import (
	"net/http"
	"strings"

	"agents/callctx/fwk"

	"github.com/mark3labs/mcp-go/mcp"
)

type CreateNote struct{ c *http.Client } // want `tool create_note fw=own\(fwk.Tool\) desc="Create a note." params=- handler=CreateNote.Handle hints=-`

func (CreateNote) Name() string                        { return "create_note" }
func (CreateNote) Description() string                 { return "Create a note." }
func (CreateNote) Schema() mcp.ToolInputSchema         { return mcp.ToolInputSchema{Type: "object"} }
func (CreateNote) Profile(map[string]any) *fwk.Profile { return &fwk.Profile{} }

func (n CreateNote) Handle(ctx fwk.CallContext, args map[string]any) (fwk.Result, error) {
	text, _ := args["text"].(string)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://notes.example/notes", strings.NewReader(text))
	if err != nil {
		return fwk.Result{}, err
	}
	resp, err := n.c.Do(req)
	if err != nil {
		return fwk.Result{}, err
	}
	resp.Body.Close()
	return fwk.Result{Text: "created"}, nil
}

func Register(r *fwk.Registry) { r.Register(CreateNote{c: http.DefaultClient}) }
