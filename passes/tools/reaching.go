package tools

import (
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/ast/astutil"
	"golang.org/x/tools/go/types/typeutil"
)

// A variable assigned more than once has no single value, but at one use
// the value is often plain from the code before it (C1 of the blind
// trial P):
//
//	var tool mcp.Tool
//	tool = mcp.NewTool("create_task", ...)
//	s.AddTool(tool, k.createTaskHandler)
//	tool = mcp.NewTool("update_task", ...)
//	s.AddTool(tool, k.updateTaskHandler)
//
// reaching finds the assignment that reaches a use in straight-line code:
// the last statement before the use, in its block or an enclosing one,
// that assigns the variable, with no statement in between that may
// assign it. The pass has no SSA form, so this is its syntactic
// equivalent for the one case it needs, and it gives up wherever control
// flow could bring another value: a loop whose body assigns the variable
// after the use (the back edge), a branch that assigns it, a closure that
// assigns it or uses it, a variable whose address is taken, a function
// with goto, a switch with fallthrough, a package-level variable.

// reachingInfo is what reaching needs to know once per variable.
type reachingInfo struct {
	unsafe   bool       // address taken, goto in the function, or not a local variable
	closures []ast.Node // function literals that assign the variable
}

// reaching returns the value the assignment that reaches id assigns, or
// nil when there is none that can be told from the syntax, or when it
// assigns no single expression (v, err := f() gives f()'s call, as index
// does).
func (f *finder) reaching(id *ast.Ident, obj types.Object) ast.Expr {
	if v, ok := f.reached[id]; ok {
		return v
	}
	v := f.reachingUncached(id, obj)
	if f.reached == nil {
		f.reached = make(map[*ast.Ident]ast.Expr)
	}
	f.reached[id] = v
	return v
}

func (f *finder) reachingUncached(id *ast.Ident, obj types.Object) ast.Expr {
	v, ok := obj.(*types.Var)
	if !ok || v.Parent() == nil || v.Parent() == v.Pkg().Scope() {
		return nil // a package-level variable: any function may assign it
	}
	file := f.fileOf(id.Pos())
	if file == nil {
		return nil
	}
	path, _ := astutil.PathEnclosingInterval(file, id.Pos(), id.End())
	if len(path) < 2 {
		return nil
	}
	ri := f.reachingFacts(obj, path)
	if ri.unsafe {
		return nil
	}
	for _, lit := range ri.closures {
		if !(lit.Pos() <= id.Pos() && id.End() <= lit.End()) {
			return nil // another function literal assigns it: whenever it runs
		}
	}
	info := f.pass.TypesInfo
	for i := 0; i+1 < len(path); i++ {
		child, parent := path[i], path[i+1]
		var stmts []ast.Stmt
		switch p := parent.(type) {
		case *ast.FuncDecl, *ast.FuncLit, *ast.File, *ast.GenDecl:
			// Declared outside the use's function, or not assigned
			// before it in its function: a parameter, a zero value.
			return nil
		case *ast.BlockStmt:
			if i+2 < len(path) {
				switch path[i+2].(type) {
				case *ast.SwitchStmt, *ast.TypeSwitchStmt, *ast.SelectStmt:
					// The clauses of a switch: the others do not run
					// before this one, unless it falls through.
					if hasFallthrough(p) {
						return nil
					}
					continue
				}
			}
			stmts = p.List
		case *ast.CaseClause:
			stmts = p.Body
		case *ast.CommClause:
			if p.Comm != nil && p.Comm != child && assigns(info, p.Comm, obj) {
				return nil
			}
			stmts = p.Body
		case *ast.ForStmt, *ast.RangeStmt:
			// Out of a loop with no assignment before the use in its body:
			// any assignment in the loop reaches the use on the next turn.
			if assigns(info, parent, obj) {
				return nil
			}
			continue
		case *ast.IfStmt:
			if (p.Init != nil && p.Init != child && assigns(info, p.Init, obj)) ||
				(p.Cond != child && assigns(info, p.Cond, obj)) {
				return nil
			}
			continue
		case *ast.SwitchStmt:
			if p.Init != nil && p.Init != child && assigns(info, p.Init, obj) {
				return nil
			}
			continue
		case *ast.TypeSwitchStmt:
			if (p.Init != nil && p.Init != child && assigns(info, p.Init, obj)) ||
				(p.Assign != child && assigns(info, p.Assign, obj)) {
				return nil
			}
			continue
		default:
			// An expression or a simple statement around the use: what
			// it assigns it assigns after evaluating the use (v = g(v)),
			// or inside a function literal, which reachingFacts saw.
			continue
		}
		at := -1
		for j, s := range stmts {
			if s == child {
				at = j
				break
			}
		}
		for j := at - 1; j >= 0; j-- {
			if wrapsOnly(info, stmts[j], obj) {
				continue
			}
			if val, ok := directDef(info, stmts[j], obj); ok {
				return val
			}
			if assigns(info, stmts[j], obj) {
				return nil // in a branch, a loop, or more than once
			}
		}
	}
	return nil
}

// reachingFacts looks once at the function that declares obj (the
// outermost function in path).
func (f *finder) reachingFacts(obj types.Object, path []ast.Node) *reachingInfo {
	if ri, ok := f.reachingVars[obj]; ok {
		return ri
	}
	ri := &reachingInfo{}
	if f.reachingVars == nil {
		f.reachingVars = make(map[types.Object]*reachingInfo)
	}
	f.reachingVars[obj] = ri
	var fn ast.Node
	for _, n := range path {
		switch n.(type) {
		case *ast.FuncDecl, *ast.FuncLit:
			if n.Pos() <= obj.Pos() && obj.Pos() < n.End() {
				fn = n
			}
		}
	}
	if fn == nil {
		ri.unsafe = true
		return ri
	}
	info := f.pass.TypesInfo
	var lits []*ast.FuncLit
	ast.Inspect(fn, func(n ast.Node) bool {
		if n == nil {
			return true
		}
		switch n := n.(type) {
		case *ast.FuncLit:
			if n != fn && assigns(info, n.Body, obj) {
				lits = append(lits, n)
			}
		case *ast.BranchStmt:
			if n.Tok == token.GOTO {
				ri.unsafe = true
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && isIdentOf(info, n.X, obj) {
				ri.unsafe = true
			}
		case *ast.SelectorExpr:
			// A method with a pointer receiver called on the variable
			// may change it: tool.Set(...).
			if sel, ok := info.Selections[n]; ok && sel.Kind() == types.MethodVal && isIdentOf(info, n.X, obj) {
				if m, ok := sel.Obj().(*types.Func); ok {
					if recv := m.Signature().Recv(); recv != nil {
						if _, ptr := recv.Type().(*types.Pointer); ptr {
							if _, isPtr := obj.Type().Underlying().(*types.Pointer); !isPtr {
								ri.unsafe = true
							}
						}
					}
				}
			}
		}
		return true
	})
	for _, l := range lits {
		ri.closures = append(ri.closures, l)
	}
	return ri
}

// directDef reports whether s itself assigns obj, and the value it
// assigns (nil for a zero value or a value index does not follow).
// wrapsOnly reports whether a statement only wraps the handler obj
// holds in a middleware that a function value gives (h = s.mw(h), or
// if s.mw != nil { h = s.mw(h) }): a func(H) H that the program picks at
// run time, which still runs the handler it is given. A declared
// function's wrapping is decided by its Wraps fact instead.
func wrapsOnly(info *types.Info, s ast.Stmt, obj types.Object) bool {
	switch s := s.(type) {
	case *ast.IfStmt:
		if s.Init != nil || s.Else != nil || len(s.Body.List) == 0 || assigns(info, s.Cond, obj) {
			return false
		}
		for _, b := range s.Body.List {
			if !wrapsOnly(info, b, obj) {
				return false
			}
		}
		return true
	case *ast.AssignStmt:
		if s.Tok != token.ASSIGN || len(s.Lhs) != 1 || len(s.Rhs) != 1 || !isIdentOf(info, s.Lhs[0], obj) {
			return false
		}
		call, ok := ast.Unparen(s.Rhs[0]).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || !isIdentOf(info, call.Args[0], obj) {
			return false
		}
		if fn := typeutil.StaticCallee(info, call); fn != nil {
			return false
		}
		sig, ok := info.TypeOf(call.Fun).Underlying().(*types.Signature)
		if !ok || sig.Params().Len() != 1 || sig.Results().Len() != 1 {
			return false
		}
		in := sig.Params().At(0).Type()
		_, isFunc := in.Underlying().(*types.Signature)
		return isFunc && types.Identical(in, sig.Results().At(0).Type())
	}
	return false
}

func directDef(info *types.Info, s ast.Stmt, obj types.Object) (ast.Expr, bool) {
	switch s := s.(type) {
	case *ast.LabeledStmt:
		return directDef(info, s.Stmt, obj)
	case *ast.AssignStmt:
		for i, lhs := range s.Lhs {
			if !isIdentOf(info, lhs, obj) {
				continue
			}
			switch {
			case s.Tok != token.ASSIGN && s.Tok != token.DEFINE:
				return nil, true // v += x
			case len(s.Lhs) == len(s.Rhs):
				return s.Rhs[i], true
			case i == 0 && len(s.Rhs) == 1:
				return s.Rhs[0], true // v, err := f()
			}
			return nil, true
		}
	case *ast.DeclStmt:
		gd, ok := s.Decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.VAR {
			return nil, false
		}
		for _, spec := range gd.Specs {
			vs, ok := spec.(*ast.ValueSpec)
			if !ok {
				continue
			}
			for i, name := range vs.Names {
				if info.Defs[name] != obj {
					continue
				}
				if len(vs.Values) == len(vs.Names) {
					return vs.Values[i], true
				}
				return nil, true // var v T: the zero value
			}
		}
	}
	return nil, false
}

// assigns reports whether n may assign obj anywhere inside it.
func assigns(info *types.Info, n ast.Node, obj types.Object) bool {
	if n == nil {
		return false
	}
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				if isIdentOf(info, lhs, obj) {
					found = true
				}
			}
		case *ast.IncDecStmt:
			found = isIdentOf(info, n.X, obj)
		case *ast.RangeStmt:
			found = isIdentOf(info, n.Key, obj) || isIdentOf(info, n.Value, obj)
		case *ast.ValueSpec:
			for _, name := range n.Names {
				if info.Defs[name] == obj {
					found = true
				}
			}
		case *ast.UnaryExpr:
			found = n.Op == token.AND && isIdentOf(info, n.X, obj)
		}
		return !found
	})
	return found
}

func isIdentOf(info *types.Info, e ast.Expr, obj types.Object) bool {
	if e == nil {
		return false
	}
	id, ok := ast.Unparen(e).(*ast.Ident)
	return ok && info.ObjectOf(id) == obj
}

func hasFallthrough(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if b, ok := n.(*ast.BranchStmt); ok && b.Tok == token.FALLTHROUGH {
			found = true
		}
		_, lit := n.(*ast.FuncLit)
		return !found && !lit
	})
	return found
}

// fileOf returns the file of the package that holds pos, or nil.
func (f *finder) fileOf(pos token.Pos) *ast.File {
	for _, file := range f.pass.Files {
		if file.FileStart <= pos && pos < file.FileEnd {
			return file
		}
	}
	return nil
}
