package tools

import (
	"go/types"
)

// charm.land/fantasy (v0.41): fantasy.NewAgentTool(name, description,
// fn) and NewParallelAgentTool, whose fn is func(ctx, In, ToolCall)
// (ToolResponse, error), and types implementing fantasy.AgentTool (Info()
// returning a ToolInfo literal, and Run).
const fantasyModule = "charm.land/fantasy"

// Fantasy is charm.land/fantasy.
const Fantasy Framework = "fantasy"

// A returned error stops the agent; a failure the model reads is a
// ToolResponse with IsError set (NewTextErrorResponse).
var fantasyConventions = conventions{
	errorResults: []ErrorResult{{Module: fantasyModule, Funcs: []string{"NewTextErrorResponse"}, Field: "IsError"}},
	textResults:  []TextResult{fantasyText},
}

// fantasyText: return fantasy.NewTextResponse("..."), nil.
func fantasyText(r *types.Tuple, w ResultWriter) (string, bool) {
	if r.Len() != 2 || !isNamed(r.At(0).Type(), fantasyModule, "", "ToolResponse") || !isError(r.At(1).Type()) {
		return "", false
	}
	a, ok := w.PkgName(pkgOf(r.At(0).Type()))
	if !ok {
		return "", false
	}
	return "return " + a + ".NewTextResponse(" + w.Text() + "), nil", true
}

func findFantasy(f *finder) {
	for call, fn := range f.calls() {
		if !isFunc(fn, fantasyModule, "", "NewAgentTool", "NewParallelAgentTool") || len(call.Args) != 3 {
			continue
		}
		t := &Tool{Framework: Fantasy, Decl: call, NameExpr: call.Args[0]}
		t.Name, _ = f.constString(call.Args[0])
		t.Description = f.description(call.Args[1])
		t = f.add(t)
		f.bind(t, f.handler(call.Args[2], 1))
	}
	f.specTools(Fantasy, f.lookupInterface(fantasyModule, "", "AgentTool"), "Info", func(t types.Type) bool {
		return isNamed(t, fantasyModule, "", "ToolInfo")
	}, "Parameters", "Run")
}

// fantasyLayer is what tool layers need of fantasy: the handler signature
// func(context.Context, In, fantasy.ToolCall) (fantasy.ToolResponse, error).
var fantasyLayer = layerHooks{
	framework: Fantasy,
	module:    fantasyModule,
	handlerInput: func(sig *types.Signature) (int, bool) {
		if sig.Params().Len() != 3 || sig.Results().Len() != 2 || !isContext(sig.Params().At(0).Type()) ||
			!isNamed(sig.Params().At(2).Type(), fantasyModule, "", "ToolCall") ||
			!isNamed(sig.Results().At(0).Type(), fantasyModule, "", "ToolResponse") {
			return 0, false
		}
		return 1, true
	},
}
