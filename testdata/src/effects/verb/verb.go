// Package verb calls interface methods whose implementations are
// unknown: a writing verb and a context first make a write.
package verb

import "context"

type Payments interface {
	Charge(ctx context.Context, orderID string, cents int64) (string, error)
	ChargeStatus(ctx context.Context, id string) (string, error)
	GetBalance(ctx context.Context) (int64, error)
	Address(ctx context.Context) string
	Issues(ctx context.Context) []string
	Payout(ctx context.Context) error
	Send(msg string) error
}

func Checkout(ctx context.Context, p Payments, order string) error { // want Checkout:`^writes verb \(verb\.Payments\)\.Charge via verb\.Checkout -> \(verb\.Payments\)\.Charge$`
	if _, err := p.GetBalance(ctx); err != nil {
		return err
	}
	_, err := p.Charge(ctx, order, 100)
	return err
}

// Reads calls methods whose names start like verbs but are not verbs, a
// status check, and a Send without a context.
func Reads(ctx context.Context, p Payments) error {
	_ = p.Address(ctx)
	_ = p.Issues(ctx)
	_ = p.Payout(ctx)
	if _, err := p.ChargeStatus(ctx, "x"); err != nil {
		return err
	}
	return p.Send("hello")
}

type Mailer interface {
	SendEmail(ctx context.Context, to, body string) error
	Enqueue(ctx context.Context, job string) error
}

type svc struct{ m Mailer }

func (s svc) Welcome(ctx context.Context, to string) error { // want Welcome:`^writes verb \(verb\.Mailer\)\.Enqueue via .*; verb \(verb\.Mailer\)\.SendEmail via`
	if err := s.m.SendEmail(ctx, to, "welcome"); err != nil {
		return err
	}
	return s.m.Enqueue(ctx, "followup")
}

// IdempotencyStore's methods are ledger operations even though one is
// named like a write.
type IdempotencyStore interface {
	Add(ctx context.Context, key string) error
}

func Remember(ctx context.Context, s IdempotencyStore) error {
	return s.Add(ctx, "k")
}
