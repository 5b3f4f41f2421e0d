// Package pubsub is a stub of cloud.google.com/go/internal/pubsub
// (cloud.google.com/go v0.116.0), whose Message and PublishResult the
// Pub/Sub clients alias.
package pubsub

import "context"

type Message struct {
	ID          string
	Data        []byte
	Attributes  map[string]string
	OrderingKey string
}

func (m *Message) Ack() {}

type PublishResult struct {
	serverID string
	err      error
}

func (r *PublishResult) Get(ctx context.Context) (serverID string, err error) {
	return r.serverID, r.err
}
