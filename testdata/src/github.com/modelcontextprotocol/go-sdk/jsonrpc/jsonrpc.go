// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0 jsonrpc for analysistest: the exported API subset idemlint reads.

package jsonrpc

import "github.com/modelcontextprotocol/go-sdk/internal/jsonrpc2"

type (
	ID      = jsonrpc2.ID
	Message = jsonrpc2.Message
	Error   = jsonrpc2.WireError
)

func MakeID(v any) (ID, error) { return ID{}, nil }

const (
	CodeParseError     = -32700
	CodeInvalidRequest = -32600
	CodeMethodNotFound = -32601
	CodeInvalidParams  = -32602
	CodeInternalError  = -32603
)
