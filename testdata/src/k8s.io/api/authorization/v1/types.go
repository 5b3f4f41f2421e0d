// Package v1 is a stub of k8s.io/api/authorization/v1 (v0.35): the
// access review types.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type SelfSubjectAccessReview struct {
	metav1.ObjectMeta
	Spec   SelfSubjectAccessReviewSpec
	Status SubjectAccessReviewStatus
}

type SelfSubjectAccessReviewSpec struct {
	ResourceAttributes *ResourceAttributes
}

type ResourceAttributes struct {
	Namespace, Verb, Group, Resource string
}

type SubjectAccessReviewStatus struct {
	Allowed bool
}
