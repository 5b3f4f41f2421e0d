package tools

import (
	"go/types"
	"slices"
)

// gollem (github.com/gollem-dev/gollem, formerly
// github.com/m-mizutani/gollem): types implementing gollem.Tool, whose
// Spec() returns a ToolSpec literal (Name, Description, Parameters) and
// whose Run(ctx, args map[string]any) handles the call; and typed tools,
// NewTool(name, description, run) and MustNewTool, whose schema is run's
// input struct. Read from the module's source at v0.27.0.
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
	// A typed tool: NewTool(name, description, run) or MustNewTool, its
	// schema inferred from run's input struct.
	for call, fn := range f.calls() {
		if len(call.Args) != 3 || !slices.ContainsFunc(gollemModules, func(m string) bool { return isFunc(fn, m, "", "NewTool", "MustNewTool") }) {
			continue
		}
		t := &Tool{Framework: Gollem, Decl: call, NameExpr: call.Args[0]}
		t.Name, _ = f.constString(call.Args[0])
		t.Description = f.description(call.Args[1])
		t = f.add(t)
		f.bind(t, f.handler(call.Args[2], 1))
	}
}
