package tools

import (
	"go/types"
	"strings"
)

// modelcontextprotocol/go-sdk v1: &mcp.Tool{...} literals, bound with the
// generic mcp.AddTool(s, t, h) (input struct In) or the raw
// (*mcp.Server).AddTool(t, h). Before v0.3 a handler took the session and
// a *CallToolParamsFor[In] (ctx, ss, params) and returned a
// *CallToolResultFor[Out]; v0.1 declared and bound a tool at once with
// mcp.NewServerTool(name, description, handler, opts...), served by
// (*Server).AddTools.
const gosdkModule = "github.com/modelcontextprotocol/go-sdk"

// GoSDK is github.com/modelcontextprotocol/go-sdk.
const GoSDK Framework = "go-sdk"

// A plain Go error is a tool error under the typed mcp.AddTool and a
// protocol error under the raw Server.AddTool; either marks a result
// with IsError or SetError.
var gosdkConventions = conventions{
	errorResults: []ErrorResult{{Module: gosdkModule, Sub: "mcp", Field: "IsError", Setter: "SetError"}},
	textResults:  []TextResult{gosdkText},
}

// gosdkText: return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "..."}}}, Out{}, nil
// for typed handlers, without the Out for raw ones.
func gosdkText(r *types.Tuple, w ResultWriter) (string, bool) {
	if (r.Len() != 2 && r.Len() != 3) || !isPtrTo(r.At(0).Type(), gosdkModule, "mcp", "CallToolResult") || !isError(r.At(r.Len()-1).Type()) {
		return "", false
	}
	mcp, ok := w.PkgName(pkgOf(r.At(0).Type()))
	if !ok {
		return "", false
	}
	parts := []string{"&" + mcp + ".CallToolResult{Content: []" + mcp + ".Content{&" + mcp + ".TextContent{Text: " + w.Text() + "}}}"}
	if r.Len() == 3 {
		zero, ok := w.Zero(r.At(1).Type())
		if !ok {
			return "", false
		}
		parts = append(parts, zero)
	}
	return "return " + strings.Join(append(parts, "nil"), ", "), true
}

func findGoSDK(f *finder) {
	for lit := range f.literalsOf(gosdkModule, "mcp", "Tool") {
		name := keyed(lit, "Name")
		if name == nil {
			continue
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
	}
	for call, fn := range f.calls() {
		switch {
		case isFunc(fn, gosdkModule, "mcp", "AddTool") && len(call.Args) == 3:
			f.bindCall(GoSDK, call, call.Args[1], call.Args[2], 2)
			t := f.boundTool(call.Args[1])
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
			f.bindCall(GoSDK, call, call.Args[0], call.Args[1], 1)
		case isFunc(fn, gosdkModule, "mcp", "NewServerTool") && len(call.Args) >= 3:
			t := &Tool{Framework: GoSDK, Decl: call, NameExpr: call.Args[0]}
			t.Name, _ = f.constString(call.Args[0])
			t.Description = f.description(call.Args[1])
			if targs := f.typeArgs(call); len(targs) == 2 && isStructInput(targs[0]) {
				t.Input = targs[0]
				t.Params = f.structParams(targs[0])
			}
			t = f.add(t)
			f.bind(t, f.handler(call.Args[2], 2))
		}
	}
}

// gosdkLayer is what tool layers need of go-sdk: *mcp.Tool values and the
// raw and typed handler signatures.
var gosdkLayer = layerHooks{
	framework: GoSDK,
	module:    gosdkModule,
	toolTypes: [][2]string{{"mcp", "Tool"}},
	handlerInput: func(sig *types.Signature) (int, bool) {
		p, r := sig.Params(), sig.Results()
		if p.Len() == 3 && r.Len() == 2 && isContext(p.At(0).Type()) && isPtrTo(p.At(1).Type(), gosdkModule, "mcp", "ServerSession") &&
			isPtrTo(p.At(2).Type(), gosdkModule, "mcp", "CallToolParamsFor") && isPtrTo(r.At(0).Type(), gosdkModule, "mcp", "CallToolResultFor") {
			return 2, true // before v0.3: (ctx, session, *CallToolParamsFor[In]) (*CallToolResultFor[Out], error)
		}
		if p.Len() < 2 || p.Len() > 3 || p.Len() != r.Len() || !isContext(p.At(0).Type()) ||
			// CallToolRequest is an alias of ServerRequest[*CallToolParamsRaw].
			!isNamed(p.At(1).Type(), gosdkModule, "mcp", "ServerRequest") ||
			!isNamed(r.At(0).Type(), gosdkModule, "mcp", "CallToolResult") {
			return 0, false
		}
		return p.Len() - 1, true
	},
}
