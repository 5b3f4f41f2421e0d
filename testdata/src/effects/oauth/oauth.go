// Package oauth signs an account in: the token exchange obtains a
// credential and writes nothing a retry repeats.
package oauth

import (
	"context"
	"net/http"
	"net/url"
	"os"

	"golang.org/x/oauth2"
)

func AddAccount(ctx context.Context, cfg *oauth2.Config, code string) error {
	tok, err := cfg.Exchange(ctx, code)
	if err != nil {
		return err
	}
	return os.WriteFile("token.json", []byte(tok.AccessToken), 0o600)
}

// Register exchanges the code, then registers the account with the
// service: that POST is a write.
func Register(ctx context.Context, cfg *oauth2.Config, code string) error { // want Register:`^writes http POST via oauth\.Register -> http\.PostForm$`
	if _, err := cfg.Exchange(ctx, code); err != nil {
		return err
	}
	_, err := http.PostForm("https://api.example.com/accounts", url.Values{"code": {code}})
	return err
}
