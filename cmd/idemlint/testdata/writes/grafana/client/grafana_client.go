// Package client is go-swagger's top-level client: one field per tag.
package client

import (
	httptransport "github.com/go-openapi/runtime/client"
	"github.com/go-openapi/strfmt"

	"example.com/writes/grafana/annotations"
)

type GrafanaHTTPAPI struct {
	Annotations annotations.ClientService
}

func NewHTTPClientWithConfig(host, basePath string) *GrafanaHTTPAPI {
	transport := httptransport.New(host, basePath, []string{"https"})
	return &GrafanaHTTPAPI{Annotations: annotations.New(transport, strfmt.Default)}
}
