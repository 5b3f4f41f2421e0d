package builtins

import (
	"context"
	"net/http"
	"strings"

	"example.com/agents/engine"
)

var postArgs = map[string]any{"properties": map[string]any{"url": map[string]any{"type": "string"}, "body": map[string]any{"type": "string"}}}

var Builtins = map[string]engine.Tool{
	"http_post": {Instructions: "Send an HTTP POST.", Args: postArgs, Fn: httpPost},
	"time_now": {
		Instructions: "The current time. Read-only: safe to retry.",
		Fn: func(ctx context.Context, args map[string]any) (any, error) {
			return "now", nil
		},
	},
}

func httpPost(ctx context.Context, args map[string]any) (any, error) {
	url, _ := args["url"].(string)
	body, _ := args["body"].(string)
	resp, err := http.Post(url, "text/plain", strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}
