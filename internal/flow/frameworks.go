package flow

import "github.com/idemlint/idemlint/passes/tools"

// The one framework-specific fact this check needs: how a framework marks
// a tool result as an error, besides a returned Go error (which every
// framework treats as a failure, see frameworks.md §0). Frameworks that
// are not listed have no error result: the model sees a Go error or text.

// An ErrorAPI names the ways one package builds an error result.
type ErrorAPI struct {
	pkg       string         // the package of the result type and its constructors
	funcs     []string       // constructors that always build an error result
	flagFuncs map[string]int // constructors whose constant true argument at the index marks an error
	field     string         // a boolean field of the result type set to true ("IsError")
	setter    string         // a method of the result type that marks it as an error ("SetError")
}

const (
	mcpgoPkg = "github.com/mark3labs/mcp-go/mcp"
	gosdkPkg = "github.com/modelcontextprotocol/go-sdk/mcp"
)

var anthropicFlagFuncs = map[string]int{
	"NewToolResultBlock": 2, "NewBetaToolResultBlock": 2, "NewBetaToolResultTextBlockParam": 2,
}

var errorAPIs = map[tools.Framework][]ErrorAPI{
	tools.MCPGo: {{
		pkg:   mcpgoPkg,
		funcs: []string{"NewToolResultError", "NewToolResultErrorf", "NewToolResultErrorFromErr"},
		field: "IsError",
	}},
	tools.GoSDK: {{pkg: gosdkPkg, field: "IsError", setter: "SetError"}},
	tools.Anthropic: {
		{pkg: "github.com/anthropics/anthropic-sdk-go", flagFuncs: anthropicFlagFuncs},
		{pkg: "github.com/anthropics/anthropic-sdk-go/v2", flagFuncs: anthropicFlagFuncs},
	},
}

// ErrorAPIsOf returns the error-result APIs of a framework; a tool
// declared by directive may use any of them.
func ErrorAPIsOf(fw tools.Framework) []ErrorAPI {
	if fw != tools.Directive {
		return errorAPIs[fw]
	}
	var all []ErrorAPI
	for _, f := range []tools.Framework{tools.MCPGo, tools.GoSDK, tools.Anthropic} {
		all = append(all, errorAPIs[f]...)
	}
	return all
}
