// Package rest is a stub of k8s.io/client-go/rest (v0.36.3): the exported
// names the fixtures use. The bodies are reduced to the one call that
// matters: a request reports its outcome to the backoff manager, an
// interface of the SDK's own plumbing.
package rest

import (
	"context"
	"net/url"
	"time"
)

type BackoffManagerWithContext interface {
	UpdateBackoffWithContext(ctx context.Context, actualURL *url.URL, err error, responseCode int)
	CalculateBackoffWithContext(ctx context.Context, actualURL *url.URL) time.Duration
	SleepWithContext(ctx context.Context, d time.Duration)
}

// Interface captures the set of operations for generically interacting
// with Kubernetes REST apis (reduced: the verbs the fixtures use).
type Interface interface {
	Verb(verb string) *Request
	Post() *Request
	Get() *Request
}

type RESTClient struct{ base *url.URL }

func (c *RESTClient) Verb(verb string) *Request { return &Request{c: c, verb: verb} }
func (c *RESTClient) Post() *Request            { return c.Verb("POST") }
func (c *RESTClient) Get() *Request             { return c.Verb("GET") }

type Request struct {
	c       *RESTClient
	verb    string
	backoff BackoffManagerWithContext
}

func (r *Request) Namespace(namespace string) *Request { return r }
func (r *Request) Resource(resource string) *Request   { return r }
func (r *Request) Name(resourceName string) *Request   { return r }
func (r *Request) SubResource(subresources ...string) *Request {
	return r
}
func (r *Request) Body(obj interface{}) *Request { return r }
func (r *Request) URL() *url.URL                 { return r.c.base }

func (r *Request) Do(ctx context.Context) Result {
	r.backoff.UpdateBackoffWithContext(ctx, r.URL(), nil, 200)
	return Result{}
}

type Result struct{ err error }

func (r Result) Error() error { return r.err }
