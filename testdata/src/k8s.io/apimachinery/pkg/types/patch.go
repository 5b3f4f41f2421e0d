// Package types is a stub of k8s.io/apimachinery/pkg/types.
package types

type PatchType string

const MergePatchType PatchType = "application/merge-patch+json"

type NamespacedName struct{ Namespace, Name string }
