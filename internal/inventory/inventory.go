// Package inventory implements "idemlint inventory": which tools does a
// program expose to a model, and which of them write?
package inventory

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/token"
	"go/types"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/bodies"
	"github.com/idemlint/idemlint/internal/checker"
	"github.com/idemlint/idemlint/internal/loader"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// An Entry is one tool in the inventory's JSON output.
type Entry struct {
	Name        string      `json:"name"`
	Framework   string      `json:"framework"`
	Via         string      `json:"via,omitempty"` // the application's own tool type, for framework "own"
	Package     string      `json:"package"`
	Pos         string      `json:"pos"`
	Handler     string      `json:"handler"`
	HandlerPos  string      `json:"handler_pos,omitempty"`
	Params      []Param     `json:"params"`
	Description *string     `json:"description"` // null when absent or not constant
	Annotations Annotations `json:"annotations"`
	Write       *bool       `json:"write"`      // null when no handler is linked in the package
	Idempotent  *bool       `json:"idempotent"` // null unless the tool writes
	// Unconfirmed says why writes the code seemed to make were set aside
	// (write is then false): the author's readOnlyHint against a POST
	// that names no operation.
	Unconfirmed string `json:"write_unconfirmed,omitempty"`
	// RepeatUnconfirmed says why writes that seemed to act again were
	// taken to change nothing more (idempotent is then true): the
	// author's idempotentHint against a POST that names no operation.
	RepeatUnconfirmed string `json:"repeat_unconfirmed,omitempty"`
	// SideWrites says which writes were set aside as side writes: their
	// failure reaches no caller, and the tool makes another write whose
	// outcome it reports (they are not in effects).
	SideWrites string   `json:"side_writes,omitempty"`
	Effects    []Effect `json:"effects"`
	Keys       []Key    `json:"keys"`
	tool       *tools.Tool
	position   token.Position
}

// An Effect is one write call of the handler, with the chain down to the
// primitive write.
type Effect struct {
	Pos        string   `json:"pos"`
	Kind       string   `json:"kind"`
	Detail     string   `json:"detail"`
	Idempotent bool     `json:"idempotent"`
	Op         string   `json:"op,omitempty"` // the operation that decided idempotency: "mutation closeIssue"
	Why        string   `json:"why"`          // why it is a write, and what a repeat does
	Chain      []string `json:"chain"`
	KeySlots   []string `json:"key_slots"`
	Lookup     string   `json:"lookup,omitempty"` // the dominating ledger lookup
}

// A Key is one place a key goes, with where its value comes from.
type Key struct {
	Pos     string   `json:"pos"`
	Use     string   `json:"use"` // slot, lookup or record
	Slot    string   `json:"slot"`
	Sources []string `json:"sources"` // param:NAME, const, volatile:FUNC, opaque
	Derived bool     `json:"derived"`
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

// Main runs the inventory command and returns its exit status, as the
// checks' command does: 0 when it ran (or printed its usage for -h), 1
// when the packages could not be loaded, 2 on bad usage, such as no
// packages named.
func Main(prog string, args []string, stdout, stderr io.Writer) int {
	fs, opts := newFlagSet(prog)
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			Usage(stdout, prog)
			return 0
		}
		fmt.Fprintf(stderr, "%s: %v\nRun 'idemlint help inventory' for usage.\n", prog, err)
		return 2
	}
	asJSON, tests, tags := &opts.json, &opts.tests, &opts.tags
	patterns := fs.Args()
	if len(patterns) == 0 {
		fmt.Fprintf(stderr, "%s: no packages named (try: %s ./...)\nRun 'idemlint help inventory' for usage.\n", prog, prog)
		return 2
	}
	// The checks and the inventory leave out test files alike: by default,
	// unless the configuration's tests setting (or the flag) says
	// otherwise.
	cfg, err := config.Effective("")
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "test" || f.Name == "tests" })
	if !set {
		*tests = cfg.Tests
	}
	entries, problems, err := collect(patterns, *tests, *tags, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	// Every tool that could be found is listed; what could not be
	// checked is said last, and the run fails.
	status := 0
	defer func() {
		for _, p := range problems {
			fmt.Fprintf(stderr, "%s: %s\n", prog, p)
		}
	}()
	if len(problems) > 0 {
		status = 1
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
		return status
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
	return status
}

// Collect loads the packages and returns their tools, sorted by position.
// Any package that could not be checked fully is an error, after its
// load errors are printed on stderr.
func Collect(patterns []string, tests bool, tags string) ([]*Entry, error) {
	entries, problems, err := collect(patterns, tests, tags, os.Stderr)
	if err == nil && len(problems) > 0 {
		err = fmt.Errorf("%s", problems[0])
	}
	return entries, err
}

// collect loads the packages and returns the tools of all that could be
// checked, and the packages that could not, or only in part (issue 30: a
// package that does not compile used to hide every tool). It prints load
// errors, and errors of the passes, on stderr.
func collect(patterns []string, tests bool, tags string, stderr io.Writer) ([]*Entry, []loader.Problem, error) {
	cfg := packages.Config{Tests: tests}
	if tags != "" {
		cfg.BuildFlags = []string{"-tags=" + tags}
	}
	// Every dependency is loaded whole: the effects pass needs its facts.
	pkgs, ld, err := loader.Metadata(cfg, patterns...)
	if err != nil {
		return nil, nil, err
	}
	ld.SkipObjectResolution = true // the passes use go/types alone
	ld.IgnoreFuncBodies = bodies.Unread(pkgs)
	graph, err := checker.AnalyzeLoading([]*analysis.Analyzer{tools.Analyzer, keys.Analyzer}, pkgs, pkgs, ld)
	if err != nil {
		return nil, nil, err
	}
	loader.PrintErrors(stderr, pkgs)
	graph.PrintPanics(stderr, "")
	problems := loader.Problems(pkgs)
	failed := make(map[*packages.Package]bool)
	for _, act := range graph.Roots {
		if act.Err != nil && !errors.Is(act.Err, checker.ErrIllTyped) {
			fmt.Fprintf(stderr, "%s: %s: %v\n", act.Package.PkgPath, act.Analyzer.Name, act.Err)
			if !failed[act.Package] {
				problems = append(problems, loader.Problem{Pkg: act.Package, Failed: act.Analyzer.Name})
			}
			failed[act.Package] = true
		}
	}
	return Entries(graph.Roots), problems, nil
}

// Entries returns the tools that the root actions of tools.Analyzer and
// keys.Analyzer among roots found, each once, with the effects of its
// handler, in source order. Only root actions keep their results, so
// both passes must be roots; a package where either failed has none.
func Entries(roots []*checker.Action) []*Entry {
	var entries []*Entry
	seen := make(map[string]bool) // a package and its test variant share tools
	keysOf := make(map[*packages.Package]*keys.Result)
	failed := make(map[*packages.Package]bool)
	for _, act := range roots {
		if act.Err != nil {
			failed[act.Package] = true
			continue
		}
		if res, ok := act.Result.(*keys.Result); ok {
			keysOf[act.Package] = res
		}
	}
	type body struct {
		pkg  *packages.Package
		keys *keys.Tool
		tool *tools.Tool // the BodyOnly tool, for a body no declaration claims
	}
	bodies := make(map[*types.Func]body)
	declared := make(map[*Entry]body)
	for _, act := range roots {
		found, ok := act.Result.([]*tools.Tool)
		if !ok || failed[act.Package] {
			continue
		}
		res := keysOf[act.Package]
		for _, t := range found {
			if t.BodyOnly {
				// A handler body whose tool is declared in another
				// package: its effects belong to that tool's entry.
				if res != nil {
					for _, obj := range t.Handler.Summaries() {
						bodies[obj] = body{act.Package, res.Of(t), t}
					}
				}
				continue
			}
			e := newEntry(act.Package, t)
			if k := res.Of(t); k != nil && !k.Foreign {
				addEffects(e, act.Package, k)
			} else if k != nil {
				// Rebuilt from the facts of a handler in another package:
				// the body's own analysis, with its positions, is better.
				declared[e] = body{act.Package, k, nil}
			}
			key := e.Pos + "\x00" + e.Name
			if !seen[key] {
				seen[key] = true
				entries = append(entries, e)
			}
		}
	}
	// A body is claimed by an entry whose handler is summarised by any of
	// the functions that describe the body (the method, or the factory
	// that returns it).
	claimed := make(map[*tools.Tool]bool)
	for _, e := range entries {
		for _, obj := range e.tool.Handler.Summaries() {
			if b, ok := bodies[obj]; ok {
				claimed[b.tool] = true
			}
		}
		if obj := e.tool.Handler.Summarised(); e.Write == nil && obj != nil {
			if b, ok := bodies[obj]; ok {
				addEffects(e, b.pkg, b.keys)
			} else if d, ok := declared[e]; ok {
				addEffects(e, d.pkg, d.keys)
			}
		}
	}
	// A handler body whose declaration no package here shows (its name
	// and description kept in a table another package ranges over) is
	// still checked: list it, unnamed, as the checks name it, by its
	// handler.
	var orphans []*Entry
	for _, b := range bodies {
		if claimed[b.tool] || b.keys == nil {
			continue
		}
		claimed[b.tool] = true
		e := newEntry(b.pkg, b.tool)
		addEffects(e, b.pkg, b.keys)
		orphans = append(orphans, e)
	}
	entries = append(entries, orphans...)
	entries = mergeImported(entries)
	sort.SliceStable(entries, func(i, j int) bool {
		a, b := entries[i].position, entries[j].position
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	return entries
}

// mergeImported lists a tool declared in one package and bound in
// another (T7: var XTool = mcp.NewTool(...) there, add(tools.XTool,
// tools.XHandler(c)) here) once: at its declaration, with the handler
// and effects the binding package found. The declaration is the one the
// variable or function the binding names holds or returns; a function
// that returns variants of one tool, one per path (C5 of trial P), is
// one tool, listed at its first variant. Declarations of one name bound
// to one handler (two functions registered in if/else) are listed once
// too, at the first.
func mergeImported(entries []*Entry) []*Entry {
	type decl struct{ pkg, name, fw, obj string }
	unbound := make(map[decl][]*Entry)
	for _, e := range entries {
		if e.tool.Handler == nil && e.tool.Origin == nil && e.tool.Exported != nil {
			k := decl{e.Package, e.Name, e.Framework, objKey(e.tool.Exported)}
			unbound[k] = append(unbound[k], e)
		}
	}
	drop := make(map[*Entry]bool)
	for _, e := range entries {
		o := e.tool.Origin
		if o == nil || o.Pkg() == nil {
			continue
		}
		ds := unbound[decl{o.Pkg().Path(), e.Name, e.Framework, objKey(o)}]
		if len(ds) == 0 {
			continue
		}
		d := ds[0]
		for _, x := range ds[1:] {
			if x.position.Filename == d.position.Filename && x.position.Offset < d.position.Offset {
				d = x
			}
		}
		for _, x := range ds {
			drop[x] = true
		}
		e.Package, e.Pos, e.position = d.Package, d.Pos, d.position
	}
	// A tool a dispatch of the model's call runs in a package that the
	// declaring one does not reach (tools.Tool.Dispatched): once, at its
	// one declaration with no handler, with the dispatch's handler.
	undeclared := make(map[string][]*Entry)
	for _, e := range entries {
		if e.tool.Handler == nil && !e.tool.Dispatched && !drop[e] {
			undeclared[e.Name] = append(undeclared[e.Name], e)
		}
	}
	for _, e := range entries {
		if ds := undeclared[e.Name]; e.tool.Dispatched && len(ds) == 1 {
			d := ds[0]
			drop[d] = true
			e.Framework, e.Via, e.Package, e.Pos, e.position = d.Framework, d.Via, d.Package, d.Pos, d.position
			e.Params, e.Description, e.Annotations = d.Params, d.Description, d.Annotations
			merged := *d.tool
			merged.Handler = e.tool.Handler
			e.tool = &merged
		}
	}
	seen := make(map[string]bool)
	out := entries[:0]
	for _, e := range entries {
		// Registered twice (two servers), or one name declared twice and
		// bound to one handler: once.
		at := e.Pos + "\x00" + e.Name
		bound := at
		if e.HandlerPos != "" {
			bound = e.Package + "\x00" + e.Name + "\x00" + e.Framework + "\x00" + e.Handler + "\x00" + e.HandlerPos
		}
		if !drop[e] && !seen[at] && !seen[bound] {
			seen[at], seen[bound] = true, true
			out = append(out, e)
		}
	}
	return out
}

// objKey names a package-level variable or function the same way in the
// package that declares it and in one that imports it.
func objKey(o types.Object) string {
	if fn, ok := o.(*types.Func); ok {
		return fn.FullName()
	}
	if o.Pkg() == nil {
		return o.Name()
	}
	return o.Pkg().Path() + "." + o.Name()
}

func newEntry(pkg *packages.Package, t *tools.Tool) *Entry {
	fset := pkg.Fset
	e := &Entry{
		Name:      t.Name,
		Framework: string(t.Framework),
		Via:       t.Via,
		Package:   pkg.PkgPath,
		Pos:       fset.Position(t.Pos()).String(),
		position:  fset.Position(t.Pos()),
		Handler:   t.Handler.Kind(),
		Params:    []Param{},
		Effects:   []Effect{},
		Keys:      []Key{},
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
		case h.Factory != nil && h.Factory.Pos().IsValid():
			e.HandlerPos = fset.Position(h.Factory.Pos()).String()
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

func addEffects(e *Entry, pkg *packages.Package, k *keys.Tool) {
	e.Effects, e.Keys = []Effect{}, []Key{}
	if k == nil {
		return
	}
	fset := pkg.Fset
	write := len(k.Writes) > 0
	e.Write = &write
	e.Unconfirmed = k.Unconfirmed
	e.RepeatUnconfirmed = k.RepeatUnconfirmed
	e.SideWrites = k.SideWrites
	if write {
		idem := true
		for _, w := range k.Writes {
			idem = idem && w.Idempotent()
		}
		e.Idempotent = &idem
	}
	for _, w := range k.Writes {
		for _, eff := range w.Effects {
			out := Effect{
				Pos:        fset.Position(w.Pos).String(),
				Kind:       eff.Kind,
				Detail:     eff.Detail,
				Idempotent: eff.Idempotent,
				Op:         eff.Op,
				Why:        eff.Evidence(),
				Chain:      []string{},
				KeySlots:   []string{},
			}
			for _, l := range eff.Chain {
				out.Chain = append(out.Chain, fmt.Sprintf("%s (%s) -> %s", l.Func, l.Pos, l.Call))
			}
			for _, s := range w.Slots {
				out.KeySlots = append(out.KeySlots, s.Slot)
			}
			if w.Lookup != nil {
				out.Lookup = w.Lookup.Slot
			} else if w.StateCheck != "" {
				out.Lookup = "state check " + w.StateCheck
			}
			e.Effects = append(e.Effects, out)
		}
	}
	for _, u := range k.Uses {
		out := Key{Pos: fset.Position(u.Pos).String(), Use: u.Kind.String(), Slot: u.Slot, Sources: []string{}, Derived: u.Key.Derived}
		for _, s := range u.Key.Sources {
			switch s.Kind {
			case keys.Param:
				out.Sources = append(out.Sources, "param:"+s.Param)
			case keys.Volatile:
				out.Sources = append(out.Sources, "volatile:"+s.Func)
			default:
				out.Sources = append(out.Sources, s.Kind.String())
			}
		}
		e.Keys = append(e.Keys, out)
	}
}

type options struct {
	json, tests bool
	tags        string
}

func newFlagSet(prog string) (*flag.FlagSet, *options) {
	var opts options
	fs := flag.NewFlagSet(prog, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors are printed by Main, with a pointer to help
	fs.BoolVar(&opts.json, "json", false, "print a JSON array of tools on stdout, with absolute positions (as -json of the checks)")
	fs.BoolVar(&opts.tests, "test", false, "include the tools declared in _test.go files (default: the configuration's tests setting, false)")
	fs.BoolVar(&opts.tests, "tests", false, "the same as -test, named as the checks' flag and the configuration's setting")
	fs.StringVar(&opts.tags, "tags", "", "comma-separated build `tags` to load the packages with, as go build -tags")
	config.RegisterInventoryFlags(fs)
	return fs, &opts
}

// Usage prints the inventory command's usage and flags, for -h and
// 'idemlint help inventory'.
func Usage(w io.Writer, prog string) {
	fmt.Fprintf(w, "usage: %s [-json] [-test] [-tags list] [-config FILE] [-effects names] PACKAGES\n\n", prog)
	fmt.Fprintf(w, "Lists every agent tool the packages declare (those in _test.go files with\n-test), one per line with its position relative to the working directory,\nor with -json as a JSON array with absolute positions. Exit status: 0 when\nit ran, 1 when the packages could not be loaded, 2 on bad usage.\n\nFlags:\n")
	fs, _ := newFlagSet(prog)
	fs.SetOutput(w)
	fs.PrintDefaults()
}
