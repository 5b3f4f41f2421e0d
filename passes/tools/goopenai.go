package tools

import (
	"go/ast"
)

// sashabaranov/go-openai: openai.FunctionDefinition literals (FunctionDefine
// is an alias) inside openai.Tool; parameters as a jsonschema.Definition
// literal, a map, or jsonschema.GenerateSchemaForType(v). Handlers are
// linked by dispatch on the name.
const goopenaiModule = "github.com/sashabaranov/go-openai"

// GoOpenAI is github.com/sashabaranov/go-openai.
const GoOpenAI Framework = "go-openai"

// There is no handler API: the dispatch code answers with a tool message
// of its own, which a fix rewrites in place.
var goopenaiConventions = conventions{
	sameMessage: true,
	dispatch:    true,
	plainText:   true,
}

func findGoOpenAI(f *finder) {
	for lit := range f.literalsOf(goopenaiModule, "", "FunctionDefinition") {
		t := f.literalTool(GoOpenAI, lit, "Name", "Description", "Parameters")
		if t == nil || len(t.Params) > 0 {
			continue
		}
		if call, ok := f.resolve(keyed(lit, "Parameters")).(*ast.CallExpr); ok &&
			isFunc(f.callee(call), goopenaiModule, "jsonschema", "GenerateSchemaForType") && len(call.Args) == 1 {
			in := f.pass.TypesInfo.TypeOf(call.Args[0])
			t.Input = in
			t.Params = f.structParams(in)
		}
	}
}
