// Package repo keeps a narrow interface over the generated client, as
// repositories do for their fakes; the client is set where the program
// is wired, which this package never sees.
package repo

import (
	"context"

	"effects/iface/narrow/client"
)

type serviceClient interface {
	UpdateEnvVarsWithResponse(ctx context.Context, id string, body []client.EnvVar) (*client.Response, error) // want UpdateEnvVarsWithResponse:`^implemented by \(\*client\.ClientWithResponses\)\.UpdateEnvVarsWithResponse: writes http PUT \(idempotent\)`
	CreateServiceWithResponse(ctx context.Context, body client.CreateServiceBody) (*client.Response, error)   // want CreateServiceWithResponse:`^implemented by \(\*client\.ClientWithResponses\)\.CreateServiceWithResponse: writes http POST`
	ListServicesWithResponse(ctx context.Context) (*client.Response, error)                                   // want ListServicesWithResponse:`^implemented by \(\*client\.ClientWithResponses\)\.ListServicesWithResponse \(no writes\)`
}

type Repo struct{ c serviceClient }

func New(c serviceClient) *Repo { return &Repo{c: c} }

func (r *Repo) SetEnv(ctx context.Context, id string, vars []client.EnvVar) error { // want SetEnv:`^writes http PUT \(idempotent\) via \(\*repo\.Repo\)\.SetEnv -> \(\*client\.ClientWithResponses\)\.UpdateEnvVarsWithResponse`
	_, err := r.c.UpdateEnvVarsWithResponse(ctx, id, vars)
	return err
}

func (r *Repo) Create(ctx context.Context, name string) error { // want Create:`^writes http POST via \(\*repo\.Repo\)\.Create -> \(\*client\.ClientWithResponses\)\.CreateServiceWithResponse`
	_, err := r.c.CreateServiceWithResponse(ctx, client.CreateServiceBody{Name: name})
	return err
}

// List reads.
func (r *Repo) List(ctx context.Context) error {
	_, err := r.c.ListServicesWithResponse(ctx)
	return err
}

// toucher has two implementations in the client package: no answer.
type toucher interface {
	Touch(ctx context.Context, id string) (*client.Response, error)
}

func Touch(ctx context.Context, t toucher) error {
	_, err := t.Touch(ctx, "x")
	return err
}

// knocker has two implementations in the client package, and both
// write: the call writes what either does.
type knocker interface {
	Knock(ctx context.Context, id string) (*client.Response, error) // want Knock:`^implemented by each of \(client\.Knocker\)\.Knock: writes http PUT \(idempotent\) via .* \| \(\*client\.Pinger\)\.Knock: writes http POST via`
}

func Knock(ctx context.Context, k knocker) error { // want Knock:`^writes http POST via repo\.Knock -> \(\*client\.Pinger\)\.Knock -> .*; http PUT \(idempotent\) via repo\.Knock -> \(client\.Knocker\)\.Knock -> `
	_, err := k.Knock(ctx, "x")
	return err
}
