// Package directive parses //idemlint: comment directives.
package directive

import (
	"go/ast"
	"go/token"
	"strings"
)

// Prefix starts every idemlint directive. Like //go: directives, it has no
// space after the slashes.
const Prefix = "//idemlint:"

// The directive verbs.
const (
	Tool   = "tool"
	Effect = "effect"
	Ledger = "ledger"
	Ignore = "ignore"
)

// Checks lists the names //idemlint:ignore accepts: every check in the
// catalogue, including those still being built, so an ignore written for
// one is not reported as unknown.
var Checks = []string{
	"directives", "modelkey", "volatilekey", "partialkey", "retrydoc", "hintmismatch",
	"timeouterr", "nolookup", "replayerr", "lostresult", "keyttl",
}

// Known lists the verbs idemlint understands.
var Known = []string{Tool, Effect, Ledger, Ignore}

// A Directive is one //idemlint:VERB ARGS comment.
type Directive struct {
	Comment *ast.Comment
	Verb    string
	Args    []string // the words after the verb
}

// Parse returns the directive a comment holds, if any.
func Parse(c *ast.Comment) (Directive, bool) {
	rest, ok := strings.CutPrefix(c.Text, Prefix)
	if !ok {
		return Directive{}, false
	}
	// A trailing "// ..." is a comment on the directive, not part of it.
	if i := strings.Index(rest, "//"); i >= 0 {
		rest = rest[:i]
	}
	fields := strings.Fields(rest)
	if len(fields) == 0 {
		return Directive{Comment: c}, true
	}
	return Directive{Comment: c, Verb: fields[0], Args: fields[1:]}, true
}

// InGroup returns the directives in a comment group, in order.
func InGroup(g *ast.CommentGroup) []Directive {
	if g == nil {
		return nil
	}
	var out []Directive
	for _, c := range g.List {
		if d, ok := Parse(c); ok {
			out = append(out, d)
		}
	}
	return out
}

// LitBelow returns the function literal a comment group marks when it is
// not a function's doc comment: the one function literal of the
// statement or expression that starts on the line after the group (a handler passed inline to a framework idemlint does not know:
// //idemlint:tool add_note above return fxctx.NewTool(&mcp.Tool{...},
// func(args map[string]any) *mcp.CallToolResult {...})). Nil when that
// code holds none, or more than one.
func LitBelow(fset *token.FileSet, file *ast.File, g *ast.CommentGroup) *ast.FuncLit {
	line := fset.Position(g.End()).Line + 1
	var below ast.Node
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil || below != nil {
			return false
		}
		if n.End() < g.End() || fset.Position(n.Pos()).Line > line {
			return false // before the group, or past the line: nothing there starts on it
		}
		switch n.(type) {
		case ast.Stmt, ast.Expr: // a package-level var's name comes first: no literal
			if fset.Position(n.Pos()).Line == line {
				below = n
				return false
			}
		}
		return true
	})
	if below == nil {
		return nil
	}
	var lits []*ast.FuncLit
	ast.Inspect(below, func(n ast.Node) bool {
		if lit, ok := n.(*ast.FuncLit); ok {
			lits = append(lits, lit)
			return false
		}
		return true
	})
	if len(lits) != 1 {
		return nil
	}
	return lits[0]
}
