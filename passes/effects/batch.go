package effects

import (
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// batchEffect is the write of a call of a catalogue entry with a Batch:
// what the operations the calling function builds do. One that acts
// again or is not known (a verb of mintVerbs or createVerbs, or none:
// InsertText, AddSheet, DuplicateSheet, SortRange) makes the batch act
// again; a batch of operations that all set, remove or replace
// (ReplaceAllText, UpdateTextStyle, DeleteContentRange) changes nothing
// more on a repeat. Where the function builds none (its requests come
// from a parameter, a model or another function) the entry's own
// idempotency holds. Op names the operations that decided:
// "docs.Request{InsertText}".
func (a *analyzer) batchEffect(fn *types.Func, e Entry, link Link) Effect {
	eff := Effect{Kind: KindSDK, Idempotent: e.Idempotent, Detail: e.SDK + " " + shortFunc(fn), Chain: []Link{link}}
	var ops []string
	if a.scanning != nil && fn.Pkg() != nil {
		// The function that calls, or the one whose literal it is (a
		// retry's callback sends the requests its caller built).
		for f := a.scanning.fn; f != nil && len(ops) == 0; f = f.Parent() {
			ops = batchOps(f, fn.Pkg(), e.Batch.Request)
		}
	}
	if len(ops) == 0 {
		eff.Detail += " (its requests built out of sight)"
		return eff
	}
	var again []string
	for _, op := range ops {
		if wordsVerdict(camelWords(op)) != sets {
			again = append(again, op)
		}
	}
	eff.Idempotent = len(again) == 0
	if !eff.Idempotent {
		ops = again
	}
	eff.Op = fn.Pkg().Name() + "." + e.Batch.Request + "{" + strings.Join(ops, ", ") + "}"
	return eff
}

// batchOps returns, sorted, the names of the fields of pointer type
// that fn sets in values of the struct type named request in pkg: the
// keyed fields of its composite literals (&docs.Request{InsertText:
// ...}) and the fields it assigns (r.InsertText = ...).
func batchOps(fn *ssa.Function, pkg *types.Package, request string) []string {
	tn, ok := pkg.Scope().Lookup(request).(*types.TypeName)
	if !ok {
		return nil
	}
	var ops []string
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			st, ok := instr.(*ssa.Store)
			if !ok {
				continue
			}
			fa, ok := st.Addr.(*ssa.FieldAddr)
			if !ok {
				continue
			}
			p, ok := fa.X.Type().Underlying().(*types.Pointer)
			if !ok || !types.Identical(p.Elem(), tn.Type()) {
				continue
			}
			if c, ok := st.Val.(*ssa.Const); ok && c.IsNil() {
				continue
			}
			f := p.Elem().Underlying().(*types.Struct).Field(fa.Field)
			if _, ok := f.Type().Underlying().(*types.Pointer); ok && !slices.Contains(ops, f.Name()) {
				ops = append(ops, f.Name())
			}
		}
	}
	slices.Sort(ops)
	return ops
}
