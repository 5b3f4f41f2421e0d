// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0 mcp for analysistest: the exported API subset idemlint reads.

package mcp

import (
	"context"
	"log/slog"
	"time"
)

type Server struct {
	impl *Implementation
	opts ServerOptions
}

// ServerOptions keeps only the fields whose types need no further stubs.
type ServerOptions struct {
	Instructions              string
	Logger                    *slog.Logger
	PageSize                  int
	KeepAlive                 time.Duration
	KeepAliveFailureThreshold int
	HasPrompts                bool
	HasResources              bool
	HasTools                  bool
	GetSessionID              func() string
	SupportedProtocolVersions []string
}

func NewServer(impl *Implementation, options *ServerOptions) *Server {
	return &Server{impl: impl}
}

func (s *Server) AddTool(t *Tool, h ToolHandler) {}

func AddTool[In, Out any](s *Server, t *Tool, h ToolHandlerFor[In, Out]) {}

func (s *Server) RemoveTools(names ...string) {}

func (s *Server) Run(ctx context.Context, t Transport) error { return nil }

type ServerSessionOptions struct{}

func (s *Server) Connect(ctx context.Context, t Transport, opts *ServerSessionOptions) (*ServerSession, error) {
	return nil, nil
}

type ServerSession struct {
	id string
}

func (ss *ServerSession) ID() string { return ss.id }

func (ss *ServerSession) isSession() {}

func (ss *ServerSession) Close() error { return nil }

func (ss *ServerSession) Wait() error { return nil }
