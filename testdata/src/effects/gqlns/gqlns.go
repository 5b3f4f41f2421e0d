// Package gqlns posts GraphQL documents whose root field is a namespace
// (mutation { docker { stop(id: $id) { id } } }): the operation is the
// field inside it, not the namespace.
package gqlns

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type Client struct {
	endpoint string
	hc       *http.Client
}

// do posts any document: a transport.
func (c *Client) do(ctx context.Context, doc string, vars map[string]any) error { // want do:`^writes http POST via \(\*gqlns\.Client\)\.do -> \(\*http\.Client\)\.Do$`
	body, _ := json.Marshal(map[string]any{"query": doc, "variables": vars})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// One level of namespace, the operation with arguments.
func (c *Client) StopContainer(ctx context.Context, id string) error { // want StopContainer:`^writes http POST \(idempotent\) as mutation docker\.stop via`
	return c.do(ctx, `mutation M($id: PrefixedID!) { docker { stop(id: $id) { id state } } }`, map[string]any{"id": id})
}

// A leaf with neither arguments nor children is the operation.
func (c *Client) ArchiveAll(ctx context.Context) error { // want ArchiveAll:`^writes http POST \(idempotent\) as mutation notifications\.archiveAll via`
	return c.do(ctx, `mutation { notifications { archiveAll } }`, nil)
}

// Two levels of namespace.
func (c *Client) StopVM(ctx context.Context, id string) error { // want StopVM:`^writes http POST \(idempotent\) as mutation vm\.power\.stop via`
	return c.do(ctx, `mutation { vm { power { stop(id: $id) } } }`, map[string]any{"id": id})
}

// A namespace whose one field starts something: a repeat acts again.
func (c *Client) StartArray(ctx context.Context) error { // want StartArray:`^writes http POST via \(\*gqlns\.Client\)\.StartArray -> \(\*gqlns\.Client\)\.do`
	return c.do(ctx, `mutation { array { start { state } } }`, nil)
}

// A root field with arguments is the operation, whatever it selects.
func (c *Client) CreateIssue(ctx context.Context, title string) error { // want CreateIssue:`^writes http POST via \(\*gqlns\.Client\)\.CreateIssue -> \(\*gqlns\.Client\)\.do`
	return c.do(ctx, `mutation { createIssue(input: {title: $title}) { issue { update { id } } } }`, map[string]any{"title": title})
}

// A namespace selecting several fields names no one operation: the
// namespace is all there is, and a mutation we cannot read acts again.
func (c *Client) Docker(ctx context.Context, id string) error { // want Docker:`^writes http POST via \(\*gqlns\.Client\)\.Docker -> \(\*gqlns\.Client\)\.do`
	return c.do(ctx, `mutation { docker { stop(id: $id) { id } update(id: $id) { id } } }`, map[string]any{"id": id})
}

// An alias names the field it stands for; a fragment spread is no one field.
func (c *Client) Silence(ctx context.Context) error { // want Silence:`^writes http POST \(idempotent\) as mutation alerts\.mute via`
	return c.do(ctx, `mutation { a: alerts { m: mute } }`, nil)
}

func (c *Client) Spread(ctx context.Context) error { // want Spread:`^writes http POST via \(\*gqlns\.Client\)\.Spread -> \(\*gqlns\.Client\)\.do`
	return c.do(ctx, `mutation { alerts { ...Mute } } fragment Mute on Alerts { mute }`, nil)
}

// A query through a namespace reads.
func (c *Client) Containers(ctx context.Context) error {
	return c.do(ctx, `query { docker { containers { id } } }`, nil)
}

// A root field that names a verb is the operation: what it selects is
// its payload, nouns.
func (c *Client) ResolveAll(ctx context.Context) error { // want ResolveAll:`^writes http POST \(idempotent\) as mutation resolveAll via`
	return c.do(ctx, `mutation { resolveAll { comment } }`, nil)
}

// A namespace named by a word that is also a verb is a noun when the
// field inside it has the verb.
func (c *Client) CloseIssue(ctx context.Context, id string) error { // want CloseIssue:`^writes http POST \(idempotent\) as mutation issue\.close via`
	return c.do(ctx, `mutation { issue { close(id: $id) { id } } }`, map[string]any{"id": id})
}
