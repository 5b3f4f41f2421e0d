package modelkey

import (
	"go/types"

	"github.com/idemlint/idemlint/passes/tools"
)

// The one framework-specific fact the fix needs: how a handler reads an
// argument through methods of the framework's request instead of a
// struct or a map. mcp-go handlers call req.GetString("name", "") and its
// kin; the fix replaces the read of the key and reads the arguments it
// derives the key from the same way. Frameworks that hand the handler a
// struct (go-sdk's typed handlers, eino, genkit, ADK) or JSON that the
// handler decodes itself (openai-go, go-openai, anthropic, langchaingo)
// need no entry: the fix reads struct fields and map entries there.

// A request is a framework's request type with argument accessors.
type request struct {
	pkg, name string // the type, by package path and name

	// keyRead is the accessor whose call with the key's name the fix
	// replaces: it takes the name and a default and returns a string.
	keyRead string
	// read gives, per JSON schema type, the accessor that reads another
	// argument, its default and the fmt verb of its result.
	read map[string]reader
	// args returns all arguments as a map[string]any, for parameters of
	// other schema types.
	args string
	// pure are the accessors that only read the request, so calling them
	// again in the derived key changes nothing.
	pure map[string]bool
}

type reader struct{ method, zero, verb string }

var requests = map[tools.Framework]request{
	tools.MCPGo: {
		pkg: "github.com/mark3labs/mcp-go/mcp", name: "CallToolRequest",
		keyRead: "GetString",
		read: map[string]reader{
			"string":  {"GetString", `""`, "%q"},
			"integer": {"GetInt", "0", "%d"},
			"number":  {"GetFloat", "0", "%v"},
			"boolean": {"GetBool", "false", "%t"},
		},
		args: "GetArguments",
		pure: map[string]bool{
			"GetArguments": true, "GetRawArguments": true,
			"GetString": true, "GetInt": true, "GetFloat": true, "GetBool": true,
			"GetStringSlice": true, "GetIntSlice": true, "GetFloatSlice": true, "GetBoolSlice": true,
		},
	},
}

// requestOf returns the request description of the framework when t is
// its request type (or a pointer to it).
func requestOf(fw tools.Framework, t types.Type) (request, bool) {
	r, ok := requests[fw]
	if !ok || t == nil {
		return request{}, false
	}
	if p, isPtr := t.Underlying().(*types.Pointer); isPtr {
		t = p.Elem()
	}
	n, isNamed := types.Unalias(t).(*types.Named)
	if !isNamed || n.Obj().Pkg() == nil || n.Obj().Pkg().Path() != r.pkg || n.Obj().Name() != r.name {
		return request{}, false
	}
	return r, true
}
