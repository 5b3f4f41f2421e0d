package tools

import (
	"go/types"
	"strings"
)

// firebase/genkit/go: genkit.DefineTool*(g, name, desc, ...) and
// ai.NewTool*(name, desc, ...) / ai.DefineTool(r, name, desc, ...). The
// handler is the last function argument; its second parameter is the input.
const genkitModule = "github.com/firebase/genkit/go"

// Genkit is github.com/firebase/genkit/go.
const Genkit Framework = "genkit"

// A returned error fails genkit.Generate; genkit has no text result of
// its own, so a text goes back only when Out is a string (or any).
var genkitConventions = conventions{plainText: true}

func findGenkit(f *finder) {
	for call, fn := range f.calls() {
		if fn == nil || fn.Signature().Recv() != nil || !strings.Contains(fn.Name(), "Tool") {
			continue
		}
		var nameArg int
		switch {
		case isPkg(fn, genkitModule, "genkit") && strings.HasPrefix(fn.Name(), "Define"):
			nameArg = 1
		case isPkg(fn, genkitModule, "ai") && strings.HasPrefix(fn.Name(), "Define"):
			nameArg = 1
		case isPkg(fn, genkitModule, "ai") && strings.HasPrefix(fn.Name(), "New"):
			nameArg = 0
		default:
			continue
		}
		if len(call.Args) < nameArg+3 {
			continue
		}
		t := &Tool{Framework: Genkit, Decl: call, NameExpr: call.Args[nameArg]}
		t.Name, _ = f.constString(call.Args[nameArg])
		t.Description = f.description(call.Args[nameArg+1])
		rest := call.Args[nameArg+2:]
		if strings.HasSuffix(fn.Name(), "WithInputSchema") && len(rest) >= 2 {
			t.Params = f.schemaParams(rest[0])
			rest = rest[1:]
		}
		t = f.add(t)
		f.bind(t, f.handler(rest[0], 1))
	}
}

// genkitLayer is what tool layers need of genkit: the tool function
// signature func(*ai.ToolContext, In) (Out, error).
var genkitLayer = layerHooks{
	framework: Genkit,
	module:    genkitModule,
	handlerInput: func(sig *types.Signature) (int, bool) {
		if sig.Params().Len() != 2 || sig.Results().Len() != 2 ||
			!isNamed(sig.Params().At(0).Type(), genkitModule, "ai", "ToolContext") {
			return 0, false
		}
		return 1, true
	},
}
