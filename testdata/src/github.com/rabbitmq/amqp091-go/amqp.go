// Package amqp091 is a stub of github.com/rabbitmq/amqp091-go (v1.17.0):
// the exported signatures the fixtures use.
package amqp091

import (
	"context"
	"time"
)

type Table map[string]any

type Publishing struct {
	Headers         Table
	ContentType     string
	ContentEncoding string
	DeliveryMode    uint8
	Priority        uint8
	CorrelationId   string
	ReplyTo         string
	Expiration      string
	MessageId       string
	Timestamp       time.Time
	Type            string
	UserId          string
	AppId           string
	Body            []byte
}

type Queue struct {
	Name      string
	Messages  int
	Consumers int
}

type Delivery struct {
	MessageId string
	Body      []byte
}

type Connection struct{}

func Dial(url string) (*Connection, error) { return &Connection{}, nil }

func (c *Connection) Channel() (*Channel, error) { return &Channel{}, nil }

type Channel struct{}

func (ch *Channel) PublishWithContext(ctx context.Context, exchange, key string, mandatory, immediate bool, msg Publishing) error {
	return nil
}

func (ch *Channel) QueueDeclare(name string, durable, autoDelete, exclusive, noWait bool, args Table) (Queue, error) {
	return Queue{}, nil
}

func (ch *Channel) QueueInspect(name string) (Queue, error) { return Queue{}, nil }

func (ch *Channel) Get(queue string, autoAck bool) (msg Delivery, ok bool, err error) {
	return Delivery{}, false, nil
}
