package tools

import (
	"go/ast"
	"go/types"
)

// linkReturnedPairs links a tool to the handler returned beside it: a
// function of this package that returns a tool declaration and its
// handler in one return statement,
//
//	func CreateBuild() (mcp.Tool, mcp.ToolHandlerFor[CreateBuildArgs, any]) {
//		return mcp.Tool{Name: "create_build", ...}, func(ctx context.Context, ...) { ... }
//	}
//
// pairs them itself, whatever registers the pair later: t, h :=
// CreateBuild(); mcp.AddTool(s, &t, h), or a generic helper that calls
// the factory it is given and stores a closure doing so. The return
// statement is the evidence; where the pair is registered, in a helper
// that sees only type parameters, says nothing more. So does a returned
// literal of a program struct holding both (return ToolDefinition{Tool:
// tool, Handler: handler}, which a registry of another package
// registers in a loop: s.AddTool(d.Tool, d.Handler)); a literal kept
// otherwise (a lookalike, an element of a list this package registers
// itself) is left to what registers it. Only a tool no registration
// linked yet is paired, and only with a value of a framework's handler
// type.
func (f *finder) linkReturnedPairs() {
	if len(f.tools) == 0 {
		return
	}
	hooks := f.handlerHooks()
	if len(hooks) == 0 {
		return
	}
	info := f.pass.TypesInfo
	pair := func(vals []ast.Expr) {
		for i, res := range vals {
			t := f.toolAt(res)
			if t == nil || t.Handler != nil || t.BodyOnly {
				continue
			}
			for j, other := range vals {
				if j == i {
					continue
				}
				if _, in, ok := handlerType(info.TypeOf(other), hooks); ok {
					if h := f.handler(other, in); h != nil {
						f.bind(t, h)
						break
					}
				}
			}
		}
	}
	for _, file := range f.pass.Files {
		eachReturn(file, func(_ *ast.ReturnStmt, results []ast.Expr) {
			if len(results) > 1 {
				pair(results)
			}
			for _, res := range results {
				pair(f.heldValues(res))
			}
		})
	}
}

// heldValues returns the keyed values of e when it is a literal of a
// program struct, not a framework's.
func (f *finder) heldValues(e ast.Expr) []ast.Expr {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok {
		return nil
	}
	tn := structTypeName(f.pass.TypesInfo.TypeOf(lit))
	if tn == nil || tn.Pkg() == nil || InFramework(tn.Pkg().Path()) {
		return nil
	}
	var vals []ast.Expr
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			vals = append(vals, kv.Value)
		}
	}
	return vals
}

// eachReturn calls visit with each return statement in file and the
// values it returns: a bare return returns its function's named results
// (tool = mcp.NewTool(...); handler = func(...) {...}; return).
func eachReturn(file *ast.File, visit func(*ast.ReturnStmt, []ast.Expr)) {
	var walk func(body *ast.BlockStmt, named []ast.Expr)
	walk = func(body *ast.BlockStmt, named []ast.Expr) {
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncLit:
				walk(n.Body, namedResults(n.Type))
				return false
			case *ast.ReturnStmt:
				if len(n.Results) == 0 {
					visit(n, named)
				} else {
					visit(n, n.Results)
				}
			}
			return true
		})
	}
	for _, d := range file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			walk(fd.Body, namedResults(fd.Type))
		}
	}
}

// namedResults returns the names of a function's results, or nil when
// they are not named.
func namedResults(ft *ast.FuncType) []ast.Expr {
	if ft.Results == nil {
		return nil
	}
	var out []ast.Expr
	for _, field := range ft.Results.List {
		if len(field.Names) == 0 {
			return nil
		}
		for _, name := range field.Names {
			out = append(out, name)
		}
	}
	return out
}

// pairRegistered links an own tool that has no handler to the function a
// call registers it with: r.MustRegister(tools.CreateReminderTool,
// tools.HandleCreateReminder), where the tool is a literal of the
// program's tool type (here, or held by an imported package's variable
// that its DispatchedTools fact lists) and the function looks like a
// handler (it takes the call's input and returns an error last). The
// call pairs exactly one such tool with exactly one such function; a
// tool so paired in an importer is declared there, at the call, and a
// dispatch on its name elsewhere in the package (a switch that sorts
// the calls) no longer declares it.
func (f *finder) pairRegistered() {
	imported := f.importedDispatched()
	byHolder := make(map[types.Object]dispatchedIn)
	for _, d := range imported {
		if obj := d.pkg.Scope().Lookup(d.decl.Holder); obj != nil {
			byHolder[obj] = d
		}
	}
	unbound := false
	for _, t := range f.tools {
		unbound = unbound || t.Framework == Own && t.Handler == nil
	}
	if len(byHolder) == 0 && !unbound {
		return
	}
	info := f.pass.TypesInfo
	f.preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		var local *Tool
		var held *dispatchedIn
		var toolArg, handlerArg ast.Expr
		tools, handlers := 0, 0
		for _, a := range call.Args {
			if obj := usedObject(info, a); obj != nil {
				if d, ok := byHolder[obj]; ok {
					held, toolArg = &d, a
					tools++
					continue
				}
			}
			if t := f.toolAt(a); t != nil && t.Framework == Own && t.Handler == nil {
				local, toolArg = t, a
				tools++
				continue
			}
			if handlerLike(info.TypeOf(a)) {
				handlerArg = a
				handlers++
			}
		}
		if tools != 1 || handlers != 1 {
			return
		}
		t := local
		if held != nil {
			if t = f.declareDispatched(*held, toolArg); t == nil {
				return
			}
		}
		if h := f.handler(handlerArg, f.inputOf(handlerArg)); h != nil {
			f.bind(t, h)
			if f.paired == nil {
				f.paired = make(map[string]bool)
			}
			f.paired[t.Name] = true
		}
	})
}

// usedObject returns the package-level object e names (tools.X, X).
func usedObject(info *types.Info, e ast.Expr) types.Object {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return info.Uses[x]
	case *ast.SelectorExpr:
		return info.Uses[x.Sel]
	}
	return nil
}

// handlerLike reports whether t is a function that takes the call's
// input and returns an error last: a handler of the program's own type.
func handlerLike(t types.Type) bool {
	if t == nil {
		return false
	}
	sig, ok := t.Underlying().(*types.Signature)
	return ok && sig.Params().Len() > 0 && returnsError(sig)
}
