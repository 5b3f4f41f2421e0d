// Package dynamodb is a stub of
// github.com/aws/aws-sdk-go-v2/service/dynamodb (v1.74.1): the exported
// signatures the fixtures use.
package dynamodb

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
)

type Options struct {
	Region string
}

type Client struct{ options Options }

func New(options Options, optFns ...func(*Options)) *Client { return &Client{options: options} }

type PutItemInput struct {
	Item                map[string]types.AttributeValue
	TableName           *string
	ConditionExpression *string
}

type PutItemOutput struct{}

type UpdateItemInput struct {
	Key                       map[string]types.AttributeValue
	TableName                 *string
	UpdateExpression          *string
	ConditionExpression       *string
	ExpressionAttributeNames  map[string]string
	ExpressionAttributeValues map[string]types.AttributeValue
}

type UpdateItemOutput struct{}

type DeleteItemInput struct {
	Key       map[string]types.AttributeValue
	TableName *string
}

type DeleteItemOutput struct{}

type GetItemInput struct {
	Key       map[string]types.AttributeValue
	TableName *string
}

type GetItemOutput struct {
	Item map[string]types.AttributeValue
}

type QueryInput struct {
	TableName              *string
	KeyConditionExpression *string
}

type QueryOutput struct {
	Items []map[string]types.AttributeValue
}

type TransactWriteItemsInput struct {
	TransactItems      []types.TransactWriteItem
	ClientRequestToken *string
}

type TransactWriteItemsOutput struct{}

func (c *Client) PutItem(ctx context.Context, params *PutItemInput, optFns ...func(*Options)) (*PutItemOutput, error) {
	return &PutItemOutput{}, nil
}

func (c *Client) UpdateItem(ctx context.Context, params *UpdateItemInput, optFns ...func(*Options)) (*UpdateItemOutput, error) {
	return &UpdateItemOutput{}, nil
}

func (c *Client) DeleteItem(ctx context.Context, params *DeleteItemInput, optFns ...func(*Options)) (*DeleteItemOutput, error) {
	return &DeleteItemOutput{}, nil
}

func (c *Client) GetItem(ctx context.Context, params *GetItemInput, optFns ...func(*Options)) (*GetItemOutput, error) {
	return &GetItemOutput{}, nil
}

func (c *Client) Query(ctx context.Context, params *QueryInput, optFns ...func(*Options)) (*QueryOutput, error) {
	return &QueryOutput{}, nil
}

func (c *Client) TransactWriteItems(ctx context.Context, params *TransactWriteItemsInput, optFns ...func(*Options)) (*TransactWriteItemsOutput, error) {
	return &TransactWriteItemsOutput{}, nil
}
