// Package sdkplumbing calls a catalogued SDK's request builder, whose
// internals report to an interface of the SDK's own (a backoff manager
// with an Update method): that is plumbing, not a write the verb rule
// may guess at. Only the catalogue speaks for an SDK's module: here, that
// a request begun with Post writes, one begun with Get reads.
package sdkplumbing

import (
	"context"

	"k8s.io/client-go/rest"
)

func CreateFromTemplate(ctx context.Context, c *rest.RESTClient, ns, name string) error { // want CreateFromTemplate:`^writes sdk kubernetes \(\*rest\.RESTClient\)\.Post via`
	return c.Post().Namespace(ns).Resource("virtualmachinetemplates").Name(name).SubResource("create").Body([]byte("{}")).Do(ctx).Error()
}

// The verb rule still speaks for the program's own interfaces.
type Billing interface {
	ChargeOrder(ctx context.Context, id string) error
}

func Bill(ctx context.Context, b Billing, id string) error { // want Bill:`^writes verb \(sdkplumbing\.Billing\)\.ChargeOrder via`
	return b.ChargeOrder(ctx, id)
}

func GetTemplate(ctx context.Context, c *rest.RESTClient, ns, name string) error {
	return c.Get().Namespace(ns).Resource("virtualmachinetemplates").Name(name).Do(ctx).Error()
}
