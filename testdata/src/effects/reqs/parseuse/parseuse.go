// Package parseuse is a service of parsekit's client: the path it gives
// names the operation, a JSON:API relationship link here.
package parseuse

import (
	"context"
	"fmt"
	"net/url"

	"effects/reqs/parsekit"
)

type TeamMembers struct{ c *parsekit.Client }

// Add posts to the team's users relationship: a repeat adds nothing.
func (s *TeamMembers) Add(ctx context.Context, team string) error { // want Add:`^writes http POST \(idempotent\) as /relationships/users via`
	req, err := s.c.NewRequest(ctx, "POST", fmt.Sprintf("teams/%s/relationships/users", url.PathEscape(team)))
	if err != nil {
		return err
	}
	return s.c.Do(req)
}

// Create posts to a collection: a repeat makes another.
func (s *TeamMembers) Create(ctx context.Context, team string) error { // want Create:`^writes http POST via`
	req, err := s.c.NewRequest(ctx, "POST", fmt.Sprintf("teams/%s/invitations", url.PathEscape(team)))
	if err != nil {
		return err
	}
	return s.c.Do(req)
}

// AddTo chooses the relationship among constants: still a set-add.
func (s *TeamMembers) AddTo(ctx context.Context, team string, byEmail bool) error { // want AddTo:`^writes http POST \(idempotent\) as teams/%s/relationships/%s via`
	rel := "users"
	if byEmail {
		rel = "memberships"
	}
	req, err := s.c.NewRequest(ctx, "POST", fmt.Sprintf("teams/%s/relationships/%s", url.PathEscape(team), rel))
	if err != nil {
		return err
	}
	return s.c.Do(req)
}
