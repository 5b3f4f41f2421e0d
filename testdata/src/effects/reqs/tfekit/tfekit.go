// Package tfekit is shaped like go-tfe v1.96: the client builds a
// request value that holds a go-retryablehttp request in an unexported
// field, and the request value sends itself (req.Do). The services are
// interfaces, each implemented by one unexported type.
package tfekit

import (
	"context"
	"fmt"

	retryablehttp "github.com/hashicorp/go-retryablehttp"
)

type Client struct {
	http       *retryablehttp.Client
	Workspaces Workspaces
}

func NewClient() *Client {
	c := &Client{http: retryablehttp.NewClient()}
	c.Workspaces = &workspaces{client: c}
	return c
}

// ClientRequest holds the request it sends.
type ClientRequest struct {
	retryableRequest *retryablehttp.Request
	http             *retryablehttp.Client
}

func (c *Client) NewRequest(method, path string, body any) (*ClientRequest, error) { // want NewRequest:`^makes result 0: a request with method from param 0$`
	req, err := retryablehttp.NewRequest(method, "https://tfe.example/api/v2/"+path, body)
	if err != nil {
		return nil, err
	}
	return &ClientRequest{retryableRequest: req, http: c.http}, nil
}

func (r ClientRequest) Do(ctx context.Context, model any) error { // want Do:`^http request from the receiver via \(tfekit\.ClientRequest\)\.Do -> \(\*go-retryablehttp\.Client\)\.Do -> \(\*http\.Client\)\.Do$`
	withCtx := r.retryableRequest.WithContext(ctx)
	resp, err := r.http.Do(withCtx)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

type Workspaces interface {
	Create(ctx context.Context, org string, name string) error // want Create:`^implemented by \(\*tfekit\.workspaces\)\.Create: writes http POST via`
	Delete(ctx context.Context, org, name string) error        // want Delete:`^implemented by \(\*tfekit\.workspaces\)\.Delete: writes http DELETE \(idempotent\)`
	Read(ctx context.Context, org, name string) error          // want Read:`^implemented by \(\*tfekit\.workspaces\)\.Read \(no writes\)$`
}

type workspaces struct{ client *Client }

var _ Workspaces = (*workspaces)(nil)

func (s *workspaces) Create(ctx context.Context, org, name string) error { // want Create:`^writes http POST via \(\*tfekit\.workspaces\)\.Create -> \(tfekit\.ClientRequest\)\.Do`
	req, err := s.client.NewRequest("POST", fmt.Sprintf("organizations/%s/workspaces", org), name)
	if err != nil {
		return err
	}
	return req.Do(ctx, nil)
}

func (s *workspaces) Delete(ctx context.Context, org, name string) error { // want Delete:`^writes http DELETE \(idempotent\) via`
	req, err := s.client.NewRequest("DELETE", fmt.Sprintf("organizations/%s/workspaces/%s", org, name), nil)
	if err != nil {
		return err
	}
	return req.Do(ctx, nil)
}

func (s *workspaces) Read(ctx context.Context, org, name string) error {
	req, err := s.client.NewRequest("GET", fmt.Sprintf("organizations/%s/workspaces/%s", org, name), nil)
	if err != nil {
		return err
	}
	return req.Do(ctx, nil)
}
