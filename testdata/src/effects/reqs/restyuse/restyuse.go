// Package restyuse calls restykit's operations and its Do with constant
// methods.
package restyuse

import (
	"context"
	"net/http"

	"effects/reqs/restykit"
)

func Launch(ctx context.Context, c *restykit.Client, label string) error { // want Launch:`^writes http POST via restyuse.Launch -> \(\*restykit.Client\).CreateInstance`
	_, err := c.CreateInstance(ctx, label)
	return err
}

func Relabel(ctx context.Context, c *restykit.Client, id int, label string) error { // want Relabel:`^writes http PUT \(idempotent\) via`
	_, err := c.UpdateInstance(ctx, id, label)
	return err
}

func Show(ctx context.Context, c *restykit.Client, id int) error {
	_, err := c.GetInstance(ctx, id)
	return err
}

func Search(ctx context.Context, c *restykit.Client, q string) error {
	_, err := c.SearchInstances(ctx, q)
	return err
}

func Remove(ctx context.Context, c *restykit.Client, path string) error { // want Remove:`^writes http DELETE \(idempotent\) via`
	return c.Do(ctx, http.MethodDelete, path)
}

func Peek(ctx context.Context, c *restykit.Client, path string) error {
	return c.Do(ctx, http.MethodGet, path)
}

// perform runs the operation it is handed on an instance.
func perform(ctx context.Context, id int, op func(context.Context, int) error) error {
	return op(ctx, id)
}

// describe formats the operation it is handed, and never calls it.
func describe(id int, op func(context.Context, int) error) string { return "instance" }

// Reboot hands the SDK's method to a helper that calls it: its writes.
func Reboot(ctx context.Context, c *restykit.Client, id int) error { // want Reboot:`^writes http POST via restyuse.Reboot -> \(\*restykit.Client\).RebootInstance`
	return perform(ctx, id, c.RebootInstance)
}

// Describe hands it to one that does not: no write.
func Describe(c *restykit.Client, id int) string {
	return describe(id, c.RebootInstance)
}
