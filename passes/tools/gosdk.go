package tools

import "go/ast"

// modelcontextprotocol/go-sdk v1: &mcp.Tool{...} literals, bound with the
// generic mcp.AddTool(s, t, h) (input struct In) or the raw
// (*mcp.Server).AddTool(t, h).
const gosdkModule = "github.com/modelcontextprotocol/go-sdk"

var gosdkAdapter = adapter{
	framework: GoSDK,
	modules:   []string{gosdkModule},
	find:      findGoSDK,
}

func findGoSDK(f *finder) {
	f.inspect.Preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		if !isNamed(f.pass.TypesInfo.TypeOf(lit), gosdkModule, "mcp", "Tool") {
			return
		}
		name := keyed(lit, "Name")
		if name == nil {
			return
		}
		t := &Tool{Framework: GoSDK, Decl: lit, NameExpr: name}
		t.Name, _ = f.constString(name)
		t.Description = f.description(keyed(lit, "Description"))
		if schema := keyed(lit, "InputSchema"); schema != nil {
			t.Params = f.schemaParams(schema)
		}
		if ann := keyed(lit, "Annotations"); ann != nil {
			f.annotationLiteral(&t.Annotations, ann)
		}
		f.add(t)
	})
	f.inspect.Preorder([]ast.Node{(*ast.CallExpr)(nil)}, func(n ast.Node) {
		call := n.(*ast.CallExpr)
		fn := f.callee(call)
		switch {
		case isFunc(fn, gosdkModule, "mcp", "AddTool") && len(call.Args) == 3:
			t := f.toolAt(call.Args[1])
			f.bind(t, f.handler(call.Args[2], 2))
			if t != nil && t.Input == nil {
				// The handler may be a value of an instantiated
				// ToolHandlerFor whose signature is not visible here.
				if targs := f.typeArgs(call); len(targs) == 2 && isStructInput(targs[0]) {
					t.Input = targs[0]
					if len(t.Params) == 0 {
						t.Params = f.structParams(targs[0])
					}
				}
			}
		case isMethod(fn, gosdkModule, "mcp", "Server", "AddTool") && len(call.Args) == 2:
			f.bind(f.toolAt(call.Args[0]), f.handler(call.Args[1], 1))
		}
	})
}
