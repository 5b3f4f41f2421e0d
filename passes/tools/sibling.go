package tools

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
)

// linkSiblingRunners links the tools that an application declares in a
// method of its own tool type, and runs in another method of that type:
//
//	func (t *CreateEventTool) Definition() llms.Tool { return llms.Tool{Function: &llms.FunctionDefinition{Name: "CreateCalendarEvent", ...}} }
//	func (t *CreateEventTool) Execute(ctx context.Context, call llms.ToolCall) (*llms.MessageContent, error) { ... }
//
// Its registry converts every tool to the SDK through its own interface
// and runs the one the model names through the same interface, so no
// dispatch on the name is written anywhere. The declaring method must
// declare one tool and no handler, and the type must have exactly one
// other method of this package that runs: named like a runner, taking a
// context first and the call's arguments after it; or, failing that,
// exactly one named like a runner that makes the handler and returns it
// (Handler(m *Manager) server.ToolHandlerFunc).
func (f *finder) linkSiblingRunners() {
	if !slices.ContainsFunc(f.tools, func(t *Tool) bool { return t.Handler == nil && !t.BodyOnly }) {
		return
	}
	// The declarations written here, in source order, so that the tools
	// of each method are a range found by binary search.
	var decls []*Tool
	for _, t := range f.tools {
		if t.Decl != nil && !t.BodyOnly && t.Origin == nil {
			decls = append(decls, t)
		}
	}
	slices.SortFunc(decls, func(a, b *Tool) int { return cmp.Compare(a.Decl.Pos(), b.Decl.Pos()) })
	for _, file := range f.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Recv == nil || decl.Body == nil {
				continue
			}
			i, _ := slices.BinarySearchFunc(decls, decl.Body.Pos(), func(t *Tool, p token.Pos) int { return cmp.Compare(t.Decl.Pos(), p) })
			if i == len(decls) || decls[i].Decl.End() > decl.Body.End() || decls[i].Handler != nil ||
				i+1 < len(decls) && decls[i+1].Decl.Pos() < decl.Body.End() {
				continue // no tool in the method, a linked one, or more than one
			}
			m, _ := f.pass.TypesInfo.Defs[decl.Name].(*types.Func)
			if m == nil {
				continue
			}
			if run, in := f.siblingRunner(m); run != nil {
				f.bind(decls[i], f.funcHandler(run, in))
			} else if ret := f.siblingFactory(m); ret != nil {
				f.bind(decls[i], f.handler(ret, f.inputOf(ret)))
			}
		}
	}
}

// runnerNames are the names of the method that runs a tool.
var runnerNames = []string{"Execute", "Run", "Call", "Invoke", "Handle", "Exec", "Do", "Process", "Perform", "Handler"}

// siblingRunner returns the one method of m's receiver type, declared in
// this package, that runs the tool, and the index of its last parameter,
// which carries the call's arguments.
func (f *finder) siblingRunner(m *types.Func) (*types.Func, int) {
	named := receiverNamed(m)
	if named == nil || named.Obj().Pkg() != f.pass.Pkg {
		return nil, -1
	}
	var found *types.Func
	for i := range named.NumMethods() {
		fn := named.Method(i)
		sig := fn.Signature()
		if fn == m || !slices.Contains(runnerNames, fn.Name()) || sig.Params().Len() < 2 || !isContext(sig.Params().At(0).Type()) ||
			sig.Results().Len() == 0 || f.funcDecl(fn) == nil {
			continue
		}
		if found != nil {
			return nil, -1
		}
		found = fn
	}
	if found == nil {
		return nil, -1
	}
	return found, found.Signature().Params().Len() - 1
}

// siblingFactory returns the handler that the one method of m's receiver
// type named like a runner returns, when that method makes the handler
// rather than runs the call (func (*PlaceOrderTool) Handler(manager
// *Manager) server.ToolHandlerFunc { return func(ctx, req) ... }): the
// registry adds each tool with AddTool(t.Tool(), t.Handler(manager)).
// Nil otherwise.
func (f *finder) siblingFactory(m *types.Func) ast.Expr {
	named := receiverNamed(m)
	if named == nil || named.Obj().Pkg() != f.pass.Pkg {
		return nil
	}
	var found *types.Func
	for i := range named.NumMethods() {
		fn := named.Method(i)
		sig := fn.Signature()
		if fn == m || !slices.Contains(runnerNames, fn.Name()) || sig.Results().Len() != 1 {
			continue
		}
		h, ok := sig.Results().At(0).Type().Underlying().(*types.Signature)
		if !ok || h.Params().Len() < 2 || !isContext(h.Params().At(0).Type()) {
			continue
		}
		if found != nil {
			return nil
		}
		found = fn
	}
	if found == nil {
		return nil
	}
	return f.returned(found)
}

// receiverNamed returns the named type of a method's receiver, through a
// pointer, or nil.
func receiverNamed(m *types.Func) *types.Named {
	recv := m.Signature().Recv()
	if recv == nil {
		return nil
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, _ := t.(*types.Named)
	return named
}

// linkFieldRunners links the tools that an application declares in one
// field of a struct literal of its own tool record and runs through a
// function in another field of it:
//
//	Tool{Decl: &genai.FunctionDeclaration{Name: "add_todo", ...}, Run: func(ctx context.Context, args map[string]any) (string, error) { ... }}
//
// Its dispatch finds the record by the name the model sends and calls its
// function (tool.Run(ctx, call.Args)), so no handler API and no dispatch on
// the name is written anywhere. The function field must be one this
// package calls through the record's type, and the literal must set
// exactly one such field: a record with Run and Propose, each set by
// other tools, links the one each literal sets. Only tools of a
// framework with no handler API (genai, openai-go, the application's own
// and neutral types) are linked so: an MCP server's record of a tool and
// a handler factory is bound where it registers them (carriers).
func (f *finder) linkFieldRunners() {
	if !slices.ContainsFunc(f.tools, func(t *Tool) bool { return t.Handler == nil && !t.BodyOnly }) {
		return
	}
	called := make(map[*types.Var]bool)
	f.preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		sel, ok := ast.Unparen(n.(*ast.CallExpr).Fun).(*ast.SelectorExpr)
		if !ok {
			return
		}
		if s := f.pass.TypesInfo.Selections[sel]; s != nil && s.Kind() == types.FieldVal {
			if v, ok := s.Obj().(*types.Var); ok && v.Pkg() == f.pass.Pkg {
				called[v] = true
			}
		}
	})
	if len(called) == 0 {
		return
	}
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		if t := f.pass.TypesInfo.TypeOf(lit); t == nil {
			return
		} else if _, ok := t.Underlying().(*types.Struct); !ok {
			return
		}
		// The runner first, so that a literal with none, as most are,
		// costs no resolution of its values.
		var run ast.Expr
		var others []ast.Expr
		for _, elt := range lit.Elts {
			kv, ok := elt.(*ast.KeyValueExpr)
			if !ok {
				return
			}
			key, ok := kv.Key.(*ast.Ident)
			if !ok {
				return
			}
			if field, ok := f.pass.TypesInfo.ObjectOf(key).(*types.Var); ok && called[field] && isFuncTyped(field) {
				if run != nil {
					return // Run and Propose both set: no one runner
				}
				run = kv.Value
				continue
			}
			others = append(others, kv.Value)
		}
		if run == nil {
			return
		}
		var tool *Tool
		for _, v := range others {
			if t := f.toolAt(v); t != nil {
				if tool != nil && tool != t {
					return // two tools in one record
				}
				tool = t
			}
		}
		if tool == nil || tool.Handler != nil || tool.BodyOnly ||
			!(isDispatch(tool.Framework) || tool.Framework == Neutral || tool.Framework == Own) || !runsCall(f.pass.TypesInfo.TypeOf(run)) {
			return // a framework with a handler API binds its handlers itself
		}
		f.bind(tool, f.handler(run, f.inputOf(run)))
	})
}

// runsCall reports whether t is a function that can run a call: it takes
// the call's arguments and returns a result, not another function (a
// factory).
func runsCall(t types.Type) bool {
	if t == nil {
		return false
	}
	sig, ok := t.Underlying().(*types.Signature)
	if !ok || sig.Params().Len() == 0 || sig.Results().Len() == 0 {
		return false
	}
	for v := range sig.Results().Variables() {
		if _, ok := v.Type().Underlying().(*types.Signature); ok {
			return false
		}
	}
	return true
}
