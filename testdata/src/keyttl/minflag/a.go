// Package minflag runs keyttl with -keyttl.min=96h.
package minflag

import (
	"context"
	"time"

	"github.com/tmc/langchaingo/tools"
)

type Tickets interface {
	Create(ctx context.Context, title string) (string, error)
}

type DedupStore struct{}

func (d *DedupStore) Claim(ctx context.Context, key string, ttl time.Duration) (bool, error) {
	return true, nil
}

type OpenTicket struct {
	T     Tickets
	Dedup *DedupStore
}

var _ tools.Tool = OpenTicket{}

func (OpenTicket) Name() string        { return "create_ticket" }
func (OpenTicket) Description() string { return "Open a support ticket." }

func (o OpenTicket) Call(ctx context.Context, input string) (string, error) {
	first, err := o.Dedup.Claim(ctx, "ticket:"+input, 72*time.Hour) // want `create_ticket claims its idempotency key with \(\*DedupStore\)\.Claim for 72h, less than 96h; .* keep the key for at least 96h`
	if err != nil || !first {
		return "already open", err
	}
	if _, err := o.Dedup.Claim(ctx, "ticket2:"+input, 100*time.Hour); err != nil {
		return "", err
	}
	return o.T.Create(ctx, input)
}
