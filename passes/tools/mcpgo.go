package tools

import (
	"go/ast"
	"go/types"
	"strings"
)

// mark3labs/mcp-go v1: mcp.NewTool(name, opts...), mcp.NewToolWithRawSchema,
// mcp.Tool{...} literals; bound with (*server.MCPServer).AddTool,
// AddSessionTool, AddTaskTool and server.ServerTool{Tool, Handler}.
const mcpgoModule = "github.com/mark3labs/mcp-go"

// MCPGo is github.com/mark3labs/mcp-go.
const MCPGo Framework = "mcp-go"

// A plain Go error returned by any mcp-go handler becomes a JSON-RPC
// protocol error; the model sees a tool error only from the
// NewToolResultError constructors or IsError: true. Handlers read their
// arguments through the request's accessors.
var mcpgoConventions = conventions{
	errorResults: []ErrorResult{{
		Module: mcpgoModule, Sub: "mcp",
		Funcs: []string{"NewToolResultError", "NewToolResultErrorf", "NewToolResultErrorFromErr"},
		Field: "IsError",
	}},
	textResults: []TextResult{mcpgoText},
	plainText:   true,
	request: &Request{
		module: mcpgoModule, sub: "mcp", name: "CallToolRequest",
		stringRead: "GetString",
		read: map[string]accessor{
			"string":  {"GetString", `""`, "%q"},
			"integer": {"GetInt", "0", "%d"},
			"number":  {"GetFloat", "0", "%v"},
			"boolean": {"GetBool", "false", "%t"},
		},
		require: map[string]string{
			"string": "RequireString", "integer": "RequireInt", "number": "RequireFloat", "boolean": "RequireBool",
		},
		args: "GetArguments",
		pure: []string{
			"GetArguments", "GetRawArguments",
			"GetString", "GetInt", "GetFloat", "GetBool",
			"GetStringSlice", "GetIntSlice", "GetFloatSlice", "GetBoolSlice",
		},
	},
}

// mcpgoText: return mcp.NewToolResultText("..."), nil
func mcpgoText(r *types.Tuple, w ResultWriter) (string, bool) {
	if r.Len() != 2 || !isPtrTo(r.At(0).Type(), mcpgoModule, "mcp", "CallToolResult") || !isError(r.At(1).Type()) {
		return "", false
	}
	mcp, ok := w.PkgName(pkgOf(r.At(0).Type()))
	if !ok {
		return "", false
	}
	return "return " + mcp + ".NewToolResultText(" + w.Text() + "), nil", true
}

func findMCPGo(f *finder) {
	// Declarations first, so bindings can find them.
	f.preorder([]ast.Node{(*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CallExpr:
			fn := f.callee(n)
			switch {
			case isFunc(fn, mcpgoModule, "mcp", "NewTool") && len(n.Args) >= 1:
				t := &Tool{Framework: MCPGo, Decl: n, NameExpr: n.Args[0]}
				t.Name, _ = f.constString(n.Args[0])
				for _, opt := range f.variadic(n, 1) {
					f.mcpgoOption(t, opt)
				}
				f.add(t)
			case isFunc(fn, mcpgoModule, "mcp", "NewToolWithRawSchema") && len(n.Args) == 3:
				t := &Tool{Framework: MCPGo, Decl: n, NameExpr: n.Args[0]}
				t.Name, _ = f.constString(n.Args[0])
				t.Description = f.description(n.Args[1])
				t.Params = f.schemaParams(n.Args[2])
				f.add(t)
			}
		case *ast.CompositeLit:
			if !isNamed(f.pass.TypesInfo.TypeOf(n), mcpgoModule, "mcp", "Tool") {
				return
			}
			name := keyed(n, "Name")
			if name == nil {
				return // a zero Tool, not a declaration
			}
			t := &Tool{Framework: MCPGo, Decl: n, NameExpr: name}
			t.Name, _ = f.constString(name)
			t.Description = f.description(keyed(n, "Description"))
			if raw := keyed(n, "RawInputSchema"); raw != nil {
				t.Params = f.schemaParams(raw)
			} else if schema := keyed(n, "InputSchema"); schema != nil {
				t.Params = f.schemaParams(schema)
			}
			if ann := keyed(n, "Annotations"); ann != nil {
				f.annotationLiteral(&t.Annotations, ann)
			}
			f.add(t)
		}
	})

	// Bindings.
	f.preorder([]ast.Node{(*ast.CallExpr)(nil), (*ast.CompositeLit)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CallExpr:
			fn := f.callee(n)
			switch {
			case isMethod(fn, mcpgoModule, "server", "MCPServer", "AddTool", "AddTaskTool") && len(n.Args) == 2:
				f.bindCall(MCPGo, n, n.Args[0], n.Args[1], 1)
			case isMethod(fn, mcpgoModule, "server", "MCPServer", "AddSessionTool") && len(n.Args) == 3:
				f.bindCall(MCPGo, n, n.Args[1], n.Args[2], 1)
			}
		case *ast.CompositeLit:
			if isNamed(f.pass.TypesInfo.TypeOf(n), mcpgoModule, "server", "ServerTool") ||
				isNamed(f.pass.TypesInfo.TypeOf(n), mcpgoModule, "server", "ServerTaskTool") {
				f.bindCall(MCPGo, n, keyed(n, "Tool"), keyed(n, "Handler"), 1)
			}
		}
	})
}

// mcpgoOption applies one mcp.ToolOption to the tool being declared.
func (f *finder) mcpgoOption(t *Tool, opt ast.Expr) {
	call, ok := f.resolve(opt).(*ast.CallExpr)
	if !ok {
		return
	}
	fn := f.callee(call)
	if fn == nil || !isPkg(fn, mcpgoModule, "mcp") {
		return
	}
	arg := func(i int) ast.Expr {
		if i < len(call.Args) {
			return call.Args[i]
		}
		return nil
	}
	switch name := fn.Name(); name {
	case "WithDescription":
		t.Description = f.description(arg(0))
	case "WithString", "WithNumber", "WithInteger", "WithBoolean", "WithObject", "WithArray", "WithAny":
		pname, ok := f.constString(arg(0))
		if !ok {
			return
		}
		p := &Param{Name: pname, Node: call, SchemaType: strings.ToLower(strings.TrimPrefix(name, "With"))}
		if p.SchemaType == "any" {
			p.SchemaType = ""
		}
		for _, popt := range f.variadic(call, 1) {
			pc, ok := f.resolve(popt).(*ast.CallExpr)
			switch {
			case !ok:
			case isFunc(f.callee(pc), mcpgoModule, "mcp", "Required"):
				p.Required = true
			case isFunc(f.callee(pc), mcpgoModule, "mcp", "Description") && len(pc.Args) == 1:
				p.Description = f.description(pc.Args[0]).Value
			case isFunc(f.callee(pc), mcpgoModule, "mcp", "Enum"):
				p.Enum = true
			}
		}
		t.Params = append(t.Params, p)
	case "WithInputSchema":
		if targs := f.typeArgs(call); len(targs) == 1 {
			t.Input = targs[0]
			t.Params = f.structParams(targs[0])
		}
	case "WithRawInputSchema":
		t.Params = f.schemaParams(arg(0))
	case "WithReadOnlyHintAnnotation":
		f.setHint(&t.Annotations.ReadOnly, call, arg(0))
	case "WithDestructiveHintAnnotation":
		f.setHint(&t.Annotations.Destructive, call, arg(0))
	case "WithIdempotentHintAnnotation":
		f.setHint(&t.Annotations.Idempotent, call, arg(0))
	case "WithOpenWorldHintAnnotation":
		f.setHint(&t.Annotations.OpenWorld, call, arg(0))
	case "WithToolAnnotation":
		// Replaces every hint: fields left out become unset.
		t.Annotations = Annotations{}
		f.annotationLiteral(&t.Annotations, arg(0))
	}
}

// isArgumentsMap reports whether t is map[string]any, the arguments
// early mcp-go versions hand a tool's handler.
func isArgumentsMap(t types.Type) bool {
	m, ok := t.Underlying().(*types.Map)
	if !ok || !isString(m.Key()) {
		return false
	}
	i, ok := m.Elem().Underlying().(*types.Interface)
	return ok && i.Empty()
}

// mcpgoLayer is what tool layers need of mcp-go: mcp.Tool values, the
// mcp.ToolOption arguments, and the raw and typed handler signatures.
var mcpgoLayer = layerHooks{
	framework: MCPGo,
	module:    mcpgoModule,
	toolTypes: [][2]string{{"mcp", "Tool"}},
	option:    (*finder).mcpgoOption,
	handlerInput: func(sig *types.Signature) (int, bool) {
		p := sig.Params()
		if r := sig.Results(); p.Len() == 1 && isArgumentsMap(p.At(0).Type()) &&
			r.Len() == 2 && isNamed(r.At(0).Type(), mcpgoModule, "mcp", "CallToolResult") {
			return 0, true // before v0.8.0: ToolHandlerFunc(arguments map[string]interface{})
		}
		if p.Len() < 2 || p.Len() > 3 || !isContext(p.At(0).Type()) ||
			!isNamed(p.At(1).Type(), mcpgoModule, "mcp", "CallToolRequest") {
			return 0, false
		}
		if r := sig.Results(); r.Len() != 2 || !isNamed(r.At(0).Type(), mcpgoModule, "mcp", "CallToolResult") {
			return 0, false
		}
		return p.Len() - 1, true
	},
}
