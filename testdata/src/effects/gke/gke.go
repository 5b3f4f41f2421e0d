// Package gke manages Kubernetes clusters through Google Cloud's client:
// a cluster or node pool is created under the name the request gives,
// and GKE refuses a second of the same name; updates and deletes set.
package gke

import (
	"context"

	container "cloud.google.com/go/container/apiv1"
	"cloud.google.com/go/container/apiv1/containerpb"
)

func Create(ctx context.Context, c *container.ClusterManagerClient, parent, name string) error { // want Create:`^writes sdk gke \(\*container\.ClusterManagerClient\)\.CreateCluster \(rejects a repeat\) via`
	_, err := c.CreateCluster(ctx, &containerpb.CreateClusterRequest{Parent: parent, Cluster: &containerpb.Cluster{Name: name}})
	return err
}

func Pool(ctx context.Context, c *container.ClusterManagerClient, parent, name string) error { // want Pool:`^writes sdk gke \(\*container\.ClusterManagerClient\)\.CreateNodePool \(rejects a repeat\) via`
	_, err := c.CreateNodePool(ctx, &containerpb.CreateNodePoolRequest{Parent: parent, NodePool: &containerpb.NodePool{Name: name}})
	return err
}

func Resize(ctx context.Context, c *container.ClusterManagerClient, name string) error { // want Resize:`^writes sdk gke \(\*container\.ClusterManagerClient\)\.DeleteCluster \(idempotent\) via .*; sdk gke \(\*container\.ClusterManagerClient\)\.UpdateCluster \(idempotent\) via`
	if _, err := c.UpdateCluster(ctx, &containerpb.UpdateClusterRequest{Name: name}); err != nil {
		return err
	}
	_, err := c.DeleteCluster(ctx, &containerpb.DeleteClusterRequest{Name: name})
	return err
}

func Get(ctx context.Context, c *container.ClusterManagerClient, name string) (string, error) {
	cl, err := c.GetCluster(ctx, &containerpb.GetClusterRequest{Name: name})
	if err != nil {
		return "", err
	}
	return cl.Name, nil
}
