// Package client is shaped like a generated API client: request
// builders, a client that sends them, and one with typed responses.
package client

import (
	"context"
	"net/http"
	"strings"
)

type EnvVar struct{ Key, Value string }

type CreateServiceBody struct{ Name string }

type Response struct{ StatusCode int }

// ClientWithResponses is the one type whose methods take and return
// these: the implementation of a narrow interface over it.
type ClientWithResponses struct {
	HTTP *http.Client
	Base string
}

func (c *ClientWithResponses) send(ctx context.Context, method, path, body string) (*Response, error) { // want send:`^http method from param 1 via`
	req, err := http.NewRequestWithContext(ctx, method, c.Base+path, strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	return &Response{StatusCode: resp.StatusCode}, nil
}

func (c *ClientWithResponses) UpdateEnvVarsWithResponse(ctx context.Context, id string, body []EnvVar) (*Response, error) { // want UpdateEnvVarsWithResponse:`^writes http PUT \(idempotent\)`
	return c.send(ctx, http.MethodPut, "/services/"+id+"/env-vars", "")
}

func (c *ClientWithResponses) CreateServiceWithResponse(ctx context.Context, body CreateServiceBody) (*Response, error) { // want CreateServiceWithResponse:`^writes http POST`
	return c.send(ctx, http.MethodPost, "/services", body.Name)
}

func (c *ClientWithResponses) ListServicesWithResponse(ctx context.Context) (*Response, error) {
	return c.send(ctx, http.MethodGet, "/services", "")
}

// Pinger and Poker both touch: two implementations of anything that
// only touches.
type Pinger struct{ C *ClientWithResponses }

func (p *Pinger) Touch(ctx context.Context, id string) (*Response, error) { // want Touch:`^writes http POST`
	return p.C.send(ctx, http.MethodPost, "/ping/"+id, "")
}

type Poker struct{}

func (Poker) Touch(ctx context.Context, id string) (*Response, error) { return nil, nil }

// Pinger and Knocker both knock, each with a write of its own.
func (p *Pinger) Knock(ctx context.Context, id string) (*Response, error) { // want Knock:`^writes http POST`
	return p.C.send(ctx, http.MethodPost, "/knock/"+id, "")
}

type Knocker struct{ C *ClientWithResponses }

func (k Knocker) Knock(ctx context.Context, id string) (*Response, error) { // want Knock:`^writes http PUT \(idempotent\)`
	return k.C.send(ctx, http.MethodPut, "/knock/"+id, "")
}

// ClientInterface is the generated low-level interface: Client
// implements it, and Wrapped only embeds it (oapi-codegen's
// ClientWithResponses), so Client is its one implementation.
type ClientInterface interface {
	DeleteService(ctx context.Context, id string) (*http.Response, error) // want DeleteService:`^implemented by \(\*client\.Client\)\.DeleteService: writes http DELETE`
}

type Client struct {
	HTTP *http.Client
	Base string
}

func (c *Client) DeleteService(ctx context.Context, id string) (*http.Response, error) { // want DeleteService:`^writes http DELETE \(idempotent\)`
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, c.Base+"/services/"+id, nil)
	if err != nil {
		return nil, err
	}
	return c.HTTP.Do(req)
}

type Wrapped struct{ ClientInterface }

func (w *Wrapped) DeleteServiceWithResponse(ctx context.Context, id string) (*Response, error) { // want DeleteServiceWithResponse:`^writes http DELETE \(idempotent\) via \(\*client\.Wrapped\)\.DeleteServiceWithResponse -> \(\*client\.Client\)\.DeleteService`
	resp, err := w.DeleteService(ctx, id)
	if err != nil {
		return nil, err
	}
	return &Response{StatusCode: resp.StatusCode}, nil
}
