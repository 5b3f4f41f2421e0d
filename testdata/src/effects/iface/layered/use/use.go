// Package use calls the API through its interface, as a server that
// holds a v1.API does.
package use

import (
	"context"

	"effects/iface/layered/v1"
)

func Query(ctx context.Context, c v1.API) error {
	_, err := c.Query(ctx, "up")
	return err
}

func DeleteSeries(ctx context.Context, c v1.API) error { // want DeleteSeries:`^writes http POST \(idempotent\) as \(\*layered/v1\.httpAPI\)\.DeleteSeries via use\.DeleteSeries -> \(\*layered/v1\.httpAPI\)\.DeleteSeries -> \(layered/v1\.apiClient\)\.Do$`
	return c.DeleteSeries(ctx, []string{"up"})
}

func Snapshot(ctx context.Context, c v1.API) error { // want Snapshot:`^writes http POST via use\.Snapshot -> \(\*layered/v1\.httpAPI\)\.Snapshot -> \(layered/v1\.apiClient\)\.Do$`
	_, err := c.Snapshot(ctx, false)
	return err
}

func CleanTombstones(ctx context.Context, c v1.API) error { // want CleanTombstones:`^writes http POST \(idempotent\) as \(\*layered/v1\.httpAPI\)\.CleanTombstones via use\.CleanTombstones -> \(\*layered/v1\.httpAPI\)\.CleanTombstones -> \(layered/v1\.apiClient\)\.Do$`
	return c.CleanTombstones(ctx)
}

func LabelNames(ctx context.Context, c v1.API) error {
	_, err := c.LabelNames(ctx, nil)
	return err
}
