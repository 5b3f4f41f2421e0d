// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0 internal/jsonrpc2 for analysistest: the exported API subset idemlint reads.

package jsonrpc2

import "encoding/json"

type ID struct {
	value any
}

type Message interface {
	marshal(to *wireCombined)
}

type wireCombined struct{}

type WireError struct {
	Code    int64           `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
}

func NewError(code int64, message string) error { return &WireError{Code: code, Message: message} }

func (err *WireError) Error() string { return err.Message }

func (err *WireError) Is(other error) bool { return false }
