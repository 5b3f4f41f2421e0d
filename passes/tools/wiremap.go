package tools

import "go/ast"

// wireMapCopies returns the map literals that spell a function-calling
// API's tool declaration as JSON, with a name read from another value:
// OpenAI's {"type": "function", "function": {"name": d.Name,
// "description": d.Description, "parameters": ...}} and Anthropic's
// {"name": ..., "description": ..., "input_schema": ...}. An application
// that hands its model a tool list built by hand, with no SDK's tool
// type, converts its own tool type there; like findNeutralCopies, they
// declare no tool, but teach learnToolTypes the type they read.
//
// A literal of a constant name declares that tool (a neutral one).
//
// The function part may be a local variable holding the literal, filled
// in after it is made (fn := map[string]any{"name": t.Name(), ...};
// fn["parameters"] = p; {"type": "function", "function": fn}).
func (f *finder) wireMapCopies() []*Tool {
	var maps []*ast.CompositeLit
	function := make(map[*ast.CompositeLit]bool) // the value of a "function" key beside "type": "function"
	var functionVars []*ast.Ident
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil)}, func(n ast.Node) {
		lit := n.(*ast.CompositeLit)
		if !isMapLit(f.pass.TypesInfo, lit) {
			return
		}
		maps = append(maps, lit)
		if typ, ok := f.constString(mapEntry(f, lit, "type")); ok && typ == "function" {
			switch inner := ast.Unparen(mapEntry(f, lit, "function")).(type) {
			case *ast.CompositeLit:
				function[inner] = true
			case *ast.Ident:
				functionVars = append(functionVars, inner)
			}
		}
	})
	for _, id := range functionVars {
		if lit, ok := ast.Unparen(f.valueOf(id)).(*ast.CompositeLit); ok {
			function[lit] = true
		}
	}
	var out []*Tool
	for _, lit := range maps {
		name, desc := mapEntry(f, lit, "name"), mapEntry(f, lit, "description")
		if name == nil || desc == nil {
			continue
		}
		schema := mapEntry(f, lit, "parameters")
		for _, k := range []string{"input_schema", "inputSchema"} {
			if schema == nil {
				schema = mapEntry(f, lit, k)
			}
		}
		if schema == nil && !function[lit] {
			continue
		}
		if n, ok := f.constString(name); ok {
			if isToolName(n) && f.byDecl[lit] == nil {
				// A server written by hand: its tools/list answer spells
				// each tool as a map of a constant name (MCP's
				// "inputSchema"), and its tools/call dispatches on the
				// name (linkDispatch).
				f.add(&Tool{Framework: Neutral, Decl: lit, NameExpr: name, Name: n, Description: f.description(desc), schema: schema, Params: f.schemaParams(schema)})
			}
			continue
		}
		out = append(out, &Tool{Framework: Neutral, Decl: lit, NameExpr: name, Description: f.description(desc), schema: schema})
	}
	return out
}
