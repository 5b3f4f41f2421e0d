// Package v1 is a stub of k8s.io/client-go/applyconfigurations/core/v1
// (v0.35): a builder of the Pod apply configuration. It is client-go's,
// but it sends nothing: the catalogue names none of its functions.
package v1 // want "no SSA needed"

import (
	metav1 "k8s.io/client-go/applyconfigurations/meta/v1"
)

type PodApplyConfiguration struct {
	metav1.TypeMetaApplyConfiguration    `json:",inline"`
	*metav1.ObjectMetaApplyConfiguration `json:"metadata,omitempty"`
}

func Pod(name, namespace string) *PodApplyConfiguration {
	b := &PodApplyConfiguration{}
	b.WithName(name)
	b.WithNamespace(namespace)
	b.WithKind("Pod")
	b.WithAPIVersion("v1")
	return b
}

func (b *PodApplyConfiguration) WithKind(value string) *PodApplyConfiguration {
	b.TypeMetaApplyConfiguration.Kind = &value
	return b
}

func (b *PodApplyConfiguration) WithAPIVersion(value string) *PodApplyConfiguration {
	b.TypeMetaApplyConfiguration.APIVersion = &value
	return b
}

func (b *PodApplyConfiguration) WithName(value string) *PodApplyConfiguration {
	b.ensureObjectMetaApplyConfigurationExists()
	b.ObjectMetaApplyConfiguration.Name = &value
	return b
}

func (b *PodApplyConfiguration) WithNamespace(value string) *PodApplyConfiguration {
	b.ensureObjectMetaApplyConfigurationExists()
	b.ObjectMetaApplyConfiguration.Namespace = &value
	return b
}

func (b *PodApplyConfiguration) ensureObjectMetaApplyConfigurationExists() {
	if b.ObjectMetaApplyConfiguration == nil {
		b.ObjectMetaApplyConfiguration = &metav1.ObjectMetaApplyConfiguration{}
	}
}
