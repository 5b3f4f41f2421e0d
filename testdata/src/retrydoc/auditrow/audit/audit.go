// Package audit records what the tools did, in the program's database;
// a failure to record is dropped.
package audit

import (
	"context"
	"database/sql"
)

var db *sql.DB

func Record(action, subject string) {
	if db != nil {
		_, _ = db.ExecContext(context.Background(), "INSERT INTO audit_log (action, subject) VALUES (?, ?)", action, subject)
	}
}
