package effects

import (
	"github.com/idemlint/idemlint/internal/flow"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// maxTraceDepth bounds how many calls a value is followed through.
const maxTraceDepth = 4

// An origin is where a string or request value comes from.
type origin struct {
	// guards are the conditions on the home function's parameters under
	// which the value is this one: a method chosen in a switch case.
	guards []Guard
	kind   originKind
	// op is the operation the request's URL names, for a method that is
	// a constant here.
	op *operation
	// opParam, when not 0, is 1 + the home function's parameter whose
	// argument names the operation: the action a transport puts in its
	// body.
	opParam int
	opField string // with opParam, the field of that struct parameter
	s       string // oConst: the constant (for a request, its method); oStruct: the field
	idx     int    // oParam, oRequest: the parameter, counted without the receiver
	// up, for oParam, oRequest and oStruct, is how many functions out
	// from the home function the parameter is: 0 for the home's own, 1
	// for that of the function a literal is made in (the request a retry
	// callback captured from its sender).
	up int
}

type originKind int

const (
	oConst   originKind = iota // a constant string (a request built with a constant method)
	oParam                     // a string parameter (a request built with a method parameter)
	oRequest                   // an *http.Request parameter
	oStruct                    // a parameter whose field s holds the value
	oOptions                   // a parameter of option functions that set field s
	// oRunTime is a value stored in a field that nothing here names: a
	// tool's argument, a decoded document (opts.Method = method, read
	// from the model's request). A method so chosen may be any.
	oRunTime
	// oMaker is a request a function parameter makes: a sender that
	// calls newRequest(ctx) on each attempt sends what its caller's
	// function builds.
	oMaker
)

// A tracer follows values back to constants and parameters, through
// phis, conversions and the results of calls to functions of the package
// being analysed. Anything else is opaque and yields no origin.
type tracer struct {
	a *analyzer
	// home is the function whose parameters guards may name: a phi
	// there that picks a constant in a branch on a parameter guards it.
	home  *ssa.Function
	seen  map[ssa.Value]bool
	steps int // values visited, bounded by maxTraceSteps
	// prefixes makes a string built from a constant start count as
	// that start: the statement of "DELETE FROM t WHERE id IN (" +
	// placeholders + ")", or of fmt.Sprintf with a constant format, is
	// the statement its first words say, whatever the rest holds.
	prefixes bool
}

// maxTraceSteps bounds the work of one tracer.
const maxTraceSteps = 512

func (a *analyzer) newTracer() *tracer { return &tracer{a: a, seen: make(map[ssa.Value]bool)} }

// strings returns the origins of a string value.
func (t *tracer) strings(v ssa.Value, depth int) []origin {
	if v == nil || t.seen[v] || t.steps >= maxTraceSteps {
		return nil
	}
	t.steps++
	t.seen[v] = true
	defer delete(t.seen, v)
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value == nil {
			if b, ok := v.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
				return []origin{{kind: oConst}}
			}
			return nil
		}
		if v.Value.Kind() == constant.String {
			return []origin{{kind: oConst, s: constant.StringVal(v.Value)}}
		}
	case *ssa.Parameter:
		if i := paramIndex(v); i >= 0 {
			return []origin{{kind: oParam, idx: i, up: t.levelsOut(v)}}
		}
	case *ssa.Phi:
		var out []origin
		for i, e := range v.Edges {
			for _, o := range t.strings(e, depth) {
				if v.Parent() == t.home && o.kind == oConst {
					o.guards = withGuards(o.guards, edgeGuards(v.Block().Preds[i]))
				}
				out = append(out, o)
			}
		}
		return out
	case *ssa.ChangeType:
		return t.strings(v.X, depth)
	case *ssa.Convert:
		if isString(v.X.Type()) {
			return t.strings(v.X, depth)
		}
	case *ssa.UnOp:
		// r.Method: the field of a request, or of a struct of the SDK's
		// own that a caller filled.
		if fa, ok := v.X.(*ssa.FieldAddr); ok && v.Op == token.MUL {
			return t.field(fa.X, fieldName(fa), depth)
		}
		// An element of a slice of constants: for _, s := range
		// schema() { db.Exec(s) } runs each statement schema returns,
		// and for _, name := range []string{"podman", "podman.exe"}
		// looks up each name.
		if ia, ok := v.X.(*ssa.IndexAddr); ok && v.Op == token.MUL {
			if out := t.elements(ia.X, depth); len(out) > 0 {
				return out
			}
		}
		var out []origin
		for _, c := range cellValues(v) {
			out = append(out, t.strings(c, depth)...)
		}
		return out
	case *ssa.FreeVar:
		var out []origin
		for _, b := range bound(v) {
			out = append(out, t.strings(b, depth)...)
		}
		return out
	case *ssa.Field:
		// o.Method of a struct held by value (Do(base string, o
		// Options)): the field of what the caller passed.
		if name := structField(v.X.Type(), v.Field); name != "" {
			return t.field(v.X, name, depth)
		}
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			if v.Index == 0 && isLookPath(call.Common()) {
				// exec.LookPath(name): the path of the program named.
				return t.strings(call.Call.Args[0], depth)
			}
			return t.returned(call, v.Index, depth, view{}, t.strings)
		}
	case *ssa.BinOp:
		if t.prefixes && v.Op == token.ADD {
			return t.strings(v.X, depth)
		}
	case *ssa.Call:
		if format, ok := sprintfFormat(v); ok && t.prefixes {
			return []origin{{kind: oConst, s: format}}
		}
		if fold := stringFold(v.Common()); fold != nil {
			// strings.ToUpper(method): what it is given, folded.
			out := t.strings(v.Call.Args[0], depth)
			for i := range out {
				if out[i].kind == oConst {
					out[i].s = fold(out[i].s)
				}
			}
			return out
		}
		return t.returned(v, 0, depth, view{}, t.strings)
	}
	return nil
}

// isLookPath reports whether a call is os/exec.LookPath, whose path runs
// the program it names.
func isLookPath(common *ssa.CallCommon) bool {
	fn := staticFunc(common)
	return fn != nil && fn.Pkg != nil && fn.Pkg.Pkg.Path() == pkgExec && fn.Name() == "LookPath"
}

// stringFold returns the function of package strings a call applies to
// its one string (ToUpper, ToLower, TrimSpace), or nil: a sender that
// normalises the method it is given still sends that method.
func stringFold(common *ssa.CallCommon) func(string) string {
	fn := calleeFunc(common)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "strings" || len(common.Args) != 1 {
		return nil
	}
	switch fn.Name() {
	case "ToUpper":
		return strings.ToUpper
	case "ToLower":
		return strings.ToLower
	case "TrimSpace":
		return strings.TrimSpace
	}
	return nil
}

// elements returns the origins of the strings a slice holds when it is
// a literal of this package: made here, or returned by a function of the
// package; nil when any element is not known.
func (t *tracer) elements(v ssa.Value, depth int) []origin {
	if v == nil || depth >= maxTraceDepth || t.steps >= maxTraceSteps {
		return nil
	}
	t.steps++
	switch v := v.(type) {
	case *ssa.Slice:
		return t.elements(v.X, depth)
	case *ssa.Call:
		return t.returned(v, 0, depth, view{}, t.elements)
	case *ssa.Alloc:
		if _, ok := v.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Array); !ok {
			return nil
		}
		var out []origin
		for _, r := range *v.Referrers() {
			ia, ok := r.(*ssa.IndexAddr)
			if !ok || ia.X != v {
				continue
			}
			for _, s := range *ia.Referrers() {
				if st, ok := s.(*ssa.Store); ok && st.Addr == ia {
					o := t.strings(st.Val, depth)
					if len(o) == 0 {
						return nil
					}
					out = append(out, o...)
				}
			}
		}
		return out
	}
	return nil
}

// request returns the method origins of an *http.Request value: the
// constant or parameter its method comes from, or the request parameter
// it is.
func (t *tracer) request(v ssa.Value, depth int) []origin {
	if v == nil || t.seen[v] || t.steps >= maxTraceSteps {
		return nil
	}
	t.steps++
	t.seen[v] = true
	defer delete(t.seen, v)
	var out []origin
	switch v := v.(type) {
	case *ssa.Parameter:
		// A request parameter, or the receiver (idx -1) of a carrier's
		// method that sends itself: go-tfe's req.Do(ctx, model).
		if i := paramIndex(v); i >= 0 || isReceiver(v) {
			out = append(out, origin{kind: oRequest, idx: i, up: t.levelsOut(v)})
		}
	case *ssa.Phi:
		for _, e := range v.Edges {
			out = append(out, t.request(e, depth)...)
		}
	case *ssa.Field:
		// r.retryableRequest of a carrier held by value.
		if carriedRequest(v.X.Type()) == structField(v.X.Type(), v.Field) {
			out = append(out, t.request(v.X, depth)...)
		}
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			if o, ok := t.maker(call); ok && v.Index == 0 {
				out = append(out, o)
			} else if m := newRequestMethod(call.Common()); m != nil {
				methods := t.strings(m, depth)
				if len(methods) == 0 && chosenAtRunTime(m) {
					methods = []origin{{kind: oRunTime}} // http.NewRequest(r.GetString("method", "GET"), ...)
				}
				url := newRequestURL(call.Common())
				if isQueryURL(url) || t.a.queryField(url) {
					methods = dropPOST(methods) // a POST to /search reads
				}
				if op, ok := urlOperation(url); ok {
					for i := range methods {
						methods[i].op = &op // POST .../incidents/{id}/resolve sets a state
					}
				}
				if op, param, ok := bodyOperation(newRequestBody(call.Common())); ok {
					for i := range methods {
						if param >= 0 {
							methods[i].opParam = param + 1 // {"action": action}: the caller names it
						} else {
							methods[i].op = &op // a POST carrying a GraphQL query reads
						}
					}
				} else if param, field, ok := urlParamField(url); ok {
					for i := range methods {
						methods[i].opParam = param + 1 // base + method: the caller names it
						methods[i].opField = field     // or the path its Params hold
					}
				} else if param, ok := bodyParam(newRequestBody(call.Common())); ok {
					for i := range methods {
						if methods[i].op == nil {
							methods[i].opParam, methods[i].opField = param+1, opKey // the caller's envelope names it
						}
					}
				}
				out = append(out, methods...)
			} else if m := interfaceRequestMethod(call.Common()); m != nil && v.Index == 0 {
				out = append(out, t.strings(m, depth)...)
			} else {
				out = append(out, t.returned(call, v.Index, depth, view{request: true}, t.request)...)
			}
		}
	case *ssa.Call:
		common := v.Common()
		if o, ok := t.maker(v); ok {
			out = append(out, o)
		} else if fn := staticFunc(common); fn != nil && isHTTPRequestMethod(fn, "WithContext", "Clone") {
			out = append(out, t.request(common.Args[0], depth)...)
		} else if m := interfaceRequestMethod(common); m != nil {
			out = append(out, t.strings(m, depth)...)
		} else {
			out = append(out, t.returned(v, 0, depth, view{request: true}, t.request)...)
		}
	case *ssa.Alloc:
		// &http.Request{...}: the method is what is stored in its field,
		// and GET when nothing is.
		if isHTTPRequestPtr(v.Type()) && len(t.methodStores(v, depth)) == 0 {
			out = append(out, origin{kind: oConst})
		}
		// &retryablehttp.Request{Request: r}: a carrier's request.
		if f := carriedRequest(v.Type()); f != "" {
			for _, st := range t.stores(v, f) {
				out = append(out, t.request(st, depth)...)
			}
			// The copy of a carrier received by value: *t0 = r.
			for _, r := range *v.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == v {
					out = append(out, t.request(st.Val, depth)...)
				}
			}
		}
	case *ssa.UnOp:
		// req.Request: the request a carrier holds is the carrier's.
		if fa, ok := v.X.(*ssa.FieldAddr); ok && v.Op == token.MUL && carriedRequest(fa.X.Type()) == fieldName(fa) {
			out = append(out, t.request(fa.X, depth)...)
		} else if v.Op == token.MUL && carriedRequest(v.Type()) != "" {
			// *req: a carrier copied to call a method with a value
			// receiver.
			out = append(out, t.request(v.X, depth)...)
		}
		for _, c := range cellValues(v) {
			out = append(out, t.request(c, depth)...)
		}
	case *ssa.FreeVar:
		// A request a function literal captured: the send in a retry or
		// rate-limiter callback.
		for _, b := range bound(v) {
			out = append(out, t.request(b, depth)...)
		}
	}
	// req.Method = "POST" after the request was made.
	return append(out, t.methodStores(v, depth)...)
}

// field returns the origins of the string held in the named field of
// the struct v points to: what is stored there when v is allocated here
// (a composite literal), or the parameter v is.
func (t *tracer) field(v ssa.Value, name string, depth int) []origin {
	if v != nil && name == "Method" && isHTTPRequestPtr(v.Type()) {
		return t.request(v, depth)
	}
	if v == nil || t.seen[v] || t.steps >= maxTraceSteps {
		return nil
	}
	t.steps++
	t.seen[v] = true
	defer delete(t.seen, v)
	switch v := v.(type) {
	case *ssa.Parameter:
		if i := paramIndex(v); i >= 0 {
			return []origin{{kind: oStruct, idx: i, s: name, up: t.levelsOut(v)}}
		}
		// The receiver's field: what the package ever stores there
		// (a client whose constructor sets its method), or else what
		// the caller's receiver holds (1Panel's
		// NewPanelClient("POST", path).Request(out), whose Do reads
		// p.Method).
		if out := t.a.fieldConstants(structName(v.Type()), name); len(out) > 0 {
			return out
		}
		if isReceiver(v) {
			return []origin{{kind: oStruct, idx: -1, s: name}}
		}
		return nil
	case *ssa.Phi:
		var out []origin
		for _, e := range v.Edges {
			out = append(out, t.field(e, name, depth)...)
		}
		return out
	case *ssa.FreeVar:
		// A struct a function literal captured (p.Method in the
		// closure that makes each attempt's request).
		var out []origin
		for _, b := range bound(v) {
			out = append(out, t.field(b, name, depth)...)
		}
		return out
	case *ssa.UnOp:
		// A struct passed by value: Options{Method: "POST"} is a load
		// of the literal's allocation.
		if v.Op == token.MUL {
			if a, ok := v.X.(*ssa.Alloc); ok {
				return t.field(a, name, depth)
			}
		}
		return nil
	case *ssa.Alloc:
		out := t.fieldStores(v, name, depth)
		if len(out) == 0 {
			out = append(out, origin{kind: oConst}) // the zero value
		}
		// for _, opt := range opts { opt(config) }: the options the
		// caller passes may set the field of a config of this package's
		// (options of another package's type are the caller's business:
		// go-swagger's ClientOption on runtime.ClientOperation).
		if tn := structName(v.Type()); tn != nil && tn.Pkg() == t.a.pass.Pkg {
			for _, i := range optionParams(v) {
				out = append(out, origin{kind: oOptions, idx: i, s: name})
			}
		}
		return out
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			return t.returned(call, v.Index, depth, view{field: name}, func(v ssa.Value, depth int) []origin { return t.field(v, name, depth) })
		}
	case *ssa.Call:
		return t.returned(v, 0, depth, view{field: name}, func(v ssa.Value, depth int) []origin { return t.field(v, name, depth) })
	}
	return nil
}

// fieldStores returns the origins of the strings stored in the named
// field of the struct ptr points to.
func (t *tracer) fieldStores(ptr ssa.Value, name string, depth int) []origin {
	var out []origin
	for _, v := range t.stores(ptr, name) {
		os := t.strings(v, depth)
		if len(os) == 0 && chosenAtRunTime(v) {
			os = []origin{{kind: oRunTime}}
		}
		out = append(out, os...)
	}
	// A whole struct stored there: a parameter held by value, which SSA
	// spills to a local (t0 = local Options (o); *t0 = o), or a copy.
	if refs := ptr.Referrers(); refs != nil {
		for _, r := range *refs {
			if st, ok := r.(*ssa.Store); ok && st.Addr == ptr {
				out = append(out, t.field(st.Val, name, depth)...)
			}
		}
	}
	return out
}

// stores returns the values stored in the named field of the struct ptr
// points to.
func (t *tracer) stores(ptr ssa.Value, name string) []ssa.Value {
	var out []ssa.Value
	for _, p := range cellAliases(ptr) {
		for _, r := range *p.Referrers() {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || fa.X != p || fieldName(fa) != name {
				continue
			}
			for _, s := range *fa.Referrers() {
				if st, ok := s.(*ssa.Store); ok && st.Addr == fa {
					out = append(out, st.Val)
				}
			}
		}
	}
	return out
}

// cellAliases returns ptr and the loads of each local variable that holds
// ptr and nothing else: a named result that a defer keeps in memory (r =
// &result{}; r.Req, r.Err = http.NewRequest(...); defer ...) is read anew
// at each use, each load the same pointer.
func cellAliases(ptr ssa.Value) []ssa.Value {
	refs := ptr.Referrers()
	if refs == nil {
		return nil
	}
	out := []ssa.Value{ptr}
	for _, r := range *refs {
		st, ok := r.(*ssa.Store)
		if !ok || st.Val != ptr {
			continue
		}
		cell, ok := st.Addr.(*ssa.Alloc)
		if !ok || !holdsOnly(cell, ptr) {
			continue
		}
		for _, cr := range *cell.Referrers() {
			if load, ok := cr.(*ssa.UnOp); ok && load.Op == token.MUL && load.Referrers() != nil {
				out = append(out, load)
			}
		}
	}
	return out
}

// holdsOnly reports whether every store to cell stores v or its zero
// value.
func holdsOnly(cell *ssa.Alloc, v ssa.Value) bool {
	for _, r := range *cell.Referrers() {
		switch r := r.(type) {
		case *ssa.Store:
			if c, ok := r.Val.(*ssa.Const); r.Val != v && !(ok && c.IsNil()) {
				return false
			}
		case *ssa.UnOp, *ssa.DebugRef:
		default:
			return false // its address escapes
		}
	}
	return true
}

// carriedRequest returns the name of the field in which a struct, or a
// pointer to one, holds an *http.Request (embedded or named) or a
// carrier of one (go-tfe's ClientRequest holds a go-retryablehttp
// Request, which embeds the *http.Request), or "" when t is not such a
// carrier. net/http's own types (a Response's Request) are not carriers.
func carriedRequest(t types.Type) string { return carried(t, 0) }

func carried(t types.Type, depth int) string {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() == pkgHTTP || depth > 1 {
		return ""
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	for f := range st.Fields() {
		if isHTTPRequestPtr(f.Type()) {
			return f.Name()
		}
	}
	for f := range st.Fields() {
		if _, ok := f.Type().Underlying().(*types.Pointer); ok && carried(f.Type(), depth+1) != "" {
			return f.Name()
		}
	}
	return ""
}

// methodStores returns the origins of the values stored in the Method
// field of the request ptr points to.
func (t *tracer) methodStores(ptr ssa.Value, depth int) []origin {
	if !isHTTPRequestPtr(ptr.Type()) {
		return nil
	}
	return t.fieldStores(ptr, "Method", depth)
}

// A view says what a traced value stands for: a method string, a
// request whose method is wanted, or a struct whose named field holds
// the method.
type view struct {
	request bool
	field   string
}

// returned follows the result of a call: for a function of this package,
// the origins of what it returns; for one of another package, what its
// Makes fact says. Parameters are replaced by the origins of the call's
// arguments.
func (t *tracer) returned(call *ssa.Call, index, depth int, vw view, follow func(ssa.Value, int) []origin) []origin {
	if depth >= maxTraceDepth {
		return nil
	}
	fn := staticFunc(call.Common())
	if fn == nil {
		return nil
	}
	if t.a.funcs[fn.Origin()] == nil && t.a.funcs[fn] == nil {
		return namedBy(call, fn.Name(), vw, t.made(call, index, depth, vw))
	}
	// A constant returned beside an error that is not nil is no answer,
	// only the placeholder a caller ignores once it checks the error (v,
	// ok := args[k].(string); if !ok { return "", err }). Those returns
	// are skipped.
	results := fn.Signature.Results()
	besideErr := results.Len() > 1 && index < results.Len()-1 && flow.IsErrorType(results.At(results.Len()-1).Type())
	var out []origin
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || index >= len(ret.Results) {
			continue
		}
		if _, zero := ret.Results[index].(*ssa.Const); zero && besideErr && !flow.IsNil(ret.Results[len(ret.Results)-1]) {
			continue
		}
		for _, o := range follow(ret.Results[index], depth+1) {
			out = append(out, t.atCall(call, o, depth)...)
		}
	}
	return namedBy(call, fn.Name(), vw, out)
}

// namedBy gives the constant methods of a request that a call builds the
// operation the call names, where they have none: the endpoint of
// NewPanelClient("POST", "/websites/search") reads (a transport's POST
// is decided by what the call says, as at a send).
func namedBy(call *ssa.Call, callee string, vw view, out []origin) []origin {
	if !vw.request && vw.field == "" {
		return out
	}
	var op *operation
	for i := range out {
		if out[i].kind != oConst || out[i].op != nil {
			continue
		}
		if op == nil {
			o, ok := callOperation(call.Common(), callee)
			if !ok {
				return out
			}
			op = &o
		}
		out[i].op = op
	}
	return out
}

// atCall replaces an origin that is a parameter of a call's callee by the
// origins of the argument the call passes.
func (t *tracer) atCall(call *ssa.Call, o origin, depth int) []origin {
	switch o.kind {
	case oParam:
		out := t.strings(argAt(call.Common(), o.idx), depth+1)
		if o.opParam > 0 {
			// The method is the caller's, and so is the path that
			// names the operation (an SDK's NewRequest(method, path,
			// body)): a path whose end is chosen among constants
			// decides it, or the caller's own parameter will.
			if op, param, field, ok := namedAt(call.Common(), o.opParam, o.opField); ok {
				for i := range out {
					switch {
					case out[i].op != nil || out[i].opParam != 0:
					case param >= 0:
						out[i].opParam, out[i].opField = param+1, field
					default:
						out[i].op = &op
					}
				}
			}
		}
		return out
	case oRequest:
		return t.request(argAt(call.Common(), o.idx), depth+1)
	case oMaker:
		return t.madeBy(argAt(call.Common(), o.idx), depth+1)
	case oStruct:
		return t.field(argAt(call.Common(), o.idx), o.s, depth+1)
	case oOptions:
		return t.options(argAt(call.Common(), o.idx), o.s, depth+1)
	}
	if o.opParam > 0 {
		// The callee's parameter names the operation: the argument
		// does, or the caller's own parameter will.
		op, param, field, ok := namedAt(call.Common(), o.opParam, o.opField)
		o.opParam, o.opField = 0, ""
		switch {
		case ok && param >= 0:
			o.opParam, o.opField = param+1, field
		case ok:
			o.op = &op
		}
	}
	return []origin{o}
}

// made returns the origins of a result of a call of another package's
// function that builds requests, from its Makes fact.
func (t *tracer) made(call *ssa.Call, index, depth int, vw view) []origin {
	if !vw.request && vw.field == "" {
		return nil
	}
	obj := calleeFunc(call.Common())
	var m Makes
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == t.a.pass.Pkg || !t.a.pass.ImportObjectFact(obj, &m) {
		return nil
	}
	var out []origin
	for _, r := range m.Results {
		if r.Index != index || r.Field != vw.field {
			continue
		}
		for _, src := range r.From {
			out = append(out, t.atCall(call, src.origin(), depth)...)
		}
	}
	return out
}

// origin is the tracer's form of a Source.
func (s Source) origin() origin {
	switch { // Param -1 is the receiver, or else a constant
	case s.Request:
		return origin{kind: oRequest, idx: s.Param}
	case s.Options:
		return origin{kind: oOptions, idx: s.Param, s: s.Field}
	case s.Field != "":
		return origin{kind: oStruct, idx: s.Param, s: s.Field, opParam: s.OpParam, opField: s.OpField}
	case s.Param < 0:
		return origin{kind: oConst, s: s.Const, opParam: s.OpParam, opField: s.OpField}
	}
	return origin{kind: oParam, idx: s.Param, opParam: s.OpParam, opField: s.OpField}
}

// source is the fact's form of an origin.
func (o origin) source() Source {
	switch o.kind {
	case oConst:
		return Source{Param: -1, Const: o.s, OpParam: o.opParam, OpField: o.opField}
	case oRequest:
		return Source{Param: o.idx, Request: true}
	case oStruct:
		return Source{Param: o.idx, Field: o.s, OpParam: o.opParam, OpField: o.opField}
	case oOptions:
		return Source{Param: o.idx, Field: o.s, Options: true}
	}
	return Source{Param: o.idx, OpParam: o.opParam, OpField: o.opField}
}

// maker returns the origin of a request that call makes by calling a
// function parameter of its own function.
func (t *tracer) maker(call *ssa.Call) (origin, bool) {
	p, ok := call.Common().Value.(*ssa.Parameter)
	if !ok || call.Common().IsInvoke() {
		return origin{}, false
	}
	i := paramIndex(p)
	return origin{kind: oMaker, idx: i, up: t.levelsOut(p)}, i >= 0
}

// madeBy returns the origins of the requests the function value v makes
// (a literal, or a function of the package): what each of its returns
// gives first, traced as a request.
func (t *tracer) madeBy(v ssa.Value, depth int) []origin {
	var fn *ssa.Function
	switch x := v.(type) {
	case *ssa.MakeClosure:
		fn, _ = x.Fn.(*ssa.Function)
	case *ssa.Function:
		fn = x
	}
	if fn == nil || depth >= maxTraceDepth || t.a.funcs[fn] == nil && fn.Parent() == nil {
		return nil
	}
	var out []origin
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || len(ret.Results) == 0 {
			continue
		}
		out = append(out, t.request(ret.Results[0], depth+1)...)
	}
	return out
}

// levelsOut returns how many functions out from the home function p's
// function is, when it encloses the home (a free variable bound to it):
// 0 for the home's own parameter, or for a callee's, which atCall
// translates.
func (t *tracer) levelsOut(p *ssa.Parameter) int {
	n := 0
	for f := t.home; f != nil; f = f.Parent() {
		if f == p.Parent() {
			return n
		}
		n++
	}
	return 0
}

// paramIndex returns the index of a parameter without the receiver, or
// -1 for the receiver.
func paramIndex(p *ssa.Parameter) int {
	fn := p.Parent()
	for i, q := range fn.Params {
		if q == p {
			if fn.Signature.Recv() != nil {
				return i - 1
			}
			return i
		}
	}
	return -1
}

// isReceiver reports whether p is its method's receiver.
func isReceiver(p *ssa.Parameter) bool {
	fn := p.Parent()
	return fn.Signature.Recv() != nil && len(fn.Params) > 0 && fn.Params[0] == p
}

// args returns a call's arguments without the receiver.
func args(common *ssa.CallCommon) []ssa.Value {
	if common.IsInvoke() {
		return common.Args
	}
	if fn := staticFunc(common); fn != nil && fn.Signature.Recv() != nil && len(common.Args) > 0 {
		return common.Args[1:]
	}
	return common.Args
}

// argAt returns argument i of a call, counted without the receiver.
func argAt(common *ssa.CallCommon, i int) ssa.Value {
	if i == -1 {
		return recvArg(common) // a request's own method that sends it
	}
	a := args(common)
	if i < 0 || i >= len(a) {
		return nil
	}
	return a[i]
}

// recvArg returns the receiver argument of a static method call.
func recvArg(common *ssa.CallCommon) ssa.Value {
	if common.IsInvoke() {
		return common.Value
	}
	if fn := staticFunc(common); fn != nil && fn.Signature.Recv() != nil && len(common.Args) > 0 {
		return common.Args[0]
	}
	return nil
}

func staticFunc(common *ssa.CallCommon) *ssa.Function {
	if common.IsInvoke() {
		return nil
	}
	return common.StaticCallee()
}

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}

// structField returns the name of field i of struct type t, or "".
func structField(t types.Type, i int) string {
	s, ok := t.Underlying().(*types.Struct)
	if !ok || i >= s.NumFields() {
		return ""
	}
	return s.Field(i).Name()
}

func fieldName(fa *ssa.FieldAddr) string {
	p, ok := fa.X.Type().Underlying().(*types.Pointer)
	if !ok {
		return ""
	}
	s, ok := p.Elem().Underlying().(*types.Struct)
	if !ok || fa.Field >= s.NumFields() {
		return ""
	}
	return s.Field(fa.Field).Name()
}

// calledFunc returns the one function a call of a function value v runs
// when the package shows it: a named function or a literal it makes,
// seen through a literal's free variable, a conversion to a named
// function type, or a call of a wrapper that takes one value of the
// function type it returns (t.wrap(h), t.wrapHandler(name, h, cfg): a
// middleware runs what it is given); nil
// when there is none or more than one.
func calledFunc(v ssa.Value, depth int) *ssa.Function {
	if depth > maxTraceDepth {
		return nil
	}
	switch v := v.(type) {
	case *ssa.Function:
		return v
	case *ssa.MakeClosure:
		fn, _ := v.Fn.(*ssa.Function)
		return fn
	case *ssa.ChangeType:
		return calledFunc(v.X, depth+1)
	case *ssa.FreeVar:
		return oneCalledFunc(bound(v), depth)
	case *ssa.UnOp:
		return oneCalledFunc(cellValues(v), depth) // a captured variable
	case *ssa.Call:
		sig := v.Call.Signature()
		if sig.Results().Len() != 1 {
			return nil
		}
		out := sig.Results().At(0).Type()
		if _, isFunc := out.Underlying().(*types.Signature); !isFunc {
			return nil
		}
		// The one argument of the type it returns: what it wraps
		// (t.wrapHandler(name, base, cfg)).
		var wrapped ssa.Value
		for _, arg := range v.Call.Args {
			if types.Identical(arg.Type(), out) {
				if wrapped != nil {
					return nil
				}
				wrapped = arg
			}
		}
		if wrapped == nil {
			return nil
		}
		return calledFunc(wrapped, depth+1)
	}
	return nil
}

// oneCalledFunc is calledFunc of values that must all give one function.
func oneCalledFunc(vs []ssa.Value, depth int) *ssa.Function {
	var found *ssa.Function
	for _, v := range vs {
		fn := calledFunc(v, depth+1)
		if fn == nil || found != nil && fn != found {
			return nil
		}
		found = fn
	}
	return found
}

// bound returns the values a function literal's free variable is bound
// to where the enclosing function makes the literal.
func bound(fv *ssa.FreeVar) []ssa.Value {
	fn := fv.Parent()
	idx := -1
	for i, f := range fn.FreeVars {
		if f == fv {
			idx = i
		}
	}
	parent := fn.Parent()
	if idx < 0 || parent == nil {
		return nil
	}
	var out []ssa.Value
	for _, b := range parent.Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == fn && idx < len(mc.Bindings) {
				out = append(out, mc.Bindings[idx])
			}
		}
	}
	return out
}

// chosenAtRunTime reports whether a string value is one the program
// reads at run time, not one it writes down: the result of a call of
// another package (a tool argument's accessor, parser.GetString) or a
// value decoded into a field. A value the tracer could not follow
// through this package's own code (a phi, a parameter past the trace's
// bounds) is not counted.
func chosenAtRunTime(v ssa.Value) bool {
	if !isString(v.Type()) {
		return false
	}
	switch v := v.(type) {
	case *ssa.Extract:
		switch x := v.Tuple.(type) {
		case *ssa.Call:
			return foreignCall(x)
		case *ssa.TypeAssert:
			return true // method, _ := args["method"].(string)
		}
	case *ssa.Call:
		return foreignCall(v)
	case *ssa.UnOp:
		_, field := v.X.(*ssa.FieldAddr)
		return field && v.Op == token.MUL
	case *ssa.Field:
		return true
	case *ssa.TypeAssert:
		return true // args["method"].(string)
	}
	return false
}

// foreignCall reports whether a call's callee is of another package, or
// not known.
func foreignCall(call *ssa.Call) bool {
	fn := call.Call.StaticCallee()
	return fn == nil || fn.Pkg == nil || fn.Pkg != call.Parent().Pkg
}

// cellValues returns the values stored in the variable a load reads when
// the variable is a cell: a local that a function literal captured (an
// Alloc, or the free variable bound to one).
func cellValues(load *ssa.UnOp) []ssa.Value {
	if load.Op != token.MUL {
		return nil
	}
	var cells []ssa.Value
	switch x := load.X.(type) {
	case *ssa.Alloc:
		cells = append(cells, x)
	case *ssa.FreeVar:
		for _, b := range bound(x) {
			if a, ok := b.(*ssa.Alloc); ok {
				cells = append(cells, a)
			}
		}
	case *ssa.Global:
		// A package variable of this package: what its initialiser
		// stores there (var Binary = binary(), a constant unless the
		// environment overrides it). A setter's value is set at run
		// time, as the environment's is.
		return initValues(x, load.Parent())
	}
	var out []ssa.Value
	for _, c := range cells {
		refs := c.Referrers()
		if refs == nil {
			continue
		}
		for _, r := range *refs {
			if st, ok := r.(*ssa.Store); ok && st.Addr == c {
				out = append(out, st.Val)
			}
		}
	}
	return out
}

// initValues returns the values the package initialiser of fn's package
// stores in g, a variable of that package.
func initValues(g *ssa.Global, fn *ssa.Function) []ssa.Value {
	if fn == nil || fn.Pkg == nil || g.Pkg != fn.Pkg {
		return nil
	}
	init := fn.Pkg.Func("init")
	if init == nil {
		return nil
	}
	var out []ssa.Value
	for _, b := range init.Blocks {
		for _, instr := range b.Instrs {
			if st, ok := instr.(*ssa.Store); ok && st.Addr == g {
				out = append(out, st.Val)
			}
		}
	}
	return out
}

// optionParams returns the parameters of the function that allocates
// config whose function values it calls with config: the functional
// options of a do(client, opts ...option), applied in a range loop or
// one by one.
func optionParams(config *ssa.Alloc) []int {
	refs := config.Referrers()
	if refs == nil {
		return nil
	}
	var out []int
	for _, r := range *refs {
		call, ok := r.(*ssa.Call)
		if !ok || call.Call.IsInvoke() || call.Call.StaticCallee() != nil {
			continue
		}
		fv := call.Call.Value
		if load, ok := fv.(*ssa.UnOp); ok && load.Op == token.MUL {
			if ia, ok := load.X.(*ssa.IndexAddr); ok {
				fv = ia.X // opts[i]
			}
		}
		if p, ok := fv.(*ssa.Parameter); ok {
			if i := paramIndex(p); i >= 0 && !slices.Contains(out, i) {
				out = append(out, i)
			}
		}
	}
	return out
}

// options returns the origins of what the option functions in v (a
// variadic slice, or one function) store in the named field of the
// config they are applied to: withMethod(http.MethodPost) returns a
// literal that stores its parameter there.
func (t *tracer) options(v ssa.Value, field string, depth int) []origin {
	if v == nil || depth >= maxTraceDepth {
		return nil
	}
	var out []origin
	for _, opt := range optionValues(v) {
		out = append(out, t.optionSets(opt, field, depth)...)
	}
	return out
}

// optionValues returns the functions a variadic argument holds (the
// elements stored into the array it slices), or the value itself.
func optionValues(v ssa.Value) []ssa.Value {
	sl, ok := v.(*ssa.Slice)
	if !ok {
		return []ssa.Value{v}
	}
	arr, ok := sl.X.(*ssa.Alloc)
	if !ok || arr.Referrers() == nil {
		return nil
	}
	var out []ssa.Value
	for _, r := range *arr.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok || ia.Referrers() == nil {
			continue
		}
		for _, u := range *ia.Referrers() {
			if st, ok := u.(*ssa.Store); ok && st.Addr == ia {
				out = append(out, st.Val)
			}
		}
	}
	return out
}

// optionSets returns the origins of what one option function stores in
// the field of its first parameter: a function literal made here, or
// one that a function of this package returns.
func (t *tracer) optionSets(opt ssa.Value, field string, depth int) []origin {
	if ct, ok := opt.(*ssa.ChangeType); ok {
		opt = ct.X
	}
	switch o := opt.(type) {
	case *ssa.MakeClosure:
		fn, _ := o.Fn.(*ssa.Function)
		return t.literalSets(fn, field, depth)
	case *ssa.Function:
		return t.literalSets(o, field, depth)
	case *ssa.Call:
		fn := staticFunc(o.Common())
		if fn == nil || t.a.local(fn) == nil {
			return nil
		}
		var out []origin
		for _, b := range fn.Blocks {
			ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok || len(ret.Results) != 1 {
				continue
			}
			for _, og := range t.optionSets(ret.Results[0], field, depth+1) {
				out = append(out, t.atCall(o, og, depth)...)
			}
		}
		return out
	}
	return nil
}

// literalSets returns the origins of the values an option literal stores
// in the named field of its first parameter.
func (t *tracer) literalSets(fn *ssa.Function, field string, depth int) []origin {
	if fn == nil || len(fn.Params) == 0 {
		return nil
	}
	var out []origin
	for _, v := range t.stores(fn.Params[0], field) {
		// Only constants and captured values: the literal's own
		// parameters are not its maker's.
		switch x := v.(type) {
		case *ssa.Const, *ssa.FreeVar:
			out = append(out, t.strings(v, depth)...)
		case *ssa.UnOp: // a captured variable's cell
			if _, ok := x.X.(*ssa.FreeVar); ok {
				out = append(out, t.strings(v, depth)...)
			}
		}
	}
	return out
}
