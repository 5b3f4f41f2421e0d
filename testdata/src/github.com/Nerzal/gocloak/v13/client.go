// Package gocloak is a stub of github.com/Nerzal/gocloak/v13 at v13.9.0.
// Only the methods and types the fixtures use are mirrored, with their
// real signatures; the representation types keep only a few fields. The
// real client sends each call with resty; the stub's bodies do nothing,
// since the catalogue decides what each call does.
package gocloak

import "context"

type GoCloak struct{}

func NewClient(basePath string, options ...func(*GoCloak)) *GoCloak { return &GoCloak{} }

type Client struct {
	ClientID *string `json:"clientId,omitempty"`
}

type Component struct {
	Name *string `json:"name,omitempty"`
}

type ExecuteActionsEmail struct {
	UserID  *string   `json:"-"`
	Actions *[]string `json:"-"`
}

func (g *GoCloak) CreateClient(ctx context.Context, accessToken, realm string, newClient Client) (string, error) {
	return "", nil
}

func (g *GoCloak) CreateComponent(ctx context.Context, token, realm string, component Component) (string, error) {
	return "", nil
}

func (g *GoCloak) ExecuteActionsEmail(ctx context.Context, token, realm string, params ExecuteActionsEmail) error {
	return nil
}

func (g *GoCloak) LogoutAllSessions(ctx context.Context, accessToken, realm, userID string) error {
	return nil
}

func (g *GoCloak) GetClients(ctx context.Context, token, realm string, params GetClientsParams) ([]*Client, error) {
	return nil, nil
}

type GetClientsParams struct {
	ClientID *string `json:"clientId,omitempty"`
}
