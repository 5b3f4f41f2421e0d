package tools

import (
	"go/ast"
)

// linkReturnedPairs links a tool to the handler returned beside it: a
// function of this package that returns a tool declaration and its
// handler in one return statement,
//
//	func CreateBuild() (mcp.Tool, mcp.ToolHandlerFor[CreateBuildArgs, any]) {
//		return mcp.Tool{Name: "create_build", ...}, func(ctx context.Context, ...) { ... }
//	}
//
// pairs them itself, whatever registers the pair later: t, h :=
// CreateBuild(); mcp.AddTool(s, &t, h), or a generic helper that calls
// the factory it is given and stores a closure doing so. The return
// statement is the evidence; where the pair is registered, in a helper
// that sees only type parameters, says nothing more. Only a tool no
// registration linked yet is paired, and only with a result of a
// framework's handler type.
func (f *finder) linkReturnedPairs() {
	if len(f.tools) == 0 {
		return
	}
	hooks := f.handlerHooks()
	if len(hooks) == 0 {
		return
	}
	info := f.pass.TypesInfo
	for _, file := range f.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			ret, ok := n.(*ast.ReturnStmt)
			if !ok || len(ret.Results) < 2 {
				return true
			}
			for i, res := range ret.Results {
				t := f.toolAt(res)
				if t == nil || t.Handler != nil || t.BodyOnly {
					continue
				}
				for j, other := range ret.Results {
					if j == i {
						continue
					}
					if _, in, ok := handlerType(info.TypeOf(other), hooks); ok {
						if h := f.handler(other, in); h != nil {
							f.bind(t, h)
							break
						}
					}
				}
			}
			return true
		})
	}
}
