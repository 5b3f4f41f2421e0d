// Package sidewrite holds tools whose writes' failures reach no caller:
// a relay made in a goroutine, a notification a helper that returns
// nothing only logs. The error the tool returns is some other step's,
// never such a write's timeout.
package sidewrite

import (
	"bytes"
	"context"
	"errors"
	"log"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Service struct{ peers []string }

// relay pushes a message to the peer nodes in goroutines, logging
// failures.
func (s *Service) relay(msg string) {
	for _, p := range s.peers {
		go func() {
			resp, err := http.Post(p+"/internal/push", "text/plain", bytes.NewBufferString(msg))
			if err != nil {
				log.Printf("relay: %v", err)
				return
			}
			resp.Body.Close()
		}()
	}
}

var errEmpty = errors.New("empty message")

// Broadcast checks the message, then relays it: its error is the check's.
func (s *Service) Broadcast(msg string) error {
	if msg == "" {
		return errEmpty
	}
	s.relay(msg)
	return nil
}

// Deliver posts the message and returns the post's error: a timeout of
// it leaves the outcome unknown.
func (s *Service) Deliver(ctx context.Context, msg string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://chat.example/messages", bytes.NewBufferString(msg))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Register(srv *server.MCPServer, s *Service) {
	srv.AddTool(mcp.NewTool("broadcast_message", mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := s.Broadcast(req.GetString("text", "")); err != nil {
				return nil, err
			}
			return mcp.NewToolResultText("sent"), nil
		})

	srv.AddTool(mcp.NewTool("deliver_message", mcp.WithString("text", mcp.Required())),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			text := req.GetString("text", "")
			if err := s.Deliver(ctx, text); err != nil {
				return nil, err // want `^a timeout from Deliver is returned as a failure, but the write may have happened`
			}
			s.relay(text)
			return mcp.NewToolResultText("sent"), nil
		})
}
