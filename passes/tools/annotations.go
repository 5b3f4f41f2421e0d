package tools

import (
	"go/ast"
	"go/types"
)

// setHint records an explicitly set hint when its value is constant.
func (f *finder) setHint(h *Hint, at ast.Node, value ast.Expr) {
	if v, ok := f.boolValue(value); ok {
		*h = Hint{Set: true, Value: v, Expr: at}
	}
}

// annotationLiteral reads an MCP annotations struct literal: mcp-go's
// mcp.ToolAnnotation (pointer fields) or go-sdk's *mcp.ToolAnnotations
// (ReadOnlyHint and IdempotentHint are plain bools, so leaving them out of
// a literal says false, but only an explicit field counts as a claim).
func (f *finder) annotationLiteral(a *Annotations, e ast.Expr) {
	f.annotationLiteralOf(a, e, nil)
}

// annotationLiteralOf is annotationLiteral for a literal written in a
// loop over a table: a hint read from the row (ReadOnlyHint: d.readOnly)
// is the row's value.
func (f *finder) annotationLiteralOf(a *Annotations, e ast.Expr, row *tableRow) {
	lit, ok := f.resolve(e).(*ast.CompositeLit)
	if !ok {
		return
	}
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok {
			continue
		}
		id, ok := kv.Key.(*ast.Ident)
		if !ok {
			continue
		}
		var at ast.Node = kv
		value := kv.Value
		if row != nil {
			if value = row.value(f, value); value == nil {
				continue
			}
			if value != kv.Value {
				at = value
			}
		}
		switch id.Name {
		case "ReadOnlyHint":
			f.setHint(&a.ReadOnly, at, value)
		case "DestructiveHint":
			f.setHint(&a.Destructive, at, value)
		case "IdempotentHint":
			f.setHint(&a.Idempotent, at, value)
		case "OpenWorldHint":
			f.setHint(&a.OpenWorld, at, value)
		}
	}
}

// typeArgs returns the type arguments of a call of a generic function.
func (f *finder) typeArgs(call *ast.CallExpr) []types.Type {
	var id *ast.Ident
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.IndexExpr:
		id = identOf(fun.X)
	case *ast.IndexListExpr:
		id = identOf(fun.X)
	default:
		id = identOf(fun)
	}
	if id == nil {
		return nil
	}
	inst, ok := f.pass.TypesInfo.Instances[id]
	if !ok {
		return nil
	}
	out := make([]types.Type, inst.TypeArgs.Len())
	for i := range out {
		out[i] = inst.TypeArgs.At(i)
	}
	return out
}

func identOf(e ast.Expr) *ast.Ident {
	switch e := ast.Unparen(e).(type) {
	case *ast.Ident:
		return e
	case *ast.SelectorExpr:
		return e.Sel
	}
	return nil
}
