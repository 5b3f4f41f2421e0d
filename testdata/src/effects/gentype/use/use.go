// Package use creates and deletes runs through the generated clientset.
package use

import (
	"context"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"effects/gentype/clientset"
)

// Define creates a run the caller names: a repeat is refused.
func Define(ctx context.Context, c clientset.RunInterface, name string) error { // want Define:`^writes sdk kubernetes \(\*gentype.Client\).Create \(rejects a repeat\) via`
	_, err := c.Create(ctx, &clientset.Run{ObjectMeta: metav1.ObjectMeta{Name: name}}, metav1.CreateOptions{})
	return err
}

// Start creates a run the server names: a repeat makes another.
func Start(ctx context.Context, c clientset.RunInterface, task string) error { // want Start:`^writes sdk kubernetes \(\*gentype.Client\).Create with a server-generated name via`
	_, err := c.Create(ctx, &clientset.Run{ObjectMeta: metav1.ObjectMeta{GenerateName: task + "-"}}, metav1.CreateOptions{})
	return err
}

func Remove(ctx context.Context, c clientset.RunInterface, name string) error { // want Remove:`^writes sdk kubernetes \(\*gentype.Client\).Delete \(idempotent\) via`
	return c.Delete(ctx, name, metav1.DeleteOptions{})
}

func Show(ctx context.Context, c clientset.RunInterface, name string) error {
	if _, err := c.List(ctx, metav1.ListOptions{}); err != nil {
		return err
	}
	_, err := c.Get(ctx, name, metav1.GetOptions{})
	return err
}
