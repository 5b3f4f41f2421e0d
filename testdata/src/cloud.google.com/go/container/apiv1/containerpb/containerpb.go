// Package containerpb is a stub of cloud.google.com/go/container
// v1.53.1's apiv1/containerpb: the messages the fixtures send.
package containerpb

type Cluster struct {
	Name string
}

type NodePool struct {
	Name string
}

type Operation struct {
	Name string
}

type CreateClusterRequest struct {
	ProjectId string
	Zone      string
	Cluster   *Cluster
	Parent    string
}

type CreateNodePoolRequest struct {
	NodePool *NodePool
	Parent   string
}

type UpdateClusterRequest struct {
	Name string
}

type DeleteClusterRequest struct {
	Name string
}

type GetClusterRequest struct {
	Name string
}
