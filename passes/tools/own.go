package tools

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
	"strings"
)

// Own marks a tool declared with an agent application's own tool
// abstraction (A1–A3 of design/real-shapes.md): a type of its own whose
// values the application converts to an SDK's tool at run time. Tool.Via
// names the type. The string is public: it appears in inventory output.
const Own Framework = "own"

// A ToolType summarises a type of the program through which tools reach
// a model's tool list. It is learned in the package that declares the
// type and exported on it, so every package that implements the
// interface or writes a literal of the struct sees it, standalone and
// under go vet alike:
//
//   - a struct type whose fields a conversion in its package reads into
//     an SDK tool's name and description (the name may be the key of the
//     map holding the values); each literal of it with a constant name
//     declares a tool;
//   - an interface whose methods a conversion in its package reads
//     likewise, or that has a method returning such a struct; each type
//     implementing it declares the tool its methods return, and its run
//     method is the handler;
//   - an interface of that shape whose conversion sits where facts cannot
//     flow (a package the implementers never import), recognised by its
//     shape alone: a name, a description, a parameter schema typed as
//     one (a JSON schema, a raw JSON value, a map of any) and a run
//     method returning an error. Framework is then empty;
//   - a struct of that shape (Name and Description strings, a schema
//     field and one function field taking the model's arguments as
//     JSON), which an application converts to hand-written wire types
//     of the model's API, where no SDK's tool type shows the conversion.
//     Framework is empty too.
type ToolType struct {
	Framework Framework // the SDK the values are converted to; "" when known by shape
	Interface bool
	// Decl is the interface method returning a declaration struct, whose
	// fields Name, Description and Schema then name; otherwise they name
	// the struct's fields, or the interface's methods. Name is "" when the
	// name is the key of the map holding the struct.
	Decl, Name, Description, Schema string
	// Run is the struct's function field, or the interface's method, that
	// handles a call; "" when there is none.
	Run string
	// RunReturns says the Run method takes nothing and returns the
	// function that handles a call (GetFunction() func(params string)
	// string): each implementation's returned function is the handler.
	RunReturns bool
}

// AFact marks ToolType as a fact.
func (*ToolType) AFact() {}

func (t *ToolType) String() string {
	fw := string(t.Framework)
	if fw == "" {
		fw = "by shape"
	}
	kind := "struct"
	if t.Interface {
		kind = "interface"
	}
	run := t.Run
	if t.RunReturns {
		run += "()"
	}
	return fmt.Sprintf("tool type(%s %s decl=%s name=%s desc=%s schema=%s run=%s)",
		kind, fw, t.Decl, t.Name, t.Description, t.Schema, run)
}

// OwnToolTypes is the package fact of a package that declares a ToolType
// or imports one that does: only there can a tool of one be declared.
type OwnToolTypes struct{}

func (*OwnToolTypes) AFact()         {}
func (*OwnToolTypes) String() string { return "own tool types" }

// learnToolTypes learns the tool types this package declares: from the
// framework tools whose name it reads from a value of its own type (the
// conversion), and by shape. It exports them and returns them.
func (f *finder) learnToolTypes() map[*types.TypeName]*ToolType {
	local := make(map[*types.TypeName]*ToolType)
	for _, t := range append(slices.Clip(f.tools), f.neutralCopies...) {
		if t.Name != "" || t.NameExpr == nil || t.BodyOnly || t.Framework == Directive {
			continue
		}
		f.learnConversion(t, local)
	}
	scope := f.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || local[tn] != nil {
			continue
		}
		iface, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			if tt := structShape(tn); tt != nil {
				local[tn] = tt
			}
			continue
		}
		if tt := declaringInterface(iface, local); tt != nil {
			local[tn] = tt
		} else if tt := interfaceShape(iface); tt != nil {
			local[tn] = tt
		}
	}
	for tn, tt := range local {
		f.pass.ExportObjectFact(tn, tt)
	}
	return local
}

// learnConversion learns the type that the framework tool t, whose name
// is not a constant, reads its name from, and reports whether it did.
func (f *finder) learnConversion(t *Tool, local map[*types.TypeName]*ToolType) bool {
	info := f.pass.TypesInfo
	switch src := f.resolve(t.NameExpr).(type) {
	case *ast.SelectorExpr: // Name: string(d.Name)
		if s, ok := info.Selections[src]; !ok || s.Kind() != types.FieldVal {
			return false
		}
		tn := structTypeName(info.TypeOf(src.X))
		if tn == nil || tn.Pkg() != f.pass.Pkg {
			return false
		}
		tt := &ToolType{Framework: t.Framework, Name: src.Sel.Name}
		tt.Description = f.readOf(t.Description.Expr, tn, false)
		tt.Schema = f.readOf(t.schema, tn, false)
		if tt.Schema == "" {
			tt.Schema = schemaField(tn)
		}
		tt.Run = funcField(tn)
		merge(local, tn, tt)
		// def := a.Definition(); ...{Name: def.Name}: a.Definition is the
		// declaring method of a's interface.
		if call, ok := f.resolve(src.X).(*ast.CallExpr); ok {
			if itn, m := f.interfaceMethod(call); itn != nil && itn.Pkg() == f.pass.Pkg {
				iface := itn.Type().Underlying().(*types.Interface)
				merge(local, itn, &ToolType{Framework: t.Framework, Interface: true, Decl: m,
					Name: tt.Name, Description: tt.Description, Schema: tt.Schema, Run: runMethod(iface, m)})
			}
		}
		return true
	case *ast.CallExpr: // Name: a.Name()
		itn, m := f.interfaceMethod(src)
		if itn == nil || itn.Pkg() != f.pass.Pkg {
			return false
		}
		tt := &ToolType{Framework: t.Framework, Interface: true, Name: m}
		tt.Description = f.readOf(t.Description.Expr, itn, true)
		tt.Schema = f.readOf(t.schema, itn, true)
		tt.Run = runMethod(itn.Type().Underlying().(*types.Interface), m, tt.Description, tt.Schema)
		merge(local, itn, tt)
		return true
	case *ast.Ident: // for name, d := range defs { ...{Name: name} }
		if base := f.rewrittenFrom(src); base != nil {
			copied := *t
			copied.NameExpr = base
			return f.learnConversion(&copied, local)
		}
		tn, value := f.rangedMap(src)
		if tn == nil || tn.Pkg() != f.pass.Pkg {
			return false
		}
		tt := &ToolType{Framework: t.Framework}
		tt.Description = f.readOfVar(t.Description.Expr, value)
		tt.Schema = f.readOfVar(t.schema, value)
		tt.Run = funcField(tn)
		merge(local, tn, tt)
		return true
	}
	return false
}

// rewrittenFrom returns the one value a local variable is given that
// does not read the variable itself, when every other value rewrites it
// (name := tool.Name(); if sub { name = capitalize(name) }): the name a
// provider sees is still the tool's. Otherwise nil.
func (f *finder) rewrittenFrom(id *ast.Ident) ast.Expr {
	f.index()
	obj, ok := f.pass.TypesInfo.ObjectOf(id).(*types.Var)
	if !ok || !f.isLocalVar(obj) {
		return nil
	}
	var base ast.Expr
	for _, d := range f.defs[obj] {
		call, isCall := ast.Unparen(d).(*ast.CallExpr)
		if isCall && len(call.Args) == 1 && f.usesVar(call.Args[0], obj) {
			continue
		}
		if base != nil {
			return nil
		}
		base = d
	}
	if len(f.defs[obj]) < 2 {
		return nil
	}
	return base
}

// usesVar reports whether e reads v.
func (f *finder) usesVar(e ast.Expr, v *types.Var) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && f.pass.TypesInfo.Uses[id] == v {
			found = true
		}
		return !found
	})
	return found
}

// merge records what a conversion shows of tn, keeping what an earlier
// one showed and filling in what it did not (one conversion may pass the
// schema, another not).
func merge(local map[*types.TypeName]*ToolType, tn *types.TypeName, tt *ToolType) {
	old := local[tn]
	if old == nil {
		local[tn] = tt
		return
	}
	for _, p := range [][2]*string{{&old.Description, &tt.Description}, {&old.Schema, &tt.Schema}, {&old.Run, &tt.Run}} {
		if *p[0] == "" {
			*p[0] = *p[1]
		}
	}
}

// interfaceMethod returns the interface type and the method that call
// calls through an interface value, or nil.
func (f *finder) interfaceMethod(call *ast.CallExpr) (*types.TypeName, string) {
	sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr)
	if !ok || len(call.Args) != 0 {
		return nil, ""
	}
	s, ok := f.pass.TypesInfo.Selections[sel]
	if !ok || s.Kind() != types.MethodVal {
		return nil, ""
	}
	named, ok := types.Unalias(s.Recv()).(*types.Named)
	if !ok {
		return nil, ""
	}
	if _, ok := named.Underlying().(*types.Interface); !ok {
		return nil, ""
	}
	return named.Origin().Obj(), sel.Sel.Name
}

// readOf returns the field of a value of type tn (or, with method, the
// method called on one) that e reads, looking inside e: the description
// d.Description, the schema schema(d.Properties).
func (f *finder) readOf(e ast.Expr, tn *types.TypeName, method bool) string {
	found := ""
	f.inspectResolved(e, func(sel *ast.SelectorExpr) bool {
		s, ok := f.pass.TypesInfo.Selections[sel]
		if !ok || (s.Kind() == types.MethodVal) != method {
			return false
		}
		if structTypeName(s.Recv()) == tn || namedObj(s.Recv()) == tn {
			found = sel.Sel.Name
			return true
		}
		return false
	})
	return found
}

// readOfVar returns the field of the variable v that e reads.
func (f *finder) readOfVar(e ast.Expr, v types.Object) string {
	found := ""
	f.inspectResolved(e, func(sel *ast.SelectorExpr) bool {
		if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok && v != nil && f.pass.TypesInfo.Uses[id] == v {
			found = sel.Sel.Name
			return true
		}
		return false
	})
	return found
}

// inspectResolved calls fn on each selector inside e, and inside what a
// variable e is resolves to, until fn returns true.
func (f *finder) inspectResolved(e ast.Expr, fn func(*ast.SelectorExpr) bool) {
	if e == nil {
		return
	}
	done := false
	for _, x := range []ast.Expr{e, f.resolve(e)} {
		ast.Inspect(x, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok && !done && fn(sel) {
				done = true
			}
			return !done
		})
		if done {
			return
		}
	}
}

func namedObj(t types.Type) *types.TypeName {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

// rangedMap returns the struct type of the values of the map that id
// ranges over as its key (for name, d := range defs), and the value
// variable.
func (f *finder) rangedMap(id *ast.Ident) (*types.TypeName, types.Object) {
	obj := f.pass.TypesInfo.Uses[id]
	if obj == nil {
		return nil, nil
	}
	var tn *types.TypeName
	var value types.Object
	for _, file := range f.pass.Files {
		if file.Pos() > obj.Pos() || obj.Pos() >= file.End() {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			rs, ok := n.(*ast.RangeStmt)
			if !ok || tn != nil {
				return tn == nil
			}
			key, ok := rs.Key.(*ast.Ident)
			if !ok || f.pass.TypesInfo.Defs[key] != obj {
				return true
			}
			m, ok := f.pass.TypesInfo.TypeOf(rs.X).Underlying().(*types.Map)
			if !ok || !isString(m.Key()) {
				return false
			}
			tn = structTypeName(m.Elem())
			if v, ok := rs.Value.(*ast.Ident); ok {
				value = f.pass.TypesInfo.Defs[v]
			}
			return false
		})
	}
	return tn, value
}

// funcField returns the struct's only function field that returns an
// error: the handler it carries.
func funcField(tn *types.TypeName) string {
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	found := ""
	for field := range st.Fields() {
		if sig, ok := field.Type().Underlying().(*types.Signature); ok && returnsError(sig) {
			if found != "" {
				return ""
			}
			found = field.Name()
		}
	}
	return found
}

// runMethod returns the interface's only method, other than those named
// in skip, that takes arguments and returns an error; when several do,
// the only one taking a context first.
func runMethod(iface *types.Interface, skip ...string) string {
	var runs []*types.Func
	for m := range iface.Methods() {
		sig := m.Signature()
		if !slices.Contains(skip, m.Name()) && sig.Params().Len() > 0 && (returnsError(sig) || takesArguments(sig)) {
			runs = append(runs, m)
		}
	}
	if run := pickRun(runs); run != nil {
		return run.Name()
	}
	return ""
}

// declaringInterface returns the tool type of an interface with a method
// that returns one of the package's declaration structs (Definition()
// Definition) and a run method.
func declaringInterface(iface *types.Interface, local map[*types.TypeName]*ToolType) *ToolType {
	for m := range iface.Methods() {
		sig := m.Signature()
		if sig.Params().Len() != 0 || sig.Results().Len() != 1 {
			continue
		}
		decl := local[structTypeName(sig.Results().At(0).Type())]
		if decl == nil || decl.Interface || decl.Name == "" {
			continue
		}
		return &ToolType{Framework: decl.Framework, Interface: true, Decl: m.Name(),
			Name: decl.Name, Description: decl.Description, Schema: decl.Schema, Run: runMethod(iface, m.Name())}
	}
	return nil
}

// interfaceShape returns the tool type of an interface recognised by its
// shape alone (see methodsShape).
func interfaceShape(iface *types.Interface) *ToolType {
	tt := methodsShape(slices.Collect(iface.Methods()))
	if tt != nil {
		tt.Interface = true
	}
	return tt
}

// methodsShape returns the tool type of a set of methods that make a tool
// by their shape alone: Name and Description methods returning strings
// (or a method returning a struct with string Name and Description
// fields), a parameter schema typed as one, and a run method that takes
// the model's arguments (not a command line) and returns an error. A
// schema method of type any counts when its name says it gives the
// parameters (Parameters() any, a struct a generator reflects on) and the
// run method takes the arguments as JSON.
func methodsShape(methods []*types.Func) *ToolType {
	tt := &ToolType{}
	anySchema := false // Parameters() any: a value a generator reflects on
	for _, m := range methods {
		sig := m.Signature()
		if sig.Params().Len() != 0 || sig.Results().Len() != 1 {
			continue
		}
		res := sig.Results().At(0).Type()
		switch {
		case (m.Name() == "Name" || m.Name() == "GetName") && isString(res):
			tt.Name = m.Name()
		case (m.Name() == "Description" || m.Name() == "GetDescription") && isString(res):
			tt.Description = m.Name()
		case isSchemaType(res):
			tt.Schema, anySchema = m.Name(), false
		case tt.Schema == "" && isEmptyInterface(res) && namesSchema(m.Name()):
			tt.Schema, anySchema = m.Name(), true
		case tt.Decl == "" && structOf(res) != nil && describes(structOf(res)):
			tt.Decl = m.Name()
			for field := range structOf(res).Fields() {
				if isSchemaType(field.Type()) {
					tt.Schema = field.Name()
				}
			}
		}
	}
	if tt.Decl != "" && (tt.Name == "" || tt.Description == "") {
		// Definition() ToolDefinition{Name, Description, InputSchema}
		// declares the tool, a Name() beside it or not.
		tt.Name, tt.Description = "Name", "Description"
	} else {
		tt.Decl = ""
	}
	if tt.Name == "" || tt.Schema == "" {
		return nil
	}
	// Without a Description method (the application describes its tools
	// where it converts them), the schema method must say it is one and
	// the run method take the model's arguments as JSON.
	if tt.Description == "" && !namesSchema(tt.Schema) {
		return nil
	}
	var runs []*types.Func
	for _, m := range methods {
		if sig := m.Signature(); sig.Params().Len() > 0 && (returnsError(sig) || takesArguments(sig)) &&
			!slices.Contains([]string{tt.Decl, tt.Name, tt.Description, tt.Schema}, m.Name()) {
			runs = append(runs, m)
		}
	}
	run := pickRun(runs)
	if run == nil && tt.Description != "" && !anySchema {
		// GetFunction() func(params string) string: the method hands
		// out the function that runs the call.
		if m := returnedRun(methods); m != nil {
			tt.Run, tt.RunReturns = m.Name(), true
			return tt
		}
	}
	if run == nil {
		return nil
	}
	if in := argumentsParam(run.Signature()); in < 0 || isStringSlice(run.Signature().Params().At(in).Type()) {
		return nil // Run(ctx) or Run(args []string): a job or a command
	}
	if (tt.Description == "" || anySchema) && !takesJSON(run.Signature()) {
		return nil
	}
	tt.Run = run.Name()
	return tt
}

// returnedRun returns the one method of no parameters whose one result
// is a function that takes the model's arguments as JSON (a string, raw
// JSON or a map of any, after a context or not) and returns something.
func returnedRun(methods []*types.Func) *types.Func {
	var found *types.Func
	for _, m := range methods {
		sig := m.Signature()
		if sig.Params().Len() != 0 || sig.Results().Len() != 1 {
			continue
		}
		fs, ok := sig.Results().At(0).Type().Underlying().(*types.Signature)
		if !ok || fs.Results().Len() == 0 {
			continue
		}
		if returnedArgs(fs) < 0 {
			continue
		}
		if found != nil {
			return nil // which one runs the call?
		}
		found = m
	}
	return found
}

// returnedArgs returns the parameter of a handed-out run function that
// takes the model's arguments: the first after a context, when it is
// JSON text or undecoded JSON, whatever follows it (func(ctx,
// argumentsJSON string, handle AgentHandle) (string, error)); or -1.
func returnedArgs(fs *types.Signature) int {
	for i := 0; i < fs.Params().Len() && i <= 1; i++ {
		t := fs.Params().At(i).Type()
		if isContext(t) {
			continue
		}
		if isString(t) || isJSONArgs(t) {
			return i
		}
		return -1
	}
	return -1
}

// schemaReturn is what tn's schema method returns: its one non-zero
// result, or an empty struct of arguments (Parameters() any { return
// &WriteParams{} }), whose type holds the parameters.
func (f *finder) schemaReturn(tn *types.TypeName, name string) ast.Expr {
	if e := f.methodReturn(tn, name); e != nil {
		return e
	}
	decl := f.funcDecl(f.method(tn, name))
	if decl == nil || decl.Body == nil || len(decl.Body.List) != 1 {
		return nil
	}
	ret, ok := decl.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return nil
	}
	return ret.Results[0]
}

// namesSchema reports whether a method's name says it returns a
// parameter schema: Schema, InputSchema, Parameters, ParamsSchema.
func namesSchema(name string) bool {
	n := strings.ToLower(name)
	return strings.Contains(n, "schema") || strings.HasPrefix(n, "param")
}

// structShape returns the tool type of a struct recognised by its shape
// alone, as an application that converts its tools to hand-written wire
// types (no SDK) declares them: string Name and Description fields, a
// field typed as a parameter schema, and one function field that takes
// the model's arguments as JSON (raw JSON or a map of any) and returns
// an error or a result of its own. A command table's Run func(args
// []string) error takes a command line, not JSON, and is not one.
func structShape(tn *types.TypeName) *ToolType {
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	tt := &ToolType{}
	var runs []string
	for field := range st.Fields() {
		t := field.Type()
		switch sig, isFunc := t.Underlying().(*types.Signature); {
		case field.Name() == "Name" && isString(t):
			tt.Name = field.Name()
		case field.Name() == "Description" && isString(t):
			tt.Description = field.Name()
		case isSchemaType(t):
			if tt.Schema != "" {
				return nil // which one is the parameters'?
			}
			tt.Schema = field.Name()
		case isFunc && takesJSON(sig) && (returnsError(sig) || takesArguments(sig)):
			runs = append(runs, field.Name())
		}
	}
	if tt.Name == "" && tt.Description == "" && tt.Schema == "" && len(runs) == 1 {
		// The declaration in a struct field of its own, beside the
		// run function (Tool{Definition{Name, Description,
		// Parameters}, Execute}), as OpenAI's wire format nests it.
		tt.Name, tt.Description, tt.Schema = nestedDeclaration(st)
	}
	if tt.Name == "" || tt.Description == "" || tt.Schema == "" || len(runs) != 1 {
		return nil
	}
	tt.Run = runs[0]
	return tt
}

// dropNestedOwn drops an own tool declared by a literal whose nested
// declaration (Tool{Def: ToolDef{Name: "x", ...}, Run: ...}) the neutral
// rule declared already: one tool, listed once, as before the nested
// shape was an own tool type.
func (f *finder) dropNestedOwn() {
	drop := make(map[*Tool]bool)
	for _, t := range f.tools {
		if t.Framework != Own || t.Decl == nil {
			continue
		}
		for _, n := range f.tools {
			if n.Framework == Neutral && n.Name == t.Name && n.Decl != nil &&
				t.Decl.Pos() <= n.Decl.Pos() && n.Decl.End() <= t.Decl.End() {
				drop[t] = true
			}
		}
	}
	f.dropTools(drop)
}

// nestedDeclaration returns the dotted names of the Name, Description and
// schema fields of the one struct field of st that holds all three.
func nestedDeclaration(st *types.Struct) (name, desc, schema string) {
	for field := range st.Fields() {
		inner := structOf(field.Type())
		if inner == nil || field.Embedded() {
			continue
		}
		var n, d, s string
		for f := range inner.Fields() {
			switch {
			case f.Name() == "Name" && isString(f.Type()):
				n = field.Name() + ".Name"
			case f.Name() == "Description" && isString(f.Type()):
				d = field.Name() + ".Description"
			case isSchemaType(f.Type()) && s == "":
				s = field.Name() + "." + f.Name()
			}
		}
		if n != "" && d != "" && s != "" {
			if name != "" {
				return "", "", "" // two declarations: which one?
			}
			name, desc, schema = n, d, s
		}
	}
	return name, desc, schema
}

// takesJSON reports whether a function takes the model's arguments as
// JSON does: raw JSON or a map of any, after any context.
func takesJSON(sig *types.Signature) bool {
	in := argumentsParam(sig)
	if in < 0 {
		return false
	}
	return isJSONArgs(sig.Params().At(in).Type())
}

// isJSONArgs reports whether t holds a call's arguments undecoded: a
// json.RawMessage or a map[string]any.
func isJSONArgs(t types.Type) bool {
	if isNamed(t, "encoding/json", "", "RawMessage") {
		return true
	}
	m, ok := t.Underlying().(*types.Map)
	if !ok || !isString(m.Key()) {
		return false
	}
	i, ok := m.Elem().Underlying().(*types.Interface)
	return ok && i.Empty()
}

// pickRun returns the only run method, the only one returning an error,
// or the only one taking a context first.
func pickRun(runs []*types.Func) *types.Func {
	if len(runs) == 1 {
		return runs[0]
	}
	// Profile(args) *Profile beside Handle(ctx, args) (Result, error):
	// the one that can fail runs the call.
	if failing := slices.DeleteFunc(slices.Clone(runs), func(m *types.Func) bool { return !returnsError(m.Signature()) }); len(failing) == 1 {
		return failing[0]
	}
	var withContext []*types.Func
	for _, m := range runs {
		if isContext(m.Signature().Params().At(0).Type()) {
			withContext = append(withContext, m)
		}
	}
	if len(withContext) == 1 {
		return withContext[0]
	}
	// Run(ctx, input) and Execute(ctx, args) of one signature are two
	// names for one entry point (one calls the other): the first by
	// runnerNames (sibling.go) is the handler.
	for _, m := range withContext[min(1, len(withContext)):] {
		if !types.Identical(m.Signature(), withContext[0].Signature()) {
			return nil
		}
	}
	for _, name := range runnerNames {
		for _, m := range withContext {
			if m.Name() == name {
				return m
			}
		}
	}
	return nil
}

// methodsOf returns the exported methods of *tn.
func methodsOf(tn *types.TypeName) []*types.Func {
	ms := types.NewMethodSet(types.NewPointer(tn.Type()))
	out := make([]*types.Func, 0, ms.Len())
	for sel := range ms.Methods() {
		// Only exported methods can implement an interface of another
		// package; unexported ones are the run method's helpers.
		if fn, ok := sel.Obj().(*types.Func); ok && fn.Exported() {
			out = append(out, fn)
		}
	}
	return out
}

// isSchemaType reports whether values of t are parameter schemas: a JSON
// schema type (from a package whose path names jsonschema or a
// framework's), raw JSON, a map of any, or a map of a framework's own
// parameter descriptions (map[string]ParameterSpec).
func isSchemaType(t types.Type) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	if tn := namedObj(t); tn != nil && tn.Pkg() != nil {
		path := tn.Pkg().Path()
		if path == "encoding/json" && tn.Name() == "RawMessage" {
			return true
		}
		if strings.Contains(strings.ToLower(path), "jsonschema") ||
			(InFramework(path) && strings.Contains(strings.ToLower(tn.Name()), "schema")) {
			return true
		}
	}
	if st, ok := t.Underlying().(*types.Struct); ok {
		return jsonSchemaStruct(st)
	}
	m, ok := types.Unalias(t).(*types.Map)
	if !ok || !isString(m.Key()) {
		return false
	}
	if i, ok := m.Elem().Underlying().(*types.Interface); ok {
		return i.Empty()
	}
	return isParamSpec(m.Elem())
}

// jsonSchemaStruct reports whether st is a program's own JSON schema of
// an object: a string Type and Properties mapping names to values.
//
// A map from names to descriptions of parameters under another name
// (ActionInput{Type, Fields map[string]ActionField{Type, Description,
// Required}}) is the same schema, each parameter saying whether it is
// required.
func jsonSchemaStruct(st *types.Struct) bool {
	var typ, props, required, specs bool
	for f := range st.Fields() {
		switch f.Name() {
		case "Type":
			typ = isString(f.Type())
		case "Properties":
			m, ok := f.Type().Underlying().(*types.Map)
			props = ok && isString(m.Key()) || isEmptyInterface(f.Type())
		case "Required":
			required = isStringSlice(f.Type())
		default:
			if m, ok := f.Type().Underlying().(*types.Map); ok && isString(m.Key()) && isParamSpec(m.Elem()) {
				specs = true
			}
		}
	}
	return typ && (props && (required || !anyProps(st)) || specs)
}

// anyProps reports whether a struct's Properties field is of type any.
func anyProps(st *types.Struct) bool {
	for f := range st.Fields() {
		if f.Name() == "Properties" {
			return isEmptyInterface(f.Type())
		}
	}
	return false
}

// isParamSpec reports whether t is a framework's own description of one
// parameter, the values of a map from parameter names: a struct with a
// Type field and a string Description field (ParameterSpec{Type,
// Description, Required}).
func isParamSpec(t types.Type) bool {
	st := structOf(t)
	if st == nil {
		return false
	}
	var typ, desc bool
	for field := range st.Fields() {
		switch field.Name() {
		case "Type": // a string, or any for a union of types
			typ = true
		case "Description":
			desc = isString(field.Type())
		}
	}
	return typ && desc
}

// takesArguments reports whether a method that returns no error takes
// the model's arguments as JSON does (Execute(ctx, args map[string]any)
// *ToolResult): a result of its own then carries the failure.
func takesArguments(sig *types.Signature) bool {
	in := argumentsParam(sig)
	return sig.Results().Len() > 0 && (takesJSON(sig) || takesJSONText(sig) || in >= 0 && isCallStruct(sig.Params().At(in).Type()))
}

// takesJSONText reports whether a function's last parameter is a string
// named for the call's arguments (Execute(ctx, state, parameters string)):
// the model's JSON, undecoded.
func takesJSONText(sig *types.Signature) bool {
	in := argumentsParam(sig)
	if in < 0 || in != sig.Params().Len()-1 {
		return false
	}
	p := sig.Params().At(in)
	if b, ok := p.Type().(*types.Basic); !ok || b.Kind() != types.String {
		return false
	}
	return argumentNames[strings.ToLower(p.Name())]
}

// argumentNames name a string parameter holding a tool call's arguments.
var argumentNames = map[string]bool{
	"parameters": true, "params": true, "args": true, "arguments": true, "argsjson": true, "inputjson": true, "rawargs": true, "jsonargs": true,
}

func isStringSlice(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	return ok && isString(s.Elem())
}

// seesOwn reports whether the package or one it imports declares a tool
// type, and exports the package fact if so.
func (f *finder) seesOwn(local map[*types.TypeName]*ToolType) bool {
	sees := len(local) > 0
	for _, imp := range f.pass.Pkg.Imports() {
		if sees {
			break
		}
		sees = f.pass.ImportPackageFact(imp, new(OwnToolTypes))
	}
	if sees {
		f.pass.ExportPackageFact(new(OwnToolTypes))
	}
	return sees
}

// toolType returns the tool type of tn, declared here or imported.
func (f *finder) toolType(tn *types.TypeName, local map[*types.TypeName]*ToolType) *ToolType {
	if tn == nil {
		return nil
	}
	if tn.Pkg() == f.pass.Pkg {
		return local[tn]
	}
	tt := new(ToolType)
	if f.pass.ImportObjectFact(tn, tt) {
		return tt
	}
	return nil
}

// findOwn declares the tools of the tool types this package sees: one
// per type implementing a tool interface of this package or of one it
// imports, one per literal of a tool struct with a constant name (one per
// row of a table a loop turns into such literals), and one per call of a
// constructor of a tool type (an OwnLayer) with a constant name. It drops
// the framework tools that are conversions, local or of an imported tool
// type, and the types that constructors make, which are templates.
func (f *finder) findOwn(local map[*types.TypeName]*ToolType) {
	var templates map[*types.TypeName]bool
	if f.seesOwn(local) {
		f.findImplementers(local)
		f.findOwnLiterals(local)
		var layers map[*types.Func]*OwnLayer
		layers, templates = f.learnOwnLayers(local)
		f.applyOwnLayers(layers)
		f.applyFieldLayers()
	}
	f.findShapedTypes()
	f.dropTemplates(templates)
	converts := make(map[*Tool]bool)
	for _, t := range f.tools {
		// Its name read from a tool type's value, the literal converts
		// tools declared elsewhere, even where the field's only constant
		// in the package gives it a name (Decl{Name: spawnName} here too).
		// A named function or method bound as its handler makes it a
		// declaration whose name is read at run time, not a conversion:
		// functiontool.New(Config{Name: def.Name}, createThread).
		ownHandler := t.Handler != nil && t.Handler.Func != nil
		if t.Framework != Own && t.NameExpr != nil && !ownHandler && f.readsOwn(t.NameExpr, local) {
			converts[t] = true
		}
	}
	f.dropTools(converts)
}

// findImplementers declares a tool for each type of this package that
// implements a tool interface of this package or of one it imports.
func (f *finder) findImplementers(local map[*types.TypeName]*ToolType) {
	for _, p := range append([]*types.Package{f.pass.Pkg}, f.pass.Pkg.Imports()...) {
		if p != f.pass.Pkg && !f.pass.ImportPackageFact(p, new(OwnToolTypes)) {
			continue
		}
		scope := p.Scope()
		for _, name := range scope.Names() {
			tn, ok := scope.Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			iface, ok := tn.Type().Underlying().(*types.Interface)
			if !ok {
				continue
			}
			if tt := f.toolType(tn, local); tt != nil {
				for _, impl := range f.implementers(iface) {
					f.implementedTool(impl, tn, tt)
				}
			}
		}
	}
}

// findShapedTypes declares a tool for each type of this package whose own
// methods have a tool interface's shape (see methodsShape): its package
// need not see the interface, which a package importing both may
// register it as.
func (f *finder) findShapedTypes() {
	scope := f.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || types.IsInterface(tn.Type()) {
			continue
		}
		if named, ok := tn.Type().(*types.Named); !ok || named.TypeParams().Len() > 0 || named.NumMethods() < 3 {
			continue
		}
		if tt := methodsShape(methodsOf(tn)); tt != nil {
			f.implementedTool(tn, tn, tt)
		}
	}
}

// readsOwn reports whether a framework tool's name is read from a value
// of a tool type: a conversion of tools declared elsewhere.
func (f *finder) readsOwn(e ast.Expr, local map[*types.TypeName]*ToolType) bool {
	if sel, ok := ast.Unparen(e).(*ast.SelectorExpr); ok {
		// d.Name, before it resolves to the field's one constant, with d
		// a tool type or what a tool interface's method returns
		// (d := t.Declaration()).
		if f.toolType(structTypeName(f.pass.TypesInfo.TypeOf(sel.X)), local) != nil {
			return true
		}
		if call, ok := f.resolve(sel.X).(*ast.CallExpr); ok {
			if itn, _ := f.interfaceMethod(call); f.toolType(itn, local) != nil {
				return true
			}
		}
	}
	switch src := f.resolve(e).(type) {
	case *ast.SelectorExpr:
		return f.toolType(structTypeName(f.pass.TypesInfo.TypeOf(src.X)), local) != nil
	case *ast.CallExpr:
		itn, _ := f.interfaceMethod(src)
		return f.toolType(itn, local) != nil
	case *ast.Ident:
		tn, _ := f.rangedMap(src)
		return f.toolType(tn, local) != nil
	}
	return false
}

func (f *finder) dropTools(drop map[*Tool]bool) {
	if len(drop) == 0 {
		return
	}
	f.tools = slices.DeleteFunc(f.tools, func(t *Tool) bool {
		if drop[t] {
			delete(f.byDecl, t.Decl)
			return true
		}
		return false
	})
}

// sameNamedReturn returns the first of the literals a declaration method
// returns on its paths (one per configuration: with or without a fixed
// repository) when every return is a literal and all give the same
// constant name: one tool, declared by the first.
func (f *finder) sameNamedReturn(fn *types.Func, nameField string) (lits []*ast.CompositeLit) {
	decl := f.funcDecl(fn)
	if decl == nil || decl.Body == nil {
		return nil
	}
	name := ""
	for _, r := range returnedAll(decl.Body) {
		lit, ok := f.resolve(r).(*ast.CompositeLit)
		if !ok {
			return nil
		}
		n, ok := f.constString(keyed(lit, nameField))
		if !ok || len(lits) > 0 && n != name {
			return nil
		}
		name = n
		lits = append(lits, lit)
	}
	return lits
}

// implementedTool declares the tool of impl, a type of this package that
// implements the tool interface itn: named by what its methods return,
// handled by its run method.
func (f *finder) implementedTool(impl *types.TypeName, itn *types.TypeName, tt *ToolType) {
	var decl ast.Node
	var name, desc, schema ast.Expr
	var variants []*ast.CompositeLit // the other paths' declarations of the same tool
	if tt.Decl != "" {
		lit, ok := f.methodReturn(impl, tt.Decl).(*ast.CompositeLit)
		if !ok {
			if lits := f.sameNamedReturn(f.method(impl, tt.Decl), tt.Name); len(lits) > 0 {
				lit, ok, variants = lits[0], true, lits[1:]
			}
		}
		if !ok {
			return // a method that builds its value elsewhere: nothing to read
		}
		decl, name, desc = lit, keyed(lit, tt.Name), keyed(lit, tt.Description)
		if tt.Schema != "" {
			schema = keyed(lit, tt.Schema)
		}
	} else {
		id := f.typeNameIdent(impl)
		if id == nil {
			return
		}
		decl, name, desc = id, f.methodReturn(impl, tt.Name), f.methodReturn(impl, tt.Description)
		if tt.Schema != "" {
			schema = f.schemaReturn(impl, tt.Schema)
		}
		// Methods of an embedded base that read its fields: what the
		// type's literal stores there names the tool.
		if v := f.fieldMethodReturn(impl, tt.Name); v != nil {
			name = v
		}
		if v := f.fieldMethodReturn(impl, tt.Description); v != nil {
			desc = v
		}
		if v := f.fieldMethodReturn(impl, tt.Schema); tt.Schema != "" && v != nil {
			schema = v
		}
	}
	if decl == nil {
		return
	}
	t := &Tool{Framework: Own, Via: typeRef(itn), Decl: decl, NameExpr: name}
	t.Name, _ = f.constString(name)
	t.Description = f.description(desc)
	t.Params = f.schemaParams(schema)
	t = f.add(t)
	for _, v := range variants {
		if old := f.byDecl[v]; old != nil && old != t {
			f.tools = slices.DeleteFunc(f.tools, func(x *Tool) bool { return x == old })
		}
		f.byDecl[v] = t
	}
	if run := f.method(impl, tt.Run); run != nil && t.Handler == nil && tt.Run != "" && tt.RunReturns {
		t.Handler = f.returnedHandler(run)
	} else if run != nil && t.Handler == nil && tt.Run != "" {
		t.Handler = f.funcHandler(run, argumentsParam(run.Signature()))
		if r := ownErrorResult(run.Signature()); r != nil {
			t.own = []ErrorResult{*r}
		}
	}
}

// returnedHandler is the handler that run, a method of no parameters,
// returns: the function literal of its one return, the closure of a
// factory (Handler.Factory), or nil.
func (f *finder) returnedHandler(run *types.Func) *Handler {
	lit, ok := ast.Unparen(f.returned(run)).(*ast.FuncLit)
	if !ok {
		return nil
	}
	sig, ok := f.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	if !ok {
		return nil
	}
	in := returnedArgs(sig)
	if in < 0 {
		in = argumentsParam(sig)
	}
	return &Handler{Factory: run, Lit: lit, Input: in}
}

// findOwnLiterals declares a tool at each literal of a tool struct with a
// constant name (its name field, or the key of the map literal holding
// it), bound to the handler in its function field.
func (f *finder) findOwnLiterals(local map[*types.TypeName]*ToolType) {
	mapKeys := make(map[ast.Node]ast.Expr)
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		if isMapLit(f.pass.TypesInfo, lit) {
			for _, elt := range lit.Elts {
				if kv, ok := elt.(*ast.KeyValueExpr); ok {
					v := ast.Unparen(kv.Value)
					if u, ok := v.(*ast.UnaryExpr); ok {
						v = ast.Unparen(u.X)
					}
					mapKeys[v] = kv.Key
				}
			}
			return
		}
		tn := structTypeName(f.pass.TypesInfo.TypeOf(lit))
		tt := f.toolType(tn, local)
		if tt == nil || tt.Interface {
			return
		}
		name := mapKeys[lit]
		if tt.Name != "" {
			name = keyed(lit, tt.Name)
		}
		if name == nil {
			return
		}
		if rows := f.tableRows(name); rows != nil && tt.Name != "" {
			for _, row := range rows {
				f.ownLiteral(lit, tn, tt, name, row)
			}
			return
		}
		f.ownLiteral(lit, tn, tt, name, nil)
	})
}

// ownLiteral declares the tool of lit, a literal of the tool struct tn
// whose name is name, or, in a loop over a table, of one row of the
// table, unless its name is not a constant.
func (f *finder) ownLiteral(lit *ast.CompositeLit, tn *types.TypeName, tt *ToolType, name ast.Expr, row *tableRow) {
	field := func(name string) ast.Expr {
		e := keyed(lit, name)
		if row == nil || e == nil {
			return e
		}
		return row.value(f, e)
	}
	var decl ast.Node = lit
	if row != nil {
		decl, name = row.lit, row.value(f, name)
		if name == nil {
			return
		}
	}
	t := &Tool{Framework: Own, Via: typeRef(tn), Decl: decl, NameExpr: name}
	var ok bool
	if t.Name, ok = f.constString(name); !ok {
		return // a copy of a tool declared elsewhere
	}
	if tt.Description != "" {
		t.Description = f.description(field(tt.Description))
	}
	if tt.Schema != "" {
		t.Params = f.schemaParams(field(tt.Schema))
	}
	t = f.add(t)
	if tt.Run == "" || t.Handler != nil {
		return
	}
	if h := field(tt.Run); h != nil {
		if sig, ok := f.pass.TypesInfo.TypeOf(h).Underlying().(*types.Signature); ok {
			t.Handler = f.handler(h, argumentsParam(sig))
			if r := ownErrorResult(sig); r != nil {
				t.own = []ErrorResult{*r}
			}
		}
	}
}

// typeRef names a type as its package's code would: pkg.Type.
func typeRef(tn *types.TypeName) string {
	if tn.Pkg() == nil {
		return tn.Name()
	}
	return tn.Pkg().Name() + "." + tn.Name()
}

// bindHeldTools binds the handler of each literal of a program struct
// that holds a framework tool with no handler (dispatch-style SDKs:
// ToolDefinition{Schema: openai.Tool{...}, Function: writeFile}) and one
// function field returning an error: the program dispatches to that
// function by the tool's name.
func (f *finder) bindHeldTools() {
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		tn := structTypeName(f.pass.TypesInfo.TypeOf(lit))
		if tn == nil || tn.Pkg() == nil || InFramework(tn.Pkg().Path()) {
			return
		}
		run := funcField(tn)
		if run == "" {
			run = argumentsField(tn)
		}
		if run == "" {
			return
		}
		h := keyed(lit, run)
		if h == nil {
			return
		}
		sig, ok := f.pass.TypesInfo.TypeOf(h).Underlying().(*types.Signature)
		if !ok {
			return
		}
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok || kv.Value == h {
				continue
			}
			if t := f.heldTool(kv.Value); t != nil && t.Handler == nil && !t.BodyOnly && holdsHandler(t, sig) {
				t.Handler = f.handler(h, argumentsParam(sig))
			}
		}
	})
}

// holdsHandler reports whether a function of the signature, held beside
// t's declaration, is its handler: t's framework has no handler API
// (dispatch frameworks, an application's wire type), or the function
// takes the framework's own request and answers with a result of the
// program's (Handler func(ctx, mcp.CallToolRequest) (*Result, error)
// beside Metadata built with mcp.NewTool, registered through a wrapper
// that calls the field and converts its result). A function of the
// framework's handler type is the framework's to bind: a struct holding
// one beside a tool binds it only where it reaches the framework
// (Carrier).
func holdsHandler(t *Tool, sig *types.Signature) bool {
	if isDispatch(t.Framework) || t.Framework == Neutral {
		return true
	}
	in := argumentsParam(sig)
	if in < 0 || sig.Results().Len() == 0 {
		return false
	}
	fromFramework := func(typ types.Type) bool {
		if p, ok := typ.(*types.Pointer); ok {
			typ = p.Elem()
		}
		n, ok := types.Unalias(typ).(*types.Named)
		return ok && n.Obj().Pkg() != nil && InFramework(n.Obj().Pkg().Path())
	}
	return fromFramework(sig.Params().At(in).Type()) && !fromFramework(sig.Results().At(0).Type())
}

// argumentsField returns the struct's only function field that takes a
// call's arguments undecoded (Run ToolFunc, a func(ctx ToolContext,
// input json.RawMessage) ToolOut), or "".
func argumentsField(tn *types.TypeName) string {
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	found := ""
	for field := range st.Fields() {
		if sig, ok := field.Type().Underlying().(*types.Signature); ok && takesJSON(sig) {
			if found != "" {
				return ""
			}
			found = field.Name()
		}
	}
	return found
}

// isDispatch reports whether tools of the framework may have no handler
// API, so that the program's own struct is what binds one.
func isDispatch(fw Framework) bool {
	a := adapterOf(fw)
	return a != nil && a.dispatch
}

// heldTool returns the tool declared by e or by the literal of a
// framework type that e is and that holds the declaration
// (openai.Tool{Function: &openai.FunctionDefinition{...}}).
func (f *finder) heldTool(e ast.Expr) *Tool {
	if t := f.toolAt(e); t != nil {
		return t
	}
	lit, ok := f.resolve(e).(*ast.CompositeLit)
	if !ok {
		return nil
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if t := f.toolAt(kv.Value); t != nil {
				return t
			}
		}
	}
	return nil
}

// schemaField returns the field of a declaration struct that holds its
// parameters, for a conversion that reaches the schema where no read of
// the field can be followed (marshalled to JSON, built in a loop): a list
// in a struct of the application's own ([]Param, each with a Name), or a
// JSON schema held undecoded (map[string]any, json.RawMessage) in a field
// named for one (InputSchema, Parameters); or "".
func schemaField(tn *types.TypeName) string {
	st, ok := tn.Type().Underlying().(*types.Struct)
	if !ok {
		return ""
	}
	for field := range st.Fields() {
		if sl, ok := field.Type().Underlying().(*types.Slice); ok {
			elem := sl.Elem()
			if p, ok := elem.Underlying().(*types.Pointer); ok {
				elem = p.Elem()
			}
			if es := structOf(elem); es != nil && hasStringField(es, "Name") {
				return field.Name()
			}
		}
	}
	for field := range st.Fields() {
		name := strings.ToLower(field.Name())
		if isJSONArgs(field.Type()) && (strings.Contains(name, "schema") || strings.HasPrefix(name, "param")) {
			return field.Name()
		}
	}
	return ""
}

func hasStringField(st *types.Struct, name string) bool {
	for field := range st.Fields() {
		if field.Name() == name && isString(field.Type()) {
			return true
		}
	}
	return false
}
