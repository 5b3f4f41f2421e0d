package volatilekey

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
	"github.com/idemlint/idemlint/passes/volatile"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

//go:embed doc.go
var doc string

// Analyzer reports idempotency keys that differ on every call.
var Analyzer = check.New("volatilekey", doc, run, keys.Analyzer, effects.Analyzer)

// A finding is one volatile source, with every tool whose key it reaches.
type finding struct {
	source keys.Source
	name   string // the volatile function, for the message
	tools  []*tools.Tool
	keys   []*keys.Tool
	uses   []*keys.Use // the key slots and ledger operations it reaches
}

func run(r *check.Runner) error {
	pass := r.Pass
	var findings []*finding
	bySource := make(map[keys.Source]*finding)
	for _, k := range r.Bodies() {
		t := k.Tool
		for _, v := range k.VolatileKeys() {
			name, ok := volatileName(pass, v.Source)
			if !ok {
				continue
			}
			f := bySource[v.Source]
			if f == nil {
				f = &finding{source: v.Source, name: name}
				bySource[v.Source] = f
				findings = append(findings, f)
			}
			if len(f.tools) == 0 || f.tools[len(f.tools)-1] != t {
				f.tools = append(f.tools, t)
				f.keys = append(f.keys, k)
			}
			for _, u := range k.Uses {
				if reaches(u, v.Source) && !hasUse(f.uses, u) {
					f.uses = append(f.uses, u)
				}
			}
		}
	}

	for _, f := range findings {
		use := f.uses[0]
		d := analysis.Diagnostic{
			Pos: f.source.Pos,
			Message: fmt.Sprintf("the idempotency key of %s comes from %s, which differs on every call; a retry gets a new key and acts twice: derive the key that reaches %s from %s",
				names(f.tools), f.name, use.SlotPhrase(), arguments(f.keys[0])),
		}
		if !d.Pos.IsValid() {
			d.Pos = use.Pos
		}
		if call := callAt(pass, d.Pos); call != nil {
			d.Pos, d.End = call.Pos(), call.End()
		}
		for _, u := range f.uses {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: u.Pos, Message: "the key reaches " + u.SlotPhrase() + " here"})
		}
		r.Report(f.tools[0], d)
	}
	return nil
}

func reaches(u *keys.Use, s keys.Source) bool {
	for _, src := range u.Key.Sources {
		if src == s {
			return true
		}
	}
	return false
}

func hasUse(uses []*keys.Use, u *keys.Use) bool {
	for _, x := range uses {
		if x == u || x.Instr == u.Instr {
			return true
		}
	}
	return false
}

func names(ts []*tools.Tool) string {
	var out []string
	for _, t := range ts {
		out = append(out, t.Label())
	}
	switch len(out) {
	case 1:
		return out[0]
	case 2:
		return out[0] + " and " + out[1]
	}
	return strings.Join(out[:len(out)-1], ", ") + " and " + out[len(out)-1]
}

// arguments says what to derive the key from: the parameters that
// identify the action, when the tool declares them.
func arguments(k *keys.Tool) string {
	var names []string
	for _, p := range k.IdentifyingParams() {
		names = append(names, p.Name)
	}
	if len(names) == 0 {
		return "the arguments that identify the action"
	}
	return "the arguments " + strings.Join(names, ", ")
}

// volatileName names a volatile source for a message: "uuid.NewString",
// "the counter calls", "the atomic counter atomic.AddInt64". It reports
// false for a Must (uuid.Must(...)), which the keys pass counts as
// volatile whatever it wraps, unless its argument is a call of an id
// generator's New*, Make* or Gen* function, whose name it then gives:
// uuid.Must(uuid.NewV7()) is volatile, uuid.Must(uuid.Parse(s)) is not.
func volatileName(pass *analysis.Pass, s keys.Source) (string, bool) {
	if strings.Contains(s.Func, "counter ") {
		return "the " + s.Func, true
	}
	if s.Via != "" {
		// A helper of another package, volatile by its fact.
		return s.Func + " (" + strings.TrimPrefix(s.Via, "counter ") + " underneath)", true
	}
	if !strings.HasSuffix(s.Func, ".Must") {
		return s.Func, true
	}
	call := callAt(pass, s.Pos)
	if call == nil || len(call.Args) != 1 {
		return "", false
	}
	inner, ok := ast.Unparen(call.Args[0]).(*ast.CallExpr)
	if !ok {
		return "", false
	}
	fn := typeutil.StaticCallee(pass.TypesInfo, inner)
	if fn == nil || fn.Pkg() == nil {
		return "", false
	}
	path, name := strings.ToLower(fn.Pkg().Path()), fn.Name()
	if strings.Contains(name, "SHA1") || strings.Contains(name, "MD5") || strings.Contains(name, "Hash") ||
		!(strings.HasPrefix(name, "New") || strings.HasPrefix(name, "Make") || strings.HasPrefix(name, "Gen")) {
		return "", false
	}
	for _, gen := range volatile.IDGenerators {
		if strings.Contains(path, gen) {
			return fn.Pkg().Name() + "." + name, true
		}
	}
	return "", false
}

// callAt returns the call expression whose opening parenthesis is at pos,
// the position SSA gives a call.
func callAt(pass *analysis.Pass, pos token.Pos) *ast.CallExpr {
	for _, f := range pass.Files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		path, _ := astpath.Enclosing(f, pos, pos+1)
		for _, n := range path {
			if call, ok := n.(*ast.CallExpr); ok && call.Lparen == pos {
				return call
			}
		}
	}
	return nil
}
