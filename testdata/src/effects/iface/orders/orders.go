// Package orders hands out an interface whose method names are not
// writing verbs. Two types implement it, but the constructor returns one.
package orders

import (
	"context"
	"net/http"

	"effects/iface/core"
)

type Service interface {
	AcceptQuote(ctx context.Context, id string) error
	QuoteInfo(ctx context.Context, id string) error
	Stake(ctx context.Context, amount int64) error
}

type service struct{ c *http.Client }

// NewService returns the one concrete type behind Service.
func NewService(c *http.Client) Service { // want NewService:`^returns result 0 is \*orders\.service; AcceptQuote: writes http POST \(idempotent\) as /accept via \(\*orders\.service\)\.AcceptQuote -> core\.HTTPPost -> core\.do -> \(\*http\.Client\)\.Do; Stake: writes http POST`
	return &service{c: c}
}

// NewServiceErr returns it with an error, through a helper.
func NewServiceErr(c *http.Client) (Service, error) { // want NewServiceErr:`^returns result 0 is \*orders\.service; AcceptQuote`
	if c == nil {
		return nil, nil
	}
	return build(c), nil
}

func build(c *http.Client) Service { return &service{c: c} } // want build:`^returns result 0 is \*orders\.service`

func (s *service) AcceptQuote(ctx context.Context, id string) error { // want AcceptQuote:`^writes http POST \(idempotent\) as /accept via \(\*orders\.service\)\.AcceptQuote -> core\.HTTPPost`
	return core.HTTPPost(ctx, s.c, "/quotes/"+id+"/accept")
}

func (s *service) QuoteInfo(ctx context.Context, id string) error {
	return core.HTTPGet(ctx, s.c, "/quotes/"+id)
}

func (s *service) Stake(ctx context.Context, amount int64) error { // want Stake:`^writes http POST via \(\*orders\.service\)\.Stake -> core\.HTTPPost`
	return core.HTTPPost(ctx, s.c, "/stake")
}

// recorder is a second implementation (a test double): the package does
// not name one implementation of Service, so only the constructor says
// which type a value holds.
type recorder struct{ calls []string }

func (r *recorder) AcceptQuote(ctx context.Context, id string) error {
	r.calls = append(r.calls, id)
	return nil
}
func (r *recorder) QuoteInfo(ctx context.Context, id string) error { return nil }
func (r *recorder) Stake(ctx context.Context, amount int64) error  { return nil }

// Local resolves the constructor inside the package.
func Local(ctx context.Context, c *http.Client) error { // want Local:`^writes http POST \(idempotent\) as /accept via orders\.Local -> \(\*orders\.service\)\.AcceptQuote -> core\.HTTPPost -> core\.do -> \(\*http\.Client\)\.Do$`
	return NewService(c).AcceptQuote(ctx, "q")
}

// Either may hold either type: not resolved, and the names are not verbs.
func Either(ctx context.Context, c *http.Client, test bool) error {
	var s Service = &service{c: c}
	if test {
		s = &recorder{}
	}
	return s.AcceptQuote(ctx, "q")
}
