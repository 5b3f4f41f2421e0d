// Package p declares the names the configuration gives.
package p

func Send(to, key string) error { return nil }

type Client struct{}

func (*Client) Refund(id string) error { return nil }

type Store interface {
	Seen(key string) bool
}

type Params struct{ DedupID string }
