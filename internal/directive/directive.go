// Package directive parses //idemlint: comment directives.
package directive

import (
	"go/ast"
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
