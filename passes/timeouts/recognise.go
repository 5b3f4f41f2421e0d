package timeouts

import (
	"go/token"
	"go/types"

	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// summarise finds the functions of the package, function literals
// included, that recognise a timeout in a parameter or handle one.
func (r *Result) summarise(srcFuncs []*ssa.Function) {
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
	// Helpers call helpers: iterate to a fixpoint. Which helpers only
	// reword a timeout decides which calls recognise one, so the
	// parameters are found again until that settles.
	for range 4 {
		clear(r.params)
		for changed := true; changed; {
			changed = false
			for _, c := range cands {
				if r.params[c.fn][c.index] || !r.anyRecognition(c.fn, nil) {
					continue
				}
				if c.derived == nil {
					c.derived = flow.Carriers(c.value)
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
		settled := true
		for fn := range r.params {
			if w := r.onlyRewords(fn); w != r.rewords[fn] {
				r.rewords[fn] = w
				settled = false
			}
		}
		if settled {
			break
		}
	}
	for _, fn := range funcs {
		if r.handlesOwnTimeout(fn) {
			r.handles[fn] = true
		}
	}
	r.summariseErrorHelpers(funcs)
}

// recognisedParams returns the parameters fn tests for a timeout.
func (r *Result) recognisedParams(fn *ssa.Function) map[int]bool {
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
	if !ok || obj == nil || obj.Pkg() == r.pkg {
		return nil
	}
	return r.imported[obj]
}

// HandlesTimeout reports whether fn turns a timeout of its own write
// into an ordinary return.
func (r *Result) HandlesTimeout(fn *ssa.Function) bool {
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
	if !ok || obj == nil || obj.Pkg() == r.pkg {
		return false
	}
	return r.importedHandles[obj]
}

// anyRecognition reports whether some instruction of fn recognises a
// timeout of a value in derived (of any value, when derived is nil).
func (r *Result) anyRecognition(fn *ssa.Function, derived map[ssa.Value]bool) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if r.Recognises(instr, derived) {
				return true
			}
		}
	}
	return false
}

// Recognises reports whether instr tests a value of derived for a
// timeout (or, for errors.Is and comparisons, the context's own error).
// A nil derived stands for every value: "could instr recognise a
// timeout at all".
func (r *Result) Recognises(instr ssa.Instruction, derived map[ssa.Value]bool) bool {
	switch x := instr.(type) {
	case *ssa.BinOp:
		if x.Op != token.EQL && x.Op != token.NEQ {
			return false
		}
		return (subject(x.X, derived) && isTimeoutSentinel(x.Y)) || (subject(x.Y, derived) && isTimeoutSentinel(x.X))
	case *ssa.TypeAssert:
		return has(derived, x.X) && hasTimeoutMethod(x.AssertedType) && timeoutCalled(x)
	case ssa.CallInstruction:
		if !r.recognisingCall(x.Common(), derived) {
			return false
		}
		// A helper that only rewords the timeout recognises it for a
		// caller that branches on what it returns.
		return !r.rewording(x.Common()) || feedsBranch(x)
	}
	return false
}

// rewording reports whether c calls a helper that recognises a timeout
// only to word the failure it returns (RecognisesTimeout.Rewords).
func (r *Result) rewording(c *ssa.CallCommon) bool {
	callee := c.StaticCallee()
	if callee == nil {
		return false
	}
	if o := callee.Origin(); o != nil {
		callee = o
	}
	if _, ok := r.params[callee]; ok {
		return r.rewords[callee]
	}
	obj, ok := callee.Object().(*types.Func)
	return ok && obj != nil && obj.Pkg() != r.pkg && r.importedRewords[obj]
}

// feedsBranch reports whether the result of call decides a branch of its
// function other than a nil test (if classify(err) == errTimeout, not
// if e := wrap(err); e != nil).
func feedsBranch(call ssa.CallInstruction) bool {
	v, ok := call.(ssa.Value)
	if !ok || call.Parent() == nil {
		return false
	}
	from := map[ssa.Value]bool{v: true}
	for _, b := range call.Parent().Blocks {
		if len(b.Instrs) == 0 {
			continue
		}
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		if cmp, ok := iff.Cond.(*ssa.BinOp); ok && (flow.IsNil(cmp.X) || flow.IsNil(cmp.Y)) {
			continue
		}
		if flow.Derives(iff.Cond, from) {
			return true
		}
	}
	return false
}

// onlyRewords reports whether fn, which recognises a timeout in a
// parameter, does so only to word a failure: it is no predicate (no
// bool result to branch on), and no return down a timeout branch is
// anything but a failure, or it returns no error and no error result at
// all (text for the caller to fail with).
func (r *Result) onlyRewords(fn *ssa.Function) bool {
	res := fn.Signature.Results()
	failing := false
	for i := range res.Len() {
		t := res.At(i).Type()
		if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsBoolean != 0 {
			return false // a predicate: the caller decides
		}
		if flow.IsErrorType(t) || resultOf(t, r.resultAPIs) {
			failing = true
		}
	}
	if res.Len() == 0 {
		return false
	}
	if !failing {
		return true
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if !r.Recognises(instr, nil) {
				continue
			}
			for _, t := range timeoutBranches(instr) {
				for _, blk := range fn.Blocks {
					if !t.Dominates(blk) {
						continue
					}
					if ret, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.Return); ok && flow.Classify(ret, r.resultAPIs, r) == flow.NotFailure {
						return false
					}
				}
			}
		}
	}
	return true
}

// has reports whether v is in derived; a nil derived holds everything.
func has(derived map[ssa.Value]bool, v ssa.Value) bool {
	return derived == nil || derived[v]
}

func (r *Result) recognisingCall(c *ssa.CallCommon, derived map[ssa.Value]bool) bool {
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
	for d := range flow.Carriers(v) {
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
func (r *Result) handlesOwnTimeout(fn *ssa.Function) bool {
	if !flow.ReturnsError(fn.Signature) || len(fn.Blocks) == 0 {
		return false
	}
	// The tests that could recognise a timeout and lead to a nil error.
	var tests []ssa.Instruction
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if !r.Recognises(instr, nil) {
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
			errv := flow.CallError(call)
			if errv == nil {
				continue
			}
			derived := flow.Carriers(errv)
			for _, t := range tests {
				if r.Recognises(t, derived) {
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
		if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok && len(ret.Results) > 0 && flow.IsNil(flow.Returned(ret, len(ret.Results)-1)) {
			return true
		}
	}
	return false
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
