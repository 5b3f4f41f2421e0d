// Package server dispatches defs' tools: the missing sentence is reported
// where the dispatch names the tool, with no fix, since the description
// is in package defs.
package server

import (
	"database/sql"

	"retrydoc/xdispatch/defs"
)

type Srv struct{ db *sql.DB }

func (s *Srv) Execute(call defs.ToolCall) string {
	switch call.Function.Name {
	case "create_memo": // want `^the description of create_memo does not say whether retrying is safe`
		if _, err := s.db.Exec(`INSERT INTO memos (text) VALUES (?)`, call.Function.Arguments); err != nil {
			return "error: " + err.Error()
		}
		return "ok"
	}
	return "unknown tool"
}
