// Package use calls a go-swagger client as an MCP server's tool would.
package use

import (
	"context"

	"github.com/go-openapi/runtime"
	httptransport "github.com/go-openapi/runtime/client"

	"effects/openapi/annotations"
	"effects/openapi/apiclient"
)

// Annotate resolves ClientService through its one implementation.
func Annotate(ctx context.Context, c *apiclient.GrafanaHTTPAPI) error { // want Annotate:`^writes http POST via use\.Annotate -> \(\*annotations\.Client\)\.PostAnnotation -> \(runtime\.ClientTransport\)\.Submit$`
	if _, err := c.Annotations.GetAnnotations(&annotations.GetAnnotationsParams{Context: ctx}, nil); err != nil {
		return err
	}
	_, err := c.Annotations.PostAnnotation(&annotations.PostAnnotationParams{Context: ctx}, nil)
	return err
}

// List only reads.
func List(ctx context.Context, c *apiclient.GrafanaHTTPAPI) error {
	_, err := c.Annotations.GetAnnotations(&annotations.GetAnnotationsParams{Context: ctx}, nil)
	return err
}

// Direct submits an operation itself, with the method from a parameter.
func Direct(t runtime.ClientTransport, method string) error { // want Direct:`^http method from param 1 via use\.Direct -> \(runtime\.ClientTransport\)\.Submit$`
	_, err := t.Submit(&runtime.ClientOperation{ID: "x", Method: method, PathPattern: "/x"})
	return err
}

// Patch calls Direct with a constant, and the runtime's Submit itself.
func Patch(ctx context.Context, host string) error { // want Patch:`^writes http PATCH \(idempotent\) via use\.Patch -> \(\*client\.Runtime\)\.SubmitContext; http PUT \(idempotent\) via use\.Patch -> use\.Direct -> \(runtime\.ClientTransport\)\.Submit$`
	rt := httptransport.New(host, "/", nil)
	if _, err := rt.SubmitContext(ctx, &runtime.ClientOperation{Method: "PATCH"}); err != nil {
		return err
	}
	return Direct(rt, "PUT")
}
