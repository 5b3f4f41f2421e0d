package tools

import "go/ast"

// openai/openai-go v3: shared.FunctionDefinitionParam literals (Chat
// Completions; openai.FunctionDefinitionParam is an alias),
// responses.FunctionToolParam literals, responses.ToolParamOfFunction
// calls and the beta openai.PersistedAgentToolParamFunction. There is no
// handler API: handlers are linked by dispatch on the name, including the
// beta ToolHandlers map.
const openaigoModule = "github.com/openai/openai-go"

// OpenAIGo is github.com/openai/openai-go (v3).
const OpenAIGo Framework = "openai-go"

// There is no handler API: the dispatch code answers with a tool message
// of its own, which a fix rewrites in place.
var openaigoConventions = conventions{
	sameMessage: true,
	dispatch:    true,
	plainText:   true,
}

func findOpenAIGo(f *finder) {
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil), (*ast.CallExpr)(nil)}, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CompositeLit:
			typ := f.pass.TypesInfo.TypeOf(n)
			if isNamed(typ, openaigoModule, "shared", "FunctionDefinitionParam") ||
				isNamed(typ, openaigoModule, "responses", "FunctionToolParam") ||
				isNamed(typ, openaigoModule, "", "PersistedAgentToolParamFunction") ||
				isNamed(typ, openaigoModule, "", "AgentToolParamFunction") {
				f.literalTool(OpenAIGo, n, "Name", "Description", "Parameters")
			}
		case *ast.CallExpr:
			if isFunc(f.callee(n), openaigoModule, "responses", "ToolParamOfFunction") && len(n.Args) >= 2 {
				t := &Tool{Framework: OpenAIGo, Decl: n, NameExpr: n.Args[0]}
				t.Name, _ = f.constString(n.Args[0])
				t.Params = f.schemaParams(n.Args[1])
				f.add(t)
			}
		}
	})
}

// literalTool records a tool declared by a struct literal with name,
// description and schema fields; literals without a name are not
// declarations.
func (f *finder) literalTool(fw Framework, lit *ast.CompositeLit, nameField, descField, schemaField string) *Tool {
	name := keyed(lit, nameField)
	if name == nil {
		return nil
	}
	t := &Tool{Framework: fw, Decl: lit, NameExpr: name}
	t.Name, _ = f.constString(name)
	t.Description = f.description(keyed(lit, descField))
	if schema := keyed(lit, schemaField); schema != nil {
		t.schema = schema
		t.Params = f.schemaParams(schema)
	}
	return f.add(t)
}
