// Package runtime is a stub of github.com/go-openapi/runtime (v0.33.4):
// what go-swagger's generated clients call.
package runtime

import (
	"context"
	"net/http"

	"github.com/go-openapi/strfmt"
)

type ClientRequest interface {
	SetHeaderParam(string, ...string) error
	SetBodyParam(any) error
}

type ClientRequestWriter interface {
	WriteToRequest(ClientRequest, strfmt.Registry) error
}

type ClientAuthInfoWriter interface {
	AuthenticateRequest(ClientRequest, strfmt.Registry) error
}

type ClientResponse interface {
	Code() int
}

type Consumer interface{}

type ClientResponseReader interface {
	ReadResponse(ClientResponse, Consumer) (any, error)
}

// ClientOperation represents the context for a swagger operation to be submitted to the transport
type ClientOperation struct {
	ID                 string
	Method             string
	PathPattern        string
	ProducesMediaTypes []string
	ConsumesMediaTypes []string
	Schemes            []string
	AuthInfo           ClientAuthInfoWriter
	Params             ClientRequestWriter
	Reader             ClientResponseReader
	Context            context.Context
	Client             *http.Client
}

// A ClientTransport implementor knows how to submit Request objects to some destination.
type ClientTransport interface {
	Submit(*ClientOperation) (any, error)
}

type ContextualTransport interface {
	ClientTransport
	SubmitContext(ctx context.Context, operation *ClientOperation) (any, error)
}
