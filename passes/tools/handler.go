package tools

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"unicode"
)

// handler resolves the expression bound as a tool's handler: a function
// literal, a named function, a method value, a variable holding one of
// those, a generic instantiation, a conversion to a handler type, a
// factory in this package that returns a literal, or a wrapper call
// (mcp.NewTypedToolHandler(fn), user middleware) with one function
// argument; a middleware of this package whose closure calls the handler
// it takes is looked through to that handler. input is the index of the
// parameter carrying the arguments.
func (f *finder) handler(e ast.Expr, input int) *Handler {
	h := f.handlerDepth(e, input, 0)
	if h != nil && h.Expr == nil {
		h.Expr = e
	}
	return h
}

func (f *finder) handlerDepth(e ast.Expr, input, depth int) *Handler {
	if e == nil || depth > maxDepth {
		return nil
	}
	info := f.pass.TypesInfo
	switch x := ast.Unparen(e).(type) {
	case *ast.FuncLit:
		if h := f.thinWrapper(x, input); h != nil {
			return h
		}
		return &Handler{Lit: x, Input: input}
	case *ast.Ident:
		switch obj := info.ObjectOf(x).(type) { // a named result, defined, in a bare return
		case *types.Func:
			return f.funcHandler(obj, input)
		case *types.Var:
			if v := f.valueOf(x); v != nil {
				return f.handlerDepth(v, input, depth+1)
			}
		}
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[x]; ok {
			if fn, ok := sel.Obj().(*types.Func); ok {
				return f.funcHandler(fn, input)
			}
			return nil
		}
		if fn, ok := info.Uses[x.Sel].(*types.Func); ok { // pkg.Func
			return f.funcHandler(fn, input)
		}
	case *ast.IndexExpr:
		return f.handlerDepth(x.X, input, depth+1)
	case *ast.IndexListExpr:
		return f.handlerDepth(x.X, input, depth+1)
	case *ast.CallExpr:
		if tv, ok := info.Types[x.Fun]; ok && tv.IsType() && len(x.Args) == 1 {
			return f.handlerDepth(x.Args[0], input, depth+1)
		}
		// A middleware of this package (loggingHandler(logger, name, h)),
		// whose closure calls the handler it is given: that handler is
		// the tool's, not the closure around it.
		if fn := f.callee(x); fn != nil && fn.Pkg() == f.pass.Pkg {
			if arg := f.wrappedArg(x); arg != nil {
				if _, in, ok := handlerType(info.TypeOf(arg), f.handlerHooks()); ok {
					return f.handlerDepth(arg, in, depth+1)
				}
				// An adapter to a signature of the application's own
				// (adapt(deps, addNote), addNote taking the deps and the
				// request): the function it is given takes the request
				// the adapter's closure receives, and makes the result
				// it returns. A builder the closure calls on the input
				// before it acts itself (createH(buildZone, svc): entry
				// := build(in); svc.Create(ctx, entry)) is no handler.
				if in := sameRequestParam(info.TypeOf(x), info.TypeOf(arg), input); in >= 0 && f.returnsWrappedResult(fn, x, arg) {
					return f.handlerDepth(arg, in, depth+1)
				}
			}
		}
		if ret := f.returned(f.callee(x)); ret != nil {
			if h := f.handlerDepth(ret, input, depth+1); h != nil {
				return h
			}
		}
		// An immediately called closure that returns the handler:
		// func() server.ToolHandlerFunc { return func(...) {...} }().
		if lit, ok := ast.Unparen(x.Fun).(*ast.FuncLit); ok && len(x.Args) == 0 {
			if ret := returnedBy(lit.Body); ret != nil {
				if h := f.handlerDepth(ret, input, depth+1); h != nil {
					return h
				}
			}
		}
		var fnArgs []ast.Expr
		for _, arg := range x.Args {
			if t := info.TypeOf(arg); t != nil {
				if _, ok := t.Underlying().(*types.Signature); ok {
					fnArgs = append(fnArgs, arg)
				}
			}
		}
		if len(fnArgs) == 1 {
			// A typed-handler wrapper or middleware: the wrapped function
			// takes the arguments after the request.
			inner := input
			if sig, ok := info.TypeOf(fnArgs[0]).Underlying().(*types.Signature); ok && sig.Params().Len() > 0 {
				inner = sig.Params().Len() - 1
			}
			return f.handlerDepth(fnArgs[0], inner, depth+1)
		}
		// A factory of another package that returns the handler (T7):
		// its closure is summarised where it is, as facts on the factory.
		if fn := f.callee(x); fn != nil && fn.Pkg() != nil && fn.Pkg() != f.pass.Pkg && !InFramework(fn.Pkg().Path()) {
			if _, in, ok := handlerType(info.TypeOf(x), f.handlerHooks()); ok {
				return &Handler{Factory: fn, Input: in}
			}
		}
	}
	return nil
}

// sameRequestParam returns the parameter of the wrapped function type
// inner whose type is that of the outer handler type's parameter input
// (the framework's request), when exactly one is; or -1.
func sameRequestParam(outer, inner types.Type, input int) int {
	o, ok := typeUnder(outer).(*types.Signature)
	i, ok2 := typeUnder(inner).(*types.Signature)
	if !ok || !ok2 || input < 0 || input >= o.Params().Len() {
		return -1
	}
	want := o.Params().At(input).Type()
	found := -1
	for k := range i.Params().Len() {
		if types.Identical(i.Params().At(k).Type(), want) {
			if found >= 0 {
				return -1
			}
			found = k
		}
	}
	return found
}

func (f *finder) funcHandler(fn *types.Func, input int) *Handler {
	fn = fn.Origin()
	return &Handler{Func: fn, Decl: f.funcDecl(fn), Input: input}
}

// signatureOf returns the signature of the handler's function.
func (f *finder) signatureOf(h *Handler) *types.Signature {
	switch {
	case h == nil:
		return nil
	case h.Lit != nil:
		sig, _ := f.pass.TypesInfo.TypeOf(h.Lit).(*types.Signature)
		return sig
	case h.Func != nil:
		return h.Func.Signature()
	}
	return nil
}

// paramType returns the type of the handler's i-th parameter, or nil.
func (f *finder) paramType(h *Handler, i int) types.Type {
	sig := f.signatureOf(h)
	if sig == nil || i < 0 || i >= sig.Params().Len() {
		return nil
	}
	return sig.Params().At(i).Type()
}

// bind links a handler to a tool and, when the tool declares no
// parameters of its own, takes them from the handler's input struct.
func (f *finder) bind(t *Tool, h *Handler) {
	if t == nil || h == nil {
		return
	}
	if t.Handler == nil {
		t.Handler = h
	}
	in := f.paramType(h, h.Input)
	if in != nil && isStructInput(in) && t.Input == nil {
		t.Input = in
		if len(t.Params) == 0 {
			t.Params = f.structParams(in)
		}
	}
}

// isStructInput reports whether t is a struct or a pointer to one that
// is not a framework's own type (mcp.CallToolRequest, *ai.ToolContext):
// the type a handler decodes the tool's arguments into.
func isStructInput(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, ok := t.Underlying().(*types.Struct)
	if !ok || isEnvelope(st) {
		return false
	}
	n, ok := types.Unalias(t).(*types.Named)
	return !ok || n.Obj().Pkg() == nil || !InFramework(n.Obj().Pkg().Path())
}

// isEnvelope reports whether a handler's input struct carries the call
// rather than the decoded arguments: the arguments are one field of it,
// undecoded (Call{ID string; Args map[string]any; Ctx ExecContext}), so
// its other fields are no parameters of the tool.
func isEnvelope(st *types.Struct) bool {
	for field := range st.Fields() {
		switch strings.ToLower(field.Name()) {
		case "args", "arguments", "input", "params", "parameters", "rawargs", "rawarguments", "rawinput":
		default:
			continue
		}
		if isJSONArgs(field.Type()) {
			return true
		}
	}
	return false
}

// linkDispatch links tools that have no handler yet to the code that
// selects them by name: a switch case, an if statement comparing a string
// with the tool's name, or a map literal keyed by the name whose value is
// a function. Only names of tools declared in this package are matched.
func (f *finder) linkDispatch() {
	unlinked := make(map[string]*Tool)
	for _, t := range f.tools {
		if t.Handler == nil && t.Name != "" {
			if _, dup := unlinked[t.Name]; !dup {
				unlinked[t.Name] = t
			}
		}
	}
	imported := f.importedDispatched()
	if len(unlinked) == 0 && len(imported) == 0 && !f.readsToolCallName() {
		return
	}
	// toolNamed returns the unlinked tool a dispatch on tag selects by
	// name at e: one of this package, or one of an imported package,
	// declared here at its first dispatch.
	toolNamed := func(name string, tag, e ast.Expr) *Tool {
		if t := unlinked[name]; t != nil || name == "" {
			if t != nil && t.flat && !namesACall(tag) {
				return nil // a string that happens to be a flat tool's name
			}
			return t
		}
		d, ok := imported[name]
		if !ok || !namesATool(tag) {
			if via := f.toolCallName(tag); via != "" && isToolName(name) && !f.namesHandled(e) && !f.paired[name] {
				// Declared where no fact reaches: a sibling package
				// lists it, this one runs the model's call of it.
				t := f.add(&Tool{Name: name, Framework: Neutral, Decl: e, NameExpr: e, Via: via, Dispatched: true})
				unlinked[name] = t
				return t
			}
			return nil
		}
		delete(imported, name)
		t := f.declareDispatched(d, e)
		if t != nil {
			unlinked[name] = t
		}
		return t
	}
	info := f.pass.TypesInfo
	isStringExpr := func(e ast.Expr) bool {
		t := info.TypeOf(e)
		return t != nil && isString(t)
	}
	// Every dispatch that names a tool is a candidate; the choice is
	// made once all are seen (chooseDispatch).
	var candidates []dispatchCandidate
	offer := func(t *Tool, h *Handler) {
		if h != nil {
			candidates = append(candidates, dispatchCandidate{t, h})
		}
	}
	visit := func(n ast.Node, stack []ast.Node) {
		switch n := n.(type) {
		case *ast.SwitchStmt:
			if n.Tag == nil || !isStringExpr(n.Tag) {
				return
			}
			for _, stmt := range n.Body.List {
				clause := stmt.(*ast.CaseClause)
				if skips(clause.Body) {
					continue
				}
				for _, e := range clause.List {
					name, _ := f.dispatchName(e)
					if t := toolNamed(name, n.Tag, e); t != nil && t.Handler == nil {
						offer(t, f.dispatchHandler(clause, clause.Body, stack))
					}
				}
			}
		case *ast.IfStmt:
			bin, ok := ast.Unparen(n.Cond).(*ast.BinaryExpr)
			if !ok || !isStringExpr(bin.X) {
				return
			}
			name, ok := f.dispatchName(bin.Y)
			tag, at := bin.X, bin.Y
			if !ok {
				name, _ = f.dispatchName(bin.X)
				tag, at = bin.Y, bin.X
			}
			if bin.Op == token.EQL && skips(n.Body.List) {
				return // a filter: if t.Name() == "spawn" { continue }
			}
			if bin.Op != token.EQL && bin.Op != token.NEQ {
				return
			}
			t := toolNamed(name, tag, at)
			if t == nil || t.Handler != nil {
				return
			}
			switch bin.Op.String() {
			case "==":
				offer(t, f.dispatchHandler(n, n.Body.List, stack))
			case "!=":
				// if name != "tool" { return ... } followed by the handler.
				if rest := following(n, stack); rest != nil && endsInReturn(n.Body) {
					offer(t, f.dispatchHandler(n, rest, stack))
				}
			}
		case *ast.CompositeLit:
			if !isMapLit(info, n) {
				return
			}
			for _, elt := range n.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				name, _ := f.dispatchName(kv.Key)
				if t := unlinked[name]; t != nil && t.Handler == nil {
					if _, isFunc := info.TypeOf(kv.Value).Underlying().(*types.Signature); isFunc {
						h := f.handler(kv.Value, -1)
						if h != nil {
							h.Input = lastParam(f.signatureOf(h))
						}
						offer(t, h)
					}
				}
			}
		}
	}
	// Unlike inspector.WithStack, PreorderStack's stack leaves n out;
	// the stack the dispatch helpers read ends with n.
	for _, file := range f.pass.Files {
		ast.PreorderStack(file, nil, func(n ast.Node, stack []ast.Node) bool {
			switch n.(type) {
			case *ast.SwitchStmt, *ast.IfStmt, *ast.CompositeLit:
				visit(n, append(stack, n))
			}
			return true
		})
	}
	f.chooseDispatch(candidates)
}

// A dispatchCandidate is code that selects a tool by name.
type dispatchCandidate struct {
	tool    *Tool
	handler *Handler
}

// chooseDispatch binds each tool to the first dispatch that names it and
// acts: a program may select a tool by name in several places, a switch
// that only describes the call (the approval preview of send_email, the
// title "Add task: %s?") beside the one that runs it, in any file order.
// With none that acts, the first is the handler.
func (f *finder) chooseDispatch(candidates []dispatchCandidate) {
	chosen := make(map[*Tool]*Handler)
	var order []*Tool
	for _, c := range candidates {
		h, seen := chosen[c.tool]
		switch {
		case !seen:
			chosen[c.tool] = c.handler
			order = append(order, c.tool)
		case !f.acts(h) && f.acts(c.handler):
			chosen[c.tool] = c.handler
		}
	}
	for _, t := range order {
		f.bind(t, chosen[t])
	}
}

// acts reports whether a dispatch's handler does more than describe the
// call: it is a function, or its statements call one other than a
// formatter's or a conversion of the standard library's
// (fmt.Sprintf("Add task: %s?", title), strings.TrimSpace, len).
func (f *finder) acts(h *Handler) bool {
	if h.Dispatch == nil {
		return true
	}
	info := f.pass.TypesInfo
	found := false
	for _, stmt := range h.Stmts {
		ast.Inspect(stmt, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || found {
				return !found
			}
			if tv, ok := info.Types[call.Fun]; ok && (tv.IsType() || tv.IsBuiltin()) {
				return true
			}
			fn := f.callee(call)
			if fn == nil || fn.Pkg() == nil || !describingPackages[fn.Pkg().Path()] {
				found = true
			}
			return !found
		})
	}
	return found
}

// describingPackages are the standard library's packages whose calls
// format, parse or compare values and change nothing outside them.
var describingPackages = map[string]bool{
	"fmt": true, "strings": true, "strconv": true, "errors": true, "unicode": true, "unicode/utf8": true,
	"bytes": true, "sort": true, "slices": true, "maps": true, "math": true, "encoding/json": true,
	"path": true, "path/filepath": true, "time": true, "regexp": true,
}

// dispatchName returns the tool name a dispatch compares with: a
// constant, or a variable assigned one once. A field whose only constant
// is a default, or a helper's default, is a value computed at run time
// there, not a name written to select a tool.
func (f *finder) dispatchName(e ast.Expr) (string, bool) {
	if s, ok := f.constValue(ast.Unparen(e)); ok {
		return s, true
	}
	if r := f.resolve(e); r != ast.Unparen(e) {
		return f.constValue(r)
	}
	return "", false
}

// dispatchHandler returns the handler for statements selected by name.
// When they are a single call of a function declared in this package,
// that function is the handler.
func (f *finder) dispatchHandler(node ast.Node, stmts []ast.Stmt, stack []ast.Node) *Handler {
	if len(stmts) == 1 {
		var call *ast.CallExpr
		switch s := stmts[0].(type) {
		case *ast.ReturnStmt:
			if len(s.Results) > 0 {
				call, _ = ast.Unparen(s.Results[0]).(*ast.CallExpr)
			}
		case *ast.ExprStmt:
			call, _ = ast.Unparen(s.X).(*ast.CallExpr)
		case *ast.AssignStmt:
			if len(s.Rhs) == 1 {
				call, _ = ast.Unparen(s.Rhs[0]).(*ast.CallExpr)
			}
		}
		// Not when the call passes a constant string: the case says what
		// the function does (s.dockerStopRestart(id, args, "restart")),
		// and the case, not the function, is the tool's handler.
		if call != nil && !f.passesString(call) {
			if fn := f.callee(call); fn != nil && fn.Pkg() == f.pass.Pkg {
				return f.funcHandler(fn, -1)
			}
		}
		// A helper that picks the handler by name: case "send": return m.send.
		if ret, ok := stmts[0].(*ast.ReturnStmt); ok && len(ret.Results) == 1 {
			if sig, ok := f.pass.TypesInfo.TypeOf(ret.Results[0]).Underlying().(*types.Signature); ok {
				if h := f.handler(ret.Results[0], argumentsParam(sig)); h != nil && (h.Func != nil || h.Lit != nil) {
					return h
				}
			}
		}
	}
	var enclosing ast.Node
	for i := len(stack) - 1; i >= 0; i-- {
		switch stack[i].(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			enclosing = stack[i]
		}
		if enclosing != nil {
			break
		}
	}
	return &Handler{Dispatch: node, Stmts: stmts, Enclosing: enclosing, Input: -1}
}

// passesString reports whether a call passes a constant string.
func (f *finder) passesString(call *ast.CallExpr) bool {
	for _, a := range call.Args {
		if tv, ok := f.pass.TypesInfo.Types[a]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
			return true
		}
	}
	return false
}

// skips reports whether statements selected by a tool's name only skip
// it (continue, break): a filter over tools, not the tool's handler.
func skips(stmts []ast.Stmt) bool {
	if len(stmts) != 1 {
		return false
	}
	b, ok := stmts[0].(*ast.BranchStmt)
	return ok && (b.Tok == token.CONTINUE || b.Tok == token.BREAK)
}

// following returns the statements after n in its enclosing block.
func following(n ast.Node, stack []ast.Node) []ast.Stmt {
	if len(stack) < 2 {
		return nil
	}
	block, ok := stack[len(stack)-2].(*ast.BlockStmt)
	if !ok {
		return nil
	}
	for i, s := range block.List {
		if s == n {
			return block.List[i+1:]
		}
	}
	return nil
}

func endsInReturn(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	_, ok := b.List[len(b.List)-1].(*ast.ReturnStmt)
	return ok
}

func lastParam(sig *types.Signature) int {
	if sig == nil {
		return -1
	}
	return sig.Params().Len() - 1
}

// toolCallName returns the type of the model's tool call whose name a
// dispatch reads (tc.Name, call.Function.Name): a struct of the
// program's or an SDK's named for a tool or function call (ToolCall,
// FunctionCall, ToolUse) that also carries the call's arguments; "" for
// any other tag. A package that dispatches such calls runs tools that a
// package it does not import may list.
func (f *finder) toolCallName(tag ast.Expr) string {
	sel, ok := ast.Unparen(tag).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Name" {
		return ""
	}
	x := sel.X
	if inner, ok := ast.Unparen(x).(*ast.SelectorExpr); ok && inner.Sel.Name == "Function" {
		x = inner.X // call.Function.Name
	}
	t := f.pass.TypesInfo.TypeOf(x)
	if tn := structTypeName(t); tn == nil || tn.Pkg() == nil || !sameRepository(tn.Pkg().Path(), f.pass.Pkg.Path()) {
		return "" // an SDK's call, or a look-alike's: the program's own type says more
	}
	return toolCallType(t)
}

// sameRepository reports whether two import paths are of one owner's
// code: the same host and first element after it (github.com/o/...,
// example.com/app/...), or, without a host, the same first element.
func sameRepository(a, b string) bool {
	as, bs := strings.Split(a, "/"), strings.Split(b, "/")
	n := 1
	if strings.Contains(as[0], ".") {
		n = 2
	}
	if len(as) < n || len(bs) < n {
		return a == b
	}
	return slices.Equal(as[:n], bs[:n])
}

// toolCallType returns the qualified name of t, or of what it points to,
// when it is a struct named for a model's tool call with an arguments
// field beside its name; otherwise "".
func toolCallType(t types.Type) string {
	tn := structTypeName(t)
	if tn == nil || tn.Pkg() == nil {
		return ""
	}
	name := tn.Name()
	if !strings.HasSuffix(name, "ToolCall") && !strings.HasSuffix(name, "FunctionCall") && !strings.HasSuffix(name, "ToolUse") {
		return ""
	}
	for field := range tn.Type().Underlying().(*types.Struct).Fields() {
		switch field.Name() {
		case "Args", "Arguments", "Input", "Params", "Parameters":
			return tn.Pkg().Name() + "." + name
		case "Function":
			if s := structOf(field.Type()); s != nil && hasField(s, "Arguments") {
				return tn.Pkg().Name() + "." + name
			}
		}
	}
	return ""
}

// readsToolCallName reports whether the package reads the name of a
// model's tool call (toolCallType) anywhere.
func (f *finder) readsToolCallName() bool {
	for sel, s := range f.pass.TypesInfo.Selections {
		if s.Kind() == types.FieldVal && sel.Sel.Name == "Name" && (toolCallType(s.Recv()) != "" || f.toolCallName(sel) != "") {
			return true
		}
	}
	return false
}

// isToolName reports whether a dispatched string can be a tool's name:
// a word of letters, digits, _, - and ., not too long.
func isToolName(s string) bool {
	if s == "" || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' || r == '-' || r == '.') {
			return false
		}
	}
	return true
}
