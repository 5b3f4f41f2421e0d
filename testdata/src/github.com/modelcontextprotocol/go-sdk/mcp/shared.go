// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0 mcp for analysistest: the exported API subset idemlint reads.

package mcp

import (
	"net/http"
	"time"
)

type Session interface {
	ID() string
	isSession()
}

type Request interface {
	isRequest()
	GetSession() Session
	GetParams() Params
	GetExtra() *RequestExtra
}

type ServerRequest[P Params] struct {
	Session *ServerSession
	Params  P
	Extra   *RequestExtra
}

// RequestExtra omits TokenInfo (*auth.TokenInfo from go-sdk/auth).
type RequestExtra struct {
	Header         http.Header
	CloseSSEStream func(CloseSSEStreamArgs)
}

type CloseSSEStreamArgs struct {
	RetryAfter time.Duration
}

func (r *ServerRequest[P]) isRequest() {}

func (r *ServerRequest[P]) GetSession() Session { return r.Session }

func (r *ServerRequest[P]) GetParams() Params { return r.Params }

func (r *ServerRequest[P]) GetExtra() *RequestExtra { return r.Extra }

func (r *ServerRequest[P]) ProtocolVersion() string { return "" }

func (r *ServerRequest[P]) ClientInfo() *Implementation { return nil }

type Params interface {
	GetMeta() map[string]any
	SetMeta(map[string]any)
	isParams()
	isNil() bool
}

type RequestParams interface {
	Params
	GetProgressToken() any
	SetProgressToken(any)
}

type Result interface {
	isResult()
	GetMeta() map[string]any
	SetMeta(map[string]any)
}

type CallToolRequest = ServerRequest[*CallToolParamsRaw]
