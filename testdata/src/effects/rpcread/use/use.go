// Package use is a tool package over the RPC client: its reads are
// reads, its creates writes, and its telemetry nothing.
package use

import (
	"context"

	"effects/rpcread/client"

	"go.opentelemetry.io/otel/metric"
)

type metrics struct{ failOpen metric.Int64Counter }

func (m metrics) recordFailOpen(ctx context.Context) { m.failOpen.Add(ctx, 1) }

// ShowIncident is a read tool: GetIncident's POST is an RPC read and the
// counter is telemetry.
func ShowIncident(ctx context.Context, c *client.Client, m metrics, id string) (*client.Incident, error) {
	m.recordFailOpen(ctx)
	return c.GetIncident(ctx, id)
}

func ListIncidents(ctx context.Context, c *client.Client) error {
	_, err := c.QueryIncidents(ctx, "status:active")
	return err
}

// OpenIncident creates the incident unless its lookup by title finds
// it: a repeat finds what the first call made.
func OpenIncident(ctx context.Context, c *client.Client, title string) error { // want OpenIncident:`^writes http POST \(idempotent\) as /api/v1/IncidentsService\.CreateIncident via use\.OpenIncident -> \(\*client\.Client\)\.CreateIncident -> \(\*client\.Client\)\.doPost -> \(\*http\.Client\)\.Do$`
	if _, err := c.GetIncident(ctx, title); err == nil {
		return nil
	}
	_, err := c.CreateIncident(ctx, title)
	return err
}

func EnsureIncident(ctx context.Context, c *client.Client, title string) error { // want EnsureIncident:`^writes http POST via use\.EnsureIncident -> \(\*client\.Client\)\.GetOrCreateIncident`
	_, err := c.GetOrCreateIncident(ctx, title)
	return err
}

func TakeLease(ctx context.Context, c *client.Client, id string) error { // want TakeLease:`^writes http PUT \(idempotent\) via use\.TakeLease -> \(\*client\.Client\)\.GetLease`
	return c.GetLease(ctx, id)
}

func SaveRule(ctx context.Context, c *client.Client, name string) error { // want SaveRule:`^writes http POST \(idempotent\) as \(\*client\.Client\)\.UpsertRule via use\.SaveRule -> \(\*client\.Client\)\.UpsertRule`
	return c.UpsertRule(ctx, name)
}

func Browse(ctx context.Context, c *client.Client) error {
	if err := c.Rules(ctx); err != nil {
		return err
	}
	if err := c.DSQuery(ctx, nil); err != nil {
		return err
	}
	return c.Logs("app")
}

func RenameIncident(ctx context.Context, c *client.Client, id, title string) error { // want RenameIncident:`^writes http POST \(idempotent\) as mutation renameIncident via use\.RenameIncident -> \(\*client\.Client\)\.Rename`
	return c.Rename(ctx, id, title)
}

// ShowWithRefresh is a read tool behind a retry that refreshes the token.
func ShowWithRefresh(ctx context.Context, c *client.Client, id string) error {
	return c.WithRefresh(ctx, func() error {
		_, err := c.GetIncident(ctx, id)
		return err
	})
}

// OpenWithRefresh writes through the same retry: the create, not the
// token's refresh, is its write.
func OpenWithRefresh(ctx context.Context, c *client.Client, title string) error { // want OpenWithRefresh:`^writes http POST via use\.OpenWithRefresh -> use\.OpenWithRefresh\$1 -> \(\*client\.Client\)\.CreateIncident -> `
	return c.WithRefresh(ctx, func() error {
		_, err := c.CreateIncident(ctx, title)
		return err
	})
}

// PausePlayer calls Pause, which sends a toggle: the operation the
// request names decides, not the name of the method it is sent through.
func PausePlayer(ctx context.Context, c *client.Client) error { // want PausePlayer:`^writes http POST via use\.PausePlayer -> \(\*client\.Client\)\.Pause -> `
	return c.Pause(ctx)
}
