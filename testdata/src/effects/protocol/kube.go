package protocol

import (
	"context"

	"helm.sh/helm/v3/pkg/action"
	"helm.sh/helm/v3/pkg/chart"
	authorizationv1 "k8s.io/api/authorization/v1"
	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/client-go/dynamic"
	authorizationv1client "k8s.io/client-go/kubernetes/typed/authorization/v1"
	typedv1 "k8s.io/client-go/kubernetes/typed/core/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

// RunPod creates a pod by name where the lookup of that name failed: a
// retry finds the pod and returns.
func RunPod(ctx context.Context, core typedv1.CoreV1Interface, name string) error { // want RunPod:`^writes sdk kubernetes \(v1\.PodInterface\)\.Create when a lookup finds none \(idempotent\) via protocol\.RunPod -> \(core/v1\.PodInterface\)\.Create$`
	pods := core.Pods("default")
	if _, err := pods.Get(ctx, name, metav1.GetOptions{}); err == nil {
		return nil
	}
	_, err := pods.Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: name}}, metav1.CreateOptions{})
	return err
}

// CreatePod creates a pod by name: the API server refuses a second one.
func CreatePod(ctx context.Context, pods typedv1.PodInterface, name string) error { // want CreatePod:`^writes sdk kubernetes \(v1\.PodInterface\)\.Create \(rejects a repeat\) via protocol\.CreatePod -> \(core/v1\.PodInterface\)\.Create$`
	_, err := pods.Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: name}}, metav1.CreateOptions{})
	return err
}

// SpawnPod lets the API server name the pod: every call makes another.
func SpawnPod(ctx context.Context, pods typedv1.PodInterface, prefix string) error { // want SpawnPod:`^writes sdk kubernetes \(v1\.PodInterface\)\.Create with a server-generated name via protocol\.SpawnPod -> \(core/v1\.PodInterface\)\.Create$`
	_, err := pods.Create(ctx, &corev1.Pod{ObjectMeta: metav1.ObjectMeta{GenerateName: prefix + "-"}}, metav1.CreateOptions{})
	return err
}

// Label patches a pod and evicts it.
func Label(ctx context.Context, pods typedv1.PodInterface, name string) error { // want Label:`^writes sdk kubernetes \(v1\.PodExpansion\)\.EvictV1 \(rejects a repeat\) via .*; sdk kubernetes \(v1\.PodInterface\)\.Patch \(idempotent\) via`
	if _, err := pods.Patch(ctx, name, types.MergePatchType, []byte(`{}`), metav1.PatchOptions{}); err != nil {
		return err
	}
	return pods.EvictV1(ctx, &typedv1.Eviction{})
}

// ListPods only reads.
func ListPods(ctx context.Context, pods typedv1.PodInterface) error {
	_, err := pods.List(ctx, metav1.ListOptions{})
	return err
}

// Dynamic applies an object through the dynamic client.
func Dynamic(ctx context.Context, dc dynamic.Interface, obj *unstructured.Unstructured) error { // want Dynamic:`^writes sdk kubernetes \(dynamic\.ResourceInterface\)\.Apply \(idempotent\) via`
	res := dc.Resource(schema.GroupVersionResource{Version: "v1", Resource: "configmaps"})
	if _, err := res.Namespace("default").Get(ctx, "x", metav1.GetOptions{}); err != nil {
		return err
	}
	_, err := res.Namespace("default").Apply(ctx, "x", obj, metav1.ApplyOptions{FieldManager: "agent"})
	return err
}

// Controller uses controller-runtime's client.
func Controller(ctx context.Context, c client.Client, obj client.Object) error { // want Controller:`^writes sdk controller-runtime \(client\.Writer\)\.Create when a lookup finds none \(idempotent\) via .*; sdk controller-runtime \(client\.Writer\)\.Delete \(idempotent\) via`
	if err := c.Get(ctx, client.ObjectKey{Name: obj.GetName()}, obj); err == nil {
		return c.Delete(ctx, obj)
	}
	return c.Create(ctx, obj)
}

// Install installs a helm release by name; Status reads.
func Install(cfg *action.Configuration, name string, ch *chart.Chart) error { // want Install:`^writes sdk helm \(\*action\.Install\)\.Run \(rejects a repeat\) via protocol\.Install -> \(\*action\.Install\)\.Run$`
	if _, err := action.NewStatus(cfg).Run(name); err == nil {
		return nil
	}
	in := action.NewInstall(cfg)
	in.ReleaseName = name
	_, err := in.Run(ch, nil)
	return err
}

// Upgrade is an idempotent write.
func Upgrade(cfg *action.Configuration, name string, ch *chart.Chart) error { // want Upgrade:`^writes sdk helm \(\*action\.Upgrade\)\.Run \(idempotent\) via`
	_, err := action.NewUpgrade(cfg).Run(name, ch, nil)
	return err
}

// CanI asks the API server whether a verb is allowed: an access review is
// created to compute an answer and is never stored, so it only reads.
func CanI(ctx context.Context, authz authorizationv1client.AuthorizationV1Interface, verb string) (bool, error) {
	r, err := authz.SelfSubjectAccessReviews().Create(ctx, &authorizationv1.SelfSubjectAccessReview{
		Spec: authorizationv1.SelfSubjectAccessReviewSpec{ResourceAttributes: &authorizationv1.ResourceAttributes{Verb: verb}},
	}, metav1.CreateOptions{})
	if err != nil {
		return false, err
	}
	return r.Status.Allowed, nil
}

// ApplyManifest patches the object and creates it only where the patch
// found none: an upsert by hand, so a repeat patches it again.
func ApplyManifest(ctx context.Context, dyn dynamic.Interface, gvr schema.GroupVersionResource, obj *unstructured.Unstructured, raw []byte) error { // want ApplyManifest:`^writes sdk kubernetes \(dynamic\.ResourceInterface\)\.Create when a lookup finds none \(idempotent\) via`
	ri := dyn.Resource(gvr).Namespace("default")
	_, err := ri.Patch(ctx, obj.GetName(), types.MergePatchType, raw, metav1.PatchOptions{})
	if apierrors.IsNotFound(err) {
		_, err = ri.Create(ctx, obj, metav1.CreateOptions{})
	}
	return err
}

// EnsureNamespace creates the namespace a Get did not find.
func EnsureNamespace(ctx context.Context, core typedv1.CoreV1Interface, name string) error { // want EnsureNamespace:`^writes sdk kubernetes \(v1\.NamespaceInterface\)\.Create when a lookup finds none \(idempotent\) via`
	_, err := core.Namespaces().Get(ctx, name, metav1.GetOptions{})
	if apierrors.IsNotFound(err) {
		_, err = core.Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: name}}, metav1.CreateOptions{})
	}
	return err
}
