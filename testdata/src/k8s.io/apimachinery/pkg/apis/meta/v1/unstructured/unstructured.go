// Package unstructured is a stub of k8s.io/apimachinery/pkg/apis/meta/v1/unstructured.
package unstructured

type Unstructured struct{ Object map[string]interface{} }
type UnstructuredList struct{ Items []Unstructured }
