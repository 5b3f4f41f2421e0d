package tools

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// A tool of a dispatch-style framework (no handler API: go-openai,
// openai-go, anthropic, genai, the neutral wire shape, and the
// application's own tool type with no run method) may be declared in
// one package and dispatched by name in another that imports it: package
// brain has var Tools = []ToolDef{...}, package server has switch
// call.Function.Name { case "create_memo": return s.createMemo(...) }.
// The declaring package cannot see the dispatch, so it lists such tools,
// left without a handler, in a DispatchedTools fact; a package importing
// it declares each tool it selects by name where the dispatch names it
// (Tool.Origin is what holds the declaration), and links the handler
// there. Only a dispatch on a name (a tag or operand whose last
// identifier contains "name": call.Function.Name, toolName) counts: a
// switch on any string that happens to hold a tool's name is no dispatch.

// DispatchedTools is the fact on a package whose dispatch-style tools no
// dispatch of the package selects.
type DispatchedTools struct{ Tools []DispatchedTool }

// A DispatchedTool is one tool of a DispatchedTools fact: its
// declaration, and the exported package-level variable or function that
// holds it.
type DispatchedTool struct {
	Holder string
	DeclaredTool
}

// AFact marks DispatchedTools as a fact.
func (*DispatchedTools) AFact() {}

func (d *DispatchedTools) String() string {
	names := make([]string, len(d.Tools))
	for i, t := range d.Tools {
		names[i] = t.Name
	}
	return "dispatches " + strings.Join(names, ", ")
}

// exportDispatched exports the DispatchedTools fact of the package: its
// dispatch-style tools with a constant name and no handler, held by an
// exported package-level variable or function.
func (f *finder) exportDispatched() {
	var fact DispatchedTools
	for _, t := range f.tools {
		if t.Handler != nil || t.BodyOnly || t.Name == "" || t.Origin != nil || !(t.Framework == Neutral || t.Framework == Own || isDispatch(t.Framework)) {
			continue
		}
		holder := f.holderOf(t.Decl.Pos())
		if holder == nil {
			continue
		}
		t.Exported = holder
		fact.Tools = append(fact.Tools, DispatchedTool{Holder: holder.Name(), DeclaredTool: *declaredFact(t)})
	}
	if len(fact.Tools) > 0 {
		f.pass.ExportPackageFact(&fact)
	}
	// A served tool that no dispatch here links is the importer's to
	// declare, if it dispatches it (declareDispatched).
	f.tools = slices.DeleteFunc(f.tools, func(t *Tool) bool { return t.served && t.Handler == nil })
}

// holderOf returns the exported package-level variable or function whose
// declaration contains pos, or nil.
func (f *finder) holderOf(pos token.Pos) types.Object {
	for _, file := range f.pass.Files {
		if pos < file.Pos() || pos >= file.End() {
			continue
		}
		for _, d := range file.Decls {
			if pos < d.Pos() || pos >= d.End() {
				continue
			}
			switch d := d.(type) {
			case *ast.FuncDecl:
				if fn, ok := f.pass.TypesInfo.Defs[d.Name].(*types.Func); ok && fn.Exported() && d.Recv == nil {
					return fn
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					vs, ok := spec.(*ast.ValueSpec)
					if !ok || pos < vs.Pos() || pos >= vs.End() || len(vs.Names) != 1 {
						continue
					}
					if v, ok := f.pass.TypesInfo.Defs[vs.Names[0]].(*types.Var); ok && v.Exported() {
						return v
					}
				}
			}
			return nil
		}
	}
	return nil
}

// importedDispatched returns the dispatch-style tools of the packages
// this one imports that no dispatch there selects, by name.
func (f *finder) importedDispatched() map[string]dispatchedIn {
	var out map[string]dispatchedIn
	for _, p := range f.pass.Pkg.Imports() {
		var fact DispatchedTools
		if !f.pass.ImportPackageFact(p, &fact) {
			continue
		}
		for _, d := range fact.Tools {
			if out == nil {
				out = make(map[string]dispatchedIn)
			}
			if _, dup := out[d.Name]; !dup {
				out[d.Name] = dispatchedIn{pkg: p, decl: d}
			}
		}
	}
	return out
}

type dispatchedIn struct {
	pkg  *types.Package
	decl DispatchedTool
}

// declareDispatched declares here the tool d of another package, which
// the dispatch names at e.
func (f *finder) declareDispatched(d dispatchedIn, e ast.Expr) *Tool {
	holder := d.pkg.Scope().Lookup(d.decl.Holder)
	if holder == nil {
		return nil
	}
	return f.add(d.decl.tool(e, holder))
}

// namesATool reports whether a dispatch's tag or operand reads a name:
// its last identifier contains "name" (call.Function.Name, toolName,
// fc.Name()).
func namesATool(e ast.Expr) bool {
	for range 8 {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			return strings.Contains(strings.ToLower(x.Name), "name")
		case *ast.SelectorExpr:
			return strings.Contains(strings.ToLower(x.Sel.Name), "name")
		case *ast.CallExpr:
			e = x.Fun
		default:
			return false
		}
	}
	return false
}
