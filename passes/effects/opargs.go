package effects

import (
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// A transport that posts every call (a GraphQL client's run, a JSON-RPC
// Call, a helper that POSTs to whatever endpoint it is given) is not
// evidence of a write: what the call does is in what it says. At each
// call of a function whose write is such a POST, the operation the call
// names decides, where it names one:
//
//   - a constant GraphQL document: a query reads; a mutation writes, as
//     its root field's verb says (issueCreate acts again, updateIssue
//     sets a state), or the verb of the one field a namespace holds
//     (docker { stop(id: $id) });
//   - a typed GraphQL client's operation struct (the shurcooL/githubv4
//     family): the root field in the first field's graphql tag;
//   - a constant RPC method or endpoint ("host.get", "auth.test",
//     "/api/v2/traces/diff", base + "/incidents/" + id + "/resolve"): the
//     verb of its last segment;
//   - a constant name passed for the parameter that a transport puts in
//     its body's operation field ({"action": action}: "addNote",
//     "deckNames").
//
// A name with no verb we know decides nothing, and the POST stays a
// non-idempotent write.

// opReadVerbs start the last segments of operations that read.
var opReadVerbs = words(`Get List Query Search Find Filter Fetch Retrieve Reveal Describe Read Lookup Count Validate Preview Diff
	Compare Parse Explain Estimate Check Render Show Download Verify Watch Ping Test Scan Export Scrape Extract
	Detect Inspect Analyze Analyse Lint Simulate
	Is Are Has Have Can Exists Contains`) // predicates: isGroupMember, has_subtask_timer

// opReadNouns are the last segments of RPC methods that name what the
// call returns: "system.info", "pool.status".
var opReadNouns = words(`Info Status Stats Statistics Summary Health Version Details Metrics Usage Names Ids
	Counts History State Config Capabilities Features`)

const reads verdict = -1 // an operation that only reads

// operation is what a call says it does.
type operation struct {
	name string // as shown: "mutation issueCreate", "host.create"
	v    verdict
	// item marks the address of one item (POST /tasks/{id}): no
	// verdict of its own, a hint the tool takes where no name decides.
	item bool
}

// callOperation returns the operation a call names in its arguments, if
// any names one with a verb.
func callOperation(common *ssa.CallCommon, callee string) (operation, bool) {
	if common == nil {
		return operation{}, false
	}
	for _, arg := range args(common) {
		if op, ok := argOperation(arg, callee); ok {
			return op, true
		}
	}
	for _, arg := range args(common) {
		if op, ok := mintBeforeVariables(arg); ok {
			return op, true
		}
	}
	return operation{}, false
}

// mintBeforeVariables is the operation of a path whose last constant
// segment, followed only by values of the call, mints: "pki/issue/" +
// role, fmt.Sprintf("%s/issue/%s", mount, role). Other verbs there are
// left alone: "orders/" + id names a resource, not what is done to it.
func mintBeforeVariables(arg ssa.Value) (operation, bool) {
	var head string
	switch x := arg.(type) {
	case *ssa.Phi: // path := root; if intermediate { path = ... }: every one mints
		var op operation
		for i, e := range x.Edges {
			if _, isPhi := e.(*ssa.Phi); isPhi {
				return operation{}, false
			}
			o, ok := mintBeforeVariables(e)
			if !ok {
				return operation{}, false
			}
			if i == 0 {
				op = o
			}
		}
		return op, len(x.Edges) > 0
	case *ssa.BinOp:
		if x.Op != token.ADD || isConstValue(x.Y) {
			return operation{}, false
		}
		h, ok := constString(x.X)
		if !ok {
			if inner, isAdd := x.X.(*ssa.BinOp); isAdd && inner.Op == token.ADD {
				h, ok = constString(inner.Y)
			}
		}
		if !ok {
			return operation{}, false
		}
		head = h
	case *ssa.Call:
		format, ok := sprintfFormat(x)
		if !ok {
			return operation{}, false
		}
		all := strings.Split(strings.TrimRight(format, "/"), "/")
		segs := all
		for len(segs) > 0 && strings.Contains(segs[len(segs)-1], "%") {
			segs = segs[:len(segs)-1]
		}
		if len(segs) == len(all) {
			return operation{}, false // no value after it: constTail's case
		}
		head = strings.Join(segs, "/")
	default:
		return operation{}, false
	}
	head = strings.TrimRight(head, "/")
	i := strings.LastIndexByte(head, '/')
	seg := head[i+1:]
	if seg == "" || strings.Contains(seg, "%") {
		return operation{}, false
	}
	op, ok := segmentOperation(head, seg)
	if !ok || op.v != mints {
		return operation{}, false
	}
	return op, true
}

func argOperation(arg ssa.Value, callee string) (operation, bool) {
	return valueOperation(arg, callee, 0)
}

// valueOperation is the operation a value names: a string that is one,
// a typed client's operation struct, or a request value built from one
// (a call with such an argument, graphql.NewRequest(doc); a struct
// literal with such a field, &graphql.Request{Query: doc}).
func valueOperation(arg ssa.Value, callee string, depth int) (operation, bool) {
	if mi, ok := arg.(*ssa.MakeInterface); ok {
		arg = mi.X
	}
	if isString(arg.Type()) {
		if op, ok, isConst := chosenOperation(arg, namesMethod); isConst {
			return op, ok
		}
		if tail, ok := constTail(arg); ok {
			if seg, ok := endpointSegment(tail); ok {
				return segmentOperation(tail, seg)
			}
		}
		return builtDocument(arg)
	}
	if field, ok := taggedGraphQLField(arg.Type()); ok {
		kind := "mutation"
		if strings.Contains(strings.ToLower(callee), "query") {
			kind = "query"
		}
		return graphQLVerdict(kind, field), true
	}
	if depth > 0 {
		return operation{}, false
	}
	switch v := arg.(type) {
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			return builtFrom(call, callee)
		}
	case *ssa.Call:
		return builtFrom(v, callee)
	case *ssa.Alloc:
		for _, r := range *v.Referrers() {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || !isString(fa.Type().Underlying().(*types.Pointer).Elem()) {
				continue
			}
			for _, u := range *fa.Referrers() {
				if st, ok := u.(*ssa.Store); ok && st.Addr == fa {
					if op, ok, _ := chosenOperation(st.Val, namesDocument); ok {
						return op, true
					}
				}
			}
		}
	}
	return operation{}, false
}

// A naming says what a constant string may name.
type naming int

const (
	namesDocument naming = iota // a GraphQL document: a body's other strings say nothing
	namesMethod                 // or an RPC method or endpoint: "host.get", "/v1/logs/get"
	namesAction                 // or a bare name, in a field that holds one: "addNote"
)

// constOperation is the operation a constant string names, as far as n
// lets it.
func constOperation(s string, n naming) (operation, bool) {
	if kind, field, ok := graphQLOperation(s); ok {
		return graphQLVerdict(kind, field), true
	}
	if n == namesDocument {
		return operation{}, false
	}
	if seg, ok := endpointSegment(s); ok {
		return segmentOperation(s, seg)
	}
	if n == namesAction && isBareName(s) {
		return segmentOperation(s, s)
	}
	return operation{}, false
}

// isBareName reports whether s is a name an RPC style gives its
// operations: a word, in any case, with digits, "_" or "-". An HTTP
// method is not one: a body that relays a request ({"method": "GET",
// "path": ...}) names no operation of its own.
func isBareName(s string) bool {
	if s == "" || len(s) > 100 || !unicode.IsLetter(rune(s[0])) || httpMethods[s] {
		return false
	}
	return strings.IndexFunc(s, func(r rune) bool {
		return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-')
	}) < 0
}

var httpMethods = words(`GET HEAD POST PUT PATCH DELETE OPTIONS`)

// chosenOperation is the operation a string constant names, or a string
// chosen among constants (a document picked by a switch on what to do):
// the operations of all of them joined. isConst says whether v is
// such a string.
func chosenOperation(v ssa.Value, n naming) (op operation, ok, isConst bool) {
	consts, isConst := constChoices(v, nil)
	if !isConst {
		return operation{}, false, false
	}
	var ops []operation
	for _, s := range consts {
		if s == "" && len(consts) > 1 {
			continue // no case matched: nothing is sent that works
		}
		op, ok := constOperation(s, n)
		if !ok {
			return operation{}, false, true // that one leaves the default
		}
		ops = append(ops, op)
	}
	op, ok = joinOperations(ops)
	return op, ok, true
}

// constChoices returns the constants a string value is, through phis, or
// false when it may be anything else.
func constChoices(v ssa.Value, seen map[*ssa.Phi]bool) ([]string, bool) {
	switch v := v.(type) {
	case *ssa.Const:
		s, ok := constString(v)
		return []string{s}, ok
	case *ssa.Phi:
		if seen[v] {
			return nil, true
		}
		if seen == nil {
			seen = make(map[*ssa.Phi]bool)
		}
		seen[v] = true
		var out []string
		for _, e := range v.Edges {
			ss, ok := constChoices(e, seen)
			if !ok {
				return nil, false
			}
			out = appendNew(out, ss)
		}
		return out, len(out) > 0
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok && seen == nil {
			return returnedConsts(call, v.Index)
		}
	case *ssa.Call:
		if seen == nil {
			return returnedConsts(v, 0)
		}
	}
	return nil, false
}

// returnedConsts returns the constants a call of a function of the
// caller's package returns at result i, through phis: the action a
// helper's switch picks (actionForState returns "acknowledge" or
// "resolve", or "" with an error). Only one call deep.
func returnedConsts(call *ssa.Call, i int) ([]string, bool) {
	fn := call.Call.StaticCallee()
	if fn == nil || fn.Pkg == nil || fn.Pkg != call.Parent().Pkg || len(fn.Blocks) == 0 {
		return nil, false
	}
	var out []string
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		if i >= len(ret.Results) {
			return nil, false
		}
		ss, ok := constChoices(ret.Results[i], map[*ssa.Phi]bool{})
		if !ok {
			return nil, false
		}
		out = appendNew(out, ss)
	}
	return out, len(out) > 0
}

// appendNew appends to out the strings of ss it does not hold yet.
func appendNew(out, ss []string) []string {
	for _, s := range ss {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// joinOperations is what a call that performs one of ops does: a read
// if all read; otherwise what its writes do, a repeat acting again if
// it does for any of them. It is named by the operations that decide.
func joinOperations(ops []operation) (operation, bool) {
	if len(ops) == 0 {
		return operation{}, false
	}
	var writes, again []operation
	for _, op := range ops {
		if op.v != reads {
			writes = append(writes, op)
		}
		if op.v == mints || op.v == creates {
			again = append(again, op)
		}
	}
	switch {
	case len(writes) == 0:
		return ops[0], true
	case len(again) > 0:
		writes = again
	}
	join := writes[0]
	for _, op := range writes[1:] {
		join.name += " or " + op.name
		if op.v == mints {
			join.v = mints
		}
	}
	return join, true
}

// builtFrom is the operation a call's constant arguments name, for a
// value the call built.
func builtFrom(call *ssa.Call, callee string) (operation, bool) {
	for _, a := range args(call.Common()) {
		if op, ok := valueOperation(a, callee, 1); ok {
			return op, true
		}
	}
	return operation{}, false
}

// bodyOperation is the operation a request's body names, through what
// encodes it (a field of a struct that json.Marshal encodes,
// bytes.NewBuffer, strings.NewReader, conversions): a constant GraphQL
// document in it, or else what its operation field holds (an RPC
// call's "method", "action", "op", ...): a constant name, or a parameter
// (param >= 0) of the function sending it whose argument will be the
// name. A body's other strings say nothing of what the request does.
func bodyOperation(body ssa.Value) (op operation, param int, ok bool) {
	seen := make(map[ssa.Value]bool)
	var field ssa.Value // the value of the body's operation field
	// walk looks for a document; top says that v is the body itself
	// rather than a value nested in it, whose "op" (a JSON patch's)
	// names nothing of the call.
	var walk func(v ssa.Value, depth int, top bool) (operation, bool)
	walk = func(v ssa.Value, depth int, top bool) (operation, bool) {
		if v == nil || depth > 12 || seen[v] {
			return operation{}, false
		}
		seen[v] = true
		if isString(v.Type()) {
			if op, ok, isConst := chosenOperation(v, namesDocument); isConst {
				return op, ok
			}
		}
		var next, nested []ssa.Value
		switch x := v.(type) {
		case *ssa.MakeInterface:
			next = []ssa.Value{x.X}
		case *ssa.Convert:
			next = []ssa.Value{x.X}
		case *ssa.ChangeType:
			next = []ssa.Value{x.X}
		case *ssa.UnOp:
			if x.Op == token.MUL {
				next = []ssa.Value{x.X}
			}
		case *ssa.Extract:
			next = []ssa.Value{x.Tuple}
		case *ssa.Call:
			next = x.Call.Args
		case *ssa.MakeMap:
			// map[string]any{"query": doc}
			for _, r := range *x.Referrers() {
				if mu, ok := r.(*ssa.MapUpdate); ok && mu.Map == x {
					if k, _ := constString(mu.Key); top && field == nil {
						field = opFieldValue(k, mu.Value)
					}
					nested = append(nested, mu.Value)
				}
			}
		case *ssa.Alloc:
			// The strings stored in the allocated struct's fields,
			// nested ones included (request.Variables.Query).
			for _, r := range *x.Referrers() {
				if st, ok := r.(*ssa.Store); ok && st.Addr == x {
					next = append(next, st.Val) // request := T{...}: a copy of the literal
				}
				if fa, ok := r.(*ssa.FieldAddr); ok {
					for _, u := range *fa.Referrers() {
						if st, ok := u.(*ssa.Store); ok && st.Addr == fa {
							if top && field == nil {
								field = opFieldValue(jsonName(fa), st.Val)
							}
							nested = append(nested, st.Val)
						}
					}
				}
			}
		}
		for _, n := range next {
			if op, ok := walk(n, depth+1, top); ok {
				return op, true
			}
		}
		for _, n := range nested {
			if op, ok := walk(n, depth+1, false); ok {
				return op, true
			}
		}
		return operation{}, false
	}
	if op, ok := walk(body, 0, true); ok {
		return op, -1, true
	}
	return namedByArg(field)
}

// opFields are the names of the body fields that carry an RPC call's
// operation: JSON-RPC's method, AnkiConnect's action, and the op,
// operation, command and procedure of other styles, and the tool a
// relay of tool calls forwards ({"tool": "get_node"} to a plugin).
var opFields = words(`method action op operation command cmd procedure tool`)

// opFieldValue returns the string a body's top-level field holds when
// the field carries the call's operation: one of opFields, or GraphQL's
// "query" when it holds a parameter, the document a transport is given
// (a constant document there is found as any other), or "type" when it
// holds one (a plugin bridge's request type). A read-named
// transport's callers then name what it posts.
func opFieldValue(name string, v ssa.Value) ssa.Value {
	v = stringValue(v)
	name = strings.ToLower(name)
	// "query" and "type" carry the operation only where the transport
	// is given them: a GraphQL document, a bridge's request type
	// ({"type": requestType}); a constant type is a kind of payload.
	if opFields[name] || (name == "query" || name == "type") && isParamValue(v) {
		return v
	}
	return nil
}

// isParamValue reports whether v is a parameter of its function, or a
// load of one a closure captured (spilled to a local the parameter is
// stored in once).
func isParamValue(v ssa.Value) bool {
	if _, ok := v.(*ssa.Parameter); ok {
		return true
	}
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return false
	}
	_, isAlloc := load.X.(*ssa.Alloc)
	return isAlloc && spilledParam(load.X) != nil
}

// onlyStored returns the one value stored into alloc, or nil when there
// is none or more than one.
func onlyStored(alloc *ssa.Alloc) ssa.Value {
	var stored ssa.Value
	for _, r := range flow.Refs(alloc) {
		if st, ok := r.(*ssa.Store); ok && st.Addr == alloc {
			if stored != nil {
				return nil
			}
			stored = st.Val
		}
	}
	return stored
}

// jsonName returns the name a struct field is encoded by: its JSON tag's,
// or else its own.
func jsonName(fa *ssa.FieldAddr) string {
	p, ok := fa.X.Type().Underlying().(*types.Pointer)
	if !ok {
		return ""
	}
	st, ok := p.Elem().Underlying().(*types.Struct)
	if !ok || fa.Field >= st.NumFields() {
		return ""
	}
	name := st.Field(fa.Field).Name()
	if tag, ok := reflect.StructTag(st.Tag(fa.Field)).Lookup("json"); ok {
		if n, _, _ := strings.Cut(tag, ","); n != "" && n != "-" {
			name = n
		}
	}
	return name
}

// stringValue returns the string v is, or holds as an interface (a
// map[string]any's value), or nil.
func stringValue(v ssa.Value) ssa.Value {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if !isString(v.Type()) {
		return nil
	}
	return v
}

// namedByArg is the operation a value passed as an operation's name
// names: one constant or several (a switch's), or a parameter (param >=
// 0) of its function, whose callers' arguments will.
func namedByArg(v ssa.Value) (op operation, param int, ok bool) {
	if isParamValue(v) {
		if load, ok := v.(*ssa.UnOp); ok {
			v = spilledParam(load.X) // a captured parameter, spilled
		}
	}
	if p, isParam := v.(*ssa.Parameter); isParam {
		i := paramIndex(p)
		return operation{}, i, i >= 0
	}
	if v == nil {
		return operation{}, -1, false
	}
	if op, ok := relationshipOp(v); ok {
		return op, -1, true
	}
	if isQueryURL(v) {
		// A sender handed a query endpoint, a token endpoint or a
		// model's: postURL(ctx, base+"/models/"+m+":generateContent").
		return operation{name: "query", v: reads}, -1, true
	}
	op, ok, isConst := chosenOperation(v, namesAction)
	if !isConst {
		op, ok = builtDocument(v)
	}
	if !ok && !isConst {
		// A path built for a callee that sends to it, its end a
		// variable: the constants it is chosen among name the
		// operation (fmt.Sprintf("alertgroups/%s/%s/", id, action),
		// the action a helper's switch picks), or the caller's
		// parameter that ends it will; a constant end names it as
		// it would at the request (base + "/apps/" + id + "/finish").
		if i, isParam := urlParam(v); isParam {
			return operation{}, i, true
		}
		op, ok = urlOperation(v)
	}
	return op, -1, ok
}

// builtDocument is the operation of a GraphQL document built from a
// constant start, as far as the start names it whole: `mutation {
// podTerminate(input: {podId: %q}) }` terminates, "mutation { " + f
// names nothing.
func builtDocument(v ssa.Value) (operation, bool) {
	head, ok := constHead(v)
	if !ok {
		return operation{}, false
	}
	kind, field, ok := graphQLOperation(head)
	if last, _ := utf8.DecodeLastRuneInString(head); !ok || last == '_' || unicode.IsLetter(last) || unicode.IsDigit(last) {
		return operation{}, false // the field's name may go on: "mutation { issue" + verb
	}
	if v, _ := pathVerdict(strings.Split(field, ".")); kind == "mutation" && v == undecided {
		// The start may stop inside a namespace's selection
		// ("mutation { notifications { archive(id: " + id): the field
		// that says what it does is not read, so nothing is named.
		return operation{}, false
	}
	return graphQLVerdict(kind, field), true
}

// constHead returns the constant start of a string built by
// concatenation or fmt.Sprintf: its left end, or the format up to its
// first verb.
func constHead(v ssa.Value) (string, bool) {
	switch x := v.(type) {
	case *ssa.Const:
		return constString(x)
	case *ssa.BinOp:
		if x.Op == token.ADD {
			return constHead(x.X)
		}
	case *ssa.Call:
		if format, ok := sprintfFormat(x); ok {
			head, _, _ := strings.Cut(format, "%")
			return head, true
		}
	}
	return "", false
}

// urlParam returns the parameter whose argument ends a request's URL,
// the URL itself, base + method, or the last argument of a fmt.Sprintf
// whose format ends in %s ("%s/bot%s/%s"), when its name says it is an
// RPC method or endpoint: the one a transport is given then names the
// operation (Slack's chat.update, Telegram's sendMessage), whatever the
// transport's own name. A resource's id there (base + "/jobs/" + id)
// names none.
func urlParam(url ssa.Value) (int, bool) {
	i, field, ok := urlEnd(url, 0)
	return i, ok && field == ""
}

// urlParamField is urlParam, or the parameter and field of a struct
// parameter that ends the URL, named as one (a sender handed
// Params{Method, Path}: p.BaseURL + p.Path).
func urlParamField(url ssa.Value) (int, string, bool) { return urlEnd(url, 0) }

func urlEnd(url ssa.Value, depth int) (int, string, bool) {
	switch x := url.(type) {
	case *ssa.Phi:
		// if !strings.HasPrefix(endpoint, "/") { endpoint = "/" + endpoint }:
		// every way in ends in the same parameter.
		if depth > 3 || len(x.Edges) == 0 {
			return -1, "", false
		}
		i, field, ok := urlEnd(x.Edges[0], depth+1)
		for _, e := range x.Edges[1:] {
			j, f, ok2 := urlEnd(e, depth+1)
			ok = ok && ok2 && j == i && f == field
		}
		return i, field, ok
	case *ssa.BinOp:
		if x.Op == token.ADD {
			switch x.Y.(type) {
			case *ssa.Call, *ssa.Phi:
				if depth < 3 {
					return urlEnd(x.Y, depth+1) // base + fmt.Sprintf("/api/services/%s/%s", d, service)
				}
			}
			url = x.Y
		}
	case *ssa.Call:
		if end, _ := pathEnd(x); end != nil {
			url = unescaped(end)
			if p, ok := url.(*ssa.Parameter); !ok || !endpointWord(p.Name()) {
				if i, ok := commandBeforeValue(x); ok {
					return i, "", true
				}
			}
		} else if j, ok := builtURLParam(x, depth); ok {
			url = argAt(x.Common(), j) // c.buildAPIURL(method)
		} else if path := urlStructPath(x); path != nil && depth < 3 {
			return urlEnd(path, depth+1)
		}
	}
	url = unescaped(url)
	if url == nil || !isString(url.Type()) {
		return -1, "", false
	}
	if p, field := paramField(url); p != nil {
		i := paramIndex(p)
		return i, field, i >= 0 && endpointWord(field)
	}
	p, ok := url.(*ssa.Parameter)
	if !ok {
		return -1, "", false
	}
	i := paramIndex(p)
	return i, "", i >= 0 && endpointWord(p.Name())
}

// endpointWord reports whether a parameter's or field's name ends with
// a word that says it holds an endpoint, a path or an operation.
func endpointWord(name string) bool {
	ws := camelWords(upperFirst(name))
	return len(ws) > 0 && endpointWords[strings.ToLower(ws[len(ws)-1])]
}

// paramField returns the parameter and field v loads, when v is a field
// of a struct parameter held by value (p.Path) or by pointer.
func paramField(v ssa.Value) (*ssa.Parameter, string) {
	switch x := v.(type) {
	case *ssa.Field:
		if p, ok := x.X.(*ssa.Parameter); ok {
			return p, structField(p.Type(), x.Field)
		}
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			if p := spilledParam(fa.X); p != nil {
				return p, fieldName(fa)
			}
		}
	}
	return nil, ""
}

// spilledParam returns the parameter ptr is, or the one a local holds
// when it holds nothing else: SSA spills a struct parameter held by value
// whose fields are addressed (t0 = local Params (p); *t0 = p).
func spilledParam(ptr ssa.Value) *ssa.Parameter {
	if p, ok := ptr.(*ssa.Parameter); ok {
		return p
	}
	alloc, ok := ptr.(*ssa.Alloc)
	if !ok {
		return nil
	}
	p, _ := onlyStored(alloc).(*ssa.Parameter)
	return p
}

// namedAt is what a call says of the operation its callee's parameter
// opParam-1 names (as namedByArg), or, with field, the value the call's
// struct literal stores in that field of it (CallAPI(ctx,
// Params{Method: "POST", Path: "/apps/" + id + "/finish"})). A caller's
// own parameter takes the dependency over, with the field when it is
// the struct passed whole.
func namedAt(common *ssa.CallCommon, opParam int, field string) (op operation, param int, outField string, ok bool) {
	if common == nil {
		return operation{}, -1, "", false
	}
	arg := argAt(common, opParam-1)
	if field == opKey {
		arg = unencoded(arg) // send(json.Marshal(env)): env's operation field
	}
	if field != "" {
		if p, isParam := arg.(*ssa.Parameter); isParam {
			i := paramIndex(p)
			return operation{}, i, field, i >= 0
		}
		if arg = storedField(arg, field); arg == nil {
			return operation{}, -1, "", false
		}
	}
	op, param, ok = namedByArg(arg)
	return op, param, "", ok
}

// opKey is the OpField of a sender whose body is its parameter, a
// JSON-RPC envelope its caller builds (postMessage(payload) of
// map[string]any{"method": method, ...}): the operation is what the
// caller's envelope holds in its operation field, one of opFields.
const opKey = "#op"

// bodyParam returns the parameter that a request's body is, encoded
// (json.Marshal, bytes.NewReader, conversions): a map or a struct,
// whose operation field the caller fills.
func bodyParam(body ssa.Value) (int, bool) {
	p, ok := unencoded(body).(*ssa.Parameter)
	if !ok || !envelopeType(p.Type()) && !encodedType(p.Type()) {
		return -1, false
	}
	i := paramIndex(p)
	return i, i >= 0
}

// unencoded returns the value an encoded one was made from, through
// calls of one argument (json.Marshal, bytes.NewReader) and conversions.
func unencoded(v ssa.Value) ssa.Value {
	for range 8 {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.Convert:
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Extract:
			v = x.Tuple
		case *ssa.Call:
			if len(x.Call.Args) != 1 {
				return v
			}
			v = x.Call.Args[0]
		default:
			return v
		}
	}
	return v
}

// envelopeType reports whether t is a map from strings or a struct, by
// pointer or not: a body that may hold an operation field.
func envelopeType(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Map:
		return isString(u.Key())
	case *types.Struct:
		return true
	}
	return false
}

// encodedType reports whether t is what an envelope is once encoded:
// bytes, a string or a reader of them.
func encodedType(t types.Type) bool {
	if s, ok := t.Underlying().(*types.Slice); ok {
		b, ok := s.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	if isString(t) {
		return true
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "io" && n.Obj().Name() == "Reader"
}

// storedField returns the one value a struct literal, by pointer or by
// value, stores in its named field, or nil. For opKey, it is the value
// of the literal's operation field, a struct's or a map's, encoded or
// not (json.Marshal(map[string]any{"method": m})).
func storedField(v ssa.Value, name string) ssa.Value {
	if name == opKey {
		v = unencoded(v)
	}
	if u, ok := v.(*ssa.UnOp); ok && u.Op == token.MUL {
		v = u.X
	}
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	if mm, ok := v.(*ssa.MakeMap); ok && name == opKey {
		var stored ssa.Value
		for _, r := range *mm.Referrers() {
			if mu, ok := r.(*ssa.MapUpdate); ok && mu.Map == mm {
				if k, _ := constString(mu.Key); opFields[strings.ToLower(k)] {
					if stored != nil {
						return nil
					}
					stored = stringValue(mu.Value)
				}
			}
		}
		return stored
	}
	alloc, ok := v.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var stored ssa.Value
	for _, r := range *alloc.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || !(fieldName(fa) == name || name == opKey && opFields[strings.ToLower(jsonName(fa))]) {
			continue
		}
		for _, s := range *fa.Referrers() {
			if st, ok := s.(*ssa.Store); ok && st.Addr == fa {
				if stored != nil {
					return nil // set twice: which one is sent depends
				}
				stored = st.Val
			}
		}
	}
	return stored
}

// builtURLParam returns the parameter that ends every URL a function of
// the caller's package returns.
func builtURLParam(call *ssa.Call, depth int) (int, bool) {
	fn := staticFunc(call.Common())
	if fn == nil || depth > 2 || fn.Pkg == nil || fn.Pkg != call.Parent().Pkg {
		return -1, false
	}
	param := -1
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		if len(ret.Results) != 1 {
			return -1, false
		}
		i, field, ok := urlEnd(ret.Results[0], depth+1)
		if !ok || field != "" || param >= 0 && i != param {
			return -1, false
		}
		param = i
	}
	return param, param >= 0
}

// endpointWords end the names of parameters that hold an RPC method or
// an endpoint: method, apiMethod, endpoint, path, url.
var endpointWords = words(`method endpoint path url uri route action op operation command cmd procedure rpc api call service svc`)

// lastVariadic returns the last value stored in the array a variadic
// argument slices, as its element type's value (the string a ...any
// holds), or nil.
func lastVariadic(v ssa.Value) ssa.Value { return variadicAt(v, -1) }

// variadicAt returns the value stored at index i of the array a variadic
// argument slices (the last one for -1), as lastVariadic does.
func variadicAt(v ssa.Value, i int64) ssa.Value {
	sl, ok := v.(*ssa.Slice)
	if !ok || sl.X.Referrers() == nil {
		return nil
	}
	var last ssa.Value
	n := int64(-1)
	for _, r := range *sl.X.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok || ia.Referrers() == nil {
			continue
		}
		c, ok := ia.Index.(*ssa.Const)
		if !ok || c.Int64() <= n || i >= 0 && c.Int64() != i {
			continue
		}
		for _, u := range *ia.Referrers() {
			if st, ok := u.(*ssa.Store); ok && st.Addr == ia {
				n, last = c.Int64(), stringValue(st.Val)
			}
		}
	}
	return last
}

// VariadicAt is variadicAt for other passes: the string given at index i
// of a call's ...any argument (fmt.Sprintf's first value), or nil.
func VariadicAt(v ssa.Value, i int64) ssa.Value { return variadicAt(v, i) }

// pathEnd returns the argument of a fmt.Sprintf call whose verb ends the
// path of the URL it formats, before any query ("%s/%s/%s?token=%s" ends
// in its third), with the format's path; nil when a constant ends it.
func pathEnd(call *ssa.Call) (ssa.Value, string) {
	format, ok := sprintfFormat(call)
	if !ok {
		return nil, ""
	}
	path, _, _ := strings.Cut(format, "?")
	if !strings.HasSuffix(strings.TrimSuffix(path, "/"), "%s") {
		return nil, ""
	}
	if path == format {
		return lastVariadic(call.Call.Args[1]), path
	}
	return variadicAt(call.Call.Args[1], pathVerbs(path)-1), path
}

// pathVerbs counts the verbs of a format.
func pathVerbs(format string) int64 {
	return int64(strings.Count(format, "%") - 2*strings.Count(format, "%%"))
}

// commandBeforeValue returns the parameter named for an operation whose
// value an earlier verb of a fmt.Sprintf path takes, when the verbs after
// it fill in values of the operation's
// ("%s/devices/%s/%s/%s", base, id, command, value): a device API's
// command, then its argument.
func commandBeforeValue(call *ssa.Call) (int, bool) {
	format, ok := sprintfFormat(call)
	if !ok {
		return -1, false
	}
	path, _, _ := strings.Cut(format, "?")
	for k := pathVerbs(path) - 2; k >= 0; k-- {
		p, ok := unescaped(variadicAt(call.Call.Args[1], k)).(*ssa.Parameter)
		if ok && isString(p.Type()) && endpointWord(p.Name()) {
			i := paramIndex(p)
			return i, i >= 0
		}
	}
	return -1, false
}

// chosenURLOperation is the operation of a URL made by fmt.Sprintf
// whose last segment is a value chosen among constants:
// fmt.Sprintf("%s/alert_groups/%s/%s", base, id, action), the action one
// of a few constants a helper's switch picks.
func chosenURLOperation(url ssa.Value) (operation, bool) {
	call, ok := url.(*ssa.Call)
	if !ok {
		return operation{}, false
	}
	if end, path := pathEnd(call); end != nil && strings.HasSuffix(strings.TrimSuffix(path, "/"), "/%s") {
		if last := unescaped(end); last != nil {
			if op, ok, isConst := chosenOperation(last, namesAction); isConst {
				return op, ok
			}
		}
	}
	return operation{}, false
}

// unescaped returns the string a URL escape or unescape was given
// (url.PathEscape(action), the string of url.PathUnescape(path)), or v.
func unescaped(v ssa.Value) ssa.Value {
	c, ok := v.(*ssa.Call)
	if ex, isExtract := v.(*ssa.Extract); isExtract && ex.Index == 0 {
		c, ok = ex.Tuple.(*ssa.Call)
	}
	if !ok || len(c.Call.Args) != 1 {
		return v
	}
	if fn := c.Call.StaticCallee(); fn != nil && fn.Pkg != nil && fn.Pkg.Pkg.Path() == "net/url" && fn.Signature.Recv() == nil {
		switch fn.Name() {
		case "PathEscape", "QueryEscape", "PathUnescape", "QueryUnescape":
			return c.Call.Args[0]
		}
	}
	return v
}

// urlStructPath returns the path a url.URL's String is made from, when
// the URL is a local copy whose RawPath or Path the function sets: an
// SDK's u := *c.baseURL; u.RawPath = c.baseURL.Path + path;
// req := NewRequest(method, u.String(), body). Nil otherwise.
func urlStructPath(call *ssa.Call) ssa.Value {
	fn := call.Call.StaticCallee()
	if fn == nil || fn.Name() != "String" || fn.Signature.Recv() == nil || len(call.Call.Args) != 1 {
		return nil
	}
	if tn := structName(fn.Signature.Recv().Type()); tn == nil || tn.Pkg() == nil || tn.Pkg().Path() != "net/url" || tn.Name() != "URL" {
		return nil
	}
	u, ok := call.Call.Args[0].(*ssa.Alloc)
	if !ok {
		return parsedPath(call.Call.Args[0], 0)
	}
	var path ssa.Value
	for _, r := range *u.Referrers() {
		fa, ok := r.(*ssa.FieldAddr)
		if !ok || fa.X != u {
			continue
		}
		name := fa.X.Type().Underlying().(*types.Pointer).Elem().Underlying().(*types.Struct).Field(fa.Field).Name()
		if name != "RawPath" && name != "Path" {
			continue
		}
		for _, rr := range *fa.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == fa {
				if name == "RawPath" || path == nil {
					path = st.Val
				}
			}
		}
	}
	return path
}

// parsedPath returns the reference a URL was parsed from against a base
// (c.baseURL.Parse(path), url.Parse(path); on every edge of a phi, the
// same one), as go-github's and go-tfe's NewRequest make theirs. Nil
// otherwise.
func parsedPath(v ssa.Value, depth int) ssa.Value {
	switch x := v.(type) {
	case *ssa.Phi:
		var path ssa.Value
		for _, e := range x.Edges {
			p := parsedPath(e, depth+1)
			if p == nil || path != nil && p != path || depth > 2 {
				return nil
			}
			path = p
		}
		return path
	case *ssa.Extract:
		c, ok := x.Tuple.(*ssa.Call)
		if !ok || x.Index != 0 {
			return nil
		}
		fn := c.Call.StaticCallee()
		if fn == nil || fn.Name() != "Parse" || fn.Pkg == nil || fn.Pkg.Pkg.Path() != "net/url" || len(c.Call.Args) == 0 {
			return nil
		}
		return c.Call.Args[len(c.Call.Args)-1]
	}
	return nil
}

// urlOperation is the operation a request's URL names in its constant
// end: base + "/incidents/" + id + "/resolve".
func urlOperation(url ssa.Value) (operation, bool) {
	if url == nil {
		return operation{}, false
	}
	if op, ok := chosenURLOperation(url); ok {
		return op, ok
	}
	if itemURL(url) {
		return operation{item: true}, true
	}
	s, ok := constString(url)
	format := s
	if !ok {
		s, ok = constTail(url)
		format, s = s, afterVerbs(s)
		if f := concatFormat(url, 0); ok && f != "" {
			format = f
		}
	}
	if !ok {
		return operation{}, false
	}
	if seg, ok := endpointSegment(s); ok {
		op, ok := segmentOperation(s, seg)
		if ok && op.v == creates && format != s && runsInPlace(format, seg) {
			op.v = sets // fmt.Sprintf("/channels/%s/start", id): the segments before the id say what starts
		}
		if ok && op.v == mints && format != s && forksRepo(format, seg) {
			op.v = sets // fmt.Sprintf("/projects/%s/fork", id)
		}
		return op, ok
	}
	return operation{}, false
}

// itemURL reports whether a URL ends in a value after a collection's
// plural name (fmt.Sprintf("/tasks/%s", id), "/v1/customers/" + id): the
// address of one item, which a POST there updates, as a PATCH would;
// making one is a POST to the collection.
func itemURL(url ssa.Value) bool {
	var head string
	switch x := url.(type) {
	case *ssa.BinOp:
		if x.Op != token.ADD {
			return false
		}
		if _, isConst := constString(x.Y); isConst {
			return false
		}
		h, ok := constTail(x)
		if !ok {
			h, ok = constString(x.X)
		}
		if !ok {
			return false
		}
		head = h
	case *ssa.Call:
		format, ok := sprintfFormat(x)
		if !ok {
			return false
		}
		i := strings.LastIndexByte(format, '/')
		if i < 0 || !slices.Contains([]string{"%s", "%d", "%v"}, format[i+1:]) {
			return false
		}
		head = format[:i+1]
	default:
		return false
	}
	if !strings.HasSuffix(head, "/") {
		return false
	}
	parts := strings.Split(strings.TrimSuffix(head, "/"), "/")
	coll := parts[len(parts)-1]
	if len(coll) < 4 || !strings.HasSuffix(coll, "s") || strings.HasSuffix(coll, "ss") || strings.ContainsAny(coll, "%:.") {
		return false
	}
	return segmentVerdict(coll) == undecided && !kindSegments[coll] && !invokedItems[coll]
}

// invokedItems are collections whose item a POST invokes or publishes
// to rather than updates: a webhook, a job, a function, a topic.
var invokedItems = words(`hooks webhooks triggers jobs workflows pipelines functions actions queues topics streams runs builds`)

// afterVerbs returns what follows a format's last verb, the constant end
// a path built by fmt.Sprintf has: "/apps/%s/finish" ends in "/finish".
func afterVerbs(format string) string {
	if i := strings.LastIndexByte(format, '%'); i >= 0 && i+2 <= len(format) {
		return format[i+2:]
	}
	return format
}

// mcpMethods are the JSON-RPC methods of the Model Context Protocol a
// client sends. None is a write of the client's own: the listings and
// reads read, and tools/call runs a tool of another server, which does
// what that tool does; a proxy that forwards any tool is no write by
// the POST that carries it (its remote tools are mostly reads).
var mcpMethods = words(`initialize ping tools/list tools/call resources/list resources/read
	resources/templates/list resources/subscribe prompts/list prompts/get completion/complete logging/setLevel
	notifications/initialized notifications/cancelled notifications/progress notifications/roots/list_changed`)

// pageReads are the last segments of URL paths that APIs posting every
// call name their reads with: /users/page returns a page of users,
// /users/detail one user's record. A plural (POST /pages) makes one.
var pageReads = map[string]bool{"page": true, "detail": true, "details": true}

func segmentOperation(full, seg string) (operation, bool) {
	if mcpMethods[full] {
		return operation{name: full, v: reads}, true
	}
	rpc := !strings.Contains(full, "/") // an RPC method, not a URL's path
	if !rpc && isRelationship(full, seg) {
		return operation{name: full, v: sets}, true
	}
	if !rpc && (namesKind(full, seg) || nounCompound(segmentWords(seg))) {
		return operation{}, false // POST /table/change_request, /merge_requests: the method decides
	}
	v := segmentVerdict(seg)
	if v == undecided && rpc {
		v = gluedVerdict(seg)
	}
	if ws := segmentWords(seg); v == undecided && rpc && len(ws) > 0 && opReadNouns[ws[len(ws)-1]] {
		v = reads // "system.info", "notesInfo"; a URL's POST .../status sets one
	}
	if v == undecided && !rpc && pageReads[seg] {
		v = reads // POST /api/envgroup/page: one page of a listing
	}
	if v == undecided && !rpc && setsNamed(full, seg) {
		v = sets // POST /action/flush/network: the verb before names what it sets
	}
	if v == creates && runsInPlace(full, seg) {
		v = sets // POST /vms/{id}/start, and an RPC's app.start
	}
	if v == creates && opensDirect(full, seg) {
		v = sets // conversations.open: the one DM between two parties
	}
	if (v == mints || v == undecided) && !rpc && forksRepo(full, seg) {
		v = sets // POST /repos/o/r/forks, /projects/:id/fork
	}
	if v == creates {
		v = addsToNamespace(full, seg, v)
	}
	if v == sets && !rpc && resetsParent(full, seg) {
		v = mints
	}
	if v == undecided {
		return operation{}, false
	}
	return operation{name: full, v: v}, true
}

// telemetryPaths end the paths that telemetry protocols fix for their
// ingestion endpoints: Loki's push, OTLP over HTTP, Zipkin's spans,
// Prometheus' remote write.
var telemetryPaths = []string{"/loki/api/v1/push", "/v1/traces", "/v1/metrics", "/v1/logs", "/api/v2/spans", "/api/v1/write"}

// ingestsTelemetry reports whether a URL path is a telemetry protocol's
// ingestion endpoint: what a program posts there is its own logs,
// traces or metrics, not the business write a retry repeats.
func ingestsTelemetry(full string) bool {
	if i := strings.IndexAny(full, "?#"); i >= 0 {
		full = full[:i]
	}
	full = strings.TrimRight(full, "/")
	for _, p := range telemetryPaths {
		if strings.HasSuffix(full, p) {
			return true
		}
	}
	return false
}

// setsNamed reports whether a URL path's last segment seg, which names
// no operation, follows one that is a verb setting a state alone
// (/action/flush/network, /cache/clear/all): that verb is the operation,
// done to what seg names.
func setsNamed(full, seg string) bool {
	if i := strings.IndexAny(full, "?#"); i >= 0 {
		full = full[:i]
	}
	parts := strings.Split(strings.TrimRight(full, "/"), "/")
	if len(parts) < 3 || parts[len(parts)-1] != seg {
		return false
	}
	prev := parts[len(parts)-2]
	ws := segmentWords(prev)
	return len(ws) == 1 && segmentVerdict(prev) == sets
}

// kindSegments are the segments of a URL's path after which the next
// one names a kind of record, not an operation: ServiceNow's
// /table/change_request, Salesforce's /sobjects/Account.
var kindSegments = map[string]bool{"table": true, "tables": true, "sobjects": true, "collections": true, "entities": true}

// namesKind reports whether a URL path's last segment seg follows a
// segment of kindSegments.
func namesKind(full, seg string) bool {
	if i := strings.IndexAny(full, "?#"); i >= 0 {
		full = full[:i]
	}
	parts := strings.Split(strings.Trim(full, "/"), "/")
	n := len(parts)
	return n >= 2 && parts[n-1] == seg && kindSegments[strings.ToLower(parts[n-2])]
}

// nounCompound reports whether a URL segment's words are a noun of
// several words: a first word that is as often a noun as a verb, and a
// plural last word (merge_requests, change_requests, pull_requests), a
// collection a POST adds to. A verb's object is most often one thing
// (merge_branch, change_status).
func nounCompound(ws []string) bool {
	if len(ws) < 2 || !nounVerbs[ws[0]] {
		return false
	}
	last := ws[len(ws)-1]
	plural := strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") && !strings.HasSuffix(last, "us") && !strings.HasSuffix(last, "is")
	return plural && wordVerdict(last) == undecided // change_status is one
}

// isRelationship reports whether a URL's path ends in a JSON:API
// relationship link, /teams/{id}/relationships/users: the spec has a POST
// there add the members it names unless they are present already, a
// DELETE remove them and a PATCH replace them, so a repeat changes
// nothing more, whatever the SDK calls the method (TeamMembers.Add).
func isRelationship(full, seg string) bool {
	if i := strings.IndexAny(full, "?#"); i >= 0 {
		full = full[:i]
	}
	return strings.HasSuffix(strings.TrimRight(full, "/"), "/relationships/"+seg) ||
		strings.TrimRight(full, "/") == "relationships/"+seg
}

// relationshipOp is the operation of a path given to a sender whose
// constant end is a JSON:API relationship link
// (fmt.Sprintf("teams/%s/relationships/users", id)): a set-add, whatever
// the method that sends it is called.
func relationshipOp(v ssa.Value) (operation, bool) {
	s, ok := constString(v)
	if c, isCall := v.(*ssa.Call); isCall && !ok {
		s, ok = sprintfFormat(c)
	}
	if !ok {
		s, ok = constTail(v)
	}
	if !ok {
		return operation{}, false
	}
	if strings.HasSuffix("/"+strings.TrimRight(s, "/"), "/relationships/%s") {
		return operation{name: s, v: sets}, true // the relationship's name chosen: "teams/%s/relationships/%s"
	}
	if i := strings.LastIndexByte(s, '%'); i >= 0 {
		// A format's constant end: "teams/%s/relationships/users".
		j := strings.IndexByte(s[i:], '/')
		if j < 0 {
			return operation{}, false
		}
		s = s[i+j:]
	}
	if seg, ok := endpointSegment(s); ok && isRelationship(s, seg) {
		return operation{name: s, v: sets}, true
	}
	return operation{}, false
}

func isRelationshipPath(v ssa.Value) bool {
	_, ok := relationshipOp(v)
	return ok
}

// addsToNamespace reads an RPC method's bare add by the namespace before
// it: Slack's reactions.add and pins.add (alone, or at the end of a URL:
// /api/reactions.add) add a member of a set, which a repeat finds there
// (already_reacted), as AddReactions would.
func addsToNamespace(full, seg string, v verdict) verdict {
	if ws := segmentWords(seg); len(ws) != 1 || ws[0] != "Add" {
		return v
	}
	if i := strings.IndexAny(full, "?#"); i >= 0 {
		full = full[:i]
	}
	method := strings.TrimRight(full, "/")
	method = method[strings.LastIndexByte(method, '/')+1:]
	ns, ok := strings.CutSuffix(method, "."+seg)
	if !ok {
		return v
	}
	ns = ns[strings.LastIndexAny(ns, ".:")+1:]
	return addsMembers(append([]string{"Add"}, segmentWords(ns)...), v)
}

// resetsParent reports whether a URL path's last segment, a bare reset
// or rotate, acts on a secret the segment before it names:
// /users/{id}/password/reset. After an id (/keys/{id}/rotate) the
// segment says nothing more and the verb's verdict stands.
func resetsParent(path, seg string) bool {
	if ws := segmentWords(seg); len(ws) != 1 || ws[0] != "Reset" && ws[0] != "Rotate" {
		return false
	}
	if i := strings.IndexAny(path, "?#"); i >= 0 {
		path = path[:i]
	}
	parts := strings.Split(strings.TrimRight(path, "/"), "/")
	if len(parts) < 2 {
		return false
	}
	ws := segmentWords(parts[len(parts)-2])
	return len(ws) > 0 && secretNouns[ws[len(ws)-1]]
}

// forksRepo reports whether a URL path's last segment forks (fork,
// forks) what a repos or projects segment before it names.
func forksRepo(path, seg string) bool {
	if ws := segmentWords(seg); len(ws) != 1 || ws[0] != "Fork" && ws[0] != "Forks" {
		return false
	}
	for _, part := range strings.Split(strings.Trim(path, "/"), "/") {
		if ws := segmentWords(part); len(ws) == 1 && repoObjects[ws[0]] {
			return true
		}
	}
	return false
}

// runsInPlace reports whether a URL path's last segment, a Start verb,
// acts on what the segments before it name as running in place: a state
// (.../status/start) or a machine (/instances/{id}/start); or an RPC
// method's, on what its namespace names (app.start, vm.start).
func runsInPlace(path, seg string) bool {
	if ws := segmentWords(seg); len(ws) != 1 || ws[0] != "Start" {
		return false
	}
	sep := "/"
	if !strings.Contains(path, "/") {
		sep = "."
	}
	parts := strings.Split(strings.TrimRight(path, sep), sep)
	for i := len(parts) - 2; i >= 0 && i >= len(parts)-4; i-- {
		ws := segmentWords(parts[i])
		if len(ws) != 1 || strings.ContainsAny(parts[i], "%{") {
			continue // a placeholder (%s, {id}) or an identifier
		}
		if stateSegments[ws[0]] || runObjects[ws[0]] {
			return true
		}
	}
	return false
}

// directObjects name a direct conversation, of which two parties have
// one: opening it again returns the one the first call opened (Slack's
// conversations.open and im.open, a chat API's /dm/open).
var directObjects = words(`Conversations Conversation Im Mpim Dm Dms Direct`)

// opensDirect reports whether an operation's last segment, an Open verb,
// opens what the segment before it names as a direct conversation.
func opensDirect(path, seg string) bool {
	if ws := segmentWords(seg); len(ws) != 1 || ws[0] != "Open" {
		return false
	}
	sep := "/"
	if !strings.Contains(path, "/") {
		sep = "."
	}
	parts := strings.Split(strings.TrimRight(path, sep), sep)
	if len(parts) < 2 {
		return false
	}
	ws := segmentWords(parts[len(parts)-2])
	return len(ws) == 1 && directObjects[ws[0]]
}

// graphQLVerdict is the operation of a GraphQL document of the kind
// given whose operation is the field at path ("docker.stop").
func graphQLVerdict(kind, path string) operation {
	if kind != "mutation" {
		return operation{name: kind + " " + path, v: reads}
	}
	fields := strings.Split(path, ".")
	v, n := pathVerdict(fields)
	if v == undecided {
		v = creates // a mutation we cannot read acts again
	}
	return operation{name: kind + " " + strings.Join(fields[:n], "."), v: v}
}

// pathVerdict reads the verb of a path of fields and says how many of
// them it took: the first field whose name has a verb, as a payload's
// fields are nouns (resolveAll { count } resolves). A namespace is a
// noun even when the word is also a verb (issue { close(id: $id) }),
// where a field inside it has a verb.
func pathVerdict(fields []string) (verdict, int) {
	for i, f := range fields {
		ws := camelWords(upperFirst(f))
		v := wordsVerdict(ws)
		if v == undecided {
			continue
		}
		if len(ws) == 1 && nounVerbs[ws[0]] {
			if w, n := pathVerdict(fields[i+1:]); w != undecided {
				return w, i + 1 + n
			}
		}
		return v, i + 1
	}
	return undecided, len(fields)
}

// segmentVerdict reads the verb of an operation's last segment:
// "create", "getUser", "postMessage", "mass_update".
func segmentVerdict(seg string) verdict {
	ws := segmentWords(seg)
	if len(ws) == 0 {
		return undecided
	}
	if toggles(ws) {
		return mints
	}
	v := startsRun(ws, addsMembers(ws, wordVerdict(ws[0])))
	if v == undecided {
		v = objectVerdict(ws)
	}
	if v == undecided && len(ws) > 1 && resetsSecret(ws) {
		v = mints // password_reset, as PasswordReset
	}
	v = actsOnObject(ws, v)
	// getOrCreate, find_and_delete: a second verb that disagrees leaves
	// the operation undecided.
	for i := 1; i+1 < len(ws); i++ {
		if ws[i] == "And" || ws[i] == "Or" || ws[i] == "Then" {
			if wordVerdict(ws[i+1]) != v {
				return undecided
			}
		}
	}
	return v
}

// toggleStates are the states a toggle flips between when an operation
// names two of them (Kodi's Player.PlayPause, muteUnmute, StartStop).
var toggleStates = words(`Play Pause Start Stop On Off Show Hide Mute Unmute Open Close Lock Unlock Enable Disable`)

// toggles reports whether an operation's words name a toggle: Toggle, or
// two different states and nothing else. A repeat flips back what the
// first call did, so it acts again, whatever the name of the Go method
// that sends it (a Pause that sends Player.PlayPause).
func toggles(ws []string) bool {
	if slices.Contains(ws, "Toggle") {
		return true
	}
	return len(ws) == 2 && ws[0] != ws[1] && toggleStates[ws[0]] && toggleStates[ws[1]]
}

// gluedVerdict reads the verb of an RPC method's segment written as one
// lower-case word (Zabbix's usermacro.updateglobal, host.massupdate): a
// whole verb after a modifier (mass, bulk, force, ...), or a writing
// verb of five letters or more followed by three more letters that do
// not make it a noun ("assignments"). Shorter verbs are too often the
// start of a word ("settings", "address", "getaway"), and a read verb
// is not taken from a word, as a wrong read loses the write
// ("checkout"). A URL's path is not read this way: its segments are
// nouns (POST /checkpoints makes one).
func gluedVerdict(seg string) verdict {
	if seg == "" || strings.IndexFunc(seg, func(r rune) bool { return !unicode.IsLower(r) }) >= 0 {
		return undecided
	}
	for m := range verbPrefixes {
		if rest, ok := strings.CutPrefix(seg, strings.ToLower(m)); ok {
			if v := wordVerdict(upperFirst(rest)); v != undecided {
				return v
			}
		}
	}
	best := ""
	for _, verbs := range []map[string]bool{setVerbs, mintVerbs, createVerbs} {
		for verb := range verbs {
			low := strings.ToLower(verb)
			rest, ok := strings.CutPrefix(seg, low)
			if ok && len(low) >= 5 && len(rest) >= 3 && !nounSuffixes[rest] && len(verb) > len(best) {
				best = verb
			}
		}
	}
	return verbVerdict(best) // Watch reads only as a word of its own
}

// nounSuffixes turn a verb into a noun: "assignments", "selections".
var nounSuffixes = words(`ers ing ings ion ions ation ations ment ments ance ances able`)

// wordVerdict is what a verb says, a read verb included.
func wordVerdict(w string) verdict {
	if opReadVerbs[w] {
		return reads
	}
	return verbVerdict(w)
}

// segmentWords splits an operation's segment into words, each
// capitalised: "getUser" and "get_user" are Get, User.
func segmentWords(seg string) []string {
	var ws []string
	for _, part := range strings.FieldsFunc(seg, func(r rune) bool { return r == '_' || r == '-' }) {
		for _, w := range camelWords(upperFirst(part)) {
			ws = append(ws, upperFirst(strings.ToLower(w)))
		}
	}
	return ws
}

// endpointSegment returns the last segment of a string that looks like
// an RPC method or endpoint path: no spaces, letters, digits and
// . / _ - : only, with a separator.
// batchSegments end paths that do the operation before them to many
// objects at once.
var batchSegments = map[string]bool{"batch": true, "bulk": true}

func endpointSegment(s string) (string, bool) {
	if i := strings.IndexAny(s, "?#"); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimRight(s, "/")
	if s == "" || len(s) > 200 || !strings.ContainsAny(s, "./:") {
		return "", false
	}
	for _, r := range s {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("./_-:", r)) {
			return "", false
		}
	}
	if strings.Contains(s, "://") && strings.Count(s, "/") < 3 {
		return "", false // a bare host names no operation
	}
	i := strings.LastIndexAny(s, "./:")
	seg := s[i+1:]
	if batchSegments[seg] && i > 0 && s[i] == '/' {
		// POST .../removeToRecycleBin/batch: the operation is the
		// segment before, done to many.
		s = s[:i]
		i = strings.LastIndexAny(s, "./:")
		seg = s[i+1:]
	}
	if seg == "" || !unicode.IsLetter(rune(seg[0])) {
		return "", false
	}
	if strings.Contains(seg, ".") || looksLikeFile(s) {
		return "", false
	}
	return seg, true
}

// looksLikeFile reports whether s ends in a file extension rather than an
// RPC method: "config.json", "image.png".
func looksLikeFile(s string) bool {
	i := strings.LastIndexByte(s, '.')
	if i < 0 || strings.ContainsAny(s[i:], "/:") {
		return false
	}
	switch strings.ToLower(s[i+1:]) {
	case "json", "yaml", "yml", "xml", "txt", "html", "png", "jpg", "csv", "go", "md", "com", "org", "net", "io":
		return true
	}
	return false
}

// graphQLOperation parses the start of a GraphQL document: its operation
// type and its first root field.
func graphQLOperation(doc string) (kind, field string, ok bool) {
	s := skipIgnored(doc)
	switch {
	case strings.HasPrefix(s, "{"):
		kind = "query"
	case hasKeyword(s, "query"), hasKeyword(s, "mutation"), hasKeyword(s, "subscription"):
		kind = s[:strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })]
		depth := 0
		i := strings.IndexFunc(s, func(r rune) bool {
			switch r {
			case '(':
				depth++
			case ')':
				depth--
			case '{':
				return depth == 0
			}
			return false
		})
		if i < 0 {
			return "", "", false
		}
		s = s[i:]
	default:
		return "", "", false
	}
	field = operationPath(skipIgnored(s[1:]))
	return kind, field, field != ""
}

// maxNamespaces bounds how many namespace fields a document's operation
// is looked for under.
const maxNamespaces = 3

// operationPath returns the dotted path of the field a document's root
// selection set (s, after its "{") names as its operation: the first
// root field, or, where that field takes no arguments and selects
// exactly one field, the field inside it, and so on. Some APIs group
// their mutations under namespaces that perform nothing themselves
// (mutation { docker { stop(id: $id) { id } } }: "docker.stop").
func operationPath(s string) string {
	var path []string
	for len(path) <= maxNamespaces {
		name, rest := selectedField(s)
		if name == "" {
			break
		}
		path = append(path, name)
		rest = skipIgnored(rest)
		if !strings.HasPrefix(rest, "{") || !oneField(skipIgnored(rest[1:])) {
			break // it takes arguments, is a leaf, or selects several fields
		}
		s = skipIgnored(rest[1:])
	}
	return strings.Join(path, ".")
}

// selectedField reads the field a selection starts with, through its
// alias (a: field), and returns the rest after the name.
func selectedField(s string) (name, rest string) {
	name = identifier(s)
	if name == "" {
		return "", s
	}
	rest = s[len(name):]
	if r := skipIgnored(rest); strings.HasPrefix(r, ":") { // alias: field
		r = skipIgnored(r[1:])
		if f := identifier(r); f != "" {
			return f, r[len(f):]
		}
	}
	return name, rest
}

// oneField reports whether the selection set whose contents start at s
// holds exactly one field: a fragment spread or a directive may stand
// for more.
func oneField(s string) bool {
	name, rest := selectedField(s)
	if name == "" {
		return false
	}
	rest = skipIgnored(rest)
	if strings.HasPrefix(rest, "(") {
		rest = skipIgnored(skipBalanced(rest))
	}
	if strings.HasPrefix(rest, "{") {
		rest = skipIgnored(skipBalanced(rest))
	}
	return strings.HasPrefix(rest, "}")
}

// skipBalanced returns what follows the bracketed group s starts with,
// "(...)" or "{...}", over nested groups and string values; "" when it
// does not close.
func skipBalanced(s string) string {
	depth, quoted := 0, false
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case quoted && c == '\\':
			i++
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '(' || c == '{':
			depth++
		case c == ')' || c == '}':
			if depth--; depth == 0 {
				return s[i+1:]
			}
		}
	}
	return ""
}

func hasKeyword(s, kw string) bool {
	if !strings.HasPrefix(s, kw) {
		return false
	}
	rest := s[len(kw):]
	return rest != "" && !unicode.IsLetter(rune(rest[0])) && !unicode.IsDigit(rune(rest[0])) && strings.Contains(rest, "{")
}

func skipIgnored(s string) string {
	for {
		s = strings.TrimLeft(s, " \t\r\n,")
		if !strings.HasPrefix(s, "#") {
			return s
		}
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			s = s[i:]
		} else {
			return ""
		}
	}
}

func identifier(s string) string {
	i := strings.IndexFunc(s, func(r rune) bool { return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_') })
	if i < 0 {
		return s
	}
	return s[:i]
}

// taggedGraphQLField returns the root field of a typed GraphQL client's
// operation: a pointer to a struct whose first field has a graphql tag
// (`graphql:"createIssue(input: $input)"`).
func taggedGraphQLField(t types.Type) (string, bool) {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return "", false
	}
	st, ok := p.Elem().Underlying().(*types.Struct)
	if !ok || st.NumFields() == 0 {
		return "", false
	}
	tag, ok := reflect.StructTag(st.Tag(0)).Lookup("graphql")
	if !ok {
		return "", false
	}
	field := identifier(skipIgnored(tag))
	if rest := skipIgnored(tag[len(field):]); strings.HasPrefix(rest, ":") {
		field = identifier(skipIgnored(rest[1:]))
	}
	return field, field != ""
}

// constString returns the value of a constant string.
func constString(v ssa.Value) (string, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(c.Value), true
}

// constTail returns the constant end of a string built by concatenation
// (base + "/incidents/" + id + "/resolve") or by fmt.Sprintf with a
// constant format whose last segment has no verb.
func constTail(v ssa.Value) (string, bool) {
	switch x := v.(type) {
	case *ssa.BinOp:
		if x.Op == token.ADD {
			return constString(x.Y)
		}
	case *ssa.Call:
		format, ok := sprintfFormat(x)
		if !ok || strings.Contains(format[strings.LastIndexAny(format, "/.")+1:], "%") {
			return "", false
		}
		return format, true
	}
	return "", false
}

// concatFormat returns a URL built by concatenation as a format, its
// constant pieces kept and the others written %s:
// "/orgs/" + org + "/services/" + id + "/start" is
// "/orgs/%s/services/%s/start". "" when v is no concatenation.
func concatFormat(v ssa.Value, depth int) string {
	x, ok := v.(*ssa.BinOp)
	if !ok || x.Op != token.ADD || depth > 16 {
		return ""
	}
	piece := func(v ssa.Value) string {
		if s, ok := constString(v); ok {
			return s
		}
		if f := concatFormat(v, depth+1); f != "" {
			return f
		}
		return "%s"
	}
	return piece(x.X) + piece(x.Y)
}

// sprintfFormat returns the constant format of a call of fmt.Sprintf.
func sprintfFormat(call *ssa.Call) (string, bool) {
	fn := calleeFunc(call.Common())
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != "fmt" || fn.Name() != "Sprintf" || len(call.Call.Args) != 2 {
		return "", false
	}
	return constString(call.Call.Args[0])
}

func upperFirst(s string) string {
	for i, r := range s {
		return string(unicode.ToUpper(r)) + s[i+len(string(r)):]
	}
	return s
}

// applyOperation decides the transport POSTs of a call by the operation
// the call names: a read drops them; a write takes the operation's
// verdict. Writes whose operation is decided, and other methods, keep
// theirs.
func applyOperation(op operation, effects []Effect) []Effect {
	var out []Effect
	for _, e := range effects {
		if e, ok := withOperation(op, e); ok {
			out = append(out, e)
		}
	}
	return out
}

// withOperation is applyOperation for one effect; false drops it.
func withOperation(op operation, e Effect) (Effect, bool) {
	if e.Op != "" {
		return e, true
	}
	if op.item {
		e.Item = e.Item || isPOST(e)
		return e, true
	}
	if !isPOST(e) {
		// Over PUT or PATCH only a verb that mints decides: a generic
		// path write (Vault's Logical().Write) to pki/issue/ makes a new
		// certificate on every call.
		if op.v == mints && e.Kind == KindHTTP && (e.Detail == "PUT" || e.Detail == "PATCH") {
			e.Idempotent, e.Op = false, op.name
		}
		return e, true
	}
	switch op.v {
	case reads:
		return Effect{}, false
	case sets:
		e.Idempotent = true
	case mints, creates:
		e.Idempotent = false
	}
	e.Op = op.name
	return e, true
}

// ItemUpdate returns e with a POST to the address of one item that no
// name decided taken for an update of that item, idempotent.
func ItemUpdate(e Effect) Effect {
	if e.Item && isPOST(e) && e.Op == "" && e.OpParam == 0 && !e.Idempotent {
		e.Idempotent, e.Op = true, "an update of the item its URL names"
	}
	return e
}

// Toggles reports whether the operation that decided e, a write that
// acts again, names a toggle (toggle_status, TogglePriority,
// Player.PlayPause).
func (e Effect) Toggles() bool {
	if e.Idempotent || e.Op == "" {
		return false
	}
	op := strings.TrimRight(e.Op, "/")
	if i := strings.LastIndexAny(op, "./)"); i >= 0 {
		op = op[i+1:]
	}
	return toggles(segmentWords(op))
}
