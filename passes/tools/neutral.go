package tools

import (
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"
)

// Neutral marks a tool declared with a server's own framework-neutral
// tool type, which the server converts to an SDK's tool at run time,
// often in a package the declaring one never imports (T4 of
// design/real-shapes.md). The string is public: it appears in inventory
// output.
const Neutral Framework = "neutral"

// A neutralType describes a struct type of the program that declares a
// tool by its shape alone: a tool part with a string Name, a string
// Description and the vocabulary of tool schemas (an InputSchema field;
// a Schema or Parameters field holding a JSON schema, as function-calling
// APIs name it; or annotations with readOnlyHint-style fields), and a
// function field that handles it; or, with no function field, the wire
// shape of a function-calling API's tool (see functionWire), whose calls
// the program dispatches by name.
//
// The shape is read from the type itself, never from where it is
// converted: facts only flow to importers, and the package that converts
// the type to the SDK is usually imported by nobody who writes its
// literals. Every package sees the fields of the types it uses, so the
// answer is the same standalone and under go vet.
type neutralType struct {
	toolField string // the field holding the tool part; "" when the type is its own tool part
	handler   string // the function field holding the handler
	input     int    // the handler parameter that carries the arguments
	// others are the later function fields that could hold it, in the
	// order declared: a literal that leaves handler unset sets one of
	// them (ToolTextCallback beside ToolAnyCallback).
	others      []handlerField
	annotations string // the tool part's annotations field, or ""
	schema      string // the tool part's input schema field, or ""
	result      *ErrorResult
}

// A handlerField is a function field of a neutral tool type that may
// hold the handler.
type handlerField struct {
	name  string
	input int
}

var hintFields = []string{"ReadOnlyHint", "DestructiveHint", "IdempotentHint", "OpenWorldHint"}

// neutralOf returns the neutral tool shape of t, a struct type or a
// pointer to one, or nil.
func neutralOf(t types.Type) *neutralType {
	tn := structTypeName(t)
	if tn == nil || tn.Pkg() == nil || InFramework(tn.Pkg().Path()) {
		return nil
	}
	st := tn.Type().Underlying().(*types.Struct)
	n := &neutralType{input: -1}
	var part *types.Struct
	if describes(st) {
		part = st
	}
	for field := range st.Fields() {
		if part == nil {
			if s := structOf(field.Type()); s != nil && describes(s) {
				if tn := structTypeName(field.Type()); tn != nil && tn.Pkg() != nil && InFramework(tn.Pkg().Path()) {
					return nil // a framework tool in a struct: a Carrier, if anything
				}
				part, n.toolField = s, field.Name()
				continue
			}
		}
		if sig, ok := field.Type().Underlying().(*types.Signature); ok && returnsError(sig) {
			if n.handler == "" {
				n.handler = field.Name()
				n.input = argumentsParam(sig)
				n.result = ownErrorResult(sig)
			} else {
				n.others = append(n.others, handlerField{field.Name(), argumentsParam(sig)})
			}
		}
	}
	if part == nil {
		return nil
	}
	if n.handler == "" && !functionWire(st, n.toolField) && !hasField(part, "InputSchema") {
		return nil // an MCP tool's wire shape is registered beside its handler (registrarHandler)
	}
	hasSchema := false
	for field := range part.Fields() {
		switch {
		case field.Name() == "InputSchema":
			hasSchema, n.schema = true, field.Name()
		case schemaFields[field.Name()] && (isSchemaType(field.Type()) || isEmptyInterface(field.Type()) && (n.handler == "" || n.takesAny(st)) ||
			isMapSchema(field.Type()) && n.handler == "" && functionWire(st, n.toolField)):
			hasSchema = true
			if n.schema == "" {
				n.schema = field.Name()
			}
		case hasHints(field.Type()):
			n.annotations = field.Name()
		}
	}
	if !hasSchema && n.annotations == "" || n.handler == "" && !hasSchema {
		return nil
	}
	return n
}

// takesAny reports whether the handler field of st takes the call's
// arguments as any (func(ctx *ExecContext, input any) (any, error)): an
// SDK that decodes them for the handler to assert, beside a schema it
// also holds as any (a *jsonschema.Schema, a map, or a Go struct to infer
// one from). A command's handler takes its command line instead.
func (n *neutralType) takesAny(st *types.Struct) bool {
	for field := range st.Fields() {
		if field.Name() == n.handler && n.input >= 0 {
			sig := field.Type().Underlying().(*types.Signature)
			return isEmptyInterface(sig.Params().At(n.input).Type())
		}
	}
	return false
}

// functionWire reports whether a struct of the program is the wire shape
// of a function-calling API's tool, which an application that writes its
// model's request types by hand declares its built-in tools with
// (ToolDefinition{Type: "function", Function: ToolFunctionDefinition{Name,
// Description, Parameters}}): a string Type field beside the tool part,
// held in a field named Function. Such a literal reaches the model's tool
// list as it is, with no handler of its own: the program dispatches its
// calls by name (linkDispatch). The tool part must still hold a schema.
func functionWire(st *types.Struct, toolField string) bool {
	if toolField != "Function" {
		return false
	}
	for field := range st.Fields() {
		if field.Name() == "Type" && isString(field.Type()) {
			return true
		}
	}
	return false
}

// isEmptyInterface reports whether t is any: a schema field declared as
// interface{} (Parameters interface{} `json:"parameters"`) holds whatever
// schema value the program puts there, a map literal as often as not.
// That is weak evidence, taken only in the wire shape of a
// function-calling API's tool (functionWire: a string Type beside a
// Function): an application's own request types, or a fork of an SDK's (go-openai's Tool{Type ToolType, Function *FunctionDefinition
// {Parameters any}} under another import path), whose literals reach the
// model as the SDK's would.
func isEmptyInterface(t types.Type) bool {
	i, ok := types.Unalias(t).(*types.Interface)
	return ok && i.Empty()
}

// schemaFields name the fields where function-calling APIs keep a tool's
// input schema besides MCP's InputSchema (OpenAI's and Gemini's
// Parameters, an application's Schema).
var schemaFields = map[string]bool{"Schema": true, "Parameters": true, "ArgsSchema": true, "ParametersSchema": true}

// neutralSchema returns what a literal of a neutral tool type sets its
// input schema to, or nil.
func neutralSchema(lit *ast.CompositeLit) ast.Expr {
	for _, name := range []string{"InputSchema", "Parameters", "Schema", "ParametersSchema", "ArgsSchema"} {
		if e := keyed(lit, name); e != nil {
			return e
		}
	}
	return nil
}

// describes reports whether a struct has a string Name and a
// Description, a string or, as generated SDKs make optional fields, a
// *string.
func describes(st *types.Struct) bool {
	var name, desc bool
	for field := range st.Fields() {
		t := field.Type()
		switch field.Name() {
		case "Name":
			name = name || isString(t)
		case "Description":
			if p, ok := t.Underlying().(*types.Pointer); ok {
				t = p.Elem()
			}
			desc = desc || isString(t)
		}
	}
	return name && desc
}

// isMapSchema reports whether t is, or points to, a map from string to
// any: a generated SDK's FunctionParameters, a schema the program fills
// with a map literal.
func isMapSchema(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	m, ok := t.Underlying().(*types.Map)
	return ok && isString(m.Key()) && isEmptyInterface(m.Elem())
}

// hasHints reports whether t is (or points to) a struct with an MCP
// hint field of type bool or *bool.
func hasHints(t types.Type) bool {
	st := structOf(t)
	if st == nil {
		return false
	}
	for field := range st.Fields() {
		ft := field.Type()
		if p, ok := ft.Underlying().(*types.Pointer); ok {
			ft = p.Elem()
		}
		b, ok := ft.Underlying().(*types.Basic)
		if !ok || b.Kind() != types.Bool {
			continue
		}
		for _, h := range hintFields {
			if field.Name() == h {
				return true
			}
		}
	}
	return false
}

func structOf(t types.Type) *types.Struct {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	st, _ := t.Underlying().(*types.Struct)
	return st
}

func returnsError(sig *types.Signature) bool {
	r := sig.Results()
	return r.Len() > 0 && isError(r.At(r.Len()-1).Type())
}

// argumentsParam returns the last parameter that is not a context: the
// request or parameter bundle the handler reads its arguments from.
func argumentsParam(sig *types.Signature) int {
	for i := range sig.Params().Len() {
		if isCallStruct(sig.Params().At(i).Type()) {
			return i // Execute(ctx, call ActionCall, history []Message)
		}
	}
	for i := sig.Params().Len() - 1; i >= 0; i-- {
		if !isContext(sig.Params().At(i).Type()) {
			return i
		}
	}
	return -1
}

// isCallStruct reports whether t is a struct of the program named for the
// model's call of a tool (ToolCall, FunctionCall, ActionCall) that holds
// its arguments undecoded in a field named for them: a run method that
// takes one is handed the call, whatever follows it (the conversation).
func isCallStruct(t types.Type) bool {
	tn := namedObj(t)
	st := structOf(t)
	if tn == nil || st == nil || !strings.HasSuffix(tn.Name(), "Call") {
		return false
	}
	for field := range st.Fields() {
		switch field.Name() {
		case "Input", "Arguments", "Args", "Params", "Parameters":
			if isString(field.Type()) || isJSONArgs(field.Type()) {
				return true
			}
		}
	}
	return false
}

// ownErrorResult returns how a handler of the signature marks its own
// result as an error, when the result is a struct of the program with
// one field of type error (ToolCallResult{Content, Error}): a non-nil
// error in that field.
func ownErrorResult(sig *types.Signature) *ErrorResult {
	r := sig.Results()
	if r.Len() < 2 {
		return nil
	}
	tn := structTypeName(r.At(0).Type())
	if tn == nil || tn.Pkg() == nil {
		return nil
	}
	var field string
	for f := range tn.Type().Underlying().(*types.Struct).Fields() {
		if isError(f.Type()) {
			if field != "" {
				return nil
			}
			field = f.Name()
		}
	}
	if field == "" {
		return nil
	}
	return &ErrorResult{Module: tn.Pkg().Path(), ErrorField: field}
}

// A neutralLit is a composite literal of a neutral tool type, with its
// tool part (itself, or the literal in its tool field) and the part's
// name.
type neutralLit struct {
	lit, part *ast.CompositeLit
	shape     *neutralType
	name      ast.Expr
}

// neutralLits returns the package's literals of neutral tool types that
// give a name, found once for findNeutralCopies and findNeutral.
func (f *finder) neutralLits() []neutralLit {
	if f.neutral != nil {
		return *f.neutral
	}
	var out []neutralLit
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		shape := f.neutralShape(f.pass.TypesInfo.TypeOf(lit))
		if shape == nil {
			return
		}
		part := lit
		if shape.toolField != "" {
			part, _ = f.resolve(keyed(lit, shape.toolField)).(*ast.CompositeLit)
		}
		if name := keyed(part, "Name"); name != nil {
			out = append(out, neutralLit{lit, part, shape, name})
		}
	})
	f.neutral = &out
	return out
}

// findNeutral declares a tool at every composite literal of a neutral
// tool type whose name is a constant, bound to the handler in its
// handler field. A literal with a computed name is a copy or a
// transformation of a tool declared elsewhere, not a declaration.
func (f *finder) findNeutral() {
	for _, n := range f.neutralLits() {
		if f.neutralLayer(n) {
			continue
		}
		if rows := f.tableRows(n.name); rows != nil {
			for _, row := range rows {
				f.neutralTool(n.lit, n.part, n.shape, row)
			}
			continue
		}
		f.neutralTool(n.lit, n.part, n.shape, nil)
	}
	f.dropConversions()
}

// findNeutralCopies records the literals of a neutral tool type whose
// name is read from another value (Name: t.Name()): no tools, but the
// conversions that may make the type they read a tool type
// (learnToolTypes).
func (f *finder) findNeutralCopies() {
	for _, n := range f.neutralLits() {
		if f.tableRows(n.name) != nil {
			continue
		}
		if _, ok := f.constString(n.name); ok {
			continue
		}
		f.neutralCopies = append(f.neutralCopies, &Tool{Framework: Neutral, Decl: n.part, NameExpr: n.name,
			Description: f.description(keyed(n.part, "Description")), schema: neutralSchema(n.part)})
	}
}

// neutralTool declares the tool of lit, a literal of a neutral tool type
// whose tool part is part, or, in a loop over a table, of one row of the
// table, unless its name is not a constant.
func (f *finder) neutralTool(lit, part *ast.CompositeLit, shape *neutralType, row *tableRow) {
	field := func(lit *ast.CompositeLit, name string) ast.Expr {
		e := keyed(lit, name)
		if row == nil || e == nil {
			return e
		}
		return row.value(f, e)
	}
	name := field(part, "Name")
	if name == nil {
		return
	}
	var decl ast.Node = part
	if row != nil {
		decl = row.lit
	}
	tool := &Tool{Framework: Neutral, Decl: decl, NameExpr: name}
	var ok bool
	if tool.Name, ok = f.constString(name); !ok {
		return
	}
	tool.Description = f.description(field(part, "Description"))
	if schema := field(part, shape.schema); shape.schema != "" && schema != nil {
		tool.Params = f.schemaParams(schema)
	}
	if shape.annotations != "" {
		if ann := keyed(part, shape.annotations); ann != nil {
			in := row
			if v := field(part, shape.annotations); v != nil && v != ann {
				ann, in = v, nil // Annotations: d.annotations, the row's own literal
			}
			f.annotationLiteralOf(&tool.Annotations, ann, in)
		}
	}
	if shape.result != nil {
		tool.own = []ErrorResult{*shape.result}
	}
	var registered *Handler
	if shape.handler == "" && !functionWire(structOf(f.pass.TypesInfo.TypeOf(lit)), shape.toolField) {
		// A tool part alone (a template, a menu entry) declares nothing
		// unless a registry keeps it with a handler.
		if registered = f.registrarHandler(lit); registered == nil {
			if !mcpWire(structOf(f.pass.TypesInfo.TypeOf(part))) {
				return
			}
			tool.served = true
		}
	}
	tool = f.add(tool)
	if shape.handler == "" {
		if registered != nil && tool.Handler == nil {
			tool.Handler = registered
		}
		return // else dispatched by name: linkDispatch binds it
	}
	h, in := field(lit, shape.handler), shape.input
	for _, o := range shape.others {
		if h != nil {
			break
		}
		h, in = field(lit, o.name), o.input
	}
	if h != nil && tool.Handler == nil {
		// Not bind: the handler's parameter is the server's own
		// bundle of request and clients, not a struct of arguments.
		tool.Handler = f.handler(h, in)
	}
}

// mcpWire reports whether st is MCP's wire shape of a tool, as a server
// that speaks the protocol without an SDK declares it: its input schema
// field is tagged json:"inputSchema", the name tools/list answers with.
func mcpWire(st *types.Struct) bool {
	if st == nil {
		return false
	}
	for i := range st.NumFields() {
		if st.Field(i).Name() == "InputSchema" {
			name, _, _ := strings.Cut(reflect.StructTag(st.Tag(i)).Get("json"), ",")
			return name == "inputSchema"
		}
	}
	return false
}

// registrarHandler returns the handler that a call registers beside
// lit, a literal of a tool part with no handler of its own, when the
// callee keeps the handler under the tool's name (a Registers fact:
// RegisterTool(Tool{Name: ..., InputSchema: ...}, func(ctx, args
// map[string]any) (any, error) {...})).
func (f *finder) registrarHandler(lit *ast.CompositeLit) *Handler {
	call := f.callTaking(lit)
	if call == nil {
		return nil
	}
	r, args := f.registryCall(call)
	if r == nil || !holds(args[r.Tool], lit) {
		return nil
	}
	sig, ok := f.pass.TypesInfo.TypeOf(args[r.Handler]).Underlying().(*types.Signature)
	if !ok {
		return nil
	}
	return f.handler(args[r.Handler], argumentsParam(sig))
}

// holds reports whether arg is lit or its address.
func holds(arg ast.Expr, lit *ast.CompositeLit) bool {
	arg = ast.Unparen(arg)
	if u, ok := arg.(*ast.UnaryExpr); ok && u.Op == token.AND {
		arg = ast.Unparen(u.X)
	}
	return arg == lit
}

// callTaking returns the call that takes lit, or its address, as an
// argument, or nil.
func (f *finder) callTaking(lit *ast.CompositeLit) *ast.CallExpr {
	if f.litCalls == nil {
		f.litCalls = make(map[*ast.CompositeLit]*ast.CallExpr)
		f.preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
			call := n.(*ast.CallExpr)
			for _, arg := range call.Args {
				arg = ast.Unparen(arg)
				if u, ok := arg.(*ast.UnaryExpr); ok && u.Op == token.AND {
					arg = ast.Unparen(u.X)
				}
				if l, ok := arg.(*ast.CompositeLit); ok {
					f.litCalls[l] = call
				}
			}
		})
	}
	return f.litCalls[lit]
}

// hasField reports whether a struct has a field of that name.
func hasField(st *types.Struct, name string) bool {
	for field := range st.Fields() {
		if field.Name() == name {
			return true
		}
	}
	return false
}

// neutralShape is neutralOf, once per type of the package's syntax.
// NeutralTypes is the package fact of a package that declares a tool type
// of the neutral shape, or depends on one that does: only there can a
// literal of such a type be written, and elsewhere findNeutral, which
// looks at every composite literal, is skipped.
type NeutralTypes struct{}

func (*NeutralTypes) AFact()         {}
func (*NeutralTypes) String() string { return "neutral tool types" }

// seesNeutral reports whether the package or one it depends on declares a
// tool type of the neutral shape, and exports the fact if so.
func (f *finder) seesNeutral() bool {
	sees := false
	for _, imp := range f.pass.Pkg.Imports() {
		if f.pass.ImportPackageFact(imp, new(NeutralTypes)) {
			sees = true
			break
		}
	}
	if !sees {
		scope := f.pass.Pkg.Scope()
		for _, name := range scope.Names() {
			if tn, ok := scope.Lookup(name).(*types.TypeName); ok && !tn.IsAlias() && f.neutralShape(tn.Type()) != nil {
				sees = true
				break
			}
		}
	}
	if sees {
		f.pass.ExportPackageFact(new(NeutralTypes))
	}
	return sees
}

func (f *finder) neutralShape(t types.Type) *neutralType {
	if t == nil {
		return nil
	}
	if f.shapes == nil {
		f.shapes = make(map[types.Type]*neutralType)
	}
	shape, seen := f.shapes[t]
	if !seen {
		shape = neutralOf(t)
		f.shapes[t] = shape
	}
	return shape
}

// dropConversions forgets the framework tools whose name is read from a
// neutral tool (&mcp.Tool{Name: t.Tool.Name}): they convert tools
// declared elsewhere, where the inventory lists them by name.
func (f *finder) dropConversions() {
	converts := func(t *Tool) bool {
		if t.Framework == Neutral || t.Name != "" {
			return false
		}
		for e := t.NameExpr; ; {
			sel, ok := ast.Unparen(e).(*ast.SelectorExpr)
			if !ok {
				return false
			}
			if f.neutralShape(f.pass.TypesInfo.TypeOf(sel.X)) != nil {
				return true
			}
			e = sel.X
		}
	}
	f.tools = slices.DeleteFunc(f.tools, func(t *Tool) bool {
		if converts(t) {
			delete(f.byDecl, t.Decl)
			return true
		}
		return false
	})
}

// OwnErrorResults returns the error results of the neutral tool types
// declared in pkg and in the packages it imports directly: what an error
// helper of pkg (api.NewToolCallResult("", err)) may build.
func OwnErrorResults(pkg *types.Package) []ErrorResult {
	var out []ErrorResult
	seen := make(map[string]bool)
	for _, p := range append([]*types.Package{pkg}, pkg.Imports()...) {
		if InFramework(p.Path()) {
			continue
		}
		for _, r := range declaredErrorResults(p) {
			if key := r.Module + "." + r.ErrorField; !seen[key] {
				seen[key] = true
				out = append(out, r)
			}
		}
	}
	return out
}

// declared holds declaredErrorResults's answer for each package.
var declared packageMemo[[]ErrorResult]

// declaredErrorResults returns the error results of the neutral tool
// types that p declares, in the order of their names. Every package that
// imports p asks (see OwnErrorResults), and a server's API client
// declares thousands of types, so the answer is kept with p.
func declaredErrorResults(p *types.Package) []ErrorResult {
	return declared.get(p, func() []ErrorResult {
		var out []ErrorResult
		scope := p.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			if n := neutralOf(tn.Type()); n != nil && n.result != nil {
				out = append(out, *n.result)
			}
		}
		return out
	})
}
