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

// ExecInPod posts to a pod's exec subresource: it runs a command there,
// whose effect is the command's business, as a shell command's is, and
// no write of the API's own.
func ExecInPod(ctx context.Context, c *rest.RESTClient, ns, pod string) error {
	req := c.Post().Resource("pods").Name(pod).Namespace(ns).SubResource("exec")
	_ = req.URL()
	return nil
}

// ExecVia runs the command through the clientset's rest.Interface.
func ExecVia(ctx context.Context, ri rest.Interface, ns, pod string) error {
	_ = ri.Post().Resource("pods").Name(pod).Namespace(ns).SubResource("exec").URL()
	return nil
}

// BindVia posts a pod's binding through the interface: a write.
func BindVia(ctx context.Context, ri rest.Interface, ns, pod string) error { // want BindVia:`^writes sdk kubernetes \(rest\.Interface\)\.Post via`
	return ri.Post().Resource("pods").Name(pod).Namespace(ns).SubResource("binding").Do(ctx).Error()
}
