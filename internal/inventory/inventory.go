// Package inventory implements "idemlint inventory": which tools does a
// program expose to a model, and which of them write?
package inventory

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// An Entry is one tool in the inventory's JSON output.
type Entry struct {
	Name        string      `json:"name"`
	Framework   string      `json:"framework"`
	Package     string      `json:"package"`
	Pos         string      `json:"pos"`
	Handler     string      `json:"handler"`
	HandlerPos  string      `json:"handler_pos,omitempty"`
	Params      []Param     `json:"params"`
	Description *string     `json:"description"` // null when absent or not constant
	Annotations Annotations `json:"annotations"`
	Write       *bool       `json:"write"`      // null until the effects analysis exists
	Idempotent  *bool       `json:"idempotent"` // null until the effects analysis exists
	tool        *tools.Tool
}

// A Param is one tool parameter.
type Param struct {
	Name     string `json:"name"`
	Type     string `json:"type,omitempty"` // the Go type, or the JSON schema type
	Required bool   `json:"required"`
	Key      string `json:"key,omitempty"` // "key" or "-" from the idem struct tag
}

// Annotations holds the explicitly set MCP hints; null means not set.
type Annotations struct {
	ReadOnly    *bool `json:"readOnly"`
	Destructive *bool `json:"destructive"`
	Idempotent  *bool `json:"idempotent"`
	OpenWorld   *bool `json:"openWorld"`
}

// Main runs the inventory command and returns its exit status: 0 when it
// ran, 1 when the packages could not be loaded, 2 on bad usage.
func Main(prog string, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print a JSON array of tools")
	tests := fs.Bool("test", false, "include test files")
	tags := fs.String("tags", "", "comma-separated build tags")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: %s [-json] [-test] [-tags list] packages\n\nLists every agent tool the packages declare.\n\n", prog)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	patterns := fs.Args()
	if len(patterns) == 0 {
		patterns = []string{"."}
	}
	entries, err := Collect(patterns, *tests, *tags)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if entries == nil {
			entries = []*Entry{}
		}
		if err := enc.Encode(entries); err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 1
		}
		return 0
	}
	wd, _ := os.Getwd()
	for _, e := range entries {
		pos := e.Pos
		if rel, err := filepath.Rel(wd, pos); err == nil && !strings.HasPrefix(rel, "..") {
			pos = rel
		}
		fmt.Fprintf(stdout, "%s: %s\n", pos, e.tool.Summary())
	}
	if len(entries) == 0 {
		fmt.Fprintln(stderr, "no agent tools found")
	}
	return 0
}

// Collect loads the packages and returns their tools, sorted by position.
func Collect(patterns []string, tests bool, tags string) ([]*Entry, error) {
	cfg := &packages.Config{
		Mode:  packages.LoadSyntax,
		Tests: tests,
	}
	if tags != "" {
		cfg.BuildFlags = []string{"-tags=" + tags}
	}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		return nil, fmt.Errorf("%d error(s) loading packages", n)
	}
	graph, err := checker.Analyze([]*analysis.Analyzer{tools.Analyzer}, pkgs, nil)
	if err != nil {
		return nil, err
	}
	var entries []*Entry
	seen := make(map[string]bool) // a package and its test variant share tools
	for _, act := range graph.Roots {
		if act.Err != nil {
			return nil, fmt.Errorf("%s: %v", act.Package.PkgPath, act.Err)
		}
		found, _ := act.Result.([]*tools.Tool)
		for _, t := range found {
			e := newEntry(act.Package, t)
			key := e.Pos + "\x00" + e.Name
			if !seen[key] {
				seen[key] = true
				entries = append(entries, e)
			}
		}
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].Pos < entries[j].Pos })
	return entries, nil
}

func newEntry(pkg *packages.Package, t *tools.Tool) *Entry {
	fset := pkg.Fset
	e := &Entry{
		Name:      t.Name,
		Framework: string(t.Framework),
		Package:   pkg.PkgPath,
		Pos:       fset.Position(t.Pos()).String(),
		Handler:   t.Handler.Kind(),
		Params:    []Param{},
		tool:      t,
	}
	if h := t.Handler; h != nil {
		switch {
		case h.Lit != nil:
			e.HandlerPos = fset.Position(h.Lit.Pos()).String()
		case h.Dispatch != nil:
			e.HandlerPos = fset.Position(h.Dispatch.Pos()).String()
		case h.Func != nil && h.Func.Pos().IsValid():
			e.HandlerPos = fset.Position(h.Func.Pos()).String()
		}
	}
	if t.Description.Constant {
		d := t.Description.Value
		e.Description = &d
	}
	qual := types.RelativeTo(pkg.Types)
	for _, p := range t.Params {
		ep := Param{Name: p.Name, Required: p.Required, Type: p.SchemaType}
		if p.Type != nil {
			ep.Type = types.TypeString(p.Type, qual)
		}
		switch p.Role {
		case tools.KeyPart:
			ep.Key = "key"
		case tools.KeyExcluded:
			ep.Key = "-"
		}
		e.Params = append(e.Params, ep)
	}
	hint := func(h tools.Hint) *bool {
		if !h.Set {
			return nil
		}
		v := h.Value
		return &v
	}
	e.Annotations = Annotations{
		ReadOnly:    hint(t.Annotations.ReadOnly),
		Destructive: hint(t.Annotations.Destructive),
		Idempotent:  hint(t.Annotations.Idempotent),
		OpenWorld:   hint(t.Annotations.OpenWorld),
	}
	return e
}
