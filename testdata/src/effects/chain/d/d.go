// Package d is the bottom of a four-level chain: it sends a request whose
// method its caller chooses.
package d

import (
	"context"
	"net/http"
)

// Do sends a request with the caller's method.
func Do(ctx context.Context, method, url string) (int, error) { // want Do:`^http method from param 1 via d\.Do -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return 0, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	return resp.StatusCode, nil
}
