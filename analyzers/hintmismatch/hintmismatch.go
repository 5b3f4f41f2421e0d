package hintmismatch

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/types"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/internal/edit"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports MCP annotations that contradict the code.
var Analyzer = check.New("hintmismatch", doc, check.ForEachDeclaration(reportHints), effects.Analyzer, keys.Analyzer)

// reportHints reports the hints of a write tool that its code
// contradicts.
func reportHints(r *check.Runner, k *keys.Tool) {
	pass, t := r.Pass, k.Tool
	if h := t.Annotations.ReadOnly; claims(h) {
		w := k.Writes[0]
		writes := "it writes"
		if len(w.Effects) > 0 && w.Effects[0].IsRunTime() {
			writes = "the model chooses what it sends, a write included" // a proxy of the HTTP method the model names
		}
		d := analysis.Diagnostic{
			Pos: h.Expr.Pos(),
			End: h.Expr.End(),
			Message: fmt.Sprintf("%s is annotated readOnlyHint: true but %s (%s); clients run and retry read-only tools without asking, so the write can happen twice: set readOnlyHint to false",
				t.Label(), writes, w.Callee(pass.Pkg)),
		}
		if len(w.Effects) > 0 {
			d.Related = []analysis.RelatedInformation{{Pos: w.Pos, Message: "the tool writes here: " + w.Effects[0].Described()}}
		}
		addFix(pass, &d, h, "readOnlyHint")
		r.Report(t, d)
	}
	if h := t.Annotations.Idempotent; claims(h) {
		reason, at, ok := whyNotIdempotent(pass, r.Config, k)
		if !ok {
			return
		}
		d := analysis.Diagnostic{
			Pos: h.Expr.Pos(),
			End: h.Expr.End(),
			Message: fmt.Sprintf("%s is annotated idempotentHint: true, but a retry %s: %s; clients retry tools marked idempotent on their own: set idempotentHint to false",
				t.Label(), keys.ActionVerb(t.Name), reason),
			Related: at,
		}
		addFix(pass, &d, h, "idempotentHint")
		r.Report(t, d)
	}
}

// claims reports whether the code sets the hint to true.
func claims(h tools.Hint) bool { return h.Set && h.Value && h.Expr != nil }

// whyNotIdempotent returns why a retry of the tool can act twice, in the
// order modelkey, volatilekey, nolookup, with the place that shows it.
func whyNotIdempotent(pass *analysis.Pass, cfg *config.Config, k *keys.Tool) (string, []analysis.RelatedInformation, bool) {
	if mks := k.ModelKeys(cfg.KeyParams); len(mks) > 0 {
		mk := mks[0]
		var at []analysis.RelatedInformation
		if mk.Param.Node != nil {
			at = append(at, analysis.RelatedInformation{Pos: mk.Param.Node.Pos(), Message: "the model supplies the key here"})
		}
		return fmt.Sprintf("it takes its idempotency key %q from the model", mk.Param.Name), at, true
	}
	if vks := k.VolatileKeys(); len(vks) > 0 {
		v := vks[0]
		what := v.Source.Func
		if what == "" {
			what = "a value that differs on every call"
		}
		var at []analysis.RelatedInformation
		if v.Source.Pos.IsValid() {
			at = append(at, analysis.RelatedInformation{Pos: v.Source.Pos, Message: "the key's value is made here"})
		}
		return fmt.Sprintf("its idempotency key comes from %s, which differs on every call", what), at, true
	}
	if ws := k.Exposed(); len(ws) > 0 {
		w := ws[0]
		return fmt.Sprintf("it calls %s with no idempotency key and no ledger lookup before it", w.Callee(pass.Pkg)),
			[]analysis.RelatedInformation{{Pos: w.Pos, Message: "the write a retry repeats"}}, true
	}
	return "", nil, false
}

// addFix adds the fix that rewrites the hint's literal true to false,
// when the value is a literal in the annotation itself.
func addFix(pass *analysis.Pass, d *analysis.Diagnostic, h tools.Hint, hint string) {
	lit := trueLiteral(pass, h.Expr)
	if lit == nil {
		return
	}
	d.SuggestedFixes = []analysis.SuggestedFix{edit.ReplaceNode(fmt.Sprintf("Set %s to false", hint), lit, "false")}
}

// trueLiteral finds the literal true that sets a hint: the argument of
// mcp.WithXxxHintAnnotation(true), the value of a ReadOnlyHint: true
// field, or the argument of a one-argument wrapper such as
// mcp.ToBoolPtr(true) in that place.
func trueLiteral(pass *analysis.Pass, n ast.Node) *ast.Ident {
	var v ast.Expr
	switch n := n.(type) {
	case *ast.CallExpr:
		if len(n.Args) == 1 {
			v = n.Args[0]
		}
	case *ast.KeyValueExpr:
		v = n.Value
	}
	v = ast.Unparen(v)
	if call, ok := v.(*ast.CallExpr); ok && len(call.Args) == 1 {
		v = ast.Unparen(call.Args[0])
	}
	id, ok := v.(*ast.Ident)
	if !ok || pass.TypesInfo.Uses[id] != types.Universe.Lookup("true") {
		return nil
	}
	return id
}
