// Package annotations is written the way go-swagger generates clients.
package annotations

import (
	"context"

	"github.com/go-openapi/runtime"
	"github.com/go-openapi/strfmt"
)

// New creates a new annotations API client.
func New(transport runtime.ClientTransport, formats strfmt.Registry) ClientService {
	return &Client{transport: transport, formats: formats}
}

// Client for annotations API
type Client struct {
	transport runtime.ClientTransport
	formats   strfmt.Registry
}

// ClientOption may be used to customize the behavior of Client methods.
type ClientOption func(*runtime.ClientOperation)

// ClientService is the interface for Client methods
type ClientService interface {
	GetAnnotations(params *GetAnnotationsParams, authInfo runtime.ClientAuthInfoWriter, opts ...ClientOption) (*GetAnnotationsOK, error)
	PostAnnotation(params *PostAnnotationParams, authInfo runtime.ClientAuthInfoWriter, opts ...ClientOption) (*PostAnnotationOK, error)
	SetTransport(transport runtime.ClientTransport)
}

type GetAnnotationsParams struct {
	Context context.Context
}

func (o *GetAnnotationsParams) WriteToRequest(r runtime.ClientRequest, reg strfmt.Registry) error {
	return nil
}

type GetAnnotationsOK struct{}

func (o *GetAnnotationsOK) readResponse(response runtime.ClientResponse, consumer runtime.Consumer, formats strfmt.Registry) error {
	return nil
}

type PostAnnotationParams struct {
	Text    string
	Context context.Context
}

func (o *PostAnnotationParams) WriteToRequest(r runtime.ClientRequest, reg strfmt.Registry) error {
	return r.SetBodyParam(map[string]string{"text": o.Text})
}

type PostAnnotationOK struct{}

type reader struct{ formats strfmt.Registry }

func (o *reader) ReadResponse(response runtime.ClientResponse, consumer runtime.Consumer) (any, error) {
	return &PostAnnotationOK{}, nil
}

// GetAnnotations finds annotations.
func (a *Client) GetAnnotations(params *GetAnnotationsParams, authInfo runtime.ClientAuthInfoWriter, opts ...ClientOption) (*GetAnnotationsOK, error) {
	op := &runtime.ClientOperation{
		ID:                 "getAnnotations",
		Method:             "GET",
		PathPattern:        "/annotations",
		ProducesMediaTypes: []string{"application/json"},
		ConsumesMediaTypes: []string{"application/json"},
		Schemes:            []string{"http", "https"},
		Params:             params,
		Reader:             &reader{formats: a.formats},
		AuthInfo:           authInfo,
		Context:            params.Context,
	}
	for _, opt := range opts {
		opt(op)
	}
	result, err := a.transport.Submit(op)
	if err != nil {
		return nil, err
	}
	ok, _ := result.(*GetAnnotationsOK)
	return ok, nil
}

// PostAnnotation creates an annotation.
func (a *Client) PostAnnotation(params *PostAnnotationParams, authInfo runtime.ClientAuthInfoWriter, opts ...ClientOption) (*PostAnnotationOK, error) {
	op := &runtime.ClientOperation{
		ID:                 "postAnnotation",
		Method:             "POST",
		PathPattern:        "/annotations",
		ProducesMediaTypes: []string{"application/json"},
		ConsumesMediaTypes: []string{"application/json"},
		Schemes:            []string{"http", "https"},
		Params:             params,
		Reader:             &reader{formats: a.formats},
		AuthInfo:           authInfo,
		Context:            params.Context,
	}
	for _, opt := range opts {
		opt(op)
	}
	result, err := a.transport.Submit(op)
	if err != nil {
		return nil, err
	}
	ok, _ := result.(*PostAnnotationOK)
	return ok, nil
}

// SetTransport changes the transport on the client
func (a *Client) SetTransport(transport runtime.ClientTransport) {
	a.transport = transport
}
