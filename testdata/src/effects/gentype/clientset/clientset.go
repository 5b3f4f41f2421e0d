// Package clientset is a generated clientset in the shape client-gen
// writes since client-go v0.31: each typed client embeds gentype's.
package clientset

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/gentype"
)

type Run struct {
	metav1.ObjectMeta
}

type RunList struct {
	Items []Run
}

type RunInterface interface {
	Create(ctx context.Context, run *Run, opts metav1.CreateOptions) (*Run, error) // want Create:`implemented by \(\*gentype.Client\[T\]\).Create: writes sdk kubernetes \(\*gentype.Client\).Create \(rejects a repeat\)`
	Update(ctx context.Context, run *Run, opts metav1.UpdateOptions) (*Run, error) // want Update:`implemented by \(\*gentype.Client\[T\]\).Update: writes sdk kubernetes \(\*gentype.Client\).Update \(idempotent\)`
	Delete(ctx context.Context, name string, opts metav1.DeleteOptions) error      // want Delete:`implemented by \(\*gentype.Client\[T\]\).Delete: writes sdk kubernetes \(\*gentype.Client\).Delete \(idempotent\)`
	Get(ctx context.Context, name string, opts metav1.GetOptions) (*Run, error)    // want Get:`implemented by \(\*gentype.Client\[T\]\).Get \(no writes\)`
	List(ctx context.Context, opts metav1.ListOptions) (*RunList, error)           // want List:`implemented by \(\*gentype.alsoLister\[T, L\]\).List \(no writes\)`
}

type runs struct {
	*gentype.ClientWithList[*Run, *RunList]
}

func NewRuns(namespace string) RunInterface { // want NewRuns:`returns result 0 is \*clientset.runs; Create: writes sdk kubernetes \(\*gentype.Client\).Create \(rejects a repeat\)`
	return &runs{gentype.NewClientWithList[*Run, *RunList]("runs", namespace)}
}
