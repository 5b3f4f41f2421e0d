// Package apiclient is go-swagger's top-level client: a field per tag.
package apiclient

import (
	"github.com/go-openapi/runtime"
	httptransport "github.com/go-openapi/runtime/client"
	"github.com/go-openapi/strfmt"

	"effects/openapi/annotations"
)

type GrafanaHTTPAPI struct {
	Annotations annotations.ClientService
	Transport   runtime.ClientTransport
}

func New(host string) *GrafanaHTTPAPI {
	transport := httptransport.New(host, "/api", []string{"https"})
	return &GrafanaHTTPAPI{Annotations: annotations.New(transport, strfmt.Default), Transport: transport}
}
