package tools

// github.com/inference-gateway/adk (v0.24.0), the Agent Development Kit
// of Inference Gateway's A2A servers: server.NewBasicTool(name,
// description, parameters, executor), whose executor is func(ctx,
// map[string]any) (string, error), and types implementing server.Tool
// (GetName, GetDescription, GetParameters, Execute), added to a
// server.ToolBox that hands them to the model in OpenAI's function
// format. Read from the module's source at v0.24.0; the module proxy
// refuses it here, so there is no integration test on the real module.
const igadkModule = "github.com/inference-gateway/adk"

// IGADK is github.com/inference-gateway/adk.
const IGADK Framework = "inference-gateway-adk"

// The agent sends the model "Tool execution failed: " and a returned
// error's text; a result is the string the executor returns.
var igadkConventions = conventions{plainText: true}

func findIGADK(f *finder) {
	for call, fn := range f.calls() {
		if !isFunc(fn, igadkModule, "server", "NewBasicTool") || len(call.Args) != 4 {
			continue
		}
		t := &Tool{Framework: IGADK, Decl: call, NameExpr: call.Args[0]}
		t.Name, _ = f.constString(call.Args[0])
		t.Description = f.description(call.Args[1])
		t.Params = f.schemaParams(call.Args[2])
		t = f.add(t)
		f.bind(t, f.handler(call.Args[3], 1))
	}
	iface := f.lookupInterface(igadkModule, "server", "Tool")
	for _, tn := range f.implementers(iface) {
		if t := f.namedMethodTool(IGADK, tn, "GetName", "GetDescription", "Execute", 1); t != nil && t.Params == nil {
			t.Params = f.schemaParams(f.methodReturn(tn, "GetParameters"))
		}
	}
}
