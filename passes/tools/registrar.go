package tools

import (
	"fmt"
	"go/ast"
	"go/types"
)

// Registers is the fact of a function that keeps the handler it is
// given under the name of the tool it is given, as a server's own
// registry does (RegisterTool(tool Tool, handler ToolHandler) storing
// s.handlers[tool.Name] = handler): a call of it with a literal of a
// tool part that has no handler field declares that tool, handled by
// the call's handler. A function that takes both and keeps them some
// other way, or not at all (a lookalike's stub), says nothing.
type Registers struct{ Tool, Handler int }

func (*Registers) AFact() {}

func (r *Registers) String() string {
	return fmt.Sprintf("registers tool param %d with handler param %d", r.Tool, r.Handler)
}

// registers returns what fn, a function of the package or of an
// import, registers, or nil.
func (f *finder) registers(fn *types.Func) *Registers {
	if fn == nil {
		return nil
	}
	if fn.Pkg() != f.pass.Pkg {
		var r Registers
		if fn.Pkg() != nil && f.pass.ImportObjectFact(fn, &r) {
			return &r
		}
		return nil
	}
	return f.keepsByName(fn)
}

// exportRegisters exports the Registers fact of a function of the
// package.
func (f *finder) exportRegisters(fn *types.Func) {
	if r := f.keepsByName(fn); r != nil {
		f.pass.ExportObjectFact(fn, r)
		if named, ok := fn.Signature().Params().At(r.Handler).Type().(*types.Named); ok && named.Obj().Pkg() == f.pass.Pkg {
			f.pass.ExportObjectFact(named.Obj(), new(RegistryHandler))
			f.pass.ExportPackageFact(new(RegistryHandlers))
		}
	}
}

// RegistryHandler is the fact on a named function type of the program
// that a registry (a Registers fact) keeps as a tool's handler
// (type ToolHandler func(args map[string]any) (*ToolCallResult, error)):
// a function of that type, or a factory returning one, is a handler
// body as a framework's is, checked where it is written.
type RegistryHandler struct{}

func (*RegistryHandler) AFact() {}

func (*RegistryHandler) String() string { return "a registry's tool handler type" }

// RegistryHandlers is the fact on a package that declares a
// RegistryHandler type, so that importers look for one only there.
type RegistryHandlers struct{}

func (*RegistryHandlers) AFact() {}

func (*RegistryHandlers) String() string { return "registry handler types" }

// registryHooks returns a handler hook for each registry handler type of
// this package or of its imports.
func (f *finder) registryHooks() []*layerHooks {
	if f.registryHooksMemo != nil {
		return *f.registryHooksMemo
	}
	out := []*layerHooks{}
	f.registryHooksMemo = &out
	add := func(pkg *types.Package) {
		if !f.pass.ImportPackageFact(pkg, new(RegistryHandlers)) {
			return
		}
		for _, name := range pkg.Scope().Names() {
			tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
			if !ok || tn.IsAlias() {
				continue
			}
			if !f.pass.ImportObjectFact(tn, new(RegistryHandler)) {
				continue
			}
			sig, ok := tn.Type().Underlying().(*types.Signature)
			if !ok {
				continue
			}
			in := argumentsParam(sig)
			out = append(out, &layerHooks{framework: Neutral, handlerInput: func(s *types.Signature) (int, bool) {
				return in, types.Identical(s, sig)
			}})
		}
	}
	add(f.pass.Pkg)
	for _, imp := range f.pass.Pkg.Imports() {
		add(imp)
	}
	return out
}

// keepsByName reports which parameters of fn are a tool part (a struct
// with a string Name) and a handler (a function that returns an error)
// when fn's body stores the handler in a map under the tool's name, or
// hands both to a function that does.
func (f *finder) keepsByName(fn *types.Func) *Registers {
	decl := f.funcDecl(fn)
	if decl == nil || decl.Body == nil {
		return nil
	}
	sig := fn.Signature()
	tool, handler := -1, -1
	for i := range sig.Params().Len() {
		t := sig.Params().At(i).Type()
		if s, ok := t.Underlying().(*types.Signature); ok && returnsError(s) {
			handler = i
		} else if st := structOf(t); st != nil && describes(st) {
			tool = i
		}
	}
	if tool < 0 || handler < 0 {
		return nil
	}
	toolVar, handlerVar := sig.Params().At(tool), sig.Params().At(handler)
	info := f.pass.TypesInfo
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !f.registering[fn] {
			// A wrapper that hands both to a registry:
			// s.registry.RegisterTool(tool, handler).
			f.registering[fn] = true
			r := f.registers(f.callee(call))
			delete(f.registering, fn)
			if r != nil && r.Tool < len(call.Args) && r.Handler < len(call.Args) {
				t, ok1 := ast.Unparen(call.Args[r.Tool]).(*ast.Ident)
				h, ok2 := ast.Unparen(call.Args[r.Handler]).(*ast.Ident)
				if ok1 && ok2 && info.Uses[t] == toolVar && info.Uses[h] == handlerVar {
					found = true
				}
			}
			return !found
		}
		as, ok := n.(*ast.AssignStmt)
		if !ok || len(as.Lhs) != len(as.Rhs) {
			return !found
		}
		for i, lhs := range as.Lhs {
			idx, ok := ast.Unparen(lhs).(*ast.IndexExpr)
			if !ok {
				continue
			}
			key, ok := ast.Unparen(idx.Index).(*ast.SelectorExpr)
			if !ok || key.Sel.Name != "Name" {
				continue
			}
			owner, ok := ast.Unparen(key.X).(*ast.Ident)
			val, ok2 := ast.Unparen(as.Rhs[i]).(*ast.Ident)
			if ok && ok2 && info.Uses[owner] == toolVar && info.Uses[val] == handlerVar {
				found = true
			}
		}
		return !found
	})
	if !found {
		return nil
	}
	return &Registers{Tool: tool, Handler: handler}
}

// registryCall returns what the callee of call registers (a Registers
// fact) and the call's arguments without a method expression's receiver
// ((*Server).RegisterTool(s, tool, h)), or nil when it registers none or
// is given too few.
func (f *finder) registryCall(call *ast.CallExpr) (*Registers, []ast.Expr) {
	r := f.registers(f.callee(call))
	if r == nil {
		return nil, nil
	}
	args := call.Args
	if sel, ok := ast.Unparen(call.Fun).(*ast.SelectorExpr); ok {
		if s, ok := f.pass.TypesInfo.Selections[sel]; ok && s.Kind() == types.MethodExpr && len(args) > 0 {
			args = args[1:]
		}
	}
	if r.Tool >= len(args) || r.Handler >= len(args) {
		return nil, nil
	}
	return r, args
}

// bindRegistrarCalls links, at each call of a registry (a Registers
// fact) whose tool argument is a call of a function of another package
// that returns a declaration of a tool part (a DeclaredTool fact:
// server.RegisterTool(orders.CreateOrderTool(), orders.CreateOrderHandler())),
// that tool to the call's handler, declared here.
func (f *finder) bindRegistrarCalls() {
	f.preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		r, args := f.registryCall(call)
		if r == nil {
			return
		}
		if _, isCall := ast.Unparen(args[r.Tool]).(*ast.CallExpr); !isCall {
			return
		}
		t := f.importedTool(args[r.Tool])
		if t == nil || t.Handler != nil {
			return
		}
		sig, ok := f.pass.TypesInfo.TypeOf(args[r.Handler]).Underlying().(*types.Signature)
		if !ok {
			return
		}
		t.Handler = f.handler(args[r.Handler], argumentsParam(sig))
		if t.Handler != nil {
			return
		}
		// A factory of another package that returns the registry's own
		// handler type (orders.CreateOrderHandler()): its closure is
		// summarised there, as for a framework's handler (T7).
		if hc, ok := ast.Unparen(args[r.Handler]).(*ast.CallExpr); ok {
			if fn := f.callee(hc); fn != nil && fn.Pkg() != nil && fn.Pkg() != f.pass.Pkg {
				t.Handler = &Handler{Factory: fn, Input: argumentsParam(sig), Expr: args[r.Handler]}
			}
		}
	})
}
