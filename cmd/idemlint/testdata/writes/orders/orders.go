// Package orders hands out an interface whose method names are not
// writing verbs; the constructor returns its one concrete type.
package orders

import (
	"context"
	"net/http"
	"strings"
)

type Service interface {
	BookQuote(ctx context.Context, id string) error
	QuoteInfo(ctx context.Context, id string) error
}

func NewService(c *http.Client) Service { return &service{c: c} }

type service struct{ c *http.Client }

func (s *service) BookQuote(ctx context.Context, id string) error {
	return s.do(ctx, http.MethodPost, "https://api.example/quotes/"+id+"/bookings")
}

func (s *service) QuoteInfo(ctx context.Context, id string) error {
	return s.do(ctx, http.MethodGet, "https://api.example/quotes/"+id)
}

func (s *service) do(ctx context.Context, method, url string) error {
	req, err := http.NewRequestWithContext(ctx, method, url, strings.NewReader("{}"))
	if err != nil {
		return err
	}
	resp, err := s.c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// fake is a second implementation, for tests: the package does not name
// one implementation, only the constructor says which type is used.
type fake struct{}

func (fake) BookQuote(ctx context.Context, id string) error { return nil }
func (fake) QuoteInfo(ctx context.Context, id string) error { return nil }
