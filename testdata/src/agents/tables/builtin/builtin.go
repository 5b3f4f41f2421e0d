// Package builtin declares its tools in tables that loops turn into the
// application's own tool type.
package builtin

import (
	"context"

	"agents/tables/tools"
)

type Args struct {
	Name string `json:"name"`
}

type H struct{}

func (h *H) rename(ctx context.Context, a Args) (*tools.ToolCallResult, error) { return nil, nil }
func (h *H) hover(ctx context.Context, a Args) (*tools.ToolCallResult, error)  { return nil, nil }
func (h *H) search(ctx context.Context, a Args) (*tools.ToolCallResult, error) { return nil, nil }
func (h *H) fetch(ctx context.Context, a Args) (*tools.ToolCallResult, error)  { return nil, nil }
func (h *H) index(ctx context.Context, a Args) (*tools.ToolCallResult, error)  { return nil, nil }

type lspToolDef struct {
	name, description string
	readOnly          bool
	handler           tools.ToolHandler
}

// A local table, then a loop converting each row to the tool type.
func (h *H) LSPTools() []tools.Tool {
	defs := []lspToolDef{
		{name: "lsp_rename", description: "Rename a symbol.", handler: tools.NewHandler(h.rename)},                 // want `tool lsp_rename fw=neutral desc="Rename a symbol." params=- handler=H.rename hints=-`
		{name: "lsp_hover", description: "Hover.", readOnly: true, handler: tools.NewHandler(h.hover)},             // want `tool lsp_hover fw=neutral desc="Hover." params=- handler=H.hover hints=readOnly=true`
		{name: "lsp_" + "search", description: "Search symbols.", readOnly: true, handler: tools.ToolHandler(nil)}, // want `tool lsp_search fw=neutral desc="Search symbols." params=- handler=none hints=readOnly=true`
	}
	out := make([]tools.Tool, len(defs))
	for i, d := range defs {
		out[i] = tools.Tool{Name: d.name, Description: d.description, Handler: d.handler,
			Annotations: tools.ToolAnnotations{ReadOnlyHint: d.readOnly}}
	}
	return out
}

// A one-row table of a type of its own: the row's handler, not none.
type fetchDef struct {
	name, description string
	handler           tools.ToolHandler
}

func (h *H) FetchTools() []tools.Tool {
	var out []tools.Tool
	for _, d := range []fetchDef{
		{name: "fetch_url", description: "Fetch a URL.", handler: tools.NewHandler(h.fetch)}, // want `tool fetch_url fw=neutral desc="Fetch a URL." params=- handler=H.fetch hints=-`
	} {
		out = append(out, tools.Tool{Name: d.name, Description: d.description, Handler: d.handler})
	}
	return out
}

// A map table keyed by the tool's name, with rows appended to a package
// table elsewhere.
type entry struct {
	desc string
	run  tools.ToolHandler
}

func (h *H) MapTools() []tools.Tool {
	table := map[string]entry{
		"index_repo": {desc: "Index a repository.", run: tools.NewHandler(h.index)}, // want `tool index_repo fw=neutral desc="Index a repository." params=- handler=H.index hints=-`
	}
	var out []tools.Tool
	for name, e := range table {
		out = append(out, tools.Tool{Name: name, Description: e.desc, Handler: e.run, Annotations: tools.ToolAnnotations{}})
	}
	return out
}

var searchDefs = []lspToolDef{
	{name: "web_search", description: "Search the web.", handler: tools.NewHandler(h0.search)}, // want `tool web_search fw=neutral desc="Search the web." params=- handler=H.search hints=-`
}

var h0 = &H{}

func init() {
	searchDefs = append(searchDefs, lspToolDef{name: "web_hover", description: "Hover a page.", handler: tools.NewHandler(h0.hover)}) // want `tool web_hover fw=neutral desc="Hover a page." params=- handler=H.hover hints=-`
}

func SearchTools() []tools.Tool {
	var out []tools.Tool
	for _, d := range searchDefs {
		out = append(out, tools.Tool{Name: d.name, Description: d.description, Handler: d.handler, Annotations: tools.ToolAnnotations{}})
	}
	return out
}

// Negatives.

// A table of CLI commands ranged the same way into a struct that never
// reaches a model.
type Command struct {
	Name        string
	Description string
	Run         func(args []string) error
}

type cmdDef struct {
	name, description string
	run               func(args []string) error
}

func Commands() []Command {
	defs := []cmdDef{
		{name: "init", description: "Create a config.", run: func([]string) error { return nil }},
		{name: "serve", description: "Start the server.", run: func([]string) error { return nil }},
	}
	var out []Command
	for _, d := range defs {
		out = append(out, Command{Name: d.name, Description: d.description, Run: d.run})
	}
	return out
}

// A name computed from the row is not the row's constant.
func (h *H) Prefixed(prefix string) []tools.Tool {
	defs := []lspToolDef{
		{name: "one", description: "One.", handler: tools.NewHandler(h.rename)},
		{name: "two", description: "Two.", handler: tools.NewHandler(h.hover)},
	}
	var out []tools.Tool
	for _, d := range defs {
		out = append(out, tools.Tool{Name: prefix + d.name, Description: d.description, Handler: d.handler, Annotations: tools.ToolAnnotations{}})
	}
	return out
}

// Tools copied from a parameter are declared elsewhere.
func Wrap(in []tools.Tool) []tools.Tool {
	var out []tools.Tool
	for _, t := range in {
		out = append(out, tools.Tool{Name: t.Name, Description: t.Description, Handler: t.Handler, Annotations: t.Annotations})
	}
	return out
}

// An index names nothing.
func Numbered(names []string) []tools.Tool {
	var out []tools.Tool
	for i := range []lspToolDef{{name: "x"}, {name: "y"}} {
		out = append(out, tools.Tool{Name: names[i], Annotations: tools.ToolAnnotations{}})
	}
	return out
}
