// Package use calls the SDKs' services from a third package, where only
// facts carry what the services do.
package use

import (
	"context"

	"effects/reqs/secrets"
	"effects/reqs/tickets"
)

func Open(ctx context.Context, s *tickets.Service) error { // want Open:`^writes http POST via use\.Open -> \(\*tickets\.Service\)\.Create -> \(\*restkit\.Client\)\.Do`
	_, err := s.Create(ctx, &tickets.Ticket{Title: "x"})
	return err
}

func Show(ctx context.Context, s *tickets.Service, l *secrets.Logical) error {
	if _, err := s.Get(ctx, "1"); err != nil {
		return err
	}
	return l.Read(ctx, "kv/a")
}

func Store(ctx context.Context, l *secrets.Logical) error { // want Store:`^writes http PUT \(idempotent\) via use\.Store -> \(\*secrets\.Logical\)\.Write`
	return l.Write(ctx, "kv/a", nil)
}

func Patch(ctx context.Context, s *tickets.Service) error { // want Patch:`^writes http PATCH`
	return s.Raw(ctx, "PATCH", "tickets/1")
}
