// Package conflict posts invitations: a caller that tests the response
// for 409 Conflict expects the server to refuse a repeat.
package conflict

import (
	"context"
	"errors"
	"net/http"
	"strings"
)

var ErrInvited = errors.New("already invited")

func post(ctx context.Context, url, body string) (*http.Response, error) { // want post:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func Invite(ctx context.Context, email string) error { // want Invite:`^writes http POST \(rejects a repeat\) via`
	resp, err := post(ctx, "https://api.example.com/invites", email)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusConflict {
		return ErrInvited
	}
	return nil
}

func Signup(ctx context.Context, email string) error { // want Signup:`^writes http POST \(rejects a repeat\) via`
	resp, err := post(ctx, "https://api.example.com/members", email)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusCreated:
		return nil
	case http.StatusConflict:
		return ErrInvited
	}
	return errors.New(resp.Status)
}

// Comment checks only for success: a repeat posts again.
func Comment(ctx context.Context, text string) error { // want Comment:`^writes http POST via`
	resp, err := post(ctx, "https://api.example.com/comments", text)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return errors.New(resp.Status)
	}
	return nil
}

// A Store keeps campaigns; its Create fails with ErrConflict when the
// name is taken (a unique constraint).
type Store interface {
	Create(ctx context.Context, name string) error
}

var ErrConflict = errors.New("conflict")

// NewCampaign tells a conflict apart: the store refuses a repeat.
func NewCampaign(ctx context.Context, s Store, name string) error { // want NewCampaign:`^writes verb \(conflict\.Store\)\.Create \(rejects a repeat\) via`
	if err := s.Create(ctx, name); err != nil {
		if errors.Is(err, ErrConflict) {
			return errors.New("a campaign of that name already exists")
		}
		return err
	}
	return nil
}

// IsAlreadyExists is a predicate of the program's errors.
func IsAlreadyExists(err error) bool { return errors.Is(err, ErrConflict) }

// NewList asks a predicate named for a conflict.
func NewList(ctx context.Context, s Store, name string) error { // want NewList:`^writes verb \(conflict\.Store\)\.Create \(rejects a repeat\) via`
	err := s.Create(ctx, name)
	if IsAlreadyExists(err) {
		return nil
	}
	return err
}

var ErrNotExist = errors.New("no such board")

// NewNote tells only a timeout and a missing board apart: a repeat
// makes another.
func NewNote(ctx context.Context, s Store, text string) error { // want NewNote:`^writes verb \(conflict\.Store\)\.Create via`
	err := s.Create(ctx, text)
	if errors.Is(err, context.DeadlineExceeded) {
		return errors.New("timed out")
	}
	if errors.Is(err, ErrNotExist) {
		return errors.New("no such board")
	}
	return err
}
