// Package kgo is a stub of github.com/twmb/franz-go/pkg/kgo (v1.22.3):
// the exported signatures the fixtures use.
package kgo

import "context"

type cfg struct{}

// Opt is an option to configure a client.
type Opt interface{ apply(*cfg) }

type clientOpt struct{ fn func(*cfg) }

func (o clientOpt) apply(c *cfg) { o.fn(c) }

// SeedBrokers sets the seed brokers for the client to use.
func SeedBrokers(seeds ...string) Opt { return clientOpt{func(*cfg) {}} }

type Client struct{ cfg cfg }

func NewClient(opts ...Opt) (*Client, error) { return &Client{}, nil }

type RecordHeader struct {
	Key   string
	Value []byte
}

type Record struct {
	Key     []byte
	Value   []byte
	Headers []RecordHeader
	Topic   string
	Offset  int64
}

type ProduceResult struct {
	Record *Record
	Err    error
}

type ProduceResults []ProduceResult

func (rs ProduceResults) FirstErr() error { return nil }

func (cl *Client) ProduceSync(ctx context.Context, rs ...*Record) ProduceResults { return nil }

func (cl *Client) Produce(ctx context.Context, r *Record, promise func(*Record, error)) {}

func (cl *Client) TryProduce(ctx context.Context, r *Record, promise func(*Record, error)) {}

func (cl *Client) CommitRecords(ctx context.Context, rs ...*Record) error { return nil }

type Fetch struct{}

type Fetches []Fetch

func (fs Fetches) Err() error { return nil }

func (fs Fetches) Records() []*Record { return nil }

func (cl *Client) PollFetches(ctx context.Context) Fetches { return nil }

func (cl *Client) PollRecords(ctx context.Context, maxPollRecords int) Fetches { return nil }

func (cl *Client) Close() {}
