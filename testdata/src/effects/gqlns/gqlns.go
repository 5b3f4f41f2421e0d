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

const (
	startMutation = `mutation { array { start { state } } }`
	stopMutation  = `mutation { array { stop { state } } }`
	pauseMutation = `mutation { parity { pause { state } } }`
	listQuery     = `query { array { disks { id } } }`
	statusQuery   = `query { array { state } }`
)

// A document chosen by a switch is each of its constants: any that acts
// again makes the write act again.
func (c *Client) Array(ctx context.Context, kind string) error { // want Array:`^writes http POST via \(\*gqlns\.Client\)\.Array -> \(\*gqlns\.Client\)\.do`
	var q string
	switch kind {
	case "start":
		q = startMutation
	case "stop":
		q = stopMutation
	}
	return c.do(ctx, q, nil)
}

// All of them set a state: a repeat changes nothing more.
func (c *Client) Halt(ctx context.Context, parity bool) error { // want Halt:`^writes http POST \(idempotent\) as mutation array\.stop or mutation parity\.pause via`
	q := stopMutation
	if parity {
		q = pauseMutation
	}
	return c.do(ctx, q, nil)
}

// All of them read.
func (c *Client) ArrayInfo(ctx context.Context, disks bool) error {
	q := statusQuery
	if disks {
		q = listQuery
	}
	return c.do(ctx, q, nil)
}

// A read among writes: the write decides.
func (c *Client) ArrayAction(ctx context.Context, stop bool) error { // want ArrayAction:`^writes http POST \(idempotent\) as mutation array\.stop via`
	q := listQuery
	if stop {
		q = stopMutation
	}
	return c.do(ctx, q, nil)
}

type request struct {
	Query     string         `json:"query"`
	Variables map[string]any `json:"variables"`
}

func (c *Client) send(ctx context.Context, r *request) error { // want send:`^writes http POST via \(\*gqlns\.Client\)\.send -> \(\*gqlns\.Client\)\.do -> \(\*http\.Client\)\.Do$`
	return c.do(ctx, r.Query, r.Variables)
}

// The same, in a request value built from the chosen document.
func (c *Client) HaltSent(ctx context.Context, parity bool) error { // want HaltSent:`^writes http POST \(idempotent\) as mutation array\.stop or mutation parity\.pause via`
	q := stopMutation
	if parity {
		q = pauseMutation
	}
	return c.send(ctx, &request{Query: q})
}

// The same, in the body of the request it sends itself.
func (c *Client) Quiet(ctx context.Context, parity bool) error { // want Quiet:`^writes http POST \(idempotent\) as mutation array\.stop or mutation parity\.pause via \(\*gqlns\.Client\)\.Quiet -> \(\*http\.Client\)\.Do$`
	q := stopMutation
	if parity {
		q = pauseMutation
	}
	body, _ := json.Marshal(map[string]any{"query": q})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// LabelIssue adds labels, a set: a repeat changes nothing more.
func (c *Client) LabelIssue(ctx context.Context, id string) error { // want LabelIssue:`^writes http POST \(idempotent\) as mutation addLabelsToLabelable via`
	return c.do(ctx, `mutation($id: ID!) { addLabelsToLabelable(input: {labelableId: $id}) { clientMutationId } }`, map[string]any{"id": id})
}

// CommentIssue adds a comment: another on every call.
func (c *Client) CommentIssue(ctx context.Context, id string) error { // want CommentIssue:`^writes http POST via \(\*gqlns\.Client\)\.CommentIssue -> `
	return c.do(ctx, `mutation($id: ID!) { addComment(input: {subjectId: $id}) { clientMutationId } }`, map[string]any{"id": id})
}
