// Package pubsub is a stub of cloud.google.com/go/pubsub/v2 (v2.9.0): the
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

type Publisher struct{ name string }

func (c *Client) Publisher(topicNameOrID string) *Publisher { return &Publisher{name: topicNameOrID} }

func (t *Publisher) Publish(ctx context.Context, msg *Message) *PublishResult {
	return &PublishResult{}
}
