// Package server dispatches the tools package defs declares, by name:
// each is declared here, where the dispatch names it, with its handler.
package server

import (
	"database/sql"

	"agents/xdispatch/defs"
)

type Srv struct{ db *sql.DB }

func (s *Srv) Execute(call defs.ToolCall) string {
	switch call.Function.Name {
	case "create_memo": // want `tool create_memo fw=neutral desc="Create a memo." params=text handler=Srv.createMemo hints=-`
		return s.createMemo(call.Function.Arguments)
	case "list_memos": // want `tool list_memos fw=neutral desc="List memos." params=- handler=Srv.listMemos hints=-`
		return s.listMemos()
	}
	return "unknown tool"
}

// Mode switches on a string that is no tool's name: archive_memo is not
// dispatched here.
func (s *Srv) Mode(mode string) string {
	switch mode {
	case "archive_memo":
		return s.archive()
	}
	return ""
}

func (s *Srv) createMemo(args string) string {
	if _, err := s.db.Exec(`INSERT INTO memos (text) VALUES (?)`, args); err != nil {
		return "error: " + err.Error()
	}
	return "ok"
}

func (s *Srv) listMemos() string { return "" }

func (s *Srv) archive() string { return "" }
