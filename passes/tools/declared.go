package tools

import (
	"fmt"
	"go/ast"
	"go/types"
	"slices"
)

// A tool declared in one package and bound in another (T7): package
// tools has var CreateIssueTool = mcp.NewTool(...) (or a function that
// returns one) and package server does s.AddTool(tools.CreateIssueTool,
// tools.CreateIssueHandler(client)). The declaring package cannot see the
// binding, so it summarises the declaration as a DeclaredTool fact on the
// variable or function; the binding package rebuilds the tool from it,
// declared where it names the variable or calls the function, and links
// its handler there. The declaration's own syntax stays where it is: a
// check of a declaration reports where this package names the tool, and
// offers no fix in another package's file.

// DeclaredTool is the fact on a package-level variable or a function
// that holds or returns a tool declaration no handler of its package is
// bound to.
type DeclaredTool struct {
	Framework   Framework
	Via         string // the application's own type that declares an Own tool
	Name        string
	Description string
	Constant    bool // the description is a constant
	Params      []DeclaredParam
	ReadOnly    DeclaredHint
	Destructive DeclaredHint
	Idempotent  DeclaredHint
	OpenWorld   DeclaredHint
}

// A DeclaredParam is one parameter of a DeclaredTool.
type DeclaredParam struct {
	Name       string
	SchemaType string
	Required   bool
	Role       KeyRole
}

// A DeclaredHint is one annotation of a DeclaredTool.
type DeclaredHint struct{ Set, Value bool }

// AFact marks DeclaredTool as a fact.
func (*DeclaredTool) AFact() {}

func (d *DeclaredTool) String() string {
	return fmt.Sprintf("declares %s (%s)", d.Name, d.Framework)
}

// exportDeclared exports a DeclaredTool fact for each package-level
// variable initialised with, and each function that returns, a tool
// declaration of this package that has no handler here.
func (f *finder) exportDeclared() {
	if len(f.tools) == 0 {
		return
	}
	unboundTool := func(t *Tool) bool {
		if t == nil || t.Handler != nil || t.BodyOnly || t.Name == "" {
			return false
		}
		// Only a framework that binds a tool value to a handler value
		// can pair them in another package; and a server's own MCP
		// wire shape, which its registry keeps beside a handler there
		// (RegisterTool(tools.PingTool(), tools.PingHandler())).
		h := hooksFor(t.Framework)
		return h != nil && h.handlerInput != nil || t.Framework == Neutral && t.served
	}
	unbound := func(e ast.Expr) *Tool {
		if e == nil {
			return nil
		}
		if t := f.toolAt(e); unboundTool(t) {
			return t
		}
		return nil
	}
	for _, file := range f.pass.Files {
		for _, d := range file.Decls {
			switch d := d.(type) {
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					vs, ok := spec.(*ast.ValueSpec)
					if !ok || len(vs.Values) != len(vs.Names) {
						continue
					}
					for i, name := range vs.Names {
						v, ok := f.pass.TypesInfo.Defs[name].(*types.Var)
						if t := unbound(calledLiteralResult(vs.Values[i])); ok && t != nil && v.Exported() {
							t.Exported = v
							f.pass.ExportObjectFact(v, declaredFact(t))
						}
					}
				}
			case *ast.FuncDecl:
				fn, ok := f.pass.TypesInfo.Defs[d.Name].(*types.Func)
				if !ok || !fn.Exported() || d.Body == nil || fn.Signature().Results().Len() != 1 {
					continue
				}
				if t := unbound(returnedBy(d.Body)); t != nil {
					t.Exported = fn
					f.pass.ExportObjectFact(fn, declaredFact(t))
				} else if vs := f.returnedTools(d.Body); len(vs) > 1 {
					// Variants of one tool, one per path: the binding
					// package sees one tool, with what they all say.
					var ts []*Tool
					for _, v := range vs {
						if unboundTool(v) && v.Name == vs[0].Name && v.Framework == vs[0].Framework {
							ts = append(ts, v)
						}
					}
					if len(ts) == len(vs) {
						for _, t := range ts {
							t.Exported = fn
						}
						f.pass.ExportObjectFact(fn, variantsFact(ts))
					}
				}
			}
		}
	}
}

func declaredFact(t *Tool) *DeclaredTool {
	hint := func(h Hint) DeclaredHint { return DeclaredHint{Set: h.Set, Value: h.Value} }
	d := &DeclaredTool{
		Framework:   t.Framework,
		Via:         t.Via,
		Name:        t.Name,
		Description: t.Description.Value,
		Constant:    t.Description.Constant,
		ReadOnly:    hint(t.Annotations.ReadOnly),
		Destructive: hint(t.Annotations.Destructive),
		Idempotent:  hint(t.Annotations.Idempotent),
		OpenWorld:   hint(t.Annotations.OpenWorld),
	}
	for _, p := range t.Params {
		d.Params = append(d.Params, DeclaredParam{Name: p.Name, SchemaType: p.SchemaType, Required: p.Required, Role: p.Role})
	}
	return d
}

// variantsFact summarises variants of one tool (the same name, one per
// path of a function) as one: a description, a hint or a parameter only
// when every variant has it alike, so that what a check reads of the
// tool holds whichever variant is served.
func variantsFact(ts []*Tool) *DeclaredTool {
	d := declaredFact(ts[0])
	for _, t := range ts[1:] {
		o := declaredFact(t)
		if o.Description != d.Description || !o.Constant {
			d.Description, d.Constant = "", false
		}
		for _, h := range []struct{ a, b *DeclaredHint }{
			{&d.ReadOnly, &o.ReadOnly}, {&d.Destructive, &o.Destructive},
			{&d.Idempotent, &o.Idempotent}, {&d.OpenWorld, &o.OpenWorld},
		} {
			if *h.a != *h.b {
				*h.a = DeclaredHint{}
			}
		}
		var kept []DeclaredParam
		for _, p := range d.Params {
			for _, q := range o.Params {
				if q.Name == p.Name {
					p.Required = p.Required && q.Required
					if q.SchemaType != p.SchemaType {
						p.SchemaType = ""
					}
					kept = append(kept, p)
					break
				}
			}
		}
		d.Params = kept
	}
	return d
}

// importedTool returns the tool that e names when e is a variable of
// another package, or a call of a function of another package, with a
// DeclaredTool fact: declared at e, with no syntax of its own here. It
// returns nil otherwise.
func (f *finder) importedTool(e ast.Expr) *Tool {
	if e == nil {
		return nil
	}
	e = ast.Unparen(e)
	if t := f.byDecl[e]; t != nil {
		return t
	}
	var obj types.Object
	switch x := e.(type) {
	case *ast.Ident:
		// t := tools.NewOrderTool(); s.AddTool(t, tools.HandleOrder):
		// the variable holds what the call declares.
		if v := f.valueOf(x); v != nil {
			if _, isIdent := ast.Unparen(v).(*ast.Ident); !isIdent {
				return f.importedTool(v)
			}
		}
		return nil
	case *ast.SelectorExpr:
		if _, isField := f.pass.TypesInfo.Selections[x]; !isField {
			obj, _ = f.pass.TypesInfo.Uses[x.Sel].(*types.Var)
		}
	case *ast.CallExpr:
		if fn := f.callee(x); fn != nil {
			obj = fn // the fact says the name is a constant, whatever the arguments
		}
	}
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == f.pass.Pkg {
		return nil
	}
	var d DeclaredTool
	if !f.pass.ImportObjectFact(obj, &d) {
		return nil
	}
	return f.add(d.tool(e, obj))
}

// tool rebuilds the declared tool where this package names it, at e,
// held or returned by origin in its own package.
func (d *DeclaredTool) tool(e ast.Expr, origin types.Object) *Tool {
	hint := func(h DeclaredHint) Hint {
		if !h.Set {
			return Hint{}
		}
		return Hint{Set: true, Value: h.Value, Expr: e}
	}
	t := &Tool{
		Name:        d.Name,
		Framework:   d.Framework,
		Via:         d.Via,
		Decl:        e,
		Description: Description{Expr: e, Value: d.Description, Constant: d.Constant},
		Annotations: Annotations{
			ReadOnly: hint(d.ReadOnly), Destructive: hint(d.Destructive),
			Idempotent: hint(d.Idempotent), OpenWorld: hint(d.OpenWorld),
		},
		Origin: origin,
	}
	for _, p := range d.Params {
		t.Params = append(t.Params, &Param{Name: p.Name, SchemaType: p.SchemaType, Required: p.Required, Role: p.Role})
	}
	return t
}

// boundTool returns the tool a binding names: one declared here, or one
// declared in another package (importedTool).
func (f *finder) boundTool(e ast.Expr) *Tool {
	if t := f.toolAt(e); t != nil {
		return t
	}
	return f.importedTool(e)
}

// boundTools returns the tools a binding names: the one boundTool finds,
// or, for a call of a function of this package that returns a tool
// declaration on each of several paths (if base != "" { return
// mcp.NewTool(...) }; return mcp.NewTool(...)), each of them: any one may
// be the tool bound (C5 of the blind trial P).
func (f *finder) boundTools(e ast.Expr) []*Tool {
	if t := f.boundTool(e); t != nil {
		return []*Tool{t}
	}
	return f.variants(e)
}

// variants returns the tool declarations that a call of a function of
// this package returns on its several paths, or nil unless every path
// that returns a value returns a declaration.
func (f *finder) variants(e ast.Expr) []*Tool {
	call, ok := f.resolve(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	decl := f.funcDecl(f.callee(call))
	if decl == nil || decl.Body == nil {
		return nil
	}
	return f.returnedTools(decl.Body)
}

// returnedTools returns the tool declared by each value the body returns,
// when there are several and each is one, or nil.
func (f *finder) returnedTools(body *ast.BlockStmt) []*Tool {
	rets := returnedAll(body)
	if len(rets) < 2 {
		return nil
	}
	var out []*Tool
	for _, r := range rets {
		t := f.toolAt(r)
		if t == nil {
			return nil
		}
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	return out
}
