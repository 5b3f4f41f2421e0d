// Package kadm is a stub of github.com/twmb/franz-go/pkg/kadm (v1.20.0):
// the exported signatures the fixtures use.
package kadm

import (
	"context"

	"github.com/twmb/franz-go/pkg/kgo"
)

type Client struct {
	cl            *kgo.Client
	timeoutMillis int32
}

func NewClient(cl *kgo.Client) *Client { return &Client{cl, 15000} }

type CreateTopicResponse struct {
	Topic string
	Err   error
}

type DeleteTopicResponse struct {
	Topic string
	Err   error
}

type TopicDetail struct{ Topic string }

type TopicDetails map[string]TopicDetail

type CreatePartitionsResponse struct {
	Topic string
	Err   error
}

type CreatePartitionsResponses map[string]CreatePartitionsResponse

func (cl *Client) CreateTopic(ctx context.Context, partitions int32, replicationFactor int16, configs map[string]*string, topic string) (CreateTopicResponse, error) {
	return CreateTopicResponse{}, nil
}

func (cl *Client) DeleteTopic(ctx context.Context, topic string) (DeleteTopicResponse, error) {
	return DeleteTopicResponse{}, nil
}

func (cl *Client) CreatePartitions(ctx context.Context, add int, topics ...string) (CreatePartitionsResponses, error) {
	return nil, nil
}

func (cl *Client) ListTopics(ctx context.Context, topics ...string) (TopicDetails, error) {
	return nil, nil
}
