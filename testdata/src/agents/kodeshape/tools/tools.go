// Package tools implements the application's tools and keeps them in a
// registry by name. It never imports a provider's SDK.
package tools

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"agents/kodeshape/types"

	"github.com/invopop/jsonschema"
)

var registry = map[string]types.Tool{
	"web_post":  &WebPostTool{},
	"web_fetch": &WebFetchTool{},
}

// Tools returns the registered tools, in no order.
func Tools() []types.Tool {
	out := make([]types.Tool, 0, len(registry))
	for _, t := range registry {
		out = append(out, t)
	}
	return out
}

type result struct{ text string }

func (r result) IsError() bool           { return false }
func (r result) AssistantFacing() string { return r.text }

type WebPostInput struct {
	URL  string `json:"url"`
	Body string `json:"body"`
}

type WebPostTool struct{} // want `tool web_post fw=own\(types.Tool\) desc="Post a form to a web page." params=url,body handler=WebPostTool.Execute hints=-`

func (t *WebPostTool) Name() string        { return "web_post" }
func (t *WebPostTool) Description() string { return "Post a form to a web page." }
func (t *WebPostTool) GenerateSchema() *jsonschema.Schema {
	return (&jsonschema.Reflector{}).Reflect(&WebPostInput{})
}
func (t *WebPostTool) ValidateInput(state types.State, parameters string) error { return nil }
func (t *WebPostTool) TracingKVs(parameters string) ([]string, error)           { return nil, nil }

func (t *WebPostTool) Execute(ctx context.Context, state types.State, parameters string) types.Result {
	var in WebPostInput
	if err := json.Unmarshal([]byte(parameters), &in); err != nil {
		return result{err.Error()}
	}
	resp, err := http.Post(in.URL, "application/x-www-form-urlencoded", strings.NewReader(in.Body))
	if err != nil {
		return result{err.Error()}
	}
	resp.Body.Close()
	return result{"posted"}
}

type WebFetchTool struct{} // want `tool web_fetch fw=own\(types.Tool\) desc="Fetch a web page." params=- handler=WebFetchTool.Execute hints=-`

func (t *WebFetchTool) Name() string        { return "web_fetch" }
func (t *WebFetchTool) Description() string { return "Fetch a web page." }
func (t *WebFetchTool) GenerateSchema() *jsonschema.Schema {
	return jsonschema.Reflect(struct{}{})
}
func (t *WebFetchTool) ValidateInput(state types.State, parameters string) error { return nil }
func (t *WebFetchTool) TracingKVs(parameters string) ([]string, error)           { return nil, nil }

func (t *WebFetchTool) Execute(ctx context.Context, state types.State, parameters string) types.Result {
	resp, err := http.Get(parameters)
	if err != nil {
		return result{err.Error()}
	}
	resp.Body.Close()
	return result{"fetched"}
}
