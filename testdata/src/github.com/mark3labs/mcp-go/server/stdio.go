// Stub of github.com/mark3labs/mcp-go@v1.2.1 server for analysistest: the exported API subset idemlint reads.

package server

import (
	"context"
	"io"
	"log"
)

type StdioContextFunc func(ctx context.Context) context.Context

type StdioServer struct {
	server *MCPServer
}

type StdioOption func(*StdioServer)

func WithErrorLogger(logger *log.Logger) StdioOption { return nil }

func WithStdioContextFunc(fn StdioContextFunc) StdioOption { return nil }

func WithWorkerPoolSize(size int) StdioOption { return nil }

func WithQueueSize(size int) StdioOption { return nil }

func NewStdioServer(server *MCPServer) *StdioServer { return &StdioServer{server: server} }

func (s *StdioServer) SetErrorLogger(logger *log.Logger) {}

func (s *StdioServer) SetContextFunc(fn StdioContextFunc) {}

func (s *StdioServer) Listen(
	ctx context.Context,
	stdin io.Reader,
	stdout io.Writer,
) error {
	return nil
}

func ServeStdio(server *MCPServer, opts ...StdioOption) error { return nil }
