// Package unstructured is a stub of k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.
package unstructured

type Unstructured struct{ Object map[string]interface{} }
type UnstructuredList struct{ Items []Unstructured }

// GetName returns the object's metadata.name.
func (u *Unstructured) GetName() string {
	m, _ := u.Object["metadata"].(map[string]interface{})
	name, _ := m["name"].(string)
	return name
}
