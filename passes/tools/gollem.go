package tools

import "go/types"

// gollem (github.com/gollem-dev/gollem, formerly
// github.com/m-mizutani/gollem): types implementing gollem.Tool, whose
// Spec() returns a ToolSpec literal (Name, Description, Parameters) and
// whose Run(ctx, args map[string]any) handles the call. Read from the
// module's source at v0.27.0 (commit aed22083); the module proxy refuses
// it here.
var gollemModules = []string{"github.com/gollem-dev/gollem", "github.com/m-mizutani/gollem"}

// Gollem is github.com/gollem-dev/gollem (and its former path).
const Gollem Framework = "gollem"

// A returned error goes back to the model as the tool's response; the
// result is a map, so there is no text result to write.
var gollemConventions = conventions{}

func findGollem(f *finder) {
	for _, module := range gollemModules {
		f.specTools(Gollem, f.lookupInterface(module, "", "Tool"), "Spec", func(t types.Type) bool {
			return isNamed(t, module, "", "ToolSpec")
		}, "Parameters", "Run")
	}
}
