package effects

import (
	"cmp"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// maxSources bounds the sources of one made result.
const maxSources = 8

// makes returns the Makes fact of a function that returns requests it
// built: each result that is an *http.Request or carries one, and each
// result whose struct type has a field senders read the method from,
// with where its method comes from. It returns nil when no result
// qualifies or no source is known.
func (a *analyzer) makes(f *fnInfo) *Makes {
	results := f.fn.Signature.Results()
	var m Makes
	for i := range results.Len() {
		typ := results.At(i).Type()
		if isHTTPRequestPtr(typ) || carriedRequest(typ) != "" {
			if from := a.madeFrom(f.fn, i, func(t *tracer, v ssa.Value) []origin { return t.request(v, 0) }); len(from) > 0 {
				m.Results = append(m.Results, MadeResult{Index: i, From: from})
			}
			continue
		}
		tn := structName(typ)
		if tn == nil {
			continue
		}
		for _, field := range sortedKeys(a.methodFields[tn]) {
			if from := a.madeFrom(f.fn, i, func(t *tracer, v ssa.Value) []origin { return t.field(v, field, 0) }); len(from) > 0 {
				m.Results = append(m.Results, MadeResult{Index: i, Field: field, From: from})
			}
		}
	}
	if len(m.Results) == 0 {
		return nil
	}
	return &m
}

// madeFrom returns the sources of result i of fn over all its returns,
// sorted and deduplicated.
func (a *analyzer) madeFrom(fn *ssa.Function, i int, follow func(*tracer, ssa.Value) []origin) []Source {
	var out []Source
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || i >= len(ret.Results) {
			continue
		}
		for _, o := range follow(a.newTracer(), ret.Results[i]) {
			if o.kind != oMaker { // a request a function parameter makes: not summarised
				out = append(out, o.source())
			}
		}
	}
	slices.SortFunc(out, compareSources)
	out = slices.Compact(out)
	if len(out) > maxSources {
		return nil // too many to be a request builder's
	}
	return out
}

func compareSources(x, y Source) int {
	return cmp.Or(cmp.Compare(x.Param, y.Param), strings.Compare(x.Const, y.Const), cmp.Compare(boolInt(x.Request), boolInt(y.Request)),
		strings.Compare(x.Field, y.Field), cmp.Compare(boolInt(x.Options), boolInt(y.Options)), cmp.Compare(x.OpParam, y.OpParam), strings.Compare(x.OpField, y.OpField))
}

// noteMethodFields records the fields of this package's parameter
// writes that hold a method: where a sender reads it from.
func (a *analyzer) noteMethodFields() {
	for _, f := range a.order {
		for _, p := range f.sum.params {
			if p.Field == "" {
				continue
			}
			if i := p.Index + recvOffset(f.fn); i < len(f.fn.Params) {
				a.noteMethodField(f.fn.Params[i].Type(), p.Field)
			}
		}
	}
}

// noteMethodField records that the named field of struct type t (or a
// pointer to it) holds an HTTP method that a sender reads.
func (a *analyzer) noteMethodField(t types.Type, field string) {
	tn := structName(t)
	if tn == nil {
		return
	}
	if a.methodFields[tn] == nil {
		a.methodFields[tn] = make(map[string]bool)
	}
	a.methodFields[tn][field] = true
}

// structName returns the named struct type t is or points to, or nil.
func structName(t types.Type) *types.TypeName {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil
	}
	return n.Origin().Obj()
}

func recvOffset(fn *ssa.Function) int {
	if fn.Signature.Recv() != nil {
		return 1
	}
	return 0
}

func sortedKeys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// A fieldKey names a string field of a struct type of the package.
type fieldKey struct {
	tn    *types.TypeName
	field string
}

// fieldConstants returns the constants the package stores in a string
// field of one of its struct types, anywhere: directly, or through a
// parameter of the storing function that its callers in the package
// pass constants for (newClient(endpoint, doer, http.MethodPost) storing
// its method). A method read from a receiver's field is one of these. A
// field that receives anything else yields nothing: it is not known.
func (a *analyzer) fieldConstants(tn *types.TypeName, field string) []origin {
	if tn == nil || tn.Pkg() != a.pass.Pkg {
		return nil
	}
	key := fieldKey{tn, field}
	if out, ok := a.fieldConsts[key]; ok {
		return out
	}
	a.fieldConsts[key] = nil // a cycle through the same field knows nothing more
	var out []origin
	known := true
	a.fieldStores(tn, field, func(f *fnInfo, st *ssa.Store) bool {
		for _, o := range a.newTracer().strings(st.Val, 0) {
			switch o.kind {
			case oConst:
				out = append(out, origin{kind: oConst, s: o.s})
			case oParam:
				consts, ok := a.constArgs(f.fn, o.idx)
				known = known && ok
				out = append(out, consts...)
			default:
				known = false
			}
		}
		return true
	})
	if !known || len(out) > maxSources {
		out = nil
	}
	a.fieldConsts[key] = out
	return out
}

// loadedField returns the struct type of this package and the field that
// v is loaded from (s.apiBase, t.CreateNote), or nil: whatever every
// store of the package puts there is what v holds.
func (a *analyzer) loadedField(v ssa.Value) (*types.TypeName, string) {
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return nil, ""
	}
	fa, ok := load.X.(*ssa.FieldAddr)
	if !ok {
		return nil, ""
	}
	tn := structName(fa.X.Type())
	if tn == nil || tn.Pkg() != a.pass.Pkg {
		return nil, ""
	}
	return tn, fieldName(fa)
}

// fieldStores calls visit with each store of this package into the named
// field of a struct of type tn, until visit returns false.
func (a *analyzer) fieldStores(tn *types.TypeName, field string, visit func(*fnInfo, *ssa.Store) bool) {
	for _, f := range a.order {
		for _, b := range f.fn.Blocks {
			for _, instr := range b.Instrs {
				st, ok := instr.(*ssa.Store)
				if !ok {
					continue
				}
				fa, ok := st.Addr.(*ssa.FieldAddr)
				if !ok || fieldName(fa) != field || structName(fa.X.Type()) != tn {
					continue
				}
				if !visit(f, st) {
					return
				}
			}
		}
	}
}

// constArgs returns the constants the package's calls of fn pass for its
// parameter i, and false when one of them passes something else or fn
// has no call here.
func (a *analyzer) constArgs(fn *ssa.Function, i int) ([]origin, bool) {
	var out []origin
	calls := 0
	for _, f := range a.order {
		for _, b := range f.fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(*ssa.Call)
				if !ok {
					continue
				}
				if callee := call.Call.StaticCallee(); callee == nil || callee != fn && callee.Origin() != fn {
					continue
				}
				calls++
				for _, o := range a.newTracer().strings(argAt(call.Common(), i), 0) {
					if o.kind != oConst {
						return nil, false
					}
					out = append(out, o)
				}
			}
		}
	}
	return out, calls > 0
}
