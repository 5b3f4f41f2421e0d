// Package freshname creates pods under a name it makes for the call (a
// clock's, a random suffix): the API server refuses a second pod of one
// name, but a retry brings another name. A timestamp beside a caller's
// name makes nothing new.
package freshname

import (
	"context"
	"fmt"
	"math/rand"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"
)

func Backup(ctx context.Context, pods typedv1.PodInterface, name string) error { // want Backup:`^writes sdk kubernetes \(v1\.PodInterface\)\.Create with a name made for the call via`
	if name == "" {
		name = fmt.Sprintf("backup-%d", time.Now().Unix())
	}
	_, err := pods.Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: name}}, metav1.CreateOptions{})
	return err
}

func suffix() string {
	return fmt.Sprint(rand.Intn(10000))
}

func create(ctx context.Context, pods typedv1.PodInterface, podName string) error { // want create:`^writes sdk kubernetes \(v1\.PodInterface\)\.Create \(rejects a repeat\) via`
	_, err := pods.Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: podName}}, metav1.CreateOptions{})
	return err
}

func Manual(ctx context.Context, pods typedv1.PodInterface, cron string) error { // want Manual:`^writes sdk kubernetes \(v1\.PodInterface\)\.Create with a name made for the call via`
	return create(ctx, pods, cron+"-manual-"+suffix())
}

func Stamped(ctx context.Context, pods typedv1.PodInterface, name string) error { // want Stamped:`^writes sdk kubernetes \(v1\.PodInterface\)\.Create \(rejects a repeat\) via`
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: name, Annotations: map[string]string{"at": time.Now().String()}}}
	_, err := pods.Create(ctx, pod, metav1.CreateOptions{})
	return err
}
