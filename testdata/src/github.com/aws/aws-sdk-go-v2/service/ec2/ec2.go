// Package ec2 is a stub of github.com/aws/aws-sdk-go-v2/service/ec2
// (v1.350.0). Only the exported API the fixtures use is mirrored.
package ec2

import "context"

type Options struct {
	Region string
}

type Client struct{ options Options }

func New(options Options, optFns ...func(*Options)) *Client { return &Client{options: options} }

type RunInstancesInput struct {
	ImageId     *string
	MinCount    *int32
	MaxCount    *int32
	ClientToken *string
}

type RunInstancesOutput struct{}

type CreateSecurityGroupInput struct {
	GroupName   *string
	Description *string
	VpcId       *string
}

type CreateSecurityGroupOutput struct {
	GroupId *string
}

type StartInstancesInput struct {
	InstanceIds []string
}

type StartInstancesOutput struct{}

type RebootInstancesInput struct {
	InstanceIds []string
}

type RebootInstancesOutput struct{}

type DescribeInstancesInput struct {
	InstanceIds []string
}

type DescribeInstancesOutput struct{}

type DeleteSecurityGroupInput struct {
	GroupId *string
}

type DeleteSecurityGroupOutput struct{}

func (c *Client) RunInstances(ctx context.Context, params *RunInstancesInput, optFns ...func(*Options)) (*RunInstancesOutput, error) {
	return &RunInstancesOutput{}, nil
}

func (c *Client) CreateSecurityGroup(ctx context.Context, params *CreateSecurityGroupInput, optFns ...func(*Options)) (*CreateSecurityGroupOutput, error) {
	return &CreateSecurityGroupOutput{}, nil
}

func (c *Client) StartInstances(ctx context.Context, params *StartInstancesInput, optFns ...func(*Options)) (*StartInstancesOutput, error) {
	return &StartInstancesOutput{}, nil
}

func (c *Client) RebootInstances(ctx context.Context, params *RebootInstancesInput, optFns ...func(*Options)) (*RebootInstancesOutput, error) {
	return &RebootInstancesOutput{}, nil
}

func (c *Client) DescribeInstances(ctx context.Context, params *DescribeInstancesInput, optFns ...func(*Options)) (*DescribeInstancesOutput, error) {
	return &DescribeInstancesOutput{}, nil
}

func (c *Client) DeleteSecurityGroup(ctx context.Context, params *DeleteSecurityGroupInput, optFns ...func(*Options)) (*DeleteSecurityGroupOutput, error) {
	return &DeleteSecurityGroupOutput{}, nil
}
