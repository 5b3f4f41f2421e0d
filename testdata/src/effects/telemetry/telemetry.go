// Package telemetry pushes its own log lines to Loki, at a URL kept in a
// client's field: what a program records of itself is no write a retry
// repeats. A client kept the same way for a business endpoint writes.
package telemetry

import (
	"bytes"
	"net/http"
)

type LokiClient struct {
	url  string
	http *http.Client
}

func NewLoki(base string) *LokiClient {
	return &LokiClient{url: base + "/loki/api/v1/push", http: http.DefaultClient}
}

func (c *LokiClient) Push(line []byte) {
	req, err := http.NewRequest(http.MethodPost, c.url, bytes.NewReader(line))
	if err != nil {
		return
	}
	if resp, err := c.http.Do(req); err == nil {
		resp.Body.Close()
	}
}

type Refunds struct {
	url  string
	http *http.Client
}

func NewRefunds(base string) *Refunds {
	return &Refunds{url: base + "/v1/refunds", http: http.DefaultClient}
}

func (c *Refunds) Refund(body []byte) error { // want Refund:`^writes http POST via `
	req, err := http.NewRequest(http.MethodPost, c.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
