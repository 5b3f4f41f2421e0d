package partialkey

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/token"
	"strings"

	"github.com/idemlint/idemlint/internal/astpath"
	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports keys derived from only some of the identifying
// arguments.
var Analyzer = check.New("partialkey", doc, check.ForEachWrite(reportPartial), keys.Analyzer, effects.Analyzer)

// reportPartial reports the keys of a tool that leave out identifying
// arguments.
func reportPartial(r *check.Runner, k *keys.Tool) {
	for _, pk := range partialKeys(k, r.Config.KeyParams) {
		d := analysis.Diagnostic{Pos: pk.Pos, Message: message(k.Tool, pk)}
		if e := exprAt(r.Pass, pk.Pos); e != nil {
			d.Pos, d.End = e.Pos(), e.End()
		}
		for _, u := range pk.Uses {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.Pos, Message: "the key reaches " + u.SlotPhrase() + " here"})
		}
		for _, m := range pk.Missing {
			if pos := declared(m); pos.IsValid() {
				d.Related = append(d.Related, analysis.RelatedInformation{Pos: pos, Message: m.Param.Name + " is declared here"})
			}
		}
		r.ReportOnce(k.Tool, d) // a helper two tools share
	}
}

func message(t *tools.Tool, pk PartialKey) string {
	name := t.Label()
	var missing []string
	tagged := true // every missing parameter has a field to tag
	for _, m := range pk.Missing {
		missing = append(missing, m.Param.Name)
		if m.Field == nil {
			tagged = false
		}
	}
	list := strings.Join(missing, ", ")
	var differ, add, out string
	if len(missing) == 1 {
		differ, add = "only in "+list, "add "+list+" to the key"
		out = `tag its field idem:"-" if it does not identify the action`
		if !tagged {
			out = "if it does not identify the action, say so with //idemlint:ignore partialkey"
		}
	} else {
		differ, add = "only in those", "add them to the key"
		out = `tag idem:"-" the fields of those that do not identify the action`
		if !tagged {
			out = "if they do not identify the action, say so with //idemlint:ignore partialkey"
		}
	}
	return fmt.Sprintf("the idempotency key of %s is derived from %s but not from %s; two calls that differ %s get the same key and the second is taken for a retry of the first: %s, or %s",
		name, strings.Join(pk.From, ", "), list, differ, add, out)
}

// declared returns where a missing parameter is declared: its field, or
// its schema declaration in this package.
func declared(m MissingParam) token.Pos {
	switch {
	case m.Field != nil:
		return m.Field.Pos()
	case m.Param.Node != nil:
		return m.Param.Node.Pos()
	}
	return token.NoPos
}

// exprAt returns the expression SSA places at pos: a call (at its opening
// parenthesis) or a concatenation (at its operator, widened to the whole
// chain a + b + c).
func exprAt(pass *analysis.Pass, pos token.Pos) ast.Expr {
	for _, f := range pass.Files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		path, _ := astpath.Enclosing(f, pos, pos+1)
		for i, n := range path {
			switch x := n.(type) {
			case *ast.CallExpr:
				if x.Lparen == pos {
					return x
				}
			case *ast.BinaryExpr:
				if x.OpPos != pos {
					continue
				}
				var e ast.Expr = x
				for _, up := range path[i+1:] {
					if p, ok := up.(*ast.ParenExpr); ok {
						e = p
						continue
					}
					if b, ok := up.(*ast.BinaryExpr); ok && b.Op == token.ADD {
						e = b
						continue
					}
					break
				}
				return e
			}
		}
	}
	return nil
}
