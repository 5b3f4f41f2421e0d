package keys

import (
	"go/types"
	"maps"
	"slices"

	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// maxExposedDepth bounds how deep Exposed follows calls of helpers.
const maxExposedDepth = 4

// Exposed returns the non-idempotent writes a retry repeats. It starts
// from Unprotected and looks further where that stops at a function
// boundary:
//
//   - a write inside a function literal (a transaction callback, a
//     closure the handler calls) is protected when a ledger lookup
//     dominates the creation of the literal in its enclosing function,
//     or when the object that carries the call's key slot is set in the
//     enclosing function and captured by the literal;
//   - a call of a function of this package (a helper the handler hands
//     its work to, as dispatch-style handlers do) is protected when
//     every non-idempotent write inside the helper is, by the same rules,
//     at most four helpers deep. A helper whose writes the analysis cannot
//     place (they depend on the helper's own parameters) counts as
//     protected when it hands a key to a slot or looks one up, and a
//     helper in which no write is visible at all counts as protected:
//     when unsure, stay silent.
func (k *Tool) Exposed() []*Write {
	if k == nil {
		return nil
	}
	return k.exposed
}

// exposed computes Exposed.
func (w *walk) exposed(k *Tool) []*Write {
	if !k.Write() {
		return nil
	}
	var out []*Write
	for _, wr := range k.Unprotected() {
		if !runTimeStatement(wr) && !w.protected(k, wr, 0) {
			out = append(out, wr)
		}
	}
	return out
}

// runTimeStatement reports whether every write of wr that may act again
// executes a statement or sends a method chosen at run time (the model's
// SQL, a proxy's method): no key can name what it does, so no lookup of
// one is asked for.
func runTimeStatement(wr *Write) bool {
	found := false
	for _, e := range wr.Effects {
		switch {
		case e.Idempotent:
		case e.IsRunTime():
			found = true
		default:
			return false
		}
	}
	return found
}

// protected reports whether an unprotected write of k (the handler or a
// function of the package) is protected after all, across function
// literals and helpers of the package.
func (w *walk) protected(k *Tool, wr *Write, depth int) bool {
	if k.exposedGuardedAbove(wr) {
		return true
	}
	callee := wr.Call.Common().StaticCallee()
	if callee == nil || !w.inPackage(callee) || depth >= maxExposedDepth {
		return false
	}
	if callee == k.Fn {
		return false // recursion
	}
	sub := w.frame(callee)
	eff := w.root.eff
	if !sub.Write() {
		if len(eff.Params(callee)) > 0 {
			return sub.exposedHandlesKeys()
		}
		return true
	}
	for _, sw := range sub.Unprotected() {
		if !w.protected(sub, sw, depth+1) {
			return false
		}
	}
	if len(eff.Params(callee)) > 0 && !sub.exposedHandlesKeys() {
		return false
	}
	return true
}

// exposedHandlesKeys reports whether the handler hands a key to a slot or looks
// one up anywhere.
func (k *Tool) exposedHandlesKeys() bool {
	for _, u := range k.Uses {
		if u.Kind == ProviderSlot || u.Kind == LedgerLookup {
			return true
		}
	}
	return false
}

// exposedGuardedAbove reports whether a write made inside a function literal is
// protected by its enclosing functions: a lookup that dominates the
// literal's creation, or a slot set on an object the literal captures
// and passes to the write.
func (k *Tool) exposedGuardedAbove(w *Write) bool {
	fn := w.Call.Parent()
	var instr ssa.Instruction = w.Call
	roots := callContents(w.Call)
	for range 8 {
		if fn == nil || fn == k.Fn || fn.Parent() == nil {
			return false
		}
		parent := fn.Parent()
		creation, bindings := exposedCreation(fn, parent)
		if creation == nil {
			return false
		}
		// Map captured roots to the values they are bound to.
		next := make(map[ssa.Value]bool)
		for r := range roots {
			if fv, ok := r.(*ssa.FreeVar); ok {
				for i, f := range fn.FreeVars {
					if f == fv && i < len(bindings) {
						maps.Copy(next, contents(bindings[i]))
					}
				}
			}
		}
		roots = next
		instr, fn = creation, parent
		for _, u := range k.Uses {
			switch u.Kind {
			case LedgerLookup:
				if flow.Dominates(u.Instr, instr) || runsLiteral(u, instr) {
					return true
				}
			case ProviderSlot:
				if u.root != nil && roots[u.root] {
					return true
				}
			}
		}
	}
	return false
}

// runsLiteral reports whether the use is a guarded runner's call that is
// handed the literal creation makes: the runner looks its key up before
// it runs the literal (effects.GuardedRun).
func runsLiteral(u *Use, creation ssa.Instruction) bool {
	v, ok := creation.(ssa.Value)
	return ok && u.Runner && u.Call != nil && slices.Contains(u.Call.Common().Args, v)
}

// exposedCreation finds the instruction of parent that creates the function
// literal fn (its MakeClosure, or the first instruction that refers to it
// when it captures nothing) and the values bound to its free variables.
func exposedCreation(fn, parent *ssa.Function) (ssa.Instruction, []ssa.Value) {
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn {
				return mc, mc.Bindings
			}
			for _, op := range instr.Operands(nil) {
				if op != nil && *op == fn {
					return instr, nil
				}
			}
		}
	}
	return nil, nil
}

// Callee returns the short name of the function the write calls, for
// messages: the method name for a method ("Refund", "Create"), the
// package-qualified name for a function of another package
// ("refund.New", "http.Post"), the bare name for a function of pkg.
func (w *Write) Callee(pkg *types.Package) string {
	if w.Call == nil {
		return w.callee // a write of a body in another package
	}
	common := w.Call.Common()
	if common.IsInvoke() {
		return common.Method.Name()
	}
	if fn := common.StaticCallee(); fn != nil {
		if obj, ok := fn.Object().(*types.Func); ok {
			if obj.Signature().Recv() != nil || obj.Pkg() == nil || obj.Pkg() == pkg {
				return obj.Name()
			}
			return obj.Pkg().Name() + "." + obj.Name()
		}
		if fn.Parent() != nil {
			return "a function literal"
		}
		return fn.Name()
	}
	if name := flow.HolderName(common); name != "" {
		return name
	}
	return "a function value"
}
