// Stub of github.com/mark3labs/mcp-go@v1.2.1 server for analysistest: the exported API subset idemlint reads.

package server

import (
	"sync"

	"github.com/google/uuid"
)

// InsecureStatefulSessionIdManager generates a random session id, as
// mcp-go's does: a framework result that differs on every call.
type InsecureStatefulSessionIdManager struct {
	sessions sync.Map
}

func (s *InsecureStatefulSessionIdManager) Generate() string {
	sessionID := "mcp-session-" + uuid.New().String()
	s.sessions.Store(sessionID, true)
	return sessionID
}
