// Package gocloak calls Keycloak's admin API through gocloak: the
// catalogue says which calls Keycloak refuses to repeat, which send a
// mail every time, and which set a state.
package gocloak

import (
	"context"

	"github.com/Nerzal/gocloak/v13"
)

func AddClient(ctx context.Context, kc *gocloak.GoCloak, token, realm, clientID string) error { // want AddClient:`^writes sdk gocloak \(\*gocloak.GoCloak\).CreateClient \(rejects a repeat\) via`
	_, err := kc.CreateClient(ctx, token, realm, gocloak.Client{ClientID: &clientID})
	return err
}

func AddComponent(ctx context.Context, kc *gocloak.GoCloak, token, realm, name string) error { // want AddComponent:`^writes sdk gocloak \(\*gocloak.GoCloak\).CreateComponent via`
	_, err := kc.CreateComponent(ctx, token, realm, gocloak.Component{Name: &name})
	return err
}

func MailActions(ctx context.Context, kc *gocloak.GoCloak, token, realm, user string) error { // want MailActions:`^writes sdk gocloak \(\*gocloak.GoCloak\).ExecuteActionsEmail via`
	return kc.ExecuteActionsEmail(ctx, token, realm, gocloak.ExecuteActionsEmail{UserID: &user})
}

func Logout(ctx context.Context, kc *gocloak.GoCloak, token, realm, user string) error { // want Logout:`^writes sdk gocloak \(\*gocloak.GoCloak\).LogoutAllSessions \(idempotent\) via`
	return kc.LogoutAllSessions(ctx, token, realm, user)
}

// Clients reads.
func Clients(ctx context.Context, kc *gocloak.GoCloak, token, realm string) error {
	_, err := kc.GetClients(ctx, token, realm, gocloak.GetClientsParams{})
	return err
}
