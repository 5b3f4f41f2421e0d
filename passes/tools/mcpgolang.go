package tools

import (
	"go/ast"
	"go/types"
	"slices"
	"strings"
)

// metoro-io/mcp-golang: (*mcp_golang.Server).RegisterTool(name,
// description, handler), whose handler is func(Args) or
// func(context.Context, Args) returning (*mcp_golang.ToolResponse, error);
// the Args struct is the input schema. Read from the module's source at
// commit e5d629c5 (v0.16.0 and one commit); the module proxy refuses it
// here. The library has no tool annotations.
const mcpgolangModule = "github.com/metoro-io/mcp-golang"

// MCPGolang is github.com/metoro-io/mcp-golang.
const MCPGolang Framework = "mcp-golang"

// A returned error is sent to the model as a tool result with isError
// set (its text prefixed "handler returned an error: "); a ToolResponse
// has no error flag of its own, so the error is the only failure.
var mcpgolangConventions = conventions{textResults: []TextResult{mcpgolangText}}

// mcpgolangText: return mcp_golang.NewToolResponse(mcp_golang.NewTextContent("...")), nil
func mcpgolangText(r *types.Tuple, w ResultWriter) (string, bool) {
	if r.Len() != 2 || !isPtrTo(r.At(0).Type(), mcpgolangModule, "", "ToolResponse") || !isError(r.At(1).Type()) {
		return "", false
	}
	m, ok := w.PkgName(pkgOf(r.At(0).Type()))
	if !ok {
		return "", false
	}
	return "return " + m + ".NewToolResponse(" + m + ".NewTextContent(" + w.Text() + ")), nil", true
}

func findMCPGolang(f *finder) {
	for call, fn := range f.calls() {
		if !isMethod(fn, mcpgolangModule, "", "Server", "RegisterTool") || len(call.Args) != 3 {
			continue
		}
		t := &Tool{Framework: MCPGolang, Decl: call, NameExpr: call.Args[0]}
		t.Name, _ = f.constString(call.Args[0])
		t.Description = f.description(call.Args[1])
		input := -1
		if sig := signatureOfExpr(f.pass.TypesInfo, call.Args[2]); sig != nil && sig.Params().Len() > 0 {
			input = lastParam(sig)
			if in := sig.Params().At(input).Type(); isStructInput(in) {
				t.Input = in
				t.Params = mcpgolangParams(f.structParams(in))
			}
		}
		t = f.add(t)
		f.bind(t, f.handler(call.Args[2], input))
	}
}

// mcpgolangParams marks as required the parameters whose jsonschema tag
// says so, and no other: mcp-golang reflects the schema with
// RequiredFromJSONSchemaTags (`jsonschema:"required,description=..."`).
func mcpgolangParams(params []*Param) []*Param {
	for _, p := range params {
		p.Required = false
		if p.Tags == nil {
			continue
		}
		if tag, err := p.Tags.Get("jsonschema"); err == nil {
			opts := append([]string{tag.Name}, tag.Options...)
			p.Required = slices.ContainsFunc(opts, func(o string) bool { return strings.TrimSpace(o) == "required" })
		}
	}
	return params
}

// mcpgolangLayer is what tool layers need of mcp-golang: the handler
// signatures func([context.Context,] Args) (*mcp_golang.ToolResponse,
// error), with a struct of the program for Args (a helper that builds a
// response from a map is no handler).
var mcpgolangLayer = layerHooks{
	framework: MCPGolang,
	module:    mcpgolangModule,
	handlerInput: func(sig *types.Signature) (int, bool) {
		p, r := sig.Params(), sig.Results()
		if p.Len() < 1 || p.Len() > 2 || (p.Len() == 2 && !isContext(p.At(0).Type())) ||
			!isStructInput(p.At(p.Len()-1).Type()) ||
			r.Len() != 2 || !isPtrTo(r.At(0).Type(), mcpgolangModule, "", "ToolResponse") || !isError(r.At(1).Type()) {
			return 0, false
		}
		return p.Len() - 1, true
	},
}

// signatureOfExpr returns the signature of a function-typed expression,
// or nil.
func signatureOfExpr(info *types.Info, e ast.Expr) *types.Signature {
	t := info.TypeOf(e)
	if t == nil {
		return nil
	}
	sig, _ := t.Underlying().(*types.Signature)
	return sig
}
