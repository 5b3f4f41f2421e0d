// Package use holds the client behind its own interface, implemented by
// the client and by a forwarder that finds the caller's client in the
// context: a call runs the client either way.
package use

import (
	"context"
	"errors"

	"effects/iface/forward/client"
)

type Feeds interface {
	Star(ctx context.Context, id int64) error            // want Star:`^implemented by \(\*client\.Client\)\.Star: writes sql INSERT INTO stars`
	Entry(ctx context.Context, id int64) (string, error) // want Entry:`^implemented by \(\*client\.Client\)\.Entry \(no writes\)$`
}

type ctxKey struct{}

// scoped forwards each call to the client the request carries.
type scoped struct{}

func (scoped) Star(ctx context.Context, id int64) error { // want Star:`^writes sql INSERT INTO stars via \(use\.scoped\)\.Star -> \(\*client\.Client\)\.Star`
	c, ok := ctx.Value(ctxKey{}).(Feeds)
	if !ok {
		return errors.New("not authorized")
	}
	return c.Star(ctx, id)
}

func (scoped) Entry(ctx context.Context, id int64) (string, error) {
	c, ok := ctx.Value(ctxKey{}).(Feeds)
	if !ok {
		return "", errors.New("not authorized")
	}
	return c.Entry(ctx, id)
}

// memory keeps stars in memory: an implementation of Local, not of
// Feeds, that writes nothing.
type memory struct{ stars map[int64]bool }

func (m *memory) Star(ctx context.Context, id int64) error { m.stars[id] = true; return nil }

type Server struct{ feeds Feeds }

func New(perRequest bool, c *client.Client) *Server {
	if perRequest {
		return &Server{feeds: scoped{}}
	}
	return &Server{feeds: c}
}

func (s *Server) Star(ctx context.Context, id int64) error { // want Star:`^writes sql INSERT INTO stars via`
	return s.feeds.Star(ctx, id)
}

// Local is served by an in-memory store or by the client: no write is
// claimed.
type Local interface {
	Star(ctx context.Context, id int64) error
}

type Offline struct{ l Local }

func NewOffline(c *client.Client, cached bool) *Offline {
	if cached {
		return &Offline{l: &memory{}}
	}
	return &Offline{l: c}
}

func (o *Offline) Star(ctx context.Context, id int64) error {
	return o.l.Star(ctx, id)
}
