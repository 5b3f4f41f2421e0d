// Package freshput writes CalDAV events with PUT: to a path the caller
// names, a repeat replaces the event; to a path made from a random uid,
// every call makes another event.
package freshput

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/http"
	"strings"
)

type Client struct {
	base string
	hc   *http.Client
}

func (c *Client) do(ctx context.Context, method, url, body string) error { // want do:`^http method from param 1 via`
	req, err := http.NewRequestWithContext(ctx, method, url, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Client) CreateEvent(ctx context.Context, summary string) error { // want CreateEvent:`^writes http PUT to a path made from an id generated for the call via \(\*freshput\.Client\)\.CreateEvent -> \(\*freshput\.Client\)\.do`
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	uid := hex.EncodeToString(b)
	return c.do(ctx, http.MethodPut, c.base+"/"+uid+".ics", summary)
}

func (c *Client) UpdateEvent(ctx context.Context, uid, summary string) error { // want UpdateEvent:`^writes http PUT \(idempotent\) via \(\*freshput\.Client\)\.UpdateEvent -> \(\*freshput\.Client\)\.do`
	return c.do(ctx, http.MethodPut, c.base+"/"+uid+".ics", summary)
}
