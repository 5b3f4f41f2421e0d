package keyttl

import (
	_ "embed"
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strings"
	"time"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/passes/keys"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

//go:embed doc.go
var doc string

// Analyzer reports keys recorded with a constant lifetime below the
// minimum.
var Analyzer = check.New("keyttl", doc, run, keys.Analyzer)

func run(r *check.Runner) error {
	pass := r.Pass
	cfg := r.Config
	minTTL := cfg.MinKeyTTL.Duration
	if minTTL <= 0 {
		minTTL = config.DefaultMinKeyTTL
	}
	calls := callsByLparen(pass)
	for _, k := range r.Bodies() {
		t := k.Tool
		for _, u := range k.Lifetimes() {
			ttl, ok := constDuration(u.TTL)
			if !ok || ttl <= 0 || ttl >= minTTL {
				continue
			}
			var call *ast.CallExpr
			if u.Call != nil {
				call = calls[u.Call.Common().Pos()]
			}
			at := lifetimeArg(pass, u, call)
			verb := "records"
			if u.Claim {
				verb = "claims"
			}
			r.Report(t, analysis.Diagnostic{
				Pos: at.Pos(),
				End: at.End(),
				Message: fmt.Sprintf("%s %s its idempotency key with %s for %s, less than %s; a retry that comes later (an agent paused for human review) finds no key and %s: keep the key for at least %s",
					t.Label(), verb, opName(pass, u, call), Format(ttl), Format(minTTL), keys.ActionVerb(t.Name), Format(minTTL)),
			})
		}
	}
	return nil
}

// constDuration returns the value of a constant time.Duration.
func constDuration(v ssa.Value) (time.Duration, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Int {
		return 0, false
	}
	n, exact := constant.Int64Val(c.Value)
	if !exact {
		return 0, false
	}
	return time.Duration(n), true
}

// Format writes a duration the way people do: 10m, 24h, 1h30m, 90s.
func Format(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

// callsByLparen indexes the package's calls by the position of their
// opening parenthesis, which is the position SSA gives a call.
func callsByLparen(pass *analysis.Pass) map[token.Pos]*ast.CallExpr {
	m := make(map[token.Pos]*ast.CallExpr)
	for _, f := range pass.Files {
		ast.Inspect(f, func(n ast.Node) bool {
			if c, ok := n.(*ast.CallExpr); ok {
				m[c.Lparen] = c
			}
			return true
		})
	}
	return m
}

// lifetimeArg returns the argument of call that gives the lifetime, or
// the call (or the use's position) when it cannot be told.
func lifetimeArg(pass *analysis.Pass, u *keys.Use, call *ast.CallExpr) ast.Node {
	if call == nil {
		return posNode(u.Pos)
	}
	// By position among the SSA arguments.
	common := u.Call.Common()
	args := common.Args
	if !common.IsInvoke() && common.Signature().Recv() != nil && len(args) > 0 {
		args = args[1:]
	}
	if len(args) == len(call.Args) {
		for i, a := range args {
			if a == u.TTL && isDuration(pass.TypesInfo.TypeOf(call.Args[i])) {
				return call.Args[i]
			}
		}
	}
	// By type: the only time.Duration argument.
	var only ast.Expr
	for _, a := range call.Args {
		if isDuration(pass.TypesInfo.TypeOf(a)) {
			if only != nil {
				return call
			}
			only = a
		}
	}
	if only != nil {
		return only
	}
	return call
}

type posNode token.Pos

func (p posNode) Pos() token.Pos { return token.Pos(p) }
func (p posNode) End() token.Pos { return token.Pos(p) }

func isDuration(t types.Type) bool {
	if t == nil {
		return false
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == "Duration" && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "time"
}

// opName names the ledger or cache operation as the code spells it:
// (*redis.Client).SetNX, (*RefundLedger).Record.
func opName(pass *analysis.Pass, u *keys.Use, call *ast.CallExpr) string {
	if call == nil {
		return u.Slot
	}
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok {
		return u.Slot
	}
	if id, ok := sel.X.(*ast.Ident); ok {
		if _, isPkg := pass.TypesInfo.Uses[id].(*types.PkgName); isPkg {
			return id.Name + "." + sel.Sel.Name
		}
	}
	t := pass.TypesInfo.TypeOf(sel.X)
	if t == nil {
		return u.Slot
	}
	qual := func(p *types.Package) string {
		if p == pass.Pkg {
			return ""
		}
		return p.Name()
	}
	if p, ok := t.(*types.Pointer); ok {
		return "(*" + types.TypeString(p.Elem(), qual) + ")." + sel.Sel.Name
	}
	return types.TypeString(t, qual) + "." + sel.Sel.Name
}
