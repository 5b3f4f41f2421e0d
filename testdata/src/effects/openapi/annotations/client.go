// Package annotations is shaped like go-swagger output: the HTTP method
// is a field of the operation handed to the transport.
package annotations

import (
	"context"

	"github.com/go-openapi/runtime"
	"github.com/go-openapi/strfmt"
)

func New(transport runtime.ClientTransport, formats strfmt.Registry) ClientService { // want New:`^returns result 0 is \*annotations\.Client; DeleteAnnotation: writes http DELETE \(idempotent\) .*; PostAnnotation: writes http POST`
	return &Client{transport: transport, formats: formats}
}

type Client struct {
	transport runtime.ClientTransport
	formats   strfmt.Registry
}

type ClientOption func(*runtime.ClientOperation)

type ClientService interface {
	GetAnnotations(params *GetAnnotationsParams, authInfo runtime.ClientAuthInfoWriter, opts ...ClientOption) (*GetAnnotationsOK, error)       // want GetAnnotations:`^implemented by \(\*annotations\.Client\)\.GetAnnotations \(no writes\)$`
	PostAnnotation(params *PostAnnotationParams, authInfo runtime.ClientAuthInfoWriter, opts ...ClientOption) (*PostAnnotationOK, error)       // want PostAnnotation:`^implemented by \(\*annotations\.Client\)\.PostAnnotation: writes http POST via \(\*annotations\.Client\)\.PostAnnotation -> \(runtime\.ClientTransport\)\.Submit$`
	DeleteAnnotation(params *DeleteAnnotationParams, authInfo runtime.ClientAuthInfoWriter, opts ...ClientOption) (*DeleteAnnotationOK, error) // want DeleteAnnotation:`^implemented by \(\*annotations\.Client\)\.DeleteAnnotation: writes http DELETE \(idempotent\) via \(\*annotations\.Client\)\.DeleteAnnotation -> \(\*annotations\.Client\)\.submit -> \(runtime\.ClientTransport\)\.Submit$`
	SetTransport(transport runtime.ClientTransport)                                                                                            // want SetTransport:`no writes`
}

type GetAnnotationsParams struct{ Context context.Context }
type GetAnnotationsOK struct{}
type PostAnnotationParams struct{ Context context.Context }
type PostAnnotationOK struct{}
type DeleteAnnotationParams struct{ Context context.Context }
type DeleteAnnotationOK struct{}

func (p *GetAnnotationsParams) WriteToRequest(r runtime.ClientRequest, reg strfmt.Registry) error {
	return nil
}
func (p *PostAnnotationParams) WriteToRequest(r runtime.ClientRequest, reg strfmt.Registry) error {
	return nil
}
func (p *DeleteAnnotationParams) WriteToRequest(r runtime.ClientRequest, reg strfmt.Registry) error {
	return nil
}

func (a *Client) GetAnnotations(params *GetAnnotationsParams, authInfo runtime.ClientAuthInfoWriter, opts ...ClientOption) (*GetAnnotationsOK, error) {
	op := &runtime.ClientOperation{
		ID:          "getAnnotations",
		Method:      "GET",
		PathPattern: "/annotations",
		Params:      params,
		AuthInfo:    authInfo,
		Context:     params.Context,
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

func (a *Client) PostAnnotation(params *PostAnnotationParams, authInfo runtime.ClientAuthInfoWriter, opts ...ClientOption) (*PostAnnotationOK, error) { // want PostAnnotation:`^writes http POST via \(\*annotations\.Client\)\.PostAnnotation -> \(runtime\.ClientTransport\)\.Submit$`
	op := &runtime.ClientOperation{
		ID:          "postAnnotation",
		Method:      "POST",
		PathPattern: "/annotations",
		Params:      params,
		AuthInfo:    authInfo,
		Context:     params.Context,
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

// DeleteAnnotation goes through a helper that takes the operation: the
// helper's write depends on a field of its parameter.
func (a *Client) DeleteAnnotation(params *DeleteAnnotationParams, authInfo runtime.ClientAuthInfoWriter, opts ...ClientOption) (*DeleteAnnotationOK, error) { // want DeleteAnnotation:`^writes http DELETE \(idempotent\)`
	_, err := a.submit(&runtime.ClientOperation{ID: "deleteAnnotation", Method: "DELETE", PathPattern: "/annotations/{id}", Params: params})
	return &DeleteAnnotationOK{}, err
}

func (a *Client) submit(op *runtime.ClientOperation) (any, error) { // want submit:`^http method from param 0 field Method via \(\*annotations\.Client\)\.submit -> \(runtime\.ClientTransport\)\.Submit$`
	return a.transport.Submit(op)
}

func (a *Client) SetTransport(transport runtime.ClientTransport) { a.transport = transport }
