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
