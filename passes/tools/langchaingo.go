package tools

import "go/ast"

// tmc/langchaingo: types implementing tools.Tool (Name, Description and
// Call(ctx, input string)); the input is one free-form string, so such
// tools have no parameters. llms.FunctionDefinition literals declare
// tools for direct tool calling, linked by dispatch on the name.
const langchaingoModule = "github.com/tmc/langchaingo"

// LangChainGo is github.com/tmc/langchaingo.
const LangChainGo Framework = "langchaingo"

// A returned error aborts the agent run; a text result is the string
// Call returns.
var langchaingoAdapter = adapter{
	framework: LangChainGo,
	modules:   []string{langchaingoModule},
	find:      findLangChainGo,
	plainText: true,
}

func findLangChainGo(f *finder) {
	for _, tn := range f.implementers(f.lookupInterface(langchaingoModule, "tools", "Tool")) {
		f.methodTool(LangChainGo, tn, "Call", 1)
	}
	f.inspect.Preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		if isNamed(f.pass.TypesInfo.TypeOf(lit), langchaingoModule, "llms", "FunctionDefinition") {
			f.literalTool(LangChainGo, lit, "Name", "Description", "Parameters")
		}
	})
}
