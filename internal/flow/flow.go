// Package flow holds the SSA questions the flow checks ask of a tool's
// handler: which returns report a failure, and what flows into them; and
// the small SSA and type helpers (Callee, Refs, IsNil, FieldOf, ...) that
// the keys and volatile passes and the checks share with them.
package flow

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/ssa"
)

// The helpers are framework-neutral: which results a framework marks as
// errors is asked of its adapter (tools.ErrorResults). replayerr,
// lostresult and timeouterr share them.

// A Failure says how a return reports a failure.
type Failure int

const (
	NotFailure  Failure = iota
	GoError             // a non-nil Go error
	ErrorResult         // a framework error result (IsError, NewToolResultError, SetError)
)

// Scope is the part of a handler function that belongs to one tool: the
// whole function, or for a dispatch-style handler the statements of its
// case.
type Scope struct {
	Fn     *ssa.Function
	lo, hi token.Pos
}

func NewScope(t *tools.Tool, fn *ssa.Function) Scope {
	s := Scope{Fn: fn}
	if t.Handler != nil && t.Handler.Dispatch != nil && len(t.Handler.Stmts) > 0 {
		stmts := t.Handler.Stmts
		s.lo, s.hi = stmts[0].Pos(), stmts[len(stmts)-1].End()
	}
	return s
}

// Has reports whether an instruction of the handler function belongs to
// the tool.
func (s Scope) Has(instr ssa.Instruction) bool {
	if instr.Parent() != s.Fn {
		return false
	}
	if !s.lo.IsValid() {
		return true
	}
	p := instr.Pos()
	return p.IsValid() && p >= s.lo && p < s.hi
}

// ReturnsUnder lists the explicit returns of the tool whose block is
// dominated by b.
func (s Scope) ReturnsUnder(b *ssa.BasicBlock) []*ssa.Return {
	var out []*ssa.Return
	for _, blk := range s.Fn.Blocks {
		if !b.Dominates(blk) || len(blk.Instrs) == 0 {
			continue
		}
		if ret, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.Return); ok && ret.Pos().IsValid() && s.Has(ret) {
			out = append(out, ret)
		}
	}
	return out
}

// ReturnStmt finds the return statement at pos in the handler's syntax,
// for the end of a report's range.
func ReturnStmt(fn *ssa.Function, pos token.Pos) *ast.ReturnStmt {
	var found *ast.ReturnStmt
	if syntax := fn.Syntax(); syntax != nil {
		ast.Inspect(syntax, func(n ast.Node) bool {
			if r, ok := n.(*ast.ReturnStmt); ok && r.Return == pos {
				found = r
			}
			return found == nil
		})
	}
	return found
}

// Classify says whether a return reports a failure: a non-nil Go error in
// an error-typed result, or an error result of the framework, built
// there or by one of the error helpers hs knows.
func Classify(ret *ssa.Return, apis []tools.ErrorResult, hs Helpers) Failure {
	for _, v := range ret.Results {
		if IsErrorType(v.Type()) && NonNilError(Resolve(v), ret.Block(), 0) {
			return GoError
		}
	}
	for _, v := range ret.Results {
		if !IsErrorType(v.Type()) && IsErrorResult(Resolve(v), apis, hs, 0) {
			return ErrorResult
		}
	}
	return NotFailure
}

// Resolve returns the value a load of a local variable reads when the
// variable is stored earlier in the same block: the results of a
// function with defers travel through such variables (*t0 = v; rundefers;
// return *t0).
func Resolve(v ssa.Value) ssa.Value {
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL || load.Block() == nil {
		return v
	}
	alloc, ok := load.X.(*ssa.Alloc)
	if !ok {
		return v
	}
	instrs := load.Block().Instrs
	for i := len(instrs) - 1; i >= 0; i-- {
		if instrs[i] != load {
			continue
		}
		for j := i - 1; j >= 0; j-- {
			if st, ok := instrs[j].(*ssa.Store); ok && st.Addr == alloc {
				return st.Val
			}
		}
		break
	}
	if st := soleStore(alloc); st != nil {
		return st.Val
	}
	return v
}

// soleStore returns the one store to a local variable, when nothing else
// can change it: a variable a closure captures (a transaction a deferred
// rollback uses) is read through its address at every use, and holds
// everywhere the one value it is given. Nil when the variable is stored
// more than once, in its function or in a closure, or its address escapes.
func soleStore(alloc *ssa.Alloc) *ssa.Store {
	var sole *ssa.Store
	for _, r := range *alloc.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if r.Addr != alloc || sole != nil {
				return nil
			}
			sole = r
		case *ssa.UnOp:
			if r.Op != token.MUL {
				return nil
			}
		case *ssa.MakeClosure:
			if !closureOnlyReads(r, alloc) {
				return nil
			}
		case *ssa.DebugRef:
		default:
			return nil
		}
	}
	return sole
}

// closureOnlyReads reports whether the closure made by mc only loads the
// variable alloc that it captures.
func closureOnlyReads(mc *ssa.MakeClosure, alloc *ssa.Alloc) bool {
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return false
	}
	for i, b := range mc.Bindings {
		if b != alloc || i >= len(fn.FreeVars) {
			continue
		}
		for _, r := range *fn.FreeVars[i].Referrers() {
			if u, ok := r.(*ssa.UnOp); !ok || u.Op != token.MUL {
				if _, ok := r.(*ssa.DebugRef); !ok {
					return false
				}
			}
		}
	}
	return true
}

// TakesContext reports whether a call takes a context.Context: an
// operation of its own rather than a computation.
func TakesContext(c *ssa.CallCommon) bool {
	for _, a := range c.Args {
		if IsContextType(a.Type()) {
			return true
		}
	}
	return false
}

// NonNilError reports whether an error value is certainly non-nil when
// block at runs: a constructed error (errors.New, fmt.Errorf, a helper
// given a message), a sentinel variable, a concrete value converted to
// error, or an error result that a nil check dominating at has found
// non-nil.
func NonNilError(v ssa.Value, at *ssa.BasicBlock, depth int) bool {
	if depth > 8 || v == nil {
		return false
	}
	switch x := v.(type) {
	case *ssa.Const:
		return false
	case *ssa.MakeInterface:
		return true
	case *ssa.ChangeInterface:
		return NonNilError(x.X, at, depth+1)
	case *ssa.UnOp:
		_, global := x.X.(*ssa.Global)
		return x.Op == token.MUL && global // a sentinel: ErrDuplicate
	case *ssa.Phi:
		for i, e := range x.Edges {
			if !NonNilError(e, x.Block().Preds[i], depth+1) {
				return false
			}
		}
		return len(x.Edges) > 0
	case *ssa.Call:
		if ConstructsError(x, at, depth) {
			return true
		}
		return CheckedNonNil(x, at)
	case *ssa.Extract:
		return CheckedNonNil(x, at)
	}
	return false
}

// ConstructsError recognises a call that builds an error: errors.New,
// fmt.Errorf, or a call given a constant message or a non-nil error. A
// call that takes a context is an operation whose error may be nil.
func ConstructsError(call *ssa.Call, at *ssa.BasicBlock, depth int) bool {
	if TakesContext(call.Common()) {
		return false
	}
	if fn := call.Common().StaticCallee(); fn != nil && fn.Pkg != nil {
		switch fn.Pkg.Pkg.Path() + "." + fn.Name() {
		case "errors.New", "fmt.Errorf":
			return true
		}
	}
	for _, a := range call.Common().Args {
		if c, ok := a.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.String {
			return true
		}
		if IsErrorType(a.Type()) && NonNilError(a, at, depth+1) {
			return true
		}
	}
	return false
}

// CheckedNonNil reports whether at is dominated by the branch of a nil
// check on v where v is not nil, entered only from that check.
func CheckedNonNil(v ssa.Value, at *ssa.BasicBlock) bool {
	for _, b := range NilBranches(v) {
		if b.NonNilOnly && b.NonNil.Dominates(at) {
			return true
		}
	}
	return false
}

// A NilBranch is the pair of successors of an `if v != nil` / `if v == nil`.
// A successor is entered only from the check when it has no other
// predecessor; in `err != nil || found` the branch taken on a non-nil
// error is also taken on a hit, and says nothing about err there.
type NilBranch struct {
	NonNil, IsNilBlock    *ssa.BasicBlock
	NonNilOnly, IsNilOnly bool
}

// Joins reports whether the non-nil successor is where the nil branch
// rejoins, not a branch of its own: `if err == nil { id = m.Name }` with
// no else jumps from the test to the block after the if, which the nil
// branch falls into too. In `err != nil || r == nil` the other way in is
// a second test, and the successor is still a failure's branch.
func (b NilBranch) Joins() bool {
	if b.NonNilOnly {
		return false
	}
	for _, p := range b.NonNil.Preds {
		if _, jumps := p.Instrs[len(p.Instrs)-1].(*ssa.Jump); jumps && b.IsNilBlock.Dominates(p) {
			return true
		}
	}
	return false
}

func NilBranches(v ssa.Value) []NilBranch {
	var out []NilBranch
	for _, ref := range Refs(v) {
		bin, ok := ref.(*ssa.BinOp)
		if !ok || (bin.Op != token.NEQ && bin.Op != token.EQL) || !(IsNil(bin.X) || IsNil(bin.Y)) {
			continue
		}
		for _, r := range Refs(bin) {
			iff, ok := r.(*ssa.If)
			if !ok || len(iff.Block().Succs) != 2 {
				continue
			}
			b := NilBranch{NonNil: iff.Block().Succs[0], IsNilBlock: iff.Block().Succs[1]}
			if bin.Op == token.EQL {
				b.NonNil, b.IsNilBlock = b.IsNilBlock, b.NonNil
			}
			b.NonNilOnly, b.IsNilOnly = len(b.NonNil.Preds) == 1, len(b.IsNilBlock.Preds) == 1
			out = append(out, b)
		}
	}
	return out
}

// IsErrorResult reports whether v is a result the framework marks as an
// error: built by an error constructor or by an error helper hs knows,
// or a result whose IsError field is set to true or whose SetError
// method is called.
func IsErrorResult(v ssa.Value, apis []tools.ErrorResult, hs Helpers, depth int) bool {
	return isErrorResult(v, apis, hs, nil, depth)
}

// ErrorResultAt is IsErrorResult where only a marking (IsError = true,
// SetError) that runs before block at counts: a result marked on one
// branch only is not an error result on the other.
func ErrorResultAt(v ssa.Value, apis []tools.ErrorResult, hs Helpers, at *ssa.BasicBlock) bool {
	return isErrorResult(v, apis, hs, at, 0)
}

func isErrorResult(v ssa.Value, apis []tools.ErrorResult, hs Helpers, at *ssa.BasicBlock, depth int) bool {
	if depth > 8 || v == nil {
		return false
	}
	if len(apis) == 0 {
		return false
	}
	switch x := v.(type) {
	case *ssa.MakeInterface:
		return isErrorResult(x.X, apis, hs, at, depth+1)
	case *ssa.ChangeType:
		return isErrorResult(x.X, apis, hs, at, depth+1)
	case *ssa.Phi:
		for i, e := range x.Edges {
			edgeAt := at
			if at != nil {
				edgeAt = x.Block().Preds[i]
			}
			if !isErrorResult(e, apis, hs, edgeAt, depth+1) {
				return false
			}
		}
		return len(x.Edges) > 0
	case *ssa.UnOp:
		if x.Op == token.MUL {
			if markedError(x.X, apis, at) {
				return true
			}
		}
	case *ssa.Call:
		if _, tuple := x.Type().(*types.Tuple); ConstructsErrorResult(x, apis) || !tuple && helperCall(x, 0, hs) {
			return true
		}
	case *ssa.Extract:
		if call, ok := x.Tuple.(*ssa.Call); ok && helperCall(call, x.Index, hs) {
			return true
		}
	}
	return markedError(v, apis, at)
}

// ConstructsErrorResult recognises mcp.NewToolResultError(...) and
// constructors with a constant true "is error" argument.
func ConstructsErrorResult(call *ssa.Call, apis []tools.ErrorResult) bool {
	fn := call.Common().StaticCallee()
	if fn == nil || fn.Pkg == nil {
		return false
	}
	if fn.Origin() != nil {
		fn = fn.Origin()
	}
	path := fn.Pkg.Pkg.Path()
	for _, api := range apis {
		if !api.InPackage(path) {
			continue
		}
		for _, name := range api.Funcs {
			if fn.Name() == name {
				return true
			}
		}
		if i, ok := api.FlagFuncs[fn.Name()]; ok && i < len(call.Common().Args) {
			if c, ok := call.Common().Args[i].(*ssa.Const); ok && c.Value != nil && constant.BoolVal(c.Value) {
				return true
			}
		}
	}
	return false
}

// MarkedError reports whether the result object v (a pointer or an
// allocation) has its error field set to true or its error setter called.
func MarkedError(v ssa.Value, apis []tools.ErrorResult) bool {
	return markedError(v, apis, nil)
}

// markedError is MarkedError counting, when at is not nil, only the
// markings whose block dominates at.
func markedError(v ssa.Value, apis []tools.ErrorResult, at *ssa.BasicBlock) bool {
	before := func(instr ssa.Instruction) bool { return at == nil || instr.Block().Dominates(at) }
	for _, ref := range Refs(v) {
		switch r := ref.(type) {
		case *ssa.FieldAddr:
			if r.X != v {
				continue
			}
			field := FieldOf(r.X.Type(), r.Field)
			if field == nil || field.Pkg() == nil {
				continue
			}
			for _, api := range apis {
				if api.ErrorField != "" && api.ErrorField == field.Name() && api.InPackage(field.Pkg().Path()) {
					if st := storedIn(r); st != nil && before(st) && NonNilError(st.Val, st.Block(), 0) {
						return true
					}
					continue
				}
				if api.Field == "" || api.Field != field.Name() || !api.InPackage(field.Pkg().Path()) {
					continue
				}
				for _, fr := range Refs(r) {
					if st, ok := fr.(*ssa.Store); ok && st.Addr == r {
						if isTrue(st.Val) && before(st) {
							return true
						}
					}
				}
			}
		case ssa.CallInstruction:
			common := r.Common()
			fn := common.StaticCallee()
			if fn == nil || fn.Pkg == nil || fn.Signature.Recv() == nil || len(common.Args) == 0 || common.Args[0] != v {
				continue
			}
			for _, api := range apis {
				if api.Setter != "" && api.Setter == fn.Name() && api.InPackage(fn.Pkg.Pkg.Path()) && before(r) {
					return true
				}
			}
		}
	}
	return false
}

// isTrue reports whether v is the constant true or, for a *bool error
// field (foxy-contexts' IsError), points to it: the address of a variable
// holding only true, or a one-argument helper given true (ptr(true),
// utils.Ptr(true)).
func isTrue(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.Const:
		return v.Value != nil && v.Value.Kind() == constant.Bool && constant.BoolVal(v.Value)
	case *ssa.Alloc:
		stores := 0
		for _, ref := range Refs(v) {
			if st, ok := ref.(*ssa.Store); ok && st.Addr == v {
				if !isTrue(st.Val) {
					return false
				}
				stores++
			}
		}
		return stores == 1
	case *ssa.Call:
		args := v.Call.Args
		if _, ok := v.Type().Underlying().(*types.Pointer); ok && v.Call.StaticCallee() != nil && len(args) == 1 {
			_, isConst := args[0].(*ssa.Const)
			return isConst && isTrue(args[0])
		}
	}
	return false
}

// StoredError returns the value stored in the error field of the result
// object v (an allocation) by one of apis' ErrorField, or nil: the error
// a server's own result type carries (&ToolCallResult{Error: err}).
func StoredError(v ssa.Value, apis []tools.ErrorResult) ssa.Value {
	for _, ref := range Refs(v) {
		r, ok := ref.(*ssa.FieldAddr)
		if !ok || r.X != v {
			continue
		}
		field := FieldOf(r.X.Type(), r.Field)
		if field == nil || field.Pkg() == nil {
			continue
		}
		for _, api := range apis {
			if api.ErrorField == field.Name() && api.InPackage(field.Pkg().Path()) {
				if st := storedIn(r); st != nil {
					return st.Val
				}
			}
		}
	}
	return nil
}

// storedIn returns the one store into the field address, or nil.
func storedIn(addr *ssa.FieldAddr) *ssa.Store {
	var found *ssa.Store
	for _, ref := range Refs(addr) {
		if st, ok := ref.(*ssa.Store); ok && st.Addr == addr {
			if found != nil {
				return nil
			}
			found = st
		}
	}
	return found
}

// Derives reports whether v is computed from one of the values in from:
// through fields, conversions, arithmetic, calls it is an argument of,
// and what is stored into the variables, structs, slices and maps it is
// read from. It over-approximates (a store into any field of a struct
// counts), which errs on the side of silence. The error of an operation
// (a call with several results, or one that takes a context) is never
// derived from the call's arguments: a failed read-back does not carry
// the id it was given; a wrap such as fmt.Errorf does.
func Derives(v ssa.Value, from map[ssa.Value]bool) bool {
	if len(from) == 0 {
		return false
	}
	d := &deriver{from: from, seen: make(map[ssa.Value]bool)}
	return d.value(v, 0)
}

// DerivesAt is Derives for the value v has at the instruction at: what
// is stored into memory v reads only after at (the write a condition
// guards, given the map the condition's checks filled) is no source.
func DerivesAt(v ssa.Value, from map[ssa.Value]bool, at ssa.Instruction) bool {
	if len(from) == 0 {
		return false
	}
	d := &deriver{from: from, seen: make(map[ssa.Value]bool), at: at}
	return d.value(v, 0)
}

type deriver struct {
	from map[ssa.Value]bool
	seen map[ssa.Value]bool
	at   ssa.Instruction // when set, stores that do not come before it are left out
}

// after reports whether the store or call ref into memory comes only
// after the point the value is read at.
func (d *deriver) after(ref ssa.Instruction) bool {
	return d.at != nil && ref.Parent() == d.at.Parent() && !Dominates(ref, d.at)
}

const maxDerive = 64

func (d *deriver) value(v ssa.Value, depth int) bool {
	if v == nil || depth > maxDerive {
		return false
	}
	if d.from[v] {
		return true
	}
	if d.seen[v] {
		return false
	}
	d.seen[v] = true
	if r := Resolve(v); r != v {
		return d.value(r, depth+1)
	}
	switch x := v.(type) {
	case *ssa.Const, *ssa.Global, *ssa.Function, *ssa.Builtin, *ssa.Parameter, *ssa.FreeVar:
		return false
	case *ssa.Alloc:
		return d.memory(x, depth+1)
	case *ssa.MakeMap:
		return d.memory(x, depth+1)
	case *ssa.MakeSlice:
		return d.memory(x, depth+1)
	case *ssa.Extract:
		if IsErrorType(x.Type()) {
			if _, ok := x.Tuple.(*ssa.Call); ok {
				return false
			}
		}
		return d.value(x.Tuple, depth+1)
	case *ssa.Call:
		if IsErrorType(x.Type()) && TakesContext(x.Common()) {
			return false // the error of an operation, not a wrap
		}
		return d.call(x.Common(), nil, depth+1)
	case *ssa.Phi:
		for _, e := range x.Edges {
			if d.value(e, depth+1) {
				return true
			}
		}
		return false
	}
	instr, ok := v.(ssa.Instruction)
	if !ok {
		return false
	}
	for _, op := range instr.Operands(nil) {
		if op != nil && *op != nil && d.value(*op, depth+1) {
			return true
		}
	}
	return false
}

// call reports whether a call's arguments (other than skip and contexts)
// or its receiver derive from the sources.
func (d *deriver) call(c *ssa.CallCommon, skip ssa.Value, depth int) bool {
	if c.IsInvoke() && c.Value != skip && d.value(c.Value, depth) {
		return true
	}
	for _, a := range c.Args {
		if a == skip || IsContextType(a.Type()) {
			continue
		}
		if d.value(a, depth) {
			return true
		}
	}
	return false
}

// memory reports whether what is stored into an object, or into its
// fields and elements, or written into it by a call, derives from the
// sources.
func (d *deriver) memory(addr ssa.Value, depth int) bool {
	if depth > maxDerive {
		return false
	}
	for _, ref := range Refs(addr) {
		if d.after(ref) {
			continue
		}
		switch r := ref.(type) {
		case *ssa.Store:
			if r.Addr == addr && d.value(r.Val, depth+1) {
				return true
			}
		case *ssa.MapUpdate:
			if r.Map == addr && (d.value(r.Key, depth+1) || d.value(r.Value, depth+1)) {
				return true
			}
		case *ssa.FieldAddr:
			if r.X == addr && d.memory(r, depth+1) {
				return true
			}
		case *ssa.IndexAddr:
			if r.X == addr && d.memory(r, depth+1) {
				return true
			}
		case *ssa.Slice:
			if r.X == addr && d.memory(r, depth+1) {
				return true
			}
		case ssa.CallInstruction:
			if d.call(r.Common(), addr, depth+1) {
				return true
			}
		}
	}
	return false
}

// Callee returns the function a call invokes: the interface method of a
// dynamic call, the declared function or method of a static one; nil for
// a call of a function value or of a function literal.
func Callee(c *ssa.CallCommon) *types.Func {
	if c.IsInvoke() {
		return c.Method
	}
	if f := c.StaticCallee(); f != nil {
		if obj, ok := f.Object().(*types.Func); ok {
			return obj
		}
	}
	return nil
}

// HolderName returns the name of the variable or parameter that holds
// the function value a call calls (wrapped in wrapped(ctx, in)), or "".
func HolderName(c *ssa.CallCommon) string {
	if c.IsInvoke() || c.StaticCallee() != nil {
		return ""
	}
	v := c.Value
	if load, ok := v.(*ssa.UnOp); ok && load.Op == token.MUL {
		v = load.X // a captured variable's cell
	}
	switch v := v.(type) {
	case *ssa.FreeVar:
		return v.Name()
	case *ssa.Parameter:
		return v.Name()
	case *ssa.Alloc:
		return v.Comment
	case *ssa.FieldAddr:
		// A function held in a struct field: t.CreateNote.
		if f := FieldOf(v.X.Type(), v.Field); f != nil {
			return f.Name()
		}
	}
	return ""
}

func Refs(v ssa.Value) []ssa.Instruction {
	if r := v.Referrers(); r != nil {
		return *r
	}
	return nil
}

func IsNil(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	return ok && c.Value == nil
}

func IsErrorType(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}

// ImplementsError reports whether t is error or a type that implements
// it: a function's own error type (*ValidationError) is tested against
// nil as an error is.
func ImplementsError(t types.Type) bool { return types.Implements(t, errorInterface) }

// ReturnsError reports whether a signature's last result is an error.
func ReturnsError(sig *types.Signature) bool {
	res := sig.Results()
	return res.Len() > 0 && IsErrorType(res.At(res.Len()-1).Type())
}

func IsBoolType(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}

func IsContextType(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == "Context" && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context"
}

func FieldOf(t types.Type, i int) *types.Var {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return nil
	}
	return st.Field(i)
}

// NonNilBranches returns the blocks of fn entered only when one of the
// errors is not nil: the successors of `if err != nil` and the else of
// `if err == nil`.
func NonNilBranches(fn *ssa.Function, errs map[ssa.Value]bool) []*ssa.BasicBlock {
	var out []*ssa.BasicBlock
	for _, b := range fn.Blocks {
		if len(b.Instrs) == 0 || len(b.Succs) != 2 {
			continue
		}
		iff, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		cmp, ok := iff.Cond.(*ssa.BinOp)
		if !ok || (cmp.Op != token.NEQ && cmp.Op != token.EQL) {
			continue
		}
		if !(errs[cmp.X] && IsNil(cmp.Y)) && !(errs[cmp.Y] && IsNil(cmp.X)) {
			continue
		}
		succ := b.Succs[0]
		if cmp.Op == token.EQL {
			succ = b.Succs[1]
		}
		// `if err == nil { id = m.Name }` with no else jumps from the
		// test straight to the join, which the nil branch enters too.
		if len(succ.Preds) == 1 {
			out = append(out, succ)
		}
	}
	return out
}

// retryPhrases say, in a failure's text, whether calling again is safe:
// "incident 7 was created, do not retry".
var retryPhrases = []string{"do not retry", "don't retry", "not safe to retry", "safe to retry", "retry is safe", "safe to call again"}

// SaysWhetherToRetry reports whether a constant string that builds v (a
// fmt.Errorf format, a concatenation's part, an error result's message)
// tells the agent whether calling again is safe.
func SaysWhetherToRetry(v ssa.Value) bool {
	seen := make(map[ssa.Value]bool)
	var says func(v ssa.Value, depth int) bool
	says = func(v ssa.Value, depth int) bool {
		if v == nil || depth > 6 || seen[v] {
			return false
		}
		seen[v] = true
		if c, ok := v.(*ssa.Const); ok {
			if c.Value == nil || c.Value.Kind() != constant.String {
				return false
			}
			s := strings.ToLower(constant.StringVal(c.Value))
			return slices.ContainsFunc(retryPhrases, func(p string) bool { return strings.Contains(s, p) })
		}
		instr, ok := v.(ssa.Instruction)
		if !ok {
			return false
		}
		for _, op := range instr.Operands(nil) {
			if op != nil && says(*op, depth+1) {
				return true
			}
		}
		if a, ok := v.(*ssa.Alloc); ok { // a variadic call's arguments
			for _, r := range Refs(a) {
				if ia, ok := r.(*ssa.IndexAddr); ok {
					for _, u := range Refs(ia) {
						if st, ok := u.(*ssa.Store); ok && says(st.Val, depth+1) {
							return true
						}
					}
				}
			}
		}
		return false
	}
	return says(v, 0)
}
