package tools

import (
	"strings"
)

// google.golang.org/genai v1: genai.FunctionDeclaration literals (in
// genai.Tool{FunctionDeclarations: ...}), with parameters as a
// *genai.Schema literal or a JSON schema in ParametersJsonSchema. There
// is no handler API: the user dispatches on FunctionCall.Name and answers
// with a FunctionResponse, so handlers are linked by dispatch on the name.
const genaiModule = "google.golang.org/genai"

// GenAI is google.golang.org/genai, Google's Gemini SDK.
const GenAI Framework = "genai"

// An error goes back as a FunctionResponse whose Response map the user
// fills by convention ({"error": ...} or {"output": ...}); there is no
// error flag to recognise. Rewriting the failing response in place would
// keep the text under "error", so only a helper that returns a string
// gets a text result.
var genaiConventions = conventions{plainText: true, dispatch: true}

func findGenAI(f *finder) {
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
