// Package tickets is an SDK's service: it builds each request with the
// base package's NewRequest and sends it with its Do.
package tickets

import (
	"context"
	"net/http"

	"effects/reqs/restkit"
)

type Ticket struct{ ID, Title string }

type Service struct{ client *restkit.Client }

func (s *Service) Create(ctx context.Context, t *Ticket) (*Ticket, error) { // want Create:`^writes http POST via \(\*tickets\.Service\)\.Create -> \(\*restkit\.Client\)\.Do -> \(\*go-retryablehttp\.Client\)\.Do`
	req, err := s.client.NewRequest(ctx, http.MethodPost, "tickets", t)
	if err != nil {
		return nil, err
	}
	var created Ticket
	_, err = s.client.Do(req, &created)
	return &created, err
}

func (s *Service) Update(ctx context.Context, t *Ticket) error { // want Update:`^writes http PUT \(idempotent\) via`
	req, err := s.client.NewRequest(ctx, "PUT", "tickets/"+t.ID, t)
	if err != nil {
		return err
	}
	_, err = s.client.Do(req, nil)
	return err
}

// Get reads through the same two functions.
func (s *Service) Get(ctx context.Context, id string) (*Ticket, error) {
	req, err := s.client.NewRequest(ctx, http.MethodGet, "tickets/"+id, nil)
	if err != nil {
		return nil, err
	}
	var t Ticket
	_, err = s.client.Do(req, &t)
	return &t, err
}

// Raw sends a request it did not build: its caller decides.
func (s *Service) Raw(ctx context.Context, method, path string) error { // want Raw:`^http method from param 1 via \(\*tickets\.Service\)\.Raw -> \(\*restkit\.Client\)\.Do`
	req, err := s.client.NewRequest(ctx, method, path, nil)
	if err != nil {
		return err
	}
	_, err = s.client.Do(req, nil)
	return err
}
