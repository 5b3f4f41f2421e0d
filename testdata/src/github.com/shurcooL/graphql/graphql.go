// Package graphql is a stub of github.com/shurcooL/graphql at
// v0.0.0-20240915155400-7ee5256398cf: Query and Mutate build a document
// from the struct they are given and POST it through one function.
package graphql

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

// Client is a GraphQL client.
type Client struct {
	url        string
	httpClient *http.Client
}

// NewClient creates a GraphQL client targeting the specified GraphQL server URL.
func NewClient(url string, httpClient *http.Client) *Client {
	if httpClient == nil {
		httpClient = http.DefaultClient
	}
	return &Client{url: url, httpClient: httpClient}
}

// Query executes a single GraphQL query request.
func (c *Client) Query(ctx context.Context, q any, variables map[string]any) error {
	return c.do(ctx, queryOperation, q, variables)
}

// Mutate executes a single GraphQL mutation request.
func (c *Client) Mutate(ctx context.Context, m any, variables map[string]any) error {
	return c.do(ctx, mutationOperation, m, variables)
}

func (c *Client) do(ctx context.Context, op operationType, v any, variables map[string]any) error {
	in := struct {
		Query     string         `json:"query"`
		Variables map[string]any `json:"variables,omitempty"`
	}{Variables: variables}
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(in); err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url, &buf)
	if err != nil {
		return err
	}
	resp, err := c.httpClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(v)
}

type operationType uint8

const (
	queryOperation operationType = iota
	mutationOperation
)
