package keys

import (
	"fmt"
	"go/token"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/tools"
	"github.com/idemlint/idemlint/passes/volatile"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/buildssa"
)

// A handler in another package (design/real-shapes.md T2): the server
// declares the tool, the handlers package holds the body. The body is
// analysed where it lives, as a BodyOnly tool, and its checks run there.
// What the declaration's checks (retrydoc, hintmismatch, modelkey) ask of
// it travels as a HandlerKeys fact on the handler's function, from which
// the declaring package rebuilds a Tool (Foreign) that only those checks
// use.
//
// The body's parameters are not known where it lives, so it is analysed
// a second time for the fact with every name it reads from its input
// (req.GetString("order_id", ""), a field of its input struct, a map
// entry) taken for a parameter; the declaring package keeps the names its
// tool declares and makes the others opaque, as the trace would have.

// HandlerKeys is the fact on a function with a framework's handler
// signature whose tool is declared in another package: its writes, where
// its keys go and come from, and the writes a retry repeats.
type HandlerKeys struct {
	Writes  []FactWrite
	Uses    []FactUse
	Exposed []int // indexes into Writes
	// MayFindGone is Tool.RepeatMayFindItGone of the body.
	MayFindGone bool
}

// AFact marks HandlerKeys as a fact.
func (*HandlerKeys) AFact() {}

func (f *HandlerKeys) String() string {
	return fmt.Sprintf("handler(writes=%d uses=%d exposed=%d)", len(f.Writes), len(f.Uses), len(f.Exposed))
}

// A FactWrite is one write call of the body.
type FactWrite struct {
	Callee  string // as Write.Callee names it from another package
	Effects []effects.Effect
	Slots   []int // the key slots it receives: indexes into Uses
	Lookup  int   // the ledger lookup that dominates it: index into Uses plus one; 0 for none
	// StateCheck is Write.StateCheck.
	StateCheck string
	// Named is Write.Named, found from the arguments the body requires.
	Named string
}

// A FactUse is one place a key goes.
type FactUse struct {
	Kind    UseKind
	Slot    string
	Claim   bool
	Derived bool
	Filled  bool
	Sources []FactSource
}

// A FactSource is one origin of a key value. Param is a name the body
// reads from its input, which may not be one of the tool's parameters.
type FactSource struct {
	Kind  SourceKind
	Param string
	Func  string
}

// exportHandlerKeys exports the HandlerKeys fact of each BodyOnly tool.
func exportHandlerKeys(pass *analysis.Pass, found []*tools.Tool, ssaRes *buildssa.SSA, eff *effects.Result, cfg *config.Config, vol *volatile.Result, hs flow.Helpers) {
	for _, t := range found {
		obj := t.Handler.Summarised()
		if !t.BodyOnly || obj == nil {
			continue
		}
		fn := t.Handler.SSA(ssaRes)
		if fn == nil || len(fn.Blocks) == 0 {
			continue
		}
		h := newHandler(pass.Pkg, t, fn, eff, cfg, vol, hs)
		h.open = true
		if f := handlerKeys(analyseTool(h)); f != nil {
			for _, obj := range t.Handler.Summaries() {
				if obj.Pkg() == pass.Pkg {
					pass.ExportObjectFact(obj, f)
				}
			}
		}
	}
}

// exportDeclaredHandler exports the HandlerKeys fact of a tool declared
// here whose handler another package can name too: an exported function
// or method that a second tool, declared there, binds (a media tool type
// whose Execute serves generate_image here and generate_audio there). The
// fact comes from the analysis already done for this tool, whose
// parameters the other package keeps where it declares them too; a
// BodyOnly tool of the same function, analysed open, overwrites it.
func exportDeclaredHandler(pass *analysis.Pass, k *Tool) {
	t := k.Tool
	obj := t.Handler.Summarised()
	if t.BodyOnly || obj == nil || obj.Pkg() != pass.Pkg || !obj.Exported() {
		return
	}
	if f := handlerKeys(k); f != nil {
		pass.ExportObjectFact(obj, f)
	}
}

// handlerKeys returns the fact of an analysed body, or nil when it does
// not write.
func handlerKeys(k *Tool) *HandlerKeys {
	if !k.Write() {
		return nil
	}
	f := &HandlerKeys{MayFindGone: k.mayFindGone}
	uses := make(map[*Use]int)
	for i, u := range k.Uses {
		uses[u] = i
		fu := FactUse{Kind: u.Kind, Slot: u.Slot, Claim: u.Claim, Derived: u.Key.Derived, Filled: u.Key.Filled}
		for _, s := range u.Key.Sources {
			fu.Sources = append(fu.Sources, FactSource{Kind: s.Kind, Param: s.Param, Func: s.Func})
		}
		f.Uses = append(f.Uses, fu)
	}
	writes := make(map[*Write]int)
	for i, w := range k.Writes {
		writes[w] = i
		fw := FactWrite{Callee: w.Callee(nil), Effects: w.Effects, StateCheck: w.StateCheck, Named: w.Named}
		for _, s := range w.Slots {
			if j, ok := uses[s]; ok {
				fw.Slots = append(fw.Slots, j)
			}
		}
		if j, ok := uses[w.Lookup]; ok && w.Lookup != nil {
			fw.Lookup = j + 1
		}
		f.Writes = append(f.Writes, fw)
	}
	for _, w := range k.Exposed() {
		f.Exposed = append(f.Exposed, writes[w])
	}
	return f
}

// foreignTool rebuilds, for a tool declared here whose handler is a
// function of another package, the Tool its HandlerKeys fact describes,
// or returns nil when there is none (the body does not write, or its
// shape is not one the body's package recognises: stay silent).
func foreignTool(pass *analysis.Pass, t *tools.Tool, cfg *config.Config) *Tool {
	h := t.Handler
	obj := h.Summarised()
	if t.BodyOnly || obj == nil || h.Lit != nil || obj.Pkg() == nil || obj.Pkg() == pass.Pkg {
		return nil
	}
	var f HandlerKeys
	if !pass.ImportObjectFact(obj, &f) {
		return nil
	}
	// Positions of another package differ between drivers (export data
	// has no columns): point at the handler where this package binds it.
	at := t.Pos()
	if h.Expr != nil {
		at = h.Expr.Pos()
	}
	k := &Tool{Tool: t, Foreign: true, mayFindGone: f.MayFindGone}
	for _, fu := range f.Uses {
		key := &Key{Derived: fu.Derived, Filled: fu.Filled}
		for _, s := range fu.Sources {
			src := Source{Kind: s.Kind, Param: s.Param, Func: s.Func}
			if s.Kind == Param && t.Param(s.Param) == nil {
				src = Source{Kind: Opaque} // not one of this tool's parameters
			}
			key.Sources = append(key.Sources, src)
		}
		key.Sources = dedupSources(key.Sources)
		k.Uses = append(k.Uses, &Use{Kind: fu.Kind, Slot: fu.Slot, Claim: fu.Claim, Key: key, Pos: token.NoPos})
	}
	use := func(i int) *Use {
		if i >= 0 && i < len(k.Uses) {
			return k.Uses[i]
		}
		return nil
	}
	for _, fw := range f.Writes {
		w := &Write{Effects: fw.Effects, Pos: at, callee: fw.Callee, Lookup: use(fw.Lookup - 1), StateCheck: fw.StateCheck}
		if fw.Named != "" && declaresNamed(t, fw.Named) {
			w.Named = fw.Named
		}
		for _, i := range fw.Slots {
			if u := use(i); u != nil {
				w.Slots = append(w.Slots, u)
			}
		}
		k.Writes = append(k.Writes, w)
	}
	for _, i := range f.Exposed {
		if i >= 0 && i < len(k.Writes) {
			k.exposed = append(k.exposed, k.Writes[i])
		}
	}
	w := &walk{root: &handler{pkg: pass.Pkg, tool: t, cfg: cfg}}
	k.identifying, k.fields = w.identifying(k)
	return k
}

// isParam reports whether name is a parameter of the tool whose input the
// handler reads: one the tool declares, or any name for an open handler.
func (h *handler) isParam(name string) bool {
	return h.open || h.tool.Param(name) != nil
}
