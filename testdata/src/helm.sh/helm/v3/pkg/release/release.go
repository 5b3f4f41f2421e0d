// Package release is a stub of helm.sh/helm/v3/pkg/release.
package release

type Release struct{ Name string }
type UninstallReleaseResponse struct{ Release *Release }
