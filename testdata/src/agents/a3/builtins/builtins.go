package builtins

import (
	"context"

	"agents/a3/engine"
)

var postArgs = map[string]any{"properties": map[string]any{"url": map[string]any{"type": "string"}, "body": map[string]any{"type": "string"}}}

var Builtins = map[string]engine.Tool{
	"http.post": {Instructions: "Send an HTTP POST.", Args: postArgs, Fn: httpPost}, // want `tool http.post fw=own\(engine.Tool\) desc="Send an HTTP POST." params=url,body handler=httpPost hints=-`
	"time.now": { // want `tool time.now fw=own\(engine.Tool\) desc="The current time." params=- handler=literal hints=-`
		Instructions: "The current time.",
		Fn: func(ctx context.Context, args map[string]any) (any, error) {
			return "now", nil
		},
	},
}

func httpPost(ctx context.Context, args map[string]any) (any, error) { return nil, nil }

// A map of tools built by a function: no tool here is declared twice.
func Extra() map[string]engine.Tool {
	return map[string]engine.Tool{"noop": {Instructions: "Do nothing."}} // want `tool noop fw=own\(engine.Tool\) desc="Do nothing." params=- handler=none hints=-`
}
