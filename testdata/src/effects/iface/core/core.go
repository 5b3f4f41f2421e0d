// Package core is an SDK's HTTP layer: the method is a parameter.
package core

import (
	"context"
	"net/http"
)

func HTTPPost(ctx context.Context, c *http.Client, url string) error { // want HTTPPost:`^writes http POST via core\.HTTPPost -> core\.do -> \(\*http\.Client\)\.Do$`
	return do(ctx, c, http.MethodPost, url)
}

func HTTPGet(ctx context.Context, c *http.Client, url string) error {
	return do(ctx, c, http.MethodGet, url)
}

func do(ctx context.Context, c *http.Client, method, url string) error { // want do:`^http method from param 2 via core\.do -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, method, url, nil)
	if err != nil {
		return err
	}
	_, err = c.Do(req)
	return err
}
