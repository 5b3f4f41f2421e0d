package tools

import (
	"go/ast"
	"go/types"
	"strings"
)

// A flat tool is a literal of a program's own struct type with a string
// Name, a string Description and a JSON schema for its arguments, and no
// handler field: the declaration an application that hand-rolls function
// calling sends its model (domain.Tool{Name, Description, Parameters:
// map[string]any{"type": "object", ...}}), whose calls it runs in a
// switch on the name. The shape alone is weak evidence: a CLI's command
// table or a form's field list look alike. So such a literal declares a
// tool only when its schema is written as a JSON schema (a map or JSON
// text with "type" or "properties", or a struct with Properties) and a
// dispatch on a call's name (call.Function, toolName, fn.Name: see
// namesACall) selects it by its constant name, in the package or, through
// the DispatchedTools fact, in an importer. Literals no dispatch selects
// are dropped.

// findFlat declares the flat tools of the package, each waiting for a
// dispatch to link it.
func (f *finder) findFlat() {
	info := f.pass.TypesInfo
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		if _, done := f.byDecl[lit]; done {
			return
		}
		t := info.TypeOf(lit)
		tn := structTypeName(t)
		if tn == nil || tn.Pkg() == nil || InFramework(tn.Pkg().Path()) || f.neutralShape(t) != nil {
			return
		}
		st, ok := tn.Type().Underlying().(*types.Struct)
		if !ok || !describes(st) {
			return
		}
		nameExpr := keyed(lit, "Name")
		name, ok := f.constString(nameExpr)
		if !ok || name == "" {
			return
		}
		schema := neutralSchema(lit)
		if schema == nil || !f.writtenAsSchema(schema) {
			return
		}
		f.add(&Tool{Name: name, NameExpr: nameExpr, Framework: Neutral, Decl: lit,
			Description: f.description(keyed(lit, "Description")), Params: f.schemaParams(schema),
			served: true, flat: true})
	})
}

// writtenAsSchema reports whether e is written as a JSON schema: a map
// literal with a "type" or "properties" entry, a struct literal with a
// Properties field, or constant JSON text with either.
func (f *finder) writtenAsSchema(e ast.Expr) bool {
	e = f.resolve(e)
	if text, ok := f.constText(e); ok {
		return strings.Contains(text, `"properties"`) || strings.Contains(text, `"type"`)
	}
	lit, ok := e.(*ast.CompositeLit)
	if !ok {
		return false
	}
	if isMapLit(f.pass.TypesInfo, lit) {
		return mapEntry(f, lit, "type") != nil || mapEntry(f, lit, "properties") != nil
	}
	return keyed(lit, "Properties") != nil
}

// namesACall reports whether a dispatch's tag reads the name of a call
// (namesATool), or is the called function itself: switch function,
// switch call.Function, switch fn.
func namesACall(e ast.Expr) bool {
	if namesATool(e) {
		return true
	}
	var last string
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		last = x.Name
	case *ast.SelectorExpr:
		last = x.Sel.Name
	}
	switch strings.ToLower(last) {
	case "function", "func", "fn", "tool", "toolcall", "functioncall":
		return true
	}
	return false
}
