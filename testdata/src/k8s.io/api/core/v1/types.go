// Package v1 is a stub of k8s.io/api/core/v1.
package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type Pod struct {
	metav1.ObjectMeta
}

type PodList struct{ Items []Pod }

type Namespace struct {
	metav1.ObjectMeta
}
