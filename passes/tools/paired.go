package tools

import (
	"go/ast"
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
