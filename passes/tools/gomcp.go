package tools

import (
	"go/ast"
	"go/types"
	"reflect"
	"strconv"
	"strings"
)

// ThinkInAIXYZ/go-mcp: protocol.NewTool(name, description, inputReqStruct)
// (the struct's fields are the input schema), NewToolWithRawSchema and
// protocol.Tool literals, with Annotations set in the literal or assigned
// afterwards (tool.Annotations = &protocol.ToolAnnotations{...}); bound with
// (*server.Server).RegisterTool(tool, handler, middlewares...), whose
// handler is func(context.Context, *protocol.CallToolRequest)
// (*protocol.CallToolResult, error), or before v0.2 the same without the
// context. Read from the module's source at commit e0f8b5e1 (v0.2.29 and
// two commits); the module proxy refuses it here.
const gomcpModule = "github.com/ThinkInAIXYZ/go-mcp"

// GoMCP is github.com/ThinkInAIXYZ/go-mcp.
const GoMCP Framework = "go-mcp"

// A returned error is a JSON-RPC error (InternalError); the model sees a
// tool error only from IsError: true or NewCallToolResult(content, true).
// Handlers decode their arguments with protocol.VerifyAndUnmarshal(
// req.RawArguments, &in) or read req.Arguments.
var gomcpConventions = conventions{
	errorResults: []ErrorResult{{
		Module: gomcpModule, Sub: "protocol",
		FlagFuncs: map[string]int{"NewCallToolResult": 1},
		Field:     "IsError",
	}},
	textResults: []TextResult{gomcpText},
}

// gomcpText: return &protocol.CallToolResult{Content: []protocol.Content{&protocol.TextContent{Type: "text", Text: "..."}}}, nil
func gomcpText(r *types.Tuple, w ResultWriter) (string, bool) {
	if r.Len() != 2 || !isPtrTo(r.At(0).Type(), gomcpModule, "protocol", "CallToolResult") || !isError(r.At(1).Type()) {
		return "", false
	}
	p, ok := w.PkgName(pkgOf(r.At(0).Type()))
	if !ok {
		return "", false
	}
	return "return &" + p + ".CallToolResult{Content: []" + p + ".Content{&" + p + `.TextContent{Type: "text", Text: ` + w.Text() + "}}}, nil", true
}

func findGoMCP(f *finder) {
	// Declarations first, so bindings can find them.
	for call, fn := range f.calls() {
		switch {
		case isFunc(fn, gomcpModule, "protocol", "NewTool") && len(call.Args) == 3:
			t := &Tool{Framework: GoMCP, Decl: call, NameExpr: call.Args[0]}
			t.Name, _ = f.constString(call.Args[0])
			t.Description = f.description(call.Args[1])
			if in := f.pass.TypesInfo.TypeOf(call.Args[2]); in != nil && isStructInput(in) {
				t.Input = in
				t.Params = gomcpParams(f.structParams(in))
			}
			f.add(t)
		case isFunc(fn, gomcpModule, "protocol", "NewToolWithRawSchema") && len(call.Args) == 3:
			t := &Tool{Framework: GoMCP, Decl: call, NameExpr: call.Args[0]}
			t.Name, _ = f.constString(call.Args[0])
			t.Description = f.description(call.Args[1])
			t.Params = f.schemaParams(call.Args[2])
			f.add(t)
		}
	}
	for lit := range f.literalsOf(gomcpModule, "protocol", "Tool") {
		t := f.literalTool(GoMCP, lit, "Name", "Description", "InputSchema")
		if t == nil {
			continue
		}
		if raw := keyed(lit, "RawInputSchema"); raw != nil {
			t.Params = f.schemaParams(raw)
		}
		if ann := keyed(lit, "Annotations"); ann != nil {
			f.annotationLiteral(&t.Annotations, ann)
		}
	}
	// Hints assigned to a declared tool: tool.Annotations =
	// &protocol.ToolAnnotations{...}, the only way to set them on a tool
	// NewTool made. Assignments are not indexed: walk the files only when
	// the package writes such a literal.
	for range f.literalsOf(gomcpModule, "protocol", "ToolAnnotations") {
		for _, file := range f.pass.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				if as, ok := n.(*ast.AssignStmt); ok && len(as.Lhs) == 1 && len(as.Rhs) == 1 {
					f.gomcpAnnotations(as.Lhs[0], as.Rhs[0])
				}
				return true
			})
		}
		break
	}

	// Bindings.
	for call, fn := range f.calls() {
		if isMethod(fn, gomcpModule, "server", "Server", "RegisterTool") && len(call.Args) >= 2 {
			input := 1
			if sig := signatureOfExpr(f.pass.TypesInfo, call.Args[1]); sig != nil {
				if in, ok := gomcpLayer.handlerInput(sig); ok {
					input = in
				}
			}
			f.bindCall(GoMCP, call, call.Args[0], call.Args[1], input)
		}
	}
}

// gomcpAnnotations reads tool.Annotations = value, for a tool declared
// in this package.
func (f *finder) gomcpAnnotations(lhs, value ast.Expr) {
	sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Annotations" || !isPtrTo(f.pass.TypesInfo.TypeOf(sel.X), gomcpModule, "protocol", "Tool") {
		return
	}
	if t := f.toolAt(sel.X); t != nil && t.Framework == GoMCP {
		f.annotationLiteral(&t.Annotations, value)
	}
}

// gomcpParams applies go-mcp's rule for required fields: a field is
// required unless its json tag ends in ",omitempty", and a
// required:"true" or required:"false" tag overrides that.
func gomcpParams(params []*Param) []*Param {
	for _, p := range params {
		if p.Field == nil || p.Tags == nil {
			continue
		}
		tag := tagOf(p)
		p.Required = !strings.HasSuffix(tag.Get("json"), ",omitempty")
		if s := tag.Get("required"); s != "" {
			if v, err := strconv.ParseBool(s); err == nil {
				p.Required = v
			}
		}
	}
	return params
}

// tagOf returns the struct tag of a parameter read from a struct field.
func tagOf(p *Param) reflect.StructTag {
	var parts []string
	for _, t := range p.Tags.Tags() {
		parts = append(parts, t.String())
	}
	return reflect.StructTag(strings.Join(parts, " "))
}

// gomcpLayer is what tool layers need of go-mcp: *protocol.Tool values
// and the handler signature, with or without the leading context.
var gomcpLayer = layerHooks{
	framework: GoMCP,
	module:    gomcpModule,
	toolTypes: [][2]string{{"protocol", "Tool"}},
	handlerInput: func(sig *types.Signature) (int, bool) {
		p, r := sig.Params(), sig.Results()
		if p.Len() < 1 || p.Len() > 2 || (p.Len() == 2 && !isContext(p.At(0).Type())) ||
			!isPtrTo(p.At(p.Len()-1).Type(), gomcpModule, "protocol", "CallToolRequest") ||
			r.Len() != 2 || !isPtrTo(r.At(0).Type(), gomcpModule, "protocol", "CallToolResult") || !isError(r.At(1).Type()) {
			return 0, false
		}
		return p.Len() - 1, true
	},
}
