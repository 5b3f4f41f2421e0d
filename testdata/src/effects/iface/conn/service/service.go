// Package service declares the interfaces of an SDK shaped like
// go-atlassian v1.6: a connector that builds and sends requests, and the
// connectors of each resource, implemented in other packages.
package service

import (
	"context"
	"net/http"
)

type Connector interface {
	NewRequest(ctx context.Context, method, urlStr, contentType string, body any) (*http.Request, error)
	Call(request *http.Request, out any) (*http.Response, error)
}

type IssueConnector interface {
	Create(ctx context.Context, summary string) error
	Update(ctx context.Context, key, summary string) error
	Delete(ctx context.Context, key string) error
	Get(ctx context.Context, key string) error
}
