package timeouterr

import (
	"encoding/gob"
	"fmt"
	sharedflow "github.com/idemlint/idemlint/internal/flow"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// RecognisesTimeout is the fact on a function that tests one of its
// parameters for a timeout: errors.Is with context.DeadlineExceeded or
// os.ErrDeadlineExceeded, os.IsTimeout, a net.Error's Timeout, or a call
// of another function with this fact. A call of the function with the
// error in one of those parameters recognises the timeout.
type RecognisesTimeout struct {
	// Params are the indices of the parameters tested, in the order of
	// the SSA function's parameters (a method's receiver is 0). Sorted.
	Params []int
}

func (*RecognisesTimeout) AFact() {}

func (f *RecognisesTimeout) String() string {
	return fmt.Sprintf("recognises a timeout in param %v", f.Params)
}

// HandlesTimeout is the fact on a function that recognises a timeout of
// a call it makes and answers it with a nil error: a write wrapper that
// turns a timeout into an ordinary "unknown" result itself. An error it
// returns is not a timeout of its write.
type HandlesTimeout struct{}

func (*HandlesTimeout) AFact() {}

func (*HandlesTimeout) String() string { return "handles a timeout" }

func init() {
	gob.Register(new(RecognisesTimeout))
	gob.Register(new(HandlesTimeout))
}

// A recogniser knows which functions recognise timeouts: those of the
// package (function literals included) and, through facts, those of its
// imports.
type recogniser struct {
	pass *analysis.Pass
	// params holds, per function of the package, the parameters (or, for
	// a function literal, the free variables, numbered after the
	// parameters) it tests for a timeout.
	params  map[*ssa.Function]map[int]bool
	handles map[*ssa.Function]bool
}

// newRecogniser summarises the functions of the package and exports
// their facts.
func newRecogniser(pass *analysis.Pass, srcFuncs []*ssa.Function) *recogniser {
	r := &recogniser{pass: pass, params: make(map[*ssa.Function]map[int]bool), handles: make(map[*ssa.Function]bool)}
	var funcs []*ssa.Function
	seen := make(map[*ssa.Function]bool)
	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		if seen[fn] {
			return
		}
		seen[fn] = true
		funcs = append(funcs, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, fn := range srcFuncs {
		add(fn)
	}

	// Parameters that can hold an error, and what derives from them,
	// computed once.
	type candidate struct {
		fn      *ssa.Function
		index   int
		value   ssa.Value
		derived map[ssa.Value]bool // computed when first needed
	}
	var cands []*candidate
	for _, fn := range funcs {
		if len(fn.Blocks) == 0 {
			continue
		}
		for i, p := range fn.Params {
			if canHoldError(p.Type()) {
				cands = append(cands, &candidate{fn: fn, index: i, value: p})
			}
		}
		for i, fv := range fn.FreeVars {
			if canHoldError(fv.Type()) {
				cands = append(cands, &candidate{fn: fn, index: len(fn.Params) + i, value: fv})
			}
		}
	}
	// Helpers call helpers: iterate to a fixpoint.
	for changed := true; changed; {
		changed = false
		for _, c := range cands {
			if r.params[c.fn][c.index] || !r.anyRecognition(c.fn, nil) {
				continue
			}
			if c.derived == nil {
				c.derived = derive(c.value)
			}
			if r.anyRecognition(c.fn, c.derived) {
				if r.params[c.fn] == nil {
					r.params[c.fn] = make(map[int]bool)
				}
				r.params[c.fn][c.index] = true
				changed = true
			}
		}
	}
	for _, fn := range funcs {
		if r.handlesOwnTimeout(fn) {
			r.handles[fn] = true
		}
	}

	for _, fn := range srcFuncs {
		obj, ok := fn.Object().(*types.Func)
		if !ok || obj == nil || obj.Pkg() != pass.Pkg || fn.Parent() != nil {
			continue
		}
		if ps := r.params[fn]; len(ps) > 0 {
			var f RecognisesTimeout
			for i := range fn.Params {
				if ps[i] {
					f.Params = append(f.Params, i)
				}
			}
			pass.ExportObjectFact(obj, &f)
		}
		if r.handles[fn] {
			pass.ExportObjectFact(obj, new(HandlesTimeout))
		}
	}
	return r
}

// recognisedParams returns the parameters fn tests for a timeout.
func (r *recogniser) recognisedParams(fn *ssa.Function) map[int]bool {
	if ps, ok := r.params[fn]; ok {
		return ps
	}
	if o := fn.Origin(); o != nil {
		if ps, ok := r.params[o]; ok {
			return ps
		}
		fn = o
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj == nil || obj.Pkg() == r.pass.Pkg {
		return nil
	}
	var f RecognisesTimeout
	if !r.pass.ImportObjectFact(obj, &f) {
		return nil
	}
	out := make(map[int]bool)
	for _, i := range f.Params {
		out[i] = true
	}
	return out
}

// handlesTimeout reports whether fn turns a timeout of its own write
// into an ordinary return.
func (r *recogniser) handlesTimeout(fn *ssa.Function) bool {
	if fn == nil {
		return false
	}
	if o := fn.Origin(); o != nil {
		fn = o
	}
	if r.handles[fn] {
		return true
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj == nil || obj.Pkg() == r.pass.Pkg {
		return false
	}
	return r.pass.ImportObjectFact(obj, new(HandlesTimeout))
}

// anyRecognition reports whether some instruction of fn recognises a
// timeout of a value in derived (of any value, when derived is nil).
func (r *recogniser) anyRecognition(fn *ssa.Function, derived map[ssa.Value]bool) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if r.recognises(instr, derived) {
				return true
			}
		}
	}
	return false
}

// recognises reports whether instr tests a value of derived for a
// timeout (or, for errors.Is and comparisons, the context's own error).
// A nil derived stands for every value: "could instr recognise a
// timeout at all".
func (r *recogniser) recognises(instr ssa.Instruction, derived map[ssa.Value]bool) bool {
	switch x := instr.(type) {
	case *ssa.BinOp:
		if x.Op != token.EQL && x.Op != token.NEQ {
			return false
		}
		return (subject(x.X, derived) && isTimeoutSentinel(x.Y)) || (subject(x.Y, derived) && isTimeoutSentinel(x.X))
	case *ssa.TypeAssert:
		return has(derived, x.X) && hasTimeoutMethod(x.AssertedType) && timeoutCalled(x)
	case ssa.CallInstruction:
		return r.recognisingCall(x.Common(), derived)
	}
	return false
}

// has reports whether v is in derived; a nil derived holds everything.
func has(derived map[ssa.Value]bool, v ssa.Value) bool {
	return derived == nil || derived[v]
}

func (r *recogniser) recognisingCall(c *ssa.CallCommon, derived map[ssa.Value]bool) bool {
	if c.IsInvoke() {
		return has(derived, c.Value) && isTimeoutMethod(c.Method)
	}
	callee := c.StaticCallee()
	if callee == nil {
		return false
	}
	switch qualifiedName(callee) {
	case "errors.Is":
		return len(c.Args) == 2 && subject(c.Args[0], derived) && isTimeoutSentinel(c.Args[1])
	case "os.IsTimeout":
		return len(c.Args) == 1 && has(derived, c.Args[0])
	case "errors.As":
		if len(c.Args) != 2 || !has(derived, c.Args[0]) {
			return false
		}
		target := c.Args[1]
		if mi, ok := target.(*ssa.MakeInterface); ok {
			target = mi.X
		}
		if p, ok := target.Type().Underlying().(*types.Pointer); ok {
			return hasTimeoutMethod(p.Elem()) && timeoutCalled(target)
		}
		return false
	}
	if obj, ok := callee.Object().(*types.Func); ok && isTimeoutMethod(obj) && len(c.Args) > 0 && has(derived, c.Args[0]) {
		return true
	}
	ps := r.recognisedParams(callee)
	for i, a := range c.Args {
		if ps[i] && has(derived, a) {
			return true
		}
	}
	if mc, ok := c.Value.(*ssa.MakeClosure); ok {
		for j, b := range mc.Bindings {
			if ps[len(callee.Params)+j] && has(derived, b) {
				return true
			}
		}
	}
	return false
}

// subject reports whether v is a value of derived or the error of a
// context (ctx.Err(), context.Cause(ctx)): a test of the context's error
// right after the write recognises its deadline too.
func subject(v ssa.Value, derived map[ssa.Value]bool) bool {
	if has(derived, v) {
		return true
	}
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	c := call.Common()
	if c.IsInvoke() {
		return c.Method.Name() == "Err" && isContext(c.Value.Type())
	}
	if callee := c.StaticCallee(); callee != nil {
		name := qualifiedName(callee)
		return name == "context.Cause" || name == "(context.Context).Err"
	}
	return false
}

// isContext reports whether t has the methods of a context.Context
// (context.Context itself, or an agent framework's context that embeds
// it).
func isContext(t types.Type) bool {
	for _, m := range []string{"Deadline", "Done", "Err", "Value"} {
		if obj, _, _ := types.LookupFieldOrMethod(t, true, nil, m); obj == nil {
			return false
		}
	}
	return true
}

// isTimeoutSentinel reports whether v is context.DeadlineExceeded or
// os.ErrDeadlineExceeded.
func isTimeoutSentinel(v ssa.Value) bool {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if ci, ok := v.(*ssa.ChangeInterface); ok {
		v = ci.X
	}
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return false
	}
	g, ok := load.X.(*ssa.Global)
	if !ok || g.Pkg == nil {
		return false
	}
	switch g.Pkg.Pkg.Path() + "." + g.Name() {
	case "context.DeadlineExceeded", "os.ErrDeadlineExceeded":
		return true
	}
	return false
}

// timeoutCalled reports whether the function calls Timeout() on a
// value derived from v: the net.Error that errors.As fills in or a type
// assertion yields. Only then is the errors.As or the assertion part of
// a timeout test (an assertion to *os.PathError alone is not).
func timeoutCalled(v ssa.Value) bool {
	for d := range derive(v) {
		for _, ref := range *refsOf(d) {
			call, ok := ref.(ssa.CallInstruction)
			if !ok {
				continue
			}
			c := call.Common()
			if c.IsInvoke() {
				if c.Value == d && isTimeoutMethod(c.Method) {
					return true
				}
				continue
			}
			if callee := c.StaticCallee(); callee != nil && len(c.Args) > 0 && c.Args[0] == d {
				if obj, ok := callee.Object().(*types.Func); ok && isTimeoutMethod(obj) {
					return true
				}
			}
		}
	}
	return false
}

func refsOf(v ssa.Value) *[]ssa.Instruction {
	if refs := v.Referrers(); refs != nil {
		return refs
	}
	return new([]ssa.Instruction)
}

// isTimeoutMethod reports whether fn is a method Timeout() bool, as on
// net.Error.
func isTimeoutMethod(fn *types.Func) bool {
	if fn == nil || fn.Name() != "Timeout" {
		return false
	}
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil || sig.Params().Len() != 0 || sig.Results().Len() != 1 {
		return false
	}
	b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// hasTimeoutMethod reports whether t has a method Timeout() bool.
func hasTimeoutMethod(t types.Type) bool {
	obj, _, _ := types.LookupFieldOrMethod(t, true, nil, "Timeout")
	fn, ok := obj.(*types.Func)
	return ok && isTimeoutMethod(fn)
}

// handlesOwnTimeout reports whether fn, whose last result is an error,
// recognises a timeout of an error returned by a call it makes and, on
// that branch, returns a nil error.
func (r *recogniser) handlesOwnTimeout(fn *ssa.Function) bool {
	res := fn.Signature.Results()
	if res.Len() == 0 || !sharedflow.IsErrorType(res.At(res.Len()-1).Type()) || len(fn.Blocks) == 0 {
		return false
	}
	// The tests that could recognise a timeout and lead to a nil error.
	var tests []ssa.Instruction
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if !r.recognises(instr, nil) {
				continue
			}
			for _, t := range timeoutBranches(instr) {
				if returnsNilErrorIn(fn, t) {
					tests = append(tests, instr)
					break
				}
			}
		}
	}
	if len(tests) == 0 {
		return false
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			errv := errorResult(call)
			if errv == nil {
				continue
			}
			derived := derive(errv)
			for _, t := range tests {
				if r.recognises(t, derived) {
					return true
				}
			}
		}
	}
	return false
}

// timeoutBranches returns the blocks entered when a recognising test
// says "timeout": the true successor of an if on its result, or the false
// successor of an if on its negation.
func timeoutBranches(instr ssa.Instruction) []*ssa.BasicBlock {
	v, ok := instr.(ssa.Value)
	if !ok {
		return nil
	}
	if _, isTuple := v.Type().(*types.Tuple); isTuple {
		// v, ok := x.(net.Error): the ok result.
		var ok ssa.Value
		for _, ref := range *v.Referrers() {
			if ex, isEx := ref.(*ssa.Extract); isEx && ex.Index == 1 {
				ok = ex
			}
		}
		if ok == nil {
			return nil
		}
		v = ok
	}
	var out []*ssa.BasicBlock
	for _, ref := range *v.Referrers() {
		switch ref := ref.(type) {
		case *ssa.If:
			out = append(out, ref.Block().Succs[0])
		case *ssa.UnOp:
			if ref.Op == token.NOT {
				for _, ref2 := range *ref.Referrers() {
					if iff, ok := ref2.(*ssa.If); ok {
						out = append(out, iff.Block().Succs[1])
					}
				}
			}
		}
	}
	return out
}

// returnsNilErrorIn reports whether fn returns a nil error from a block
// that t dominates.
func returnsNilErrorIn(fn *ssa.Function, t *ssa.BasicBlock) bool {
	for _, b := range fn.Blocks {
		if !t.Dominates(b) {
			continue
		}
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) > 0 && isNilConst(returned(ret, len(ret.Results)-1)) {
			return true
		}
	}
	return false
}

// returned returns the i'th value ret returns. In a function with
// deferred calls, a return stores its values in result slots, runs the
// defers and loads them back; returned looks through the slot to the
// value stored in the same block.
func returned(ret *ssa.Return, i int) ssa.Value {
	v := ret.Results[i]
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return v
	}
	slot, ok := load.X.(*ssa.Alloc)
	if !ok || slot.Heap {
		return v
	}
	instrs := ret.Block().Instrs
	for j := slices.Index(instrs, ssa.Instruction(load)) - 1; j >= 0; j-- {
		if st, ok := instrs[j].(*ssa.Store); ok && st.Addr == slot {
			return st.Val
		}
	}
	return v
}

// errorResult returns the error a call returns: the call itself when its
// only result is an error, or the extract of its last result when that is
// an error. It returns nil when the call returns no error or the error
// is not used.
func errorResult(call ssa.CallInstruction) ssa.Value {
	v, ok := call.(*ssa.Call)
	if !ok {
		return nil
	}
	t := v.Type()
	if tuple, ok := t.(*types.Tuple); ok {
		if tuple.Len() == 0 || !sharedflow.IsErrorType(tuple.At(tuple.Len()-1).Type()) {
			return nil
		}
		for _, ref := range *v.Referrers() {
			if ex, ok := ref.(*ssa.Extract); ok && ex.Index == tuple.Len()-1 {
				return ex
			}
		}
		return nil
	}
	if sharedflow.IsErrorType(t) {
		return v
	}
	return nil
}

// derive returns the values that carry the seeds: the seeds, its
// conversions, phis and extracts, the objects it is stored into, loads
// from them, string concatenations, and the results of calls that take
// it (fmt.Errorf, err.Error(), fmt.Sprintf). errors.As(err, &target)
// makes the target carry it. Comparisons do not: `err != nil` is a
// condition on err, not a value that holds it.
func derive(seeds ...ssa.Value) map[ssa.Value]bool {
	d := make(map[ssa.Value]bool)
	var work []ssa.Value
	add := func(v ssa.Value) {
		if v != nil && !d[v] {
			d[v] = true
			work = append(work, v)
		}
	}
	for _, s := range seeds {
		add(s)
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		refs := v.Referrers()
		if refs == nil {
			continue
		}
		for _, ref := range *refs {
			switch x := ref.(type) {
			case *ssa.MakeInterface, *ssa.ChangeInterface, *ssa.ChangeType, *ssa.Convert, *ssa.TypeAssert,
				*ssa.Phi, *ssa.Extract, *ssa.Slice, *ssa.Field, *ssa.FieldAddr, *ssa.Index, *ssa.IndexAddr,
				*ssa.MultiConvert, *ssa.SliceToArrayPointer, *ssa.MakeClosure, *ssa.Lookup:
				add(x.(ssa.Value))
			case *ssa.UnOp:
				if x.Op == token.MUL || x.Op == token.ARROW {
					add(x)
				}
			case *ssa.BinOp:
				if x.Op == token.ADD {
					add(x)
				}
			case *ssa.Store:
				if x.Val == v {
					add(allocOf(x.Addr))
				}
			case *ssa.MapUpdate:
				if x.Value == v || x.Key == v {
					add(x.Map)
				}
			case *ssa.Call:
				c := x.Common()
				if callee := c.StaticCallee(); callee != nil && qualifiedName(callee) == "errors.As" && len(c.Args) == 2 && c.Args[0] == v {
					add(allocOf(c.Args[1]))
				}
				add(x)
			}
		}
	}
	return d
}

// allocOf returns the local allocation an address points into, or nil.
func allocOf(addr ssa.Value) ssa.Value {
	for range 16 {
		switch x := addr.(type) {
		case *ssa.Alloc:
			return x
		case *ssa.FieldAddr:
			addr = x.X
		case *ssa.IndexAddr:
			addr = x.X
		case *ssa.MakeInterface:
			addr = x.X
		case *ssa.ChangeType:
			addr = x.X
		default:
			return nil
		}
	}
	return nil
}

func qualifiedName(fn *ssa.Function) string {
	if o := fn.Origin(); o != nil {
		fn = o
	}
	obj, ok := fn.Object().(*types.Func)
	if !ok || obj == nil || obj.Pkg() == nil {
		return ""
	}
	if recv := obj.Type().(*types.Signature).Recv(); recv != nil {
		t := recv.Type()
		ptr := ""
		if p, ok := t.(*types.Pointer); ok {
			t, ptr = p.Elem(), "*"
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return "(" + ptr + obj.Pkg().Path() + "." + n.Obj().Name() + ")." + obj.Name()
		}
		return ""
	}
	return obj.Pkg().Path() + "." + obj.Name()
}

// canHoldError reports whether an error can be passed as a value of
// type t: error itself, any, or another interface that error satisfies.
func canHoldError(t types.Type) bool {
	i, ok := t.Underlying().(*types.Interface)
	return ok && types.Implements(types.Universe.Lookup("error").Type(), i)
}

func isNilConst(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value == nil
}

func isNamed(t types.Type, pkg, name string) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == name && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg
}

// isStd reports whether a package path looks like the standard
// library's (no dot in its first element).
func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
