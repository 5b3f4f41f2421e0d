package timeouterr

import (
	sharedflow "github.com/idemlint/idemlint/internal/flow"
	"go/types"
	"strings"

	"github.com/idemlint/idemlint/passes/tools"
)

// The framework knowledge of this check lives in this file: which tool
// results are error results, and how a handler of each framework returns
// an ordinary result that carries a text (frameworks.md §0). The check
// itself asks only these questions.

const (
	mcpgoPkg       = "github.com/mark3labs/mcp-go/mcp"
	gosdkPkg       = "github.com/modelcontextprotocol/go-sdk/mcp"
	anthropicPkg   = "github.com/anthropics/anthropic-sdk-go"
	anthropicV2Pkg = "github.com/anthropics/anthropic-sdk-go/v2"
)

// A shape writes the return statement of an ordinary result that
// carries the "unknown" text, or declines when the handler's results do
// not have its shape.
type shape func(fx *fixCtx) (string, bool)

// shapes lists, per framework, the ordinary results tried in order.
// Eino, genkit and ADK have no text result: a zero Out with a nil error
// would tell the model nothing, so they get a fix only when Out is a
// string (or any).
var shapes = map[tools.Framework][]shape{
	tools.MCPGo:       {mcpgoText, plainText},
	tools.GoSDK:       {gosdkText},
	tools.OpenAIGo:    {sameMessage, plainText},
	tools.GoOpenAI:    {sameMessage, plainText},
	tools.Anthropic:   {anthropicText},
	tools.LangChainGo: {plainText},
	tools.Eino:        {plainText},
	tools.Genkit:      {plainText},
	tools.ADK:         {plainText},
	tools.Directive:   {mcpgoText, gosdkText, anthropicText, plainText},
}

// mcpgoText: return mcp.NewToolResultText("..."), nil
func mcpgoText(fx *fixCtx) (string, bool) {
	r := fx.results
	if r.Len() != 2 || !isNamedPtr(r.At(0).Type(), mcpgoPkg, "CallToolResult") || !sharedflow.IsErrorType(r.At(1).Type()) {
		return "", false
	}
	mcp, ok := fx.pkgName(namedOf(r.At(0).Type()).Obj().Pkg())
	if !ok {
		return "", false
	}
	return "return " + mcp + ".NewToolResultText(" + fx.text + "), nil", true
}

// gosdkText: return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "..."}}}, Out{}, nil
// for typed handlers, without the Out for raw ones.
func gosdkText(fx *fixCtx) (string, bool) {
	r := fx.results
	if (r.Len() != 2 && r.Len() != 3) || !isNamedPtr(r.At(0).Type(), gosdkPkg, "CallToolResult") || !sharedflow.IsErrorType(r.At(r.Len()-1).Type()) {
		return "", false
	}
	mcp, ok := fx.pkgName(namedOf(r.At(0).Type()).Obj().Pkg())
	if !ok {
		return "", false
	}
	parts := []string{"&" + mcp + ".CallToolResult{Content: []" + mcp + ".Content{&" + mcp + ".TextContent{Text: " + fx.text + "}}}"}
	if r.Len() == 3 {
		zero, ok := fx.zero(r.At(1).Type())
		if !ok {
			return "", false
		}
		parts = append(parts, zero)
	}
	return "return " + strings.Join(append(parts, "nil"), ", "), true
}

// anthropicText: return anthropic.BetaToolResultBlockParamContentUnion{OfText: &anthropic.BetaTextBlockParam{Text: "..."}}, nil
// or the one-element slice of it for BetaTool.Execute.
func anthropicText(fx *fixCtx) (string, bool) {
	r := fx.results
	if r.Len() != 2 || !sharedflow.IsErrorType(r.At(1).Type()) {
		return "", false
	}
	t := r.At(0).Type()
	slice := false
	if s, ok := t.(*types.Slice); ok {
		t, slice = s.Elem(), true
	}
	n := namedOf(t)
	if n == nil || n.Obj().Name() != "BetaToolResultBlockParamContentUnion" || n.Obj().Pkg() == nil ||
		(n.Obj().Pkg().Path() != anthropicPkg && n.Obj().Pkg().Path() != anthropicV2Pkg) {
		return "", false
	}
	a, ok := fx.pkgName(n.Obj().Pkg())
	if !ok {
		return "", false
	}
	elem := "{OfText: &" + a + ".BetaTextBlockParam{Text: " + fx.text + "}}"
	if slice {
		return "return []" + a + ".BetaToolResultBlockParamContentUnion{" + elem + "}, nil", true
	}
	return "return " + a + ".BetaToolResultBlockParamContentUnion" + elem + ", nil", true
}

// sameMessage: the tool message of the failing return, with the
// "unknown" text in place of the error text (openai-go, go-openai
// dispatch).
func sameMessage(fx *fixCtx) (string, bool) {
	return fx.replaced()
}

// plainText: return "...", nil when the result is a string or any
// (langchaingo; eino, genkit and ADK with a string Out).
func plainText(fx *fixCtx) (string, bool) {
	r := fx.results
	if r.Len() != 2 || !sharedflow.IsErrorType(r.At(1).Type()) {
		return "", false
	}
	t := r.At(0).Type()
	if isString(t) {
		return "return " + fx.text + ", nil", true
	}
	if i, ok := t.Underlying().(*types.Interface); ok && i.Empty() {
		return "return " + fx.text + ", nil", true
	}
	return "", false
}

func namedOf(t types.Type) *types.Named {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}

func isNamedPtr(t types.Type, pkg, name string) bool {
	_, ok := t.(*types.Pointer)
	return ok && isNamed(t, pkg, name)
}
