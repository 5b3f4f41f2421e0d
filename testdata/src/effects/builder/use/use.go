// Package use calls the operations of an openapi-generator-shaped
// client.
package use

import (
	"context"

	"effects/builder/apiclient"
)

// EnableUser is named for a set, but the builder it executes creates.
func EnableUser(ctx context.Context, api *apiclient.APIClient, name string) error { // want EnableUser:`^writes http POST via use\.EnableUser -> \(apiclient\.ApiCreateUserRequest\)\.Execute -> `
	_, err := api.UsersApi.CreateUser(ctx).User(apiclient.User{Name: name}).Execute()
	return err
}

// SendGoodbye is named for a send, which would make a DELETE act again,
// but the builder it executes deletes.
func SendGoodbye(ctx context.Context, api *apiclient.APIClient, name string) error { // want SendGoodbye:`^writes http DELETE \(idempotent\) via use\.SendGoodbye -> \(apiclient\.ApiDeleteUserRequest\)\.Execute -> `
	_, err := api.UsersApi.DeleteUser(ctx, name).Execute()
	return err
}
