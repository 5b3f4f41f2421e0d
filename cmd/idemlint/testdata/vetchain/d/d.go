// Package d is the bottom of a four-package chain: it sends the request.
package d

import (
	"context"
	"net/http"
	"strings"
)

// Send sends body with the given method.
func Send(ctx context.Context, method, url, body string) error {
	req, err := http.NewRequestWithContext(ctx, method, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
