// Package lib has helpers whose write depends on a parameter that callers
// in another package set with a constant (R5).
package lib

import (
	"context"
	"net/http"
	"strings"
)

// Deeplink builds a link, and shortens it through a POST only when asked.
func Deeplink(ctx context.Context, c *http.Client, url string, allowShorten bool) (string, error) { // want Deeplink:`^writes http POST via lib\.Deeplink -> lib\.shorten -> \(\*http\.Client\)\.Do when param 3 == "true"$`
	if !allowShorten {
		return url, nil
	}
	return shorten(ctx, c, url)
}

func shorten(ctx context.Context, c *http.Client, url string) (string, error) { // want shorten:`^writes http POST via lib\.shorten -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://short.example/api", strings.NewReader(url))
	if err != nil {
		return "", err
	}
	_, err = c.Do(req)
	return url, err
}

// Manage dispatches on an action: only some actions write.
func Manage(ctx context.Context, c *http.Client, action, name string) error { // want Manage:`^writes http POST via lib\.Manage -> \(\*http\.Client\)\.Do when param 2 == "create"; http DELETE \(idempotent\) via lib\.Manage -> \(\*http\.Client\)\.Do when param 2 == "delete"$`
	var method string
	switch action {
	case "create":
		method = http.MethodPost
	case "delete":
		method = http.MethodDelete
	default:
		method = http.MethodGet
	}
	req, err := http.NewRequestWithContext(ctx, method, "https://api.example/"+name, nil)
	if err != nil {
		return err
	}
	_, err = c.Do(req)
	return err
}

// Act writes in two branches: a POST for "create", another for "copy".
func Act(ctx context.Context, c *http.Client, action string) error { // want Act:`^writes http POST via lib\.Act -> \(\*http\.Client\)\.Do when param 2 == "create"; http POST via lib\.Act -> \(\*http\.Client\)\.Do when param 2 == "copy"$`
	if action == "create" {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example/items", nil)
		_, err := c.Do(req)
		return err
	}
	if action == "copy" {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.example/items/copies", nil)
		_, err := c.Do(req)
		return err
	}
	return nil
}
