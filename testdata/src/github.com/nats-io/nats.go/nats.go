// Package nats is a stub of github.com/nats-io/nats.go (v1.56.0): the
// exported signatures the fixtures use.
package nats

import "time"

type Options struct{ Url string }

type Option func(*Options) error

type Conn struct{ Opts Options }

func Connect(url string, options ...Option) (*Conn, error) { return &Conn{}, nil }

type Header map[string][]string

func (h Header) Add(key, value string) { h[key] = append(h[key], value) }

func (h Header) Set(key, value string) { h[key] = []string{value} }

type Subscription struct{ Subject string }

type Msg struct {
	Subject string
	Reply   string
	Header  Header
	Data    []byte
	Sub     *Subscription
}

func NewMsg(subject string) *Msg { return &Msg{Subject: subject, Header: make(Header)} }

func (nc *Conn) Publish(subj string, data []byte) error { return nil }

func (nc *Conn) PublishMsg(m *Msg) error { return nil }

func (nc *Conn) Request(subj string, data []byte, timeout time.Duration) (*Msg, error) {
	return nil, nil
}

const MsgIdHdr = "Nats-Msg-Id"

type pubOpts struct{ id string }

// PubOpt configures options for publishing JetStream messages.
type PubOpt interface {
	configurePublish(opts *pubOpts) error
}

type pubOptFn func(opts *pubOpts) error

func (opt pubOptFn) configurePublish(opts *pubOpts) error { return opt(opts) }

// MsgId sets the message ID used for deduplication.
func MsgId(id string) PubOpt {
	return pubOptFn(func(opts *pubOpts) error {
		opts.id = id
		return nil
	})
}

type PubAck struct {
	Stream    string `json:"stream"`
	Sequence  uint64 `json:"seq"`
	Duplicate bool   `json:"duplicate,omitempty"`
	Domain    string `json:"domain,omitempty"`
}

type JetStream interface {
	Publish(subj string, data []byte, opts ...PubOpt) (*PubAck, error)
	PublishMsg(m *Msg, opts ...PubOpt) (*PubAck, error)
}

type StreamConfig struct{ Name string }

type StreamInfo struct{ Config StreamConfig }

type JSOpt interface{ configureJSContext(opts *jsOpts) error }

type jsOpts struct{}

type JetStreamManager interface {
	AddStream(cfg *StreamConfig, opts ...JSOpt) (*StreamInfo, error)
	StreamInfo(stream string, opts ...JSOpt) (*StreamInfo, error)
}

type JetStreamContext interface {
	JetStream
	JetStreamManager
}

func (nc *Conn) JetStream(opts ...JSOpt) (JetStreamContext, error) { return nil, nil }
