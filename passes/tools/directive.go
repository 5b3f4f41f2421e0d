package tools

import (
	"go/ast"
	"go/types"

	"github.com/idemlint/idemlint/internal/directive"
)

// findDirectives handles //idemlint:tool NAME in a function's doc comment.
// When a tool named NAME is declared in this package without a handler
// (openai-go, go-openai, anthropic: the user dispatches), the function
// becomes its handler; otherwise the function declares a tool of its own.
//
// Above code that passes one function literal (a handler given inline to
// a framework idemlint does not know), the directive makes that literal
// the handler likewise (directive.LitBelow).
func (f *finder) findDirectives() {
	for _, file := range f.pass.Files {
		docs := make(map[*ast.CommentGroup]bool)
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			docs[fd.Doc] = true
			for _, d := range directive.InGroup(fd.Doc) {
				if d.Verb != directive.Tool || len(d.Args) == 0 {
					continue
				}
				f.directiveTool(fd, d.Args[0])
			}
		}
		for _, g := range file.Comments {
			if docs[g] {
				continue
			}
			for _, d := range directive.InGroup(g) {
				if d.Verb != directive.Tool || len(d.Args) != 1 {
					continue
				}
				if lit := directive.LitBelow(f.pass.Fset, file, g); lit != nil {
					f.directiveLit(lit, d.Args[0])
				}
			}
		}
	}
}

// directiveLit makes the function literal lit the handler of the tool
// named name: the one of that name this package declares without a
// handler, or a tool of its own.
func (f *finder) directiveLit(lit *ast.FuncLit, name string) {
	sig, ok := f.pass.TypesInfo.TypeOf(lit).(*types.Signature)
	if !ok {
		return
	}
	input := -1
	for i := range sig.Params().Len() {
		if !isContext(sig.Params().At(i).Type()) {
			input = i
			break
		}
	}
	h := &Handler{Lit: lit, Input: input}
	for _, t := range f.tools {
		if t.Name == name && t.Handler == nil {
			f.bind(t, h)
			return
		}
	}
	t := f.add(&Tool{Name: name, Framework: Directive, Decl: lit})
	t.Handler = h
	if in := f.paramType(h, input); in != nil && isStructInput(in) && input == sig.Params().Len()-1 {
		t.Input = in
		t.Params = f.structParams(in)
	}
}

func (f *finder) directiveTool(fd *ast.FuncDecl, name string) {
	fn, _ := f.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if fn == nil {
		return
	}
	input := -1
	sig := fn.Signature()
	for i := range sig.Params().Len() {
		if !isContext(sig.Params().At(i).Type()) {
			input = i
			break
		}
	}
	h := &Handler{Func: fn, Decl: fd, Input: input}
	for _, t := range f.tools {
		if t.Name == name && t.Handler == nil {
			f.bind(t, h)
			return
		}
	}
	t := f.add(&Tool{Name: name, Framework: Directive, Decl: fd.Name})
	t.Handler = h
	if in := f.paramType(h, input); in != nil && isStructInput(in) && input == sig.Params().Len()-1 {
		t.Input = in
		t.Params = f.structParams(in)
		return
	}
	for i := range sig.Params().Len() {
		p := sig.Params().At(i)
		if isContext(p.Type()) || p.Name() == "" || p.Name() == "_" {
			continue
		}
		t.Params = append(t.Params, &Param{Name: p.Name(), Type: p.Type(), Required: true, Node: f.paramSyntax(fd, p)})
	}
}

func (f *finder) paramSyntax(fd *ast.FuncDecl, p *types.Var) ast.Node {
	for _, field := range fd.Type.Params.List {
		for _, n := range field.Names {
			if n.Pos() == p.Pos() {
				return field
			}
		}
	}
	return nil
}

// isContext reports whether t is context.Context or a type that embeds
// it (genkit's *ai.ToolContext, ADK's agent.Context).
func isContext(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	if n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context" {
		return true
	}
	return n.Obj().Name() == "Context" || n.Obj().Name() == "ToolContext" || embedsContext(n)
}

// embedsContext reports whether a struct type embeds a context.Context,
// as a framework's call context does (type CallContext struct{
// context.Context; ... }).
func embedsContext(n *types.Named) bool {
	st, ok := n.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	for f := range st.Fields() {
		if f.Embedded() {
			if e, ok := types.Unalias(f.Type()).(*types.Named); ok && e.Obj().Pkg() != nil &&
				e.Obj().Pkg().Path() == "context" && e.Obj().Name() == "Context" {
				return true
			}
		}
	}
	return false
}
