package tools

import (
	"go/ast"
	"go/types"
	"slices"
)

// linkSiblingRunners links the tools that an application declares in a
// method of its own tool type, and runs in another method of that type:
//
//	func (t *CreateEventTool) Definition() llms.Tool { return llms.Tool{Function: &llms.FunctionDefinition{Name: "CreateCalendarEvent", ...}} }
//	func (t *CreateEventTool) Execute(ctx context.Context, call llms.ToolCall) (*llms.MessageContent, error) { ... }
//
// Its registry converts every tool to the SDK through its own interface
// and runs the one the model names through the same interface, so no
// dispatch on the name is written anywhere. The declaring method must
// declare one tool and no handler, and the type must have exactly one
// other method of this package that runs: named like a runner, taking a
// context first and the call's arguments after it.
func (f *finder) linkSiblingRunners() {
	if !slices.ContainsFunc(f.tools, func(t *Tool) bool { return t.Handler == nil && !t.BodyOnly }) {
		return
	}
	byMethod := make(map[*ast.FuncDecl][]*Tool)
	for _, file := range f.pass.Files {
		for _, d := range file.Decls {
			decl, ok := d.(*ast.FuncDecl)
			if !ok || decl.Recv == nil || decl.Body == nil {
				continue
			}
			for _, t := range f.tools {
				if t.Decl != nil && !t.BodyOnly && t.Origin == nil && decl.Body.Pos() <= t.Decl.Pos() && t.Decl.End() <= decl.Body.End() {
					byMethod[decl] = append(byMethod[decl], t)
				}
			}
		}
	}
	for decl, ts := range byMethod {
		if len(ts) != 1 || ts[0].Handler != nil {
			continue
		}
		m, _ := f.pass.TypesInfo.Defs[decl.Name].(*types.Func)
		if m == nil {
			continue
		}
		if run, in := f.siblingRunner(m); run != nil {
			f.bind(ts[0], f.funcHandler(run, in))
		}
	}
}

// runnerNames are the names of the method that runs a tool.
var runnerNames = []string{"Execute", "Run", "Call", "Invoke", "Handle", "Exec", "Do", "Process", "Perform", "Handler"}

// siblingRunner returns the one method of m's receiver type, declared in
// this package, that runs the tool, and the index of its last parameter,
// which carries the call's arguments.
func (f *finder) siblingRunner(m *types.Func) (*types.Func, int) {
	recv := m.Signature().Recv()
	if recv == nil {
		return nil, -1
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := t.(*types.Named)
	if !ok || named.Obj().Pkg() != f.pass.Pkg {
		return nil, -1
	}
	var found *types.Func
	for i := range named.NumMethods() {
		fn := named.Method(i)
		sig := fn.Signature()
		if fn == m || !slices.Contains(runnerNames, fn.Name()) || sig.Params().Len() < 2 || !isContext(sig.Params().At(0).Type()) ||
			sig.Results().Len() == 0 || f.funcDecl(fn) == nil {
			continue
		}
		if found != nil {
			return nil, -1
		}
		found = fn
	}
	if found == nil {
		return nil, -1
	}
	return found, found.Signature().Params().Len() - 1
}
