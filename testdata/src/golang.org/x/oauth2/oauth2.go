// Package oauth2 is a stub of golang.org/x/oauth2 v0.30.0: the parts of
// its exported API the fixtures use, with the real signatures.
package oauth2

import (
	"context"
	"net/http"
	"net/url"
	"time"
)

type Endpoint struct {
	AuthURL       string
	DeviceAuthURL string
	TokenURL      string
}

type Config struct {
	ClientID     string
	ClientSecret string
	Endpoint     Endpoint
	RedirectURL  string
	Scopes       []string
}

type Token struct {
	AccessToken  string    `json:"access_token"`
	TokenType    string    `json:"token_type,omitempty"`
	RefreshToken string    `json:"refresh_token,omitempty"`
	Expiry       time.Time `json:"expiry,omitempty"`
}

type AuthCodeOption interface {
	setValue(url.Values)
}

// Exchange posts the code to the token endpoint, as the real one does.
func (c *Config) Exchange(ctx context.Context, code string, opts ...AuthCodeOption) (*Token, error) {
	_, err := http.PostForm(c.Endpoint.TokenURL, url.Values{"grant_type": {"authorization_code"}, "code": {code}})
	return nil, err
}
