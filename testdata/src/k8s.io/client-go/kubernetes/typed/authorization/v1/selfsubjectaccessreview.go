// Package v1 is a stub of k8s.io/client-go/kubernetes/typed/authorization/v1
// (v0.35): an access review is created to ask a question and is never
// stored.
package v1

import (
	"context"

	authorizationv1 "k8s.io/api/authorization/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

type AuthorizationV1Interface interface {
	SelfSubjectAccessReviews() SelfSubjectAccessReviewInterface
}

type SelfSubjectAccessReviewInterface interface {
	Create(ctx context.Context, selfSubjectAccessReview *authorizationv1.SelfSubjectAccessReview, opts metav1.CreateOptions) (*authorizationv1.SelfSubjectAccessReview, error)
	SelfSubjectAccessReviewExpansion
}

type SelfSubjectAccessReviewExpansion interface{}
