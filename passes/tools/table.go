package tools

import (
	"go/ast"
	"go/types"
)

// A tableRow is one row of a table of tool definitions that a loop turns
// into tools of a tool type (A2 of design/real-shapes.md):
//
//	defs := []lspToolDef{
//		{name: "lsp_rename", description: "Rename a symbol.", handler: tools.NewHandler(h.rename)},
//		{name: "lsp_hover", description: "Hover.", handler: tools.NewHandler(h.hover)},
//	}
//	for _, d := range defs {
//		out = append(out, tools.Tool{Name: d.name, Description: d.description, Handler: d.handler})
//	}
//
// The literal in the loop declares one tool per row, named by the row's
// constant and bound to the row's handler; the row is its declaration.
// Only a literal of a tool type counts: a table of commands ranged into a
// struct that never reaches a model declares nothing.
type tableRow struct {
	v, k types.Object      // the loop's value and key variables (k may be nil)
	lit  *ast.CompositeLit // the row
	key  ast.Expr          // the row's key in a map table, or nil
}

// value returns what e, a field of a literal written in the loop, holds
// for the row: the row's field that e reads (d.name, string(d.name)), the
// row's key (for name, d := range defs), or e itself when it reads
// nothing of the loop. It returns nil when e reads the row otherwise
// (prefix + d.name), or reads a field the row leaves out.
func (r *tableRow) value(f *finder, e ast.Expr) ast.Expr {
	info := f.pass.TypesInfo
	x := stripConversions(info, e)
	switch x := x.(type) {
	case *ast.SelectorExpr:
		if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && info.Uses[id] == r.v && r.v != nil {
			if s, ok := info.Selections[x]; ok && s.Kind() == types.FieldVal && len(s.Index()) == 1 {
				return keyed(r.lit, x.Sel.Name)
			}
			return nil
		}
	case *ast.Ident:
		if obj := info.Uses[x]; obj != nil && obj == r.k {
			return r.key
		}
	}
	if r.reads(info, e) {
		return nil
	}
	return e
}

// reads reports whether e mentions the loop's variables.
func (r *tableRow) reads(info *types.Info, e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if obj := info.Uses[id]; obj != nil && (obj == r.v || obj == r.k) {
				found = true
			}
		}
		return !found
	})
	return found
}

// stripConversions returns e without the parentheses and type
// conversions around it.
func stripConversions(info *types.Info, e ast.Expr) ast.Expr {
	for {
		e = ast.Unparen(e)
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 1 {
			return e
		}
		if tv, ok := info.Types[call.Fun]; !ok || !tv.IsType() {
			return e
		}
		e = call.Args[0]
	}
}

// tableRows returns the rows of the table that name, the name field of a
// literal of a tool type, reads from: the loop variable of a range over a
// slice, array or map literal of structs in this package (with the rows
// appended to it), each row holding the name as one of its fields, or as
// its key. It returns nil when name reads no such table.
func (f *finder) tableRows(name ast.Expr) []*tableRow {
	info := f.pass.TypesInfo
	var loopVar types.Object
	switch x := stripConversions(info, name).(type) {
	case *ast.SelectorExpr:
		id, ok := ast.Unparen(x.X).(*ast.Ident)
		if !ok {
			return nil
		}
		if s, ok := info.Selections[x]; !ok || s.Kind() != types.FieldVal {
			return nil
		}
		loopVar = info.Uses[id]
	case *ast.Ident:
		loopVar = info.Uses[x]
	default:
		return nil
	}
	rs := f.rangeOf(loopVar)
	if rs == nil {
		return nil
	}
	var v, k types.Object
	if id, ok := rs.Value.(*ast.Ident); ok {
		v = info.Defs[id]
	}
	if id, ok := rs.Key.(*ast.Ident); ok {
		k = info.Defs[id]
	}
	table, ok := f.resolve(rs.X).(*ast.CompositeLit)
	if !ok {
		return nil
	}
	isMap := false
	switch t := info.TypeOf(table).Underlying().(type) {
	case *types.Map:
		isMap = true
		if loopVar == k && !isString(t.Key()) {
			return nil
		}
	case *types.Slice, *types.Array:
		if loopVar == k {
			return nil // an index names nothing
		}
	default:
		return nil
	}
	elts := table.Elts
	if id, ok := ast.Unparen(rs.X).(*ast.Ident); ok && !isMap {
		f.index()
		for _, call := range f.appended[info.Uses[id]] {
			if !call.Ellipsis.IsValid() {
				elts = append(elts, call.Args[1:]...)
			}
		}
	}
	var rows []*tableRow
	for _, elt := range elts {
		r := &tableRow{v: v, k: k}
		if kv, ok := elt.(*ast.KeyValueExpr); ok && isMap {
			r.key, elt = kv.Key, kv.Value
		}
		e := ast.Unparen(elt)
		if u, ok := e.(*ast.UnaryExpr); ok {
			e = ast.Unparen(u.X)
		}
		lit, ok := e.(*ast.CompositeLit)
		if !ok || structTypeName(info.TypeOf(lit)) == nil && structOf(info.TypeOf(lit)) == nil {
			continue
		}
		r.lit = lit
		rows = append(rows, r)
	}
	return rows
}

// rangeOf returns the range statement of this package that declares v as
// its key or value variable, or nil.
func (f *finder) rangeOf(v types.Object) *ast.RangeStmt {
	if v == nil || !f.isLocalVar(v) {
		return nil
	}
	if f.ranges == nil {
		f.ranges = make(map[types.Object]*ast.RangeStmt)
		for _, file := range f.pass.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				rs, ok := n.(*ast.RangeStmt)
				if !ok {
					return true
				}
				for _, e := range []ast.Expr{rs.Key, rs.Value} {
					if id, ok := e.(*ast.Ident); ok && f.pass.TypesInfo.Defs[id] != nil {
						f.ranges[f.pass.TypesInfo.Defs[id]] = rs
					}
				}
				return true
			})
		}
	}
	return f.ranges[v]
}
