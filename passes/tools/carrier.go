package tools

import (
	"fmt"
	"go/ast"
	"go/types"
)

// A Carrier summarises a struct type of the program that holds a
// framework tool and its handler in two fields, which the program hands
// to the framework together (for _, t := range tools { s.AddTool(t.Tool,
// t.Handler) }). Each composite literal of the type binds the handler
// field to the tool in the tool field. It is learned in the package that
// declares the type, where the binding is written, and exported on the
// type, so every package that writes a literal of it sees the fact.
type Carrier struct {
	Framework Framework
	Tool      string // the field holding the framework tool
	Handler   string // the field holding the handler
}

// AFact marks Carrier as a fact.
func (*Carrier) AFact() {}

func (c *Carrier) String() string {
	return fmt.Sprintf("carrier(%s tool=%s handler=%s)", c.Framework, c.Tool, c.Handler)
}

// findCarriers learns the carriers declared in this package from the
// framework bindings it writes, exports them, and binds every composite
// literal of a carrier type (local or imported) in this package.
func (f *finder) findCarriers() {
	local := make(map[*types.TypeName]*Carrier)
	for _, b := range f.bindings {
		tx, tfield := f.fieldOf(b.tool)
		hx, hfield := f.fieldOf(b.handler)
		if tx == nil || hx == nil || tx != hx {
			continue
		}
		tn := structTypeName(f.pass.TypesInfo.TypeOf(tx))
		if tn == nil || tn.Pkg() != f.pass.Pkg || local[tn] != nil {
			continue
		}
		c := &Carrier{Framework: b.framework, Tool: tfield, Handler: hfield}
		local[tn] = c
		f.pass.ExportObjectFact(tn, c)
	}
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		tn := structTypeName(f.pass.TypesInfo.TypeOf(lit))
		if tn == nil {
			return
		}
		c := local[tn]
		if c == nil && tn.Pkg() != f.pass.Pkg {
			var imported Carrier
			if f.pass.ImportObjectFact(tn, &imported) {
				c = &imported
			}
		}
		if c == nil {
			return
		}
		if t, h := f.toolAt(keyed(lit, c.Tool)), keyed(lit, c.Handler); t != nil && h != nil {
			f.bind(t, f.handler(h, f.inputOf(h)))
		}
	})
}

// fieldOf returns x and the field name when e is, or is a variable
// assigned once from, x.Field (&tc with tc := t.Tool is t and "Tool"),
// looking through a conversion or a one-function wrapper call.
func (f *finder) fieldOf(e ast.Expr) (ast.Expr, string) {
	for range maxDepth {
		if e == nil {
			return nil, ""
		}
		e = ast.Unparen(e)
		if sel, ok := e.(*ast.SelectorExpr); ok {
			if s, ok := f.pass.TypesInfo.Selections[sel]; ok && s.Kind() == types.FieldVal {
				if id, ok := ast.Unparen(sel.X).(*ast.Ident); ok {
					return identRoot(f, id), sel.Sel.Name
				}
			}
			return nil, ""
		}
		next := f.resolveDepth(e, maxDepth)
		if call, ok := next.(*ast.CallExpr); ok && next == e && len(call.Args) == 1 {
			next = call.Args[0] // server.ToolHandlerFunc(t.Handler), wrap(t.Handler)
		}
		if next == e {
			return nil, ""
		}
		e = next
	}
	return nil, ""
}

// identRoot returns an expression standing for the variable id names, so
// two selections of the same variable compare equal.
func identRoot(f *finder, id *ast.Ident) ast.Expr {
	obj := f.pass.TypesInfo.Uses[id]
	if obj == nil {
		return nil
	}
	if f.roots == nil {
		f.roots = make(map[types.Object]*ast.Ident)
	}
	if r, ok := f.roots[obj]; ok {
		return r
	}
	f.roots[obj] = id
	return id
}

// structTypeName returns the declared struct type t is or points to.
func structTypeName(t types.Type) *types.TypeName {
	if t == nil {
		return nil
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil
	}
	if _, ok := n.Underlying().(*types.Struct); !ok {
		return nil
	}
	return n.Origin().Obj()
}
