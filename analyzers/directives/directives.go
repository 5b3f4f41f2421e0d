package directives

import (
	_ "embed"
	"go/ast"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/internal/directive"
)

//go:embed doc.go
var doc string

// Analyzer reports malformed //idemlint: directives.
var Analyzer = check.New("directives", doc, run)

func run(r *check.Runner) error {
	for _, file := range r.Files() {
		funcDocs := make(map[*ast.CommentGroup]bool)
		for _, decl := range file.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok && fd.Doc != nil {
				funcDocs[fd.Doc] = true
			}
		}
		for _, group := range file.Comments {
			for _, d := range directive.InGroup(group) {
				checkDirective(r, d, funcDocs[group] || directive.LitBelow(r.Pass.Fset, file, group) != nil)
			}
		}
	}
	return nil
}

func checkDirective(r *check.Runner, d directive.Directive, onFunc bool) {
	c := d.Comment
	switch d.Verb {
	case directive.Tool:
		switch {
		case len(d.Args) == 0:
			r.ReportRangef(c, "//idemlint:tool needs a tool name")
		case len(d.Args) > 1:
			r.ReportRangef(c, "//idemlint:tool takes one tool name, not %q", strings.Join(d.Args, " "))
		case !onFunc:
			r.ReportRangef(c, "//idemlint:tool %s is neither in a function's doc comment nor above code passing one function literal, so it declares no tool", d.Args[0])
		}
	case directive.Effect:
		if len(d.Args) > 1 || (len(d.Args) == 1 && d.Args[0] != "idempotent") {
			r.ReportRangef(c, "//idemlint:effect takes no argument or \"idempotent\", not %q", strings.Join(d.Args, " "))
		}
	case directive.Ledger:
		if len(d.Args) > 0 {
			r.ReportRangef(c, "//idemlint:ledger takes no argument, not %q", strings.Join(d.Args, " "))
		}
	case directive.Ignore:
		// The checks report the ignores that silence nothing: only
		// they know. Here: the check names and the reason.
		if len(d.Args) == 0 {
			r.ReportRangef(c, "//idemlint:ignore needs the checks to silence and a reason, as in //idemlint:ignore nolookup the provider deduplicates")
			return
		}
		for name := range strings.SplitSeq(d.Args[0], ",") {
			if !slices.Contains(directive.Checks, name) {
				r.ReportRangef(c, "//idemlint:ignore names unknown check %q%s; known checks: %s", name, config.Suggest(name, directive.Checks), strings.Join(directive.Checks, ", "))
			}
		}
		if len(d.Args) == 1 {
			r.ReportRangef(c, "//idemlint:ignore %s needs a reason: say why a retry is safe here", d.Args[0])
		}
	case "":
		r.ReportRangef(c, "empty //idemlint: directive; known directives: %s", strings.Join(directive.Known, ", "))
	default:
		if !slices.Contains(directive.Known, d.Verb) {
			r.ReportRangef(c, "unknown directive //idemlint:%s; known directives: %s", d.Verb, strings.Join(directive.Known, ", "))
		}
	}
}
