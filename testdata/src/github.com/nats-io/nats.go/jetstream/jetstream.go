// Package jetstream is a stub of github.com/nats-io/nats.go/jetstream
// (v1.56.0): the exported signatures the fixtures use.
package jetstream

import (
	"context"

	"github.com/nats-io/nats.go"
)

type pubOpts struct{ id string }

type PublishOpt func(*pubOpts) error

// WithMsgID sets the message ID used for deduplication.
func WithMsgID(id string) PublishOpt {
	return func(opts *pubOpts) error {
		opts.id = id
		return nil
	}
}

const MsgIDHeader = "Nats-Msg-Id"

type (
	PubAck struct {
		Stream   string `json:"stream"`
		Sequence uint64 `json:"seq"`
	}

	Publisher interface {
		Publish(ctx context.Context, subject string, payload []byte, opts ...PublishOpt) (*PubAck, error)
		PublishMsg(ctx context.Context, msg *nats.Msg, opts ...PublishOpt) (*PubAck, error)
	}

	ConsumerConfig struct{ Durable string }

	Consumer interface{}

	StreamConsumerManager interface {
		CreateOrUpdateConsumer(ctx context.Context, stream string, cfg ConsumerConfig) (Consumer, error)
		Consumer(ctx context.Context, stream string, consumer string) (Consumer, error)
	}

	JetStream interface {
		Conn() *nats.Conn
		StreamConsumerManager
		Publisher
	}

	JetStreamOpt func(*jsOpts) error

	jsOpts struct{}
)

func New(nc *nats.Conn, opts ...JetStreamOpt) (JetStream, error) { return nil, nil }
