package tools

import (
	"go/ast"
	"go/types"
)

// anthropics/anthropic-sdk-go v1 and v2 (same tool API): anthropic.ToolParam
// and BetaToolParam literals, ToolUnionParamOfTool and
// BetaToolUnionParamOfTool calls, toolrunner.NewBetaTool* constructors, and
// types implementing anthropic.BetaTool. Plain API handlers are linked by
// dispatch on the name.
const anthropicModule = "github.com/anthropics/anthropic-sdk-go"

// Anthropic is github.com/anthropics/anthropic-sdk-go, v1 and v2.
const Anthropic Framework = "anthropic"

// The toolrunner turns a returned error into a tool error; the plain API
// builds one with an is-error argument.
var anthropicConventions = conventions{
	dispatch: true,
	errorResults: []ErrorResult{{Module: anthropicModule, FlagFuncs: map[string]int{
		"NewToolResultBlock": 2, "NewBetaToolResultBlock": 2, "NewBetaToolResultTextBlockParam": 2,
	}}},
	textResults: []TextResult{anthropicText},
}

// anthropicText: return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: "..."}}, nil
// or the one-element slice of it for BetaTool.Execute.
func anthropicText(r *types.Tuple, w ResultWriter) (string, bool) {
	if r.Len() != 2 || !isError(r.At(1).Type()) {
		return "", false
	}
	t := r.At(0).Type()
	slice := false
	if s, ok := t.(*types.Slice); ok {
		t, slice = s.Elem(), true
	}
	if !isNamed(t, anthropicModule, "", "BetaToolResultBlockParamContentUnion") {
		return "", false
	}
	a, ok := w.PkgName(pkgOf(t))
	if !ok {
		return "", false
	}
	elem := "{OfText: &" + a + ".BetaTextBlockParam{Text: " + w.Text() + "}}"
	if slice {
		return "return []" + a + ".BetaToolResultBlockParamContentUnion{" + elem + "}, nil", true
	}
	return "return " + a + ".BetaToolResultBlockParamContentUnion" + elem + ", nil", true
}

func findAnthropic(f *finder) {
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil), (*ast.CallExpr)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			typ := f.pass.TypesInfo.TypeOf(n)
			if isNamed(typ, anthropicModule, "", "ToolParam") || isNamed(typ, anthropicModule, "", "BetaToolParam") {
				f.literalTool(Anthropic, n, "Name", "Description", "InputSchema")
			}
		case *ast.CallExpr:
			fn := f.callee(n)
			switch {
			case isFunc(fn, anthropicModule, "", "ToolUnionParamOfTool", "BetaToolUnionParamOfTool") && len(n.Args) == 2:
				t := &Tool{Framework: Anthropic, Decl: n, NameExpr: n.Args[1]}
				t.Name, _ = f.constString(n.Args[1])
				t.Params = f.schemaParams(n.Args[0])
				f.add(t)
			case isFunc(fn, anthropicModule, "toolrunner", "NewBetaTool", "NewBetaToolFromJSONSchema", "NewBetaToolFromBytes") && len(n.Args) >= 3:
				t := &Tool{Framework: Anthropic, Decl: n, NameExpr: n.Args[0]}
				t.Name, _ = f.constString(n.Args[0])
				t.Description = f.description(n.Args[1])
				if len(n.Args) == 4 {
					t.Params = f.schemaParams(n.Args[2])
				}
				t = f.add(t)
				f.bind(t, f.handler(n.Args[len(n.Args)-1], 1))
			}
		}
	})
	for _, tn := range f.implementers(f.lookupInterface(anthropicModule, "", "BetaTool")) {
		t := f.methodTool(Anthropic, tn, "Execute", 1)
		if t != nil {
			t.Params = f.schemaParams(f.methodReturn(tn, "InputSchema"))
		}
	}
}

// anthropicLayer is what tool layers need of the anthropic SDK: tool
// parameter values and the toolrunner handler signature
// func(context.Context, T) (BetaToolResultBlockParamContentUnion, error).
var anthropicLayer = layerHooks{
	framework: Anthropic,
	module:    anthropicModule,
	toolTypes: [][2]string{{"", "ToolParam"}, {"", "BetaToolParam"}},
	handlerInput: func(sig *types.Signature) (int, bool) {
		if sig.Params().Len() != 2 || sig.Results().Len() != 2 || !isContext(sig.Params().At(0).Type()) ||
			!isNamed(sig.Results().At(0).Type(), anthropicModule, "", "BetaToolResultBlockParamContentUnion") {
			return 0, false
		}
		return 1, true
	},
}
