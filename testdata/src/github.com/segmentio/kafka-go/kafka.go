// Package kafka is a stub of github.com/segmentio/kafka-go (v0.4.51): the
// exported signatures the fixtures use.
package kafka

import (
	"context"
	"net"
	"time"
)

type networkAddress struct{ network, address string }

func (a networkAddress) Network() string { return a.network }
func (a networkAddress) String() string  { return a.address }

func TCP(address ...string) net.Addr { return networkAddress{"tcp", ""} }

type Message struct {
	Topic     string
	Partition int
	Offset    int64
	Key       []byte
	Value     []byte
	Time      time.Time
}

type Writer struct {
	Addr  net.Addr
	Topic string
}

func (w *Writer) WriteMessages(ctx context.Context, msgs ...Message) error { return nil }

func (w *Writer) Close() error { return nil }

type ReaderConfig struct {
	Brokers []string
	GroupID string
	Topic   string
}

type Reader struct{ config ReaderConfig }

func NewReader(config ReaderConfig) *Reader { return &Reader{config: config} }

func (r *Reader) ReadMessage(ctx context.Context) (Message, error) { return Message{}, nil }

func (r *Reader) CommitMessages(ctx context.Context, msgs ...Message) error { return nil }
