package tools

import (
	"go/ast"
	"strings"
)

// google.golang.org/genai v1: genai.FunctionDeclaration literals (in
// genai.Tool{FunctionDeclarations: ...}), with parameters as a
// *genai.Schema literal or a JSON schema in ParametersJsonSchema. There
// is no handler API: the user dispatches on FunctionCall.Name and answers
// with a FunctionResponse, so handlers are linked by dispatch on the name.
const genaiModule = "google.golang.org/genai"

// github.com/google/generative-ai-go (v0.20, deprecated but still widely
// imported): the same FunctionDeclaration literals in package genai, with
// types as an int enum (genai.TypeString).
const legacyGenAIModule = "github.com/google/generative-ai-go"

// GenAI is google.golang.org/genai, Google's Gemini SDK.
const GenAI Framework = "genai"

// An error goes back as a FunctionResponse whose Response map the user
// fills by convention ({"error": ...} or {"output": ...}); there is no
// error flag to recognise. Rewriting the failing response in place would
// keep the text under "error", so only a helper that returns a string
// gets a text result.
var genaiConventions = conventions{plainText: true, dispatch: true}

func findGenAI(f *finder) {
	for lit := range f.literalsOf(legacyGenAIModule, "genai", "FunctionDeclaration") {
		t := f.literalTool(GenAI, lit, "Name", "Description", "Parameters")
		if t == nil {
			continue
		}
		for _, p := range t.Params {
			p.SchemaType = f.legacyGenAIType(p.Node)
		}
	}
	for lit := range f.literalsOf(genaiModule, "", "FunctionDeclaration") {
		t := f.literalTool(GenAI, lit, "Name", "Description", "Parameters")
		if t == nil {
			continue
		}
		if len(t.Params) == 0 {
			if schema := keyed(lit, "ParametersJsonSchema"); schema != nil {
				t.Params = f.schemaParams(schema)
			}
		}
		// genai.Schema spells types in upper case (genai.TypeString is
		// "STRING"); JSON schema, which the checks speak, in lower case.
		for _, p := range t.Params {
			p.SchemaType = strings.ToLower(p.SchemaType)
			if p.SchemaType == "type_unspecified" {
				p.SchemaType = ""
			}
		}
	}
}

// legacyGenAIType reads the JSON schema type of a legacy genai property
// (&genai.Schema{Type: genai.TypeString}) from the enum constant's name.
func (f *finder) legacyGenAIType(n ast.Node) string {
	kv, ok := n.(*ast.KeyValueExpr)
	if !ok {
		return ""
	}
	lit, ok := f.resolve(kv.Value).(*ast.CompositeLit)
	if !ok {
		return ""
	}
	sel, ok := ast.Unparen(keyed(lit, "Type")).(*ast.SelectorExpr)
	if !ok || !strings.HasPrefix(sel.Sel.Name, "Type") {
		return ""
	}
	t := strings.ToLower(strings.TrimPrefix(sel.Sel.Name, "Type"))
	if t == "unspecified" {
		return ""
	}
	return t
}
