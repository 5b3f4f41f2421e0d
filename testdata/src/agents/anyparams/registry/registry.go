// Package registry keeps tool factories by name and hands the model
// their schemas as maps of the wire format.
package registry

import (
	"context"
	"encoding/json"

	"agents/anyparams/tools"
)

var factories = map[string]func() tools.Tool{}

func Register(name string, f func() tools.Tool) { factories[name] = f }

func Schemas() []map[string]any {
	var out []map[string]any
	for _, f := range factories {
		t := f()
		out = append(out, map[string]any{
			"type": "function",
			"function": map[string]any{
				"name":        t.Name(),
				"description": t.Description(),
				"parameters":  t.Parameters(),
			},
		})
	}
	return out
}

func Execute(ctx context.Context, name string, params json.RawMessage) (string, error) {
	return factories[name]().Execute(ctx, params)
}
