package tools

import "go/ast"

// google.golang.org/adk (v1 and v2): functiontool.New(functiontool.Config{
// Name, Description}, handler). Matched on functiontool.New, not on the
// handler's context type, which changed across versions.
const adkModule = "google.golang.org/adk"

// ADK is google.golang.org/adk (v1 and v2).
const ADK Framework = "adk"

// A returned error is sent as {"error": ...}; ADK has no text result of
// its own, so a text goes back only when the result is a string (or any).
var adkConventions = conventions{plainText: true}

func findADK(f *finder) {
	for call, fn := range f.calls() {
		if !isFunc(fn, adkModule, "tool/functiontool", "New", "NewStreaming") || len(call.Args) != 2 {
			continue
		}
		cfg, _ := f.resolve(call.Args[0]).(*ast.CompositeLit)
		t := &Tool{Framework: ADK, Decl: call}
		if cfg != nil {
			t.NameExpr = keyed(cfg, "Name")
			t.Name, _ = f.constString(t.NameExpr)
			t.Description = f.description(keyed(cfg, "Description"))
			if schema := keyed(cfg, "InputSchema"); schema != nil {
				t.Params = f.schemaParams(schema)
			}
		}
		t = f.add(t)
		f.bind(t, f.handler(call.Args[1], 1))
	}
}
