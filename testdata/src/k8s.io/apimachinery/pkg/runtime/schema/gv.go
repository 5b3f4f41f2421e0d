// Package schema is a stub of k8s.io/apimachinery/pkg/runtime/schema.
package schema

type GroupVersionResource struct{ Group, Version, Resource string }
