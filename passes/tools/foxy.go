package tools

import (
	"go/ast"
	"go/types"
	"strings"
)

// strowk/foxy-contexts: fxctx.NewTool(&mcp.Tool{Name, Description,
// InputSchema}, callback), whose callback is func(ctx, map[string]any)
// *mcp.CallToolResult (before v0.1.0-beta.1, func(map[string]any)), and
// types implementing fxctx.Tool (GetMcpTool() returning an mcp.Tool
// literal, and Callback). The schema is a literal or
// toolinput.NewToolInputSchema(toolinput.WithRequiredString(name, d),
// ...).GetMcpToolInputSchema(). Tools reach the server through fx value
// groups (fxctx.AsTool), which no call shows: a tool built is a tool
// served. Read from the module's source at commit 67830202
// (v0.1.0-beta.6); the module proxy refuses it here.
const foxyModule = "github.com/strowk/foxy-contexts"

// Foxy is github.com/strowk/foxy-contexts.
const Foxy Framework = "foxy-contexts"

// The callback returns no Go error: a failure the model reads is a result
// whose IsError points to true.
var foxyConventions = conventions{
	errorResults: []ErrorResult{{Module: foxyModule, Sub: "pkg/mcp", Field: "IsError"}},
	textResults:  []TextResult{foxyText},
}

// foxyText: return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: "..."}}}
func foxyText(r *types.Tuple, w ResultWriter) (string, bool) {
	if r.Len() != 1 || !isPtrTo(r.At(0).Type(), foxyModule, "pkg/mcp", "CallToolResult") {
		return "", false
	}
	m, ok := w.PkgName(pkgOf(r.At(0).Type()))
	if !ok {
		return "", false
	}
	return "return &" + m + ".CallToolResult{Content: []interface{}{" + m + `.TextContent{Type: "text", Text: ` + w.Text() + "}}}", true
}

func findFoxy(f *finder) {
	for call, fn := range f.calls() {
		if !isFunc(fn, foxyModule, "pkg/fxctx", "NewTool") || len(call.Args) != 2 {
			continue
		}
		lit, ok := f.resolve(call.Args[0]).(*ast.CompositeLit)
		if !ok || !isNamed(f.pass.TypesInfo.TypeOf(lit), foxyModule, "pkg/mcp", "Tool") {
			continue
		}
		t := f.foxyTool(lit)
		if t == nil {
			continue
		}
		input := 0
		if sig := signatureOfExpr(f.pass.TypesInfo, call.Args[1]); sig != nil && sig.Params().Len() > 0 {
			input = lastParam(sig)
		}
		f.bind(t, f.handler(call.Args[1], input))
	}
	iface := f.lookupInterface(foxyModule, "pkg/fxctx", "Tool")
	for _, tn := range f.implementers(iface) {
		lit, ok := f.resolve(f.methodReturn(tn, "GetMcpTool")).(*ast.CompositeLit)
		if !ok || !isNamed(f.pass.TypesInfo.TypeOf(lit), foxyModule, "pkg/mcp", "Tool") {
			continue
		}
		if t := f.foxyTool(lit); t != nil && t.Handler == nil {
			if m := f.method(tn, "Callback"); m != nil {
				t.Handler = f.funcHandler(m, 1)
			}
		}
	}
}

// foxyTool declares the tool of an mcp.Tool literal, with the parameters
// of a toolinput schema when the literal's schema is one.
func (f *finder) foxyTool(lit *ast.CompositeLit) *Tool {
	t := f.literalTool(Foxy, lit, "Name", "Description", "InputSchema")
	if t != nil && len(t.Params) == 0 {
		t.Params = f.toolinputParams(keyed(lit, "InputSchema"))
	}
	return t
}

// toolinputParams reads s.GetMcpToolInputSchema() where s is
// toolinput.NewToolInputSchema(options...): each With<Type>(name, ...)
// option is a parameter, required when the option is WithRequired<Type>.
func (f *finder) toolinputParams(e ast.Expr) []*Param {
	call, ok := ast.Unparen(e).(*ast.CallExpr)
	if !ok {
		return nil
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "GetMcpToolInputSchema" {
		return nil
	}
	schema, ok := f.resolve(sel.X).(*ast.CallExpr)
	if !ok || !isFunc(f.callee(schema), foxyModule, "pkg/toolinput", "NewToolInputSchema") {
		return nil
	}
	var params []*Param
	for _, opt := range f.variadic(schema, 0) {
		oc, ok := f.resolve(opt).(*ast.CallExpr)
		if !ok || len(oc.Args) < 2 {
			continue
		}
		fn := f.callee(oc)
		if fn == nil || !isFunc(fn, foxyModule, "pkg/toolinput", fn.Name()) || !strings.HasPrefix(fn.Name(), "With") {
			continue
		}
		name, ok := f.constString(oc.Args[0])
		if !ok {
			continue
		}
		kind := strings.TrimPrefix(fn.Name(), "With")
		required := strings.HasPrefix(kind, "Required")
		kind = strings.ToLower(strings.TrimPrefix(kind, "Required"))
		desc, _ := f.constString(oc.Args[1])
		params = append(params, &Param{Name: name, Node: oc, SchemaType: kind, Description: desc, Required: required})
	}
	return params
}
