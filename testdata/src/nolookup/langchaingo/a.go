// Package langchaingo holds langchaingo tools, protected and not.
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

// OpenTicket files a ticket with nothing in front of it.
type OpenTicket struct{ T Tickets }

var _ tools.Tool = OpenTicket{}

func (OpenTicket) Name() string        { return "create_ticket" }
func (OpenTicket) Description() string { return "Open a support ticket." }

func (o OpenTicket) Call(ctx context.Context, input string) (string, error) {
	return o.T.Create(ctx, input) // want `create_ticket calls Create with no idempotency key and no ledger lookup before it; a retried call creates a duplicate`
}

// OpenTicketOnce claims the input first.
type OpenTicketOnce struct {
	T     Tickets
	Dedup *DedupStore
}

func (OpenTicketOnce) Name() string        { return "create_ticket_once" }
func (OpenTicketOnce) Description() string { return "Open a support ticket." }

func (o OpenTicketOnce) Call(ctx context.Context, input string) (string, error) {
	first, err := o.Dedup.Claim(ctx, "ticket:"+input, 72*time.Hour)
	if err != nil {
		return "", err
	}
	if !first {
		return "already open", nil
	}
	return o.T.Create(ctx, input)
}

// Clock reads: silent.
type Clock struct{}

func (Clock) Name() string        { return "clock" }
func (Clock) Description() string { return "Tell the time." }
func (Clock) Call(ctx context.Context, input string) (string, error) {
	return time.Now().String(), nil
}
