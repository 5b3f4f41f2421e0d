// Package awsec2 calls EC2 through aws-sdk-go-v2, which the catalogue
// decides method by method.
package awsec2

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/service/ec2"
)

func Launch(ctx context.Context, c *ec2.Client, image string) error { // want Launch:`^writes sdk aws \(\*ec2\.Client\)\.RunInstances via`
	_, err := c.RunInstances(ctx, &ec2.RunInstancesInput{ImageId: &image})
	return err
}

func NewGroup(ctx context.Context, c *ec2.Client, name string) error { // want NewGroup:`^writes sdk aws \(\*ec2\.Client\)\.CreateSecurityGroup \(rejects a repeat\) via`
	_, err := c.CreateSecurityGroup(ctx, &ec2.CreateSecurityGroupInput{GroupName: &name})
	return err
}

func Start(ctx context.Context, c *ec2.Client, id string) error { // want Start:`^writes sdk aws \(\*ec2\.Client\)\.StartInstances \(idempotent\) via`
	_, err := c.StartInstances(ctx, &ec2.StartInstancesInput{InstanceIds: []string{id}})
	return err
}

func Reboot(ctx context.Context, c *ec2.Client, id string) error { // want Reboot:`^writes sdk aws \(\*ec2\.Client\)\.RebootInstances via`
	_, err := c.RebootInstances(ctx, &ec2.RebootInstancesInput{InstanceIds: []string{id}})
	return err
}

func DropGroup(ctx context.Context, c *ec2.Client, id string) error { // want DropGroup:`^writes sdk aws \(\*ec2\.Client\)\.DeleteSecurityGroup \(idempotent\) via`
	_, err := c.DeleteSecurityGroup(ctx, &ec2.DeleteSecurityGroupInput{GroupId: &id})
	return err
}

// Show only describes.
func Show(ctx context.Context, c *ec2.Client, id string) error {
	_, err := c.DescribeInstances(ctx, &ec2.DescribeInstancesInput{InstanceIds: []string{id}})
	return err
}
