// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0 mcp for analysistest: the exported API subset idemlint reads.

package mcp

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

type Transport interface {
	Connect(ctx context.Context) (Connection, error)
}

type Connection interface {
	Read(context.Context) (jsonrpc.Message, error)
	Write(context.Context, jsonrpc.Message) error
	Close() error
	SessionID() string
}

const DefaultMaxLineLength = 16 * 1024 * 1024

type StdioTransport struct {
	MaxLineLength int
}

func (t *StdioTransport) Connect(context.Context) (Connection, error) { return nil, nil }
