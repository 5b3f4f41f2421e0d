// Package kube is a cluster client: Create writes, Get reads.
package kube

import (
	"context"
	"net/http"
	"strings"
)

func Create(ctx context.Context, ns, name, image string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://kube.example/api/v1/namespaces/"+ns+"/pods", strings.NewReader(name+image))
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	return resp.Status, resp.Body.Close()
}

func Get(ctx context.Context, ns, name string) (string, error) {
	resp, err := http.Get("https://kube.example/api/v1/namespaces/" + ns + "/pods/" + name)
	if err != nil {
		return "", err
	}
	return resp.Status, resp.Body.Close()
}
