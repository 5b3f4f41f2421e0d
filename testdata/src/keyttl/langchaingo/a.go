// Package langchaingo holds langchaingo tools that claim their keys.
package langchaingo

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
	first, err := o.Dedup.Claim(ctx, "ticket:"+input, 10*time.Minute) // want `create_ticket claims its idempotency key with \(\*DedupStore\)\.Claim for 10m, less than 24h; a retry that comes later \(an agent paused for human review\) finds no key and creates a duplicate: keep the key for at least 24h`
	if err != nil || !first {
		return "already open", err
	}
	return o.T.Create(ctx, input)
}

type OpenTicketKept struct {
	T     Tickets
	Dedup *DedupStore
}

func (OpenTicketKept) Name() string        { return "create_ticket_kept" }
func (OpenTicketKept) Description() string { return "Open a support ticket." }

func (o OpenTicketKept) Call(ctx context.Context, input string) (string, error) {
	first, err := o.Dedup.Claim(ctx, "ticket:"+input, 72*time.Hour)
	if err != nil || !first {
		return "already open", err
	}
	return o.T.Create(ctx, input)
}
