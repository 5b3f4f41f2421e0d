// Package v1 is a stub of k8s.io/apimachinery/pkg/apis/meta/v1.
package v1

type ObjectMeta struct {
	Name, GenerateName, Namespace string
	Labels                        map[string]string
	Annotations                   map[string]string
}

type CreateOptions struct{ DryRun []string }
type UpdateOptions struct{ DryRun []string }
type PatchOptions struct{ FieldManager string }
type ApplyOptions struct{ FieldManager string }
type DeleteOptions struct{}
type GetOptions struct{}
type ListOptions struct{ LabelSelector string }
