// Package once makes writes once per process: set-up that a retry does
// not repeat, so they are idempotent whatever they do.
package once

import (
	"context"
	"net/http"
	"os/exec"
	"sync"
)

type Reviewer struct {
	scratch string
	hc      *http.Client
}

// prepare adds a worktree the first time only.
func (r *Reviewer) prepare(ctx context.Context) error { // want prepare:`^writes exec git worktree add \(idempotent\) via`
	if r.scratch != "" {
		return nil
	}
	dir := "/tmp/scratch"
	if err := exec.CommandContext(ctx, "git", "worktree", "add", "--detach", dir, "HEAD").Run(); err != nil {
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
func register(ctx context.Context, hc *http.Client) error { // want register:`^writes http POST \(idempotent\) via`
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
