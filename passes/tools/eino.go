package tools

import (
	"go/ast"
	"strings"
)

// cloudwego/eino: utils.Infer*Tool(name, desc, fn), utils.New*Tool(info,
// fn), schema.ToolInfo literals (the field is Desc), and types
// implementing tool.InvokableTool or tool.StreamableTool whose Info
// returns a ToolInfo literal.
const einoModule = "github.com/cloudwego/eino"

// Eino is github.com/cloudwego/eino.
const Eino Framework = "eino"

// A returned error aborts the graph; eino has no text result of its own,
// so a text goes back only when the output is a string (or any).
var einoConventions = conventions{plainText: true}

func findEino(f *finder) {
	for lit := range f.literalsOf(einoModule, "schema", "ToolInfo") {
		t := f.literalTool(Eino, lit, "Name", "Desc", "ParamsOneOf")
		if t != nil && len(t.Params) == 0 {
			if call, ok := f.resolve(keyed(lit, "ParamsOneOf")).(*ast.CallExpr); ok &&
				isFunc(f.callee(call), einoModule, "schema", "NewParamsOneOfByParams") && len(call.Args) == 1 {
				t.Params = f.schemaParams(call.Args[0])
			}
		}
	}
	for call, fn := range f.calls() {
		if fn == nil || !isPkg(fn, einoModule, "components/tool/utils") || fn.Signature().Recv() != nil {
			continue
		}
		switch name := fn.Name(); {
		case strings.HasPrefix(name, "Infer") && strings.HasSuffix(name, "Tool") && len(call.Args) >= 3:
			t := &Tool{Framework: Eino, Decl: call, NameExpr: call.Args[0]}
			t.Name, _ = f.constString(call.Args[0])
			t.Description = f.description(call.Args[1])
			t = f.add(t)
			f.bind(t, f.handler(call.Args[2], 1))
		case strings.HasPrefix(name, "New") && strings.HasSuffix(name, "Tool") && len(call.Args) >= 2:
			f.bindCall(Eino, call, call.Args[0], call.Args[1], 1)
		}
	}
	for _, sub := range []string{"InvokableTool", "StreamableTool", "EnhancedInvokableTool", "EnhancedStreamableTool"} {
		for _, tn := range f.implementers(f.lookupInterface(einoModule, "components/tool", sub)) {
			run := "InvokableRun"
			if strings.Contains(sub, "Streamable") {
				run = "StreamableRun"
			}
			t := f.toolAt(f.methodReturn(tn, "Info"))
			if t == nil {
				t = f.toolAt(f.ownFieldReturn(tn, "Info")) // Info() { return b.info }, set in the constructor's literal
			}
			if m := f.method(tn, run); t != nil && m != nil && t.Handler == nil {
				t.Handler = f.funcHandler(m, 1)
			}
		}
	}
}

// einoLayer is what tool layers need of eino: schema.ToolInfo values.
// Its handler signature, func(context.Context, In) (Out, error), is any
// function's, so a body is not recognised by it.
var einoLayer = layerHooks{
	framework: Eino,
	module:    einoModule,
	toolTypes: [][2]string{{"schema", "ToolInfo"}},
}
