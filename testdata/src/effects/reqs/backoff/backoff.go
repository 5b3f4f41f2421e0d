// Package backoff runs an operation until it succeeds, as roko, backoff
// and retry-go do: it calls the function it is given.
package backoff

import "context"

type Retrier struct{ attempts int }

func New(attempts int) *Retrier { return &Retrier{attempts: attempts} }

func (r *Retrier) Do(ctx context.Context, op func() error) error {
	var err error
	for i := 0; i < r.attempts; i++ {
		if err = op(); err == nil || ctx.Err() != nil {
			return err
		}
	}
	return err
}
