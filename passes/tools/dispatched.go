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
			if f.paired[d.Name] {
				continue
			}
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

// HandledName is the fact on an exported constant that names a tool of
// its package whose handler is linked there (const BashToolName =
// "bash", the name an own tool's Info returns). A dispatch elsewhere on
// a call's name that selects the constant (a chat view's switch that
// renders each call, a second route to the same tool) declares no tool
// of its own: the tool is declared, and handled, where the constant is.
type HandledName struct{}

// AFact marks HandledName as a fact.
func (*HandledName) AFact() {}

func (*HandledName) String() string { return "names a handled tool" }

// exportHandledNames exports HandledName on the exported constants that
// name the package's tools with a handler.
func (f *finder) exportHandledNames() {
	for _, t := range f.tools {
		if t.Handler == nil || t.NameExpr == nil || t.Dispatched {
			continue
		}
		if c := f.nameConst(t.NameExpr); c != nil && c.Pkg() == f.pass.Pkg && c.Exported() && c.Parent() == f.pass.Pkg.Scope() {
			f.pass.ExportObjectFact(c, new(HandledName))
		}
	}
}

// nameConst returns the constant e names (BashToolName,
// tools.BashToolName, string(Name)), or nil.
func (f *finder) nameConst(e ast.Expr) *types.Const {
	c, _ := usedObject(f.pass.TypesInfo, stripConversions(f.pass.TypesInfo, e)).(*types.Const)
	return c
}

// namesHandled reports whether a dispatch's case e is a constant of
// another package that names a tool handled there.
func (f *finder) namesHandled(e ast.Expr) bool {
	c := f.nameConst(e)
	return c != nil && c.Pkg() != f.pass.Pkg && f.pass.ImportObjectFact(c, new(HandledName))
}
