// Package claim sends only after claiming a row: an insert that skips a
// duplicate and affected a row. The send runs once per key.
package claim

import (
	"context"
	"database/sql"
	"net/smtp"
)

func claim(ctx context.Context, db *sql.DB, key string) bool { // want claim:`^writes sql INSERT INTO sent_log ON CONFLICT \(idempotent\) via`
	res, err := db.ExecContext(ctx, `INSERT INTO sent_log (k) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return false
	}
	n, _ := res.RowsAffected()
	return n == 1
}

// Remind claims through a helper and skips what it cannot claim.
func Remind(ctx context.Context, db *sql.DB, event string, to []string) { // want Remind:`^writes smtp smtp.SendMail once per claimed row \(idempotent\) via`
	for _, r := range to {
		if !claim(ctx, db, event+"/"+r) {
			continue
		}
		_ = smtp.SendMail("mail:25", nil, "bot@example.com", []string{r}, []byte("reminder"))
	}
}

// Notify claims inline.
func Notify(ctx context.Context, db *sql.DB, key, to string) error { // want Notify:`^writes smtp smtp.SendMail once per claimed row \(idempotent\) via`
	res, err := db.ExecContext(ctx, `INSERT INTO sent_log (k) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		return smtp.SendMail("mail:25", nil, "bot@example.com", []string{to}, []byte("notice"))
	}
	return nil
}

// Count inserts a row every time: its count claims nothing.
func Count(ctx context.Context, db *sql.DB, key, to string) error { // want Count:`^writes smtp smtp.SendMail via claim.Count -> smtp.SendMail; sql INSERT INTO visits via`
	res, err := db.ExecContext(ctx, `INSERT INTO visits (k) VALUES ($1)`, key)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return smtp.SendMail("mail:25", nil, "bot@example.com", []string{to}, []byte("hello"))
	}
	return nil
}

func claimWithErr(ctx context.Context, db *sql.DB, key string) (bool, error) { // want claimWithErr:`^writes sql INSERT INTO sent_log ON CONFLICT \(idempotent\)`
	res, err := db.ExecContext(ctx, `INSERT INTO sent_log (k) VALUES ($1) ON CONFLICT DO NOTHING`, key)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n > 0, nil
}

// RemindOnce claims through a helper that also returns an error.
func RemindOnce(ctx context.Context, db *sql.DB, key, to string) { // want RemindOnce:`^writes smtp smtp.SendMail once per claimed row \(idempotent\) via`
	claimed, err := claimWithErr(ctx, db, key)
	if err != nil || !claimed {
		return
	}
	_ = smtp.SendMail("mail:25", nil, "bot@example.com", []string{to}, []byte("reminder"))
}

// Unsubscribe notifies only when its delete removed a row: a repeat
// removes nothing and sends nothing.
func Unsubscribe(ctx context.Context, db *sql.DB, id, to string) error { // want Unsubscribe:`^writes smtp smtp.SendMail once per claimed row \(idempotent\) via`
	res, err := db.ExecContext(ctx, `DELETE FROM subscribers WHERE id = $1`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		return smtp.SendMail("mail:25", nil, "bot@example.com", []string{to}, []byte("bye"))
	}
	return nil
}
