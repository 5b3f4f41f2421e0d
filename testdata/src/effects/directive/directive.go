// Package directive declares effects with //idemlint:effect.
package directive

import "context"

// Notify pages someone through a system idemlint does not know.
//
//idemlint:effect
func Notify(ctx context.Context, who string) error { // want Notify:`^writes directive directive\.Notify$`
	return nil
}

type Cache struct{}

// Put overwrites a key.
//
//idemlint:effect idempotent
func (c *Cache) Put(ctx context.Context, k, v string) error { // want Put:`^writes directive \(\*directive\.Cache\)\.Put \(idempotent\)$`
	return nil
}

type Pager interface {
	//idemlint:effect
	Page(ctx context.Context, who string) error // want Page:`^writes directive \(directive\.Pager\)\.Page$`
	Status(ctx context.Context) error
}

// Wake calls all three.
func Wake(ctx context.Context, p Pager, c *Cache) error { // want Wake:`^writes directive \(directive\.Pager\)\.Page via directive\.Wake -> \(directive\.Pager\)\.Page; directive directive\.Notify via directive\.Wake -> directive\.Notify; directive \(\*directive\.Cache\)\.Put \(idempotent\) via directive\.Wake -> \(\*directive\.Cache\)\.Put$`
	if err := p.Status(ctx); err != nil {
		return err
	}
	if err := Notify(ctx, "oncall"); err != nil {
		return err
	}
	if err := p.Page(ctx, "oncall"); err != nil {
		return err
	}
	return c.Put(ctx, "k", "v")
}
