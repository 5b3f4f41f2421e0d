// Package s3 is a stub of github.com/aws/aws-sdk-go-v2/service/s3
// (v1.114.10).
package s3

import (
	"context"
	"io"
)

type Options struct {
	Region string
}

type Client struct{ options Options }

func New(options Options, optFns ...func(*Options)) *Client { return &Client{options: options} }

type PutObjectInput struct {
	Bucket *string
	Key    *string
	Body   io.Reader
}

type PutObjectOutput struct{}

type GetObjectInput struct {
	Bucket *string
	Key    *string
}

type GetObjectOutput struct {
	Body io.ReadCloser
}

func (c *Client) PutObject(ctx context.Context, params *PutObjectInput, optFns ...func(*Options)) (*PutObjectOutput, error) {
	return &PutObjectOutput{}, nil
}

func (c *Client) GetObject(ctx context.Context, params *GetObjectInput, optFns ...func(*Options)) (*GetObjectOutput, error) {
	return &GetObjectOutput{}, nil
}
