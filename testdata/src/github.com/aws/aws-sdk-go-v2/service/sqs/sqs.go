// Package sqs is a stub of github.com/aws/aws-sdk-go-v2/service/sqs
// (v1.53.0).
package sqs

import "context"

type Options struct {
	Region string
}

type Client struct{ options Options }

func New(options Options, optFns ...func(*Options)) *Client { return &Client{options: options} }

type SendMessageInput struct {
	MessageBody            *string
	QueueUrl               *string
	DelaySeconds           int32
	MessageDeduplicationId *string
	MessageGroupId         *string
}

type SendMessageOutput struct {
	MessageId *string
}

type ReceiveMessageInput struct {
	QueueUrl *string
}

type ReceiveMessageOutput struct{}

func (c *Client) SendMessage(ctx context.Context, params *SendMessageInput, optFns ...func(*Options)) (*SendMessageOutput, error) {
	return &SendMessageOutput{}, nil
}

func (c *Client) ReceiveMessage(ctx context.Context, params *ReceiveMessageInput, optFns ...func(*Options)) (*ReceiveMessageOutput, error) {
	return &ReceiveMessageOutput{}, nil
}
