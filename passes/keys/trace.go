package keys

import (
	"go/token"
	"go/types"
	"reflect"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/volatile"
	"golang.org/x/tools/go/ssa"
)

// maxTrace bounds how far a value is followed back.
const maxTrace = 24

// trace follows a key value of the handler's function back to its
// sources, through the caller's arguments for a callee.
func (h *handler) trace(v ssa.Value) *Key {
	if k, ok := h.keys[v]; ok {
		return k
	}
	t := &tracer{h: h, seen: make(map[ssa.Value]bool)}
	k := &Key{Value: v, bind: h.bind}
	t.follow(v, h.bind, 0, k)
	k.Sources = dedupSources(k.Sources)
	h.keys[v] = k
	return k
}

// traceHashed is trace for a key a callee hashes whole (a guarded
// runner's IdemKey{Tool, Input: map[string]any{...}}): what a map
// literal in it holds is part of the key. It is not memoised with trace:
// elsewhere a map literal is a request's body, whose fields are no key.
func (h *handler) traceHashed(v ssa.Value) *Key {
	t := &tracer{h: h, seen: make(map[ssa.Value]bool), maps: true}
	k := &Key{Value: v, bind: h.bind}
	t.follow(v, h.bind, 0, k)
	k.Sources = dedupSources(k.Sources)
	return k
}

type tracer struct {
	h    *handler
	seen map[ssa.Value]bool
	maps bool // follow what map literals hold (traceHashed)
}

// A binding maps the parameters of a function entered from a call (a
// callee of the handler, or a function whose result a key comes from) to
// the call's arguments, which belong to the function of the outer
// binding (nil: the handler).
type binding struct {
	params map[*ssa.Parameter]ssa.Value
	outer  *binding
}

// bindCall binds the parameters of callee to the arguments of call, made
// in the function that outer binds.
func bindCall(callee *ssa.Function, call *ssa.CallCommon, outer *binding) *binding {
	b := &binding{params: make(map[*ssa.Parameter]ssa.Value), outer: outer}
	for i, p := range callee.Params {
		if i < len(call.Args) {
			b.params[p] = call.Args[i]
		}
	}
	return b
}

// arg returns the argument bound to p and the binding it belongs to.
func (b *binding) arg(p *ssa.Parameter) (ssa.Value, *binding, bool) {
	for ; b != nil; b = b.outer {
		if v, ok := b.params[p]; ok {
			return v, b.outer, true
		}
	}
	return nil, nil, false
}

func (t *tracer) add(k *Key, s Source) { k.Sources = append(k.Sources, s) }

func (t *tracer) opaque(k *Key, v ssa.Value) { t.add(k, Source{Kind: Opaque, Pos: v.Pos()}) }

func (t *tracer) follow(v ssa.Value, b *binding, depth int, k *Key) {
	if v == nil {
		return
	}
	if depth > maxTrace || t.seen[v] {
		return
	}
	t.seen[v] = true
	if name, ok := t.paramName(v, b); ok {
		t.add(k, Source{Kind: Param, Param: name, Pos: v.Pos()})
		return
	}
	if t.wholeStruct(v, k) {
		return
	}
	switch x := v.(type) {
	case *ssa.Const:
		t.add(k, Source{Kind: Constant, Pos: x.Pos()})
	case *ssa.Parameter:
		if arg, outer, ok := b.arg(x); ok {
			t.follow(arg, outer, depth+1, k)
			return
		}
		t.opaque(k, x)
	case *ssa.FreeVar:
		t.followFreeVar(x, b, depth, k)
	case *ssa.Phi:
		for _, e := range x.Edges {
			t.follow(e, b, depth+1, k)
		}
	case *ssa.ChangeType:
		t.follow(x.X, b, depth+1, k)
	case *ssa.Convert:
		t.follow(x.X, b, depth+1, k)
	case *ssa.MakeInterface:
		t.follow(x.X, b, depth+1, k)
	case *ssa.ChangeInterface:
		t.follow(x.X, b, depth+1, k)
	case *ssa.TypeAssert:
		t.follow(x.X, b, depth+1, k)
	case *ssa.SliceToArrayPointer:
		t.follow(x.X, b, depth+1, k)
	case *ssa.Slice:
		t.follow(x.X, b, depth+1, k)
	case *ssa.Extract:
		t.follow(x.Tuple, b, depth+1, k)
	case *ssa.BinOp:
		k.Derived = true
		t.follow(x.X, b, depth+1, k)
		t.follow(x.Y, b, depth+1, k)
	case *ssa.UnOp:
		if x.Op == token.MUL {
			t.followLoad(x, b, depth, k)
			return
		}
		t.follow(x.X, b, depth+1, k)
	case *ssa.Field, *ssa.FieldAddr, *ssa.Index, *ssa.IndexAddr, *ssa.Lookup:
		t.followPart(v, b, depth, k)
	case *ssa.Alloc:
		t.followAlloc(x, b, depth, k)
	case *ssa.MakeSlice:
		// make([]byte, n) filled by crypto/rand.Read, n not constant.
		t.followAlloc(x, b, depth, k)
	case *ssa.MakeMap:
		// map[string]any{"appId": appID, "price": price}: what it holds.
		if !t.maps {
			t.opaque(k, x)
			return
		}
		for _, ref := range flow.Refs(x) {
			if u, ok := ref.(*ssa.MapUpdate); ok && u.Map == x {
				t.follow(u.Value, b, depth+1, k)
			}
		}
	case *ssa.Call:
		t.followCall(x, b, depth, k)
	case *ssa.Global:
		t.opaque(k, x)
	default:
		t.opaque(k, v)
	}
}

// paramName recognises a read of a tool parameter: a field of the input
// struct, an accessor call on the request with a constant name
// (req.GetString("order_id", "")), a map lookup with a constant key
// (args["order_id"]), or the whole input.
func (t *tracer) paramName(v ssa.Value, b *binding) (string, bool) {
	switch x := v.(type) {
	case *ssa.Parameter:
		if x == t.h.input && !isStructParam(x) {
			return "", true // the whole input (langchaingo's string)
		}
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			return t.fieldParam(fa.X.Type(), fa.Field)
		}
	case *ssa.Field:
		return t.fieldParam(x.X.Type(), x.Field)
	case *ssa.Lookup:
		if name, ok := constString(x.Index); ok && t.h.isParam(name) {
			return name, true
		}
	case *ssa.Call:
		common := x.Common()
		if len(common.Args) > 0 {
			args := common.Args
			if !common.IsInvoke() && common.Signature().Recv() != nil {
				args = args[1:]
			}
			if len(args) > 0 && t.fromInput(receiver(common), b) {
				if name, ok := constString(args[0]); ok && t.h.isParam(name) {
					return name, true
				}
			}
			// A function of the program that reads one argument from
			// the input it is handed: RequiredParam[string](args,
			// "name"), getString(req, "name").
			if !common.IsInvoke() && common.Signature().Recv() == nil && len(args) >= 2 && t.fromInput(args[0], b) {
				if name, ok := constString(args[1]); ok && t.h.isParam(name) {
					return name, true
				}
			}
		}
	}
	return "", false
}

// wholeStruct recognises a struct value (not its address) that holds
// tool parameters in its fields, the decoded input handed on whole
// (IdemKey{Input: in}): every parameter a field holds is a source.
func (t *tracer) wholeStruct(v ssa.Value, k *Key) bool {
	if _, isStruct := v.Type().Underlying().(*types.Struct); !isStruct {
		return false
	}
	names := t.structParams(v.Type(), 0)
	for _, name := range names {
		t.add(k, Source{Kind: Param, Param: name, Pos: v.Pos()})
	}
	return len(names) > 0
}

// structParams returns the tool parameters the fields of st hold, in
// nested structs too (in.Fields.Description).
func (t *tracer) structParams(st types.Type, depth int) []string {
	s, ok := st.Underlying().(*types.Struct)
	if !ok || depth > 2 {
		return nil
	}
	var names []string
	for i := range s.NumFields() {
		if name, ok := t.fieldParam(st, i); ok {
			names = append(names, name)
			continue
		}
		ft := s.Field(i).Type()
		if p, ok := ft.Underlying().(*types.Pointer); ok {
			ft = p.Elem()
		}
		names = append(names, t.structParams(ft, depth+1)...)
	}
	return names
}

func isStructParam(p *ssa.Parameter) bool {
	t := p.Type()
	if ptr, ok := t.Underlying().(*types.Pointer); ok {
		t = ptr.Elem()
	}
	_, ok := t.Underlying().(*types.Struct)
	return ok
}

func receiver(c *ssa.CallCommon) ssa.Value {
	if c.IsInvoke() {
		return c.Value
	}
	if c.Signature().Recv() != nil && len(c.Args) > 0 {
		return c.Args[0]
	}
	return nil
}

// fromInput reports whether v is the handler's input parameter or a
// value loaded from it, in a callee through the caller's arguments.
func (t *tracer) fromInput(v ssa.Value, b *binding) bool {
	if v == nil || t.h.input == nil {
		return false
	}
	r := root(v)
	if r == t.h.input {
		return true
	}
	if p, ok := r.(*ssa.Parameter); ok {
		if arg, outer, ok := b.arg(p); ok {
			return t.fromInput(arg, outer)
		}
	}
	// A by-value parameter is spilled to an Alloc when its address is taken.
	if alloc, ok := r.(*ssa.Alloc); ok {
		for _, ref := range *alloc.Referrers() {
			if st, ok := ref.(*ssa.Store); ok && st.Addr == alloc && st.Val == t.h.input {
				return true
			}
		}
	}
	return false
}

// fieldParam maps a struct field to a tool parameter: a field of the
// tool's input, or a field whose JSON name is a parameter's name (the
// arguments decoded into a local struct).
func (t *tracer) fieldParam(st types.Type, i int) (string, bool) {
	field := flow.FieldOf(st, i)
	if field == nil {
		return "", false
	}
	for _, p := range t.h.tool.Params {
		if p.Field == field {
			return p.Name, true
		}
	}
	s := structOf(st)
	if s == nil || field.Pkg() != t.h.pkg {
		return "", false
	}
	name := field.Name()
	if tag, ok := reflect.StructTag(s.Tag(i)).Lookup("json"); ok {
		if n, _, _ := strings.Cut(tag, ","); n != "" && n != "-" {
			name = n
		}
	}
	if t.h.isParam(name) {
		return name, true
	}
	return "", false
}

func structOf(t types.Type) *types.Struct {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	s, _ := t.Underlying().(*types.Struct)
	return s
}

// followLoad follows *addr: the values stored at that address.
func (t *tracer) followLoad(x *ssa.UnOp, b *binding, depth int, k *Key) {
	switch addr := x.X.(type) {
	case *ssa.Global:
		if isInteger(x.Type()) {
			// A package-level integer in a key is a process-wide counter.
			t.add(k, Source{Kind: Volatile, Func: "counter " + addr.Name(), Pos: x.Pos()})
			return
		}
		t.opaque(k, x)
	case *ssa.Alloc:
		t.followAlloc(addr, b, depth, k)
	case *ssa.FieldAddr, *ssa.IndexAddr:
		t.followPart(addr, b, depth, k)
	case *ssa.FreeVar:
		t.followFreeVar(addr, b, depth, k)
	default:
		t.follow(x.X, b, depth+1, k)
	}
}

// followPart follows a field or element: the values stored into it, or
// failing that the whole it belongs to.
func (t *tracer) followPart(v ssa.Value, b *binding, depth int, k *Key) {
	before := len(k.Sources)
	if addr, ok := v.(ssa.Value); ok {
		for _, ref := range flow.Refs(addr) {
			if st, ok := ref.(*ssa.Store); ok && st.Addr == addr {
				t.follow(st.Val, b, depth+1, k)
			}
		}
	}
	if len(k.Sources) > before {
		return
	}
	switch x := v.(type) {
	case *ssa.Field:
		t.follow(x.X, b, depth+1, k)
	case *ssa.FieldAddr:
		t.follow(x.X, b, depth+1, k)
	case *ssa.Index:
		t.follow(x.X, b, depth+1, k)
	case *ssa.IndexAddr:
		t.follow(x.X, b, depth+1, k)
	case *ssa.Lookup:
		t.follow(x.X, b, depth+1, k)
	}
}

// followAlloc follows a local variable or buffer: what is stored into it
// (directly or into its fields and elements) and what fills it when it is
// passed to a call (crypto/rand.Read(buf)).
func (t *tracer) followAlloc(a ssa.Value, b *binding, depth int, k *Key) {
	var visit func(v ssa.Value, d int)
	visit = func(v ssa.Value, d int) {
		if d > 4 {
			return
		}
		for _, ref := range flow.Refs(v) {
			switch r := ref.(type) {
			case *ssa.Store:
				if r.Addr == v {
					t.follow(r.Val, b, depth+1, k)
				}
			case *ssa.FieldAddr:
				visit(r, d+1)
			case *ssa.IndexAddr:
				visit(r, d+1)
			case *ssa.Slice:
				visit(r, d+1)
			case ssa.CallInstruction:
				if fn := flow.Callee(r.Common()); fn != nil {
					if name, ok := volatile.Source(fn); ok {
						t.add(k, Source{Kind: Volatile, Func: name, Pos: r.Pos()})
					}
				}
			}
		}
	}
	visit(a, 0)
}

// followFreeVar follows a variable captured by a function literal to the
// value bound where the closure is made.
func (t *tracer) followFreeVar(fv *ssa.FreeVar, b *binding, depth int, k *Key) {
	fn := fv.Parent()
	idx := -1
	for i, f := range fn.FreeVars {
		if f == fv {
			idx = i
		}
	}
	parent := fn.Parent()
	if idx < 0 || parent == nil {
		t.opaque(k, fv)
		return
	}
	for _, blk := range parent.Blocks {
		for _, instr := range blk.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && idx < len(mc.Bindings) {
				bound := mc.Bindings[idx]
				if alloc, ok := bound.(*ssa.Alloc); ok {
					t.followAlloc(alloc, b, depth+1, k)
				} else {
					t.follow(bound, b, depth+1, k)
				}
				return
			}
		}
	}
	t.opaque(k, fv)
}

// followCall follows a call's result.
func (t *tracer) followCall(call *ssa.Call, b *binding, depth int, k *Key) {
	common := call.Common()
	fn := flow.Callee(common)
	if fn != nil {
		if name, ok := volatile.Source(fn); ok {
			t.add(k, Source{Kind: Volatile, Func: name, Pos: call.Pos()})
			return
		}
	}
	args := common.Args
	if common.IsInvoke() {
		args = append([]ssa.Value{common.Value}, args...)
	}
	switch {
	case fn == nil:
		t.opaque(k, call)
	case isPassThrough(fn, call):
		t.follow(args[len(args)-1], b, depth+1, k)
	case t.intoBody(call, b, depth, k):
	case fn.Pkg() != t.h.pkg && t.volatileFact(fn, call, k):
	case len(args) == 0 || common.IsInvoke():
		t.opaque(k, call)
	default:
		// A derivation: a hash, a format, an encoding, or a function of
		// another package whose body is not visible here.
		k.Derived = true
		for _, a := range args {
			if isContextType(a.Type()) {
				continue
			}
			t.follow(a, b, depth+1, k)
		}
	}
}

// volatileFact adds the source of a call of a function of another
// package whose Volatile fact says its result differs on every call
// (ids.NewString, one uuid.New deeper).
func (t *tracer) volatileFact(fn *types.Func, call *ssa.Call, k *Key) bool {
	via, ok := t.h.vol.Of(fn)
	if ok {
		t.add(k, Source{Kind: Volatile, Func: qualified(fn), Via: via, Pos: call.Pos()})
	}
	return ok
}

// intoBody follows a call of a function of this package into its returns,
// binding its parameters to the call's arguments.
func (t *tracer) intoBody(call *ssa.Call, outer *binding, depth int, k *Key) bool {
	callee := call.Common().StaticCallee()
	if callee == nil || len(callee.Blocks) == 0 || callee.Pkg == nil || callee.Pkg.Pkg != t.h.pkg {
		return false
	}
	b := bindCall(callee, call.Common(), outer)
	index := 0
	if ex := extractIndex(call); ex >= 0 {
		index = ex
	}
	followed := false
	for _, blk := range callee.Blocks {
		if ret, ok := blk.Instrs[len(blk.Instrs)-1].(*ssa.Return); ok && index < len(ret.Results) {
			t.follow(ret.Results[index], b, depth+1, k)
			followed = true
		}
	}
	return followed
}

// extractIndex returns the result index a traced call value is used at,
// when it is only used through one Extract.
func extractIndex(call *ssa.Call) int {
	for _, ref := range flow.Refs(call) {
		if ex, ok := ref.(*ssa.Extract); ok {
			return ex.Index
		}
	}
	return -1
}

func isInteger(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

func isContextType(t types.Type) bool {
	return isNamedType(t, "context", "Context")
}

// isPassThrough recognises calls that hand their argument on unchanged:
// pointer helpers (stripe.String, aws.String, ptr[T]) and normalisers
// (strings.TrimSpace, strings.ToLower).
func isPassThrough(fn *types.Func, call *ssa.Call) bool {
	args := call.Common().Args
	if len(args) == 0 {
		return false
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == "strings" {
		switch fn.Name() {
		case "TrimSpace", "ToLower", "ToUpper", "Trim", "TrimPrefix", "TrimSuffix":
			return true
		}
	}
	if len(args) == 1 {
		if p, ok := call.Type().Underlying().(*types.Pointer); ok && types.Identical(p.Elem(), args[0].Type()) {
			return true
		}
	}
	return false
}

func dedupSources(in []Source) []Source {
	var out []Source
	seen := make(map[Source]bool)
	for _, s := range in {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// HandsOn returns the argument a call hands on unchanged (a pointer
// helper such as stripe.String or aws.String, a normaliser such as
// strings.TrimSpace), or nil when the call computes something else.
func HandsOn(call *ssa.Call) ssa.Value {
	fn := flow.Callee(call.Common())
	if fn == nil || !isPassThrough(fn, call) {
		return nil
	}
	args := call.Common().Args
	return args[len(args)-1]
}

// qualified names a function for messages: "ids.NewString",
// "(*ids.Gen).Next".
func qualified(fn *types.Func) string {
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		ptr := ""
		if p, ok := t.(*types.Pointer); ok {
			t, ptr = p.Elem(), "*"
		}
		if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil {
			return "(" + ptr + n.Obj().Pkg().Name() + "." + n.Obj().Name() + ")." + fn.Name()
		}
	}
	return fn.Pkg().Name() + "." + fn.Name()
}
