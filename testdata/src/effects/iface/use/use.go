// Package use calls the interfaces of other packages.
package use

import (
	"context"
	"net/http"

	"effects/iface/orders"
	"effects/iface/tfe"
	"effects/iface/two"
)

// Accept resolves orders.Service through the constructor's Returns fact.
func Accept(ctx context.Context, c *http.Client) error { // want Accept:`^writes http POST \(idempotent\) as /accept via use\.Accept -> \(\*orders\.service\)\.AcceptQuote -> core\.HTTPPost -> core\.do -> \(\*http\.Client\)\.Do$`
	svc := orders.NewService(c)
	if err := svc.QuoteInfo(ctx, "q"); err != nil {
		return err
	}
	return svc.AcceptQuote(ctx, "q")
}

// StakeErr resolves the constructor with an error result.
func StakeErr(ctx context.Context, c *http.Client) error { // want StakeErr:`^writes http POST via use\.StakeErr -> \(\*orders\.service\)\.Stake -> core\.HTTPPost`
	svc, err := orders.NewServiceErr(c)
	if err != nil {
		return err
	}
	return svc.Stake(ctx, 10)
}

// Info only reads through the resolved interface.
func Info(ctx context.Context, c *http.Client) error {
	return orders.NewService(c).QuoteInfo(ctx, "q")
}

// Unresolved gets the interface as a parameter: its package has two
// implementations and no constructor is in sight, and the names are not
// verbs, so nothing is known.
func Unresolved(ctx context.Context, s orders.Service) error {
	return s.AcceptQuote(ctx, "q")
}

// Apply resolves tfe.Runs through the Impl fact: one implementation.
func Apply(ctx context.Context, c *tfe.Client) error { // want Apply:`^writes http POST \(idempotent\) as /actions/apply via use\.Apply -> \(\*tfe\.runs\)\.Apply -> \(\*tfe\.Client\)\.do -> \(\*http\.Client\)\.Do$`
	if _, err := c.Runs.Read(ctx, "r"); err != nil {
		return err
	}
	return c.Runs.Apply(ctx, "r")
}

// Snapshot is a GET behind a single-implementation interface: a read,
// although the verb rule would call CreateSnapshot a write.
func Snapshot(ctx context.Context, c *tfe.Client) error {
	return c.Runs.CreateSnapshot(ctx, "s")
}

// Archive: two implementations and a name that is not a verb: unknown.
func Archive(ctx context.Context, s two.Store) error {
	return s.Archive(ctx, "x")
}

// Bucket: two implementations, so the verb rule still decides.
func Bucket(ctx context.Context, s two.Store) error { // want Bucket:`^writes verb \(two\.Store\)\.CreateBucket via use\.Bucket -> \(two\.Store\)\.CreateBucket$`
	return s.CreateBucket(ctx, "b")
}
