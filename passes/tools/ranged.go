package tools

import (
	"go/ast"
	"go/types"
)

// expandRanged replaces a tool declared once inside a loop over a table
// written in place (for _, l := range []struct{ name, desc string }{{"a",
// "..."}, ...} { s.AddTool(mcp.NewTool(l.name, mcp.WithDescription(l.desc)),
// h) }) by one tool per row: the row's constant name, declared at the row,
// and its description where the loop reads that from the row too. Every
// row must give a constant name, or the tool stays one, dynamic.
func (f *finder) expandRanged() {
	var out []*Tool
	changed := false
	for _, t := range f.tools {
		rows := f.rangedRows(t)
		if rows == nil {
			out = append(out, t)
			continue
		}
		changed = true
		for _, r := range rows {
			c := *t
			c.Decl, c.NameExpr, c.Name = r.lit, r.name, r.value
			if r.desc != nil {
				c.Description = f.description(r.desc)
			}
			if r.handler != nil && c.Handler == nil {
				f.bind(&c, f.handler(r.handler, r.input))
			}
			if r.args != nil && c.Handler != nil {
				h := *c.Handler
				h.Args = r.args
				c.Handler = &h
			}
			f.byDecl[r.lit] = &c
			out = append(out, &c)
		}
	}
	if changed {
		f.tools = out
	}
}

// A tableRowName is one row of a table a loop declares tools from.
type tableRowName struct {
	lit   *ast.CompositeLit
	name  ast.Expr
	value string
	desc  ast.Expr
	// handler is the row's value of the field the loop binds as the
	// handler (s.AddTool(mcp.NewTool(l.name), l.handler)), and input
	// the handler's parameter that carries the arguments.
	handler ast.Expr
	input   int
	// args are the arguments of the factory call that binds the handler
	// (rowHandler(b, l.command)) with the row's values in place of its
	// fields; nil when the call reads none.
	args []ast.Expr
}

// rangedRows returns the rows t's name is read from (l.name, l ranging
// over a composite literal of structs), or nil.
func (f *finder) rangedRows(t *Tool) []tableRowName {
	if t.Name != "" || t.NameExpr == nil || t.BodyOnly {
		return nil
	}
	sel, ok := ast.Unparen(t.NameExpr).(*ast.SelectorExpr)
	if !ok {
		return nil
	}
	id, ok := ast.Unparen(sel.X).(*ast.Ident)
	if !ok {
		return nil
	}
	v, ok := f.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok {
		return nil
	}
	table := f.rangedTable(v)
	if table == nil {
		// action := action: a copy of the loop's variable per iteration.
		outer := f.copiedVar(id)
		if outer == nil {
			return nil
		}
		if table = f.rangedTable(outer); table == nil {
			return nil
		}
	}
	descField := ""
	if d, ok := ast.Unparen(t.Description.Expr).(*ast.SelectorExpr); ok {
		if x, ok := ast.Unparen(d.X).(*ast.Ident); ok && f.pass.TypesInfo.Uses[x] == v {
			descField = d.Sel.Name
		}
	}
	st, ok := v.Type().Underlying().(*types.Struct)
	if !ok {
		return nil
	}
	handlerField, input := f.rowHandlerField(t, v)
	var rows []tableRowName
	for _, elt := range table.Elts {
		lit, ok := ast.Unparen(elt).(*ast.CompositeLit)
		if !ok {
			return nil
		}
		name := rowField(lit, st, sel.Sel.Name)
		value, ok := f.constString(name)
		if !ok {
			return nil
		}
		row := tableRowName{lit: lit, name: name, value: value, args: rowArgs(f.pass.TypesInfo, t.Handler, v, lit, st)}
		if descField != "" {
			row.desc = rowField(lit, st, descField)
		}
		if handlerField != "" {
			row.handler, row.input = rowField(lit, st, handlerField), input
		}
		rows = append(rows, row)
	}
	return rows
}

// copiedVar returns the variable whose value id's variable is declared
// with, when that is its only value (action := action), or nil.
func (f *finder) copiedVar(id *ast.Ident) *types.Var {
	src, ok := ast.Unparen(f.valueOf(id)).(*ast.Ident)
	if !ok {
		return nil
	}
	v, _ := f.pass.TypesInfo.Uses[src].(*types.Var)
	return v
}

// rowArgs returns the arguments of the call that makes h (a factory's
// call, rowHandler(b, l.command)) with each that reads a field of the
// loop's variable v replaced by the row's value of that field, or nil
// when none reads one.
func rowArgs(info *types.Info, h *Handler, v *types.Var, lit *ast.CompositeLit, st *types.Struct) []ast.Expr {
	if h == nil {
		return nil
	}
	call, ok := ast.Unparen(h.Expr).(*ast.CallExpr)
	if !ok {
		return nil
	}
	args := make([]ast.Expr, len(call.Args))
	replaced := false
	for i, a := range call.Args {
		args[i] = a
		sel, ok := ast.Unparen(a).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		if x, ok := ast.Unparen(sel.X).(*ast.Ident); !ok || info.Uses[x] != v {
			continue
		}
		if val := rowField(lit, st, sel.Sel.Name); val != nil {
			args[i], replaced = val, true
		}
	}
	if !replaced {
		return nil
	}
	return args
}

// rowHandlerField returns the field of the loop's variable v that a
// binding of t reads its handler from (l.handler), and the handler's
// input parameter; or "".
func (f *finder) rowHandlerField(t *Tool, v *types.Var) (string, int) {
	for _, b := range f.bindings {
		sel, ok := ast.Unparen(b.handler).(*ast.SelectorExpr)
		if !ok {
			continue
		}
		if x, ok := ast.Unparen(sel.X).(*ast.Ident); !ok || f.pass.TypesInfo.Uses[x] != v {
			continue
		}
		for _, bt := range f.boundTools(b.tool) {
			if bt == t {
				return sel.Sel.Name, b.input
			}
		}
	}
	return "", 0
}

// rangedTable returns the slice or array literal that the range statement
// defining v as its value ranges over, written in place or in a local
// variable assigned once, or nil.
func (f *finder) rangedTable(v *types.Var) *ast.CompositeLit {
	var table *ast.CompositeLit
	for _, file := range f.pass.Files {
		if file.Pos() > v.Pos() || v.Pos() > file.End() {
			continue
		}
		ast.Inspect(file, func(n ast.Node) bool {
			r, ok := n.(*ast.RangeStmt)
			if !ok || table != nil {
				return table == nil
			}
			if id, ok := r.Value.(*ast.Ident); ok && f.pass.TypesInfo.Defs[id] == v {
				table, _ = f.resolve(r.X).(*ast.CompositeLit)
				return false
			}
			return true
		})
	}
	if table == nil {
		return nil
	}
	switch f.pass.TypesInfo.TypeOf(table).Underlying().(type) {
	case *types.Slice, *types.Array:
		return table
	}
	return nil
}

// rowField returns the value a struct literal of type st gives the field
// name, keyed or by position, or nil.
func rowField(lit *ast.CompositeLit, st *types.Struct, name string) ast.Expr {
	if len(lit.Elts) > 0 {
		if _, isKV := lit.Elts[0].(*ast.KeyValueExpr); isKV {
			return keyed(lit, name)
		}
	}
	for i := range st.NumFields() {
		if st.Field(i).Name() == name && i < len(lit.Elts) {
			return lit.Elts[i]
		}
	}
	return nil
}
