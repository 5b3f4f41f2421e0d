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
	}
}

// keepsByName reports which parameters of fn are a tool part (a struct
// with a string Name) and a handler (a function that returns an error)
// when fn's body stores the handler in a map under the tool's name.
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
