// Package pubsub is a stub of cloud.google.com/go/pubsub (v1.52.0): the
// exported signatures the fixtures use.
package pubsub

import (
	"context"

	ipubsub "cloud.google.com/go/internal/pubsub"
	"google.golang.org/api/option"
)

type Message = ipubsub.Message

type PublishResult = ipubsub.PublishResult

type Client struct{ projectID string }

func NewClient(ctx context.Context, projectID string, opts ...option.ClientOption) (c *Client, err error) {
	return &Client{projectID: projectID}, nil
}

type Topic struct{ name string }

func (c *Client) Topic(id string) *Topic { return &Topic{name: id} }

func (t *Topic) Publish(ctx context.Context, msg *Message) *PublishResult { return &PublishResult{} }

func (t *Topic) Exists(ctx context.Context) (bool, error) { return true, nil }

type Subscription struct{ name string }

func (c *Client) Subscription(id string) *Subscription { return &Subscription{name: id} }

func (s *Subscription) Receive(ctx context.Context, f func(context.Context, *Message)) error {
	return nil
}
