// Package once makes writes once per process: set-up that a retry does
// not repeat, so they are idempotent whatever they do.
package once

import (
	"context"
	"database/sql"
	"net/http"
	"os/exec"
	"sync"
)

type Reviewer struct {
	scratch string
	hc      *http.Client
}

// prepare makes a scratch volume the first time only.
func (r *Reviewer) prepare(ctx context.Context) error { // want prepare:`^writes exec docker volume create scratch set up once per process \(idempotent\) via`
	if r.scratch != "" {
		return nil
	}
	dir := "scratch"
	if err := exec.CommandContext(ctx, "docker", "volume", "create", dir).Run(); err != nil {
		return err
	}
	r.scratch = dir
	return nil
}

var (
	registerOnce sync.Once
	registerErr  error
)

// register posts the webhook once per process.
func register(ctx context.Context, hc *http.Client) error { // want register:`^writes http POST set up once per process \(idempotent\) via`
	registerOnce.Do(func() {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://hooks.example/register", nil)
		if err != nil {
			registerErr = err
			return
		}
		_, registerErr = hc.Do(req)
	})
	return registerErr
}

var session = sync.OnceValue(func() error { // the literal is made at package level
	_, err := http.Post("https://api.example/sessions", "application/json", nil)
	return err
})

// Post posts every time: the field it tests is not one it sets.
func (r *Reviewer) Post(ctx context.Context) error { // want Post:`^writes http POST via`
	if r.scratch != "" {
		return nil
	}
	_, err := r.hc.Post("https://api.example/notes", "text/plain", nil)
	return err
}

// Comment posts unless the argument says not to: a parameter, not a
// slot of the receiver.
func (r *Reviewer) Comment(ctx context.Context, body string) error { // want Comment:`^writes http POST via`
	if body != "" {
		_, err := r.hc.Post("https://api.example/comments", "text/plain", nil)
		return err
	}
	return nil
}

var _ = session

// Workspaces opens each workspace's database once, migrating it then:
// the migration's writes run once per workspace, not on every call.
type Workspaces struct {
	mu  sync.Mutex
	dbs map[string]*sql.DB
}

func (w *Workspaces) Open(slug string) (*sql.DB, error) { // want Open:`^writes sql INSERT INTO _migrations (when a lookup finds none )?\(idempotent\) via`
	w.mu.Lock()
	defer w.mu.Unlock()
	if db, ok := w.dbs[slug]; ok {
		return db, nil
	}
	db, err := sql.Open("sqlite", slug+".db")
	if err != nil {
		return nil, err
	}
	if _, err := db.Exec(`INSERT INTO _migrations (version) VALUES (1)`); err != nil {
		return nil, err
	}
	w.dbs[slug] = db
	return db, nil
}

// Record puts a row every time: its map lookup only reads a cache of
// names, and the map is never updated here.
func (w *Workspaces) Record(slug string) error { // want Record:`^writes sql INSERT INTO events via`
	db, ok := w.dbs[slug]
	if !ok {
		return nil
	}
	_, err := db.Exec(`INSERT INTO events (slug) VALUES (?)`, slug)
	return err
}
