package tools

import (
	"go/ast"
	"go/types"
)

// trpc.group/trpc-go/trpc-agent-go: function.NewFunctionTool(fn,
// function.WithName(n), function.WithDescription(d), ...) and
// NewStreamableFunctionTool, whose fn is func(ctx, In) (Out, error); and
// types implementing tool.CallableTool (Declaration() returning a
// tool.Declaration literal, and Call). Read from the module's source at
// commit 0e352fdd (after v1.11.2); the module proxy refuses it here.
const trpcModule = "trpc.group/trpc-go/trpc-agent-go"

// TRPC is trpc.group/trpc-go/trpc-agent-go.
const TRPC Framework = "trpc-agent-go"

// A returned error goes back to the model as the tool's error; a text
// goes back when Out is a string (or any).
var trpcConventions = conventions{plainText: true}

func findTRPC(f *finder) {
	for call, fn := range f.calls() {
		if !isFunc(fn, trpcModule, "tool/function", "NewFunctionTool", "NewStreamableFunctionTool") || len(call.Args) < 1 {
			continue
		}
		t := &Tool{Framework: TRPC, Decl: call}
		for _, opt := range f.variadic(call, 1) {
			f.trpcOption(t, opt)
		}
		t = f.add(t)
		f.bind(t, f.handler(call.Args[0], 1))
	}
	f.specTools(TRPC, f.lookupInterface(trpcModule, "tool", "CallableTool"), "Declaration", func(t types.Type) bool {
		return isNamed(t, trpcModule, "tool", "Declaration")
	}, "InputSchema", "Call")
}

// trpcOption applies one option of NewFunctionTool.
func (f *finder) trpcOption(t *Tool, opt ast.Expr) {
	call, ok := f.resolve(opt).(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return
	}
	fn := f.callee(call)
	switch {
	case isFunc(fn, trpcModule, "tool/function", "WithName"):
		t.NameExpr = call.Args[0]
		t.Name, _ = f.constString(call.Args[0])
	case isFunc(fn, trpcModule, "tool/function", "WithDescription"):
		t.Description = f.description(call.Args[0])
	case isFunc(fn, trpcModule, "tool/function", "WithInputSchema"):
		t.Params = f.schemaParams(call.Args[0])
	}
}
