// Package dryrun runs an action that writes unless its DryRun fields ask
// for a dry run, which only renders what it would do.
package dryrun

import (
	"context"
	"net/http"
)

type Strategy string

const (
	DryRunNone   Strategy = "none"
	DryRunClient Strategy = "client"
	DryRunServer Strategy = "server"
)

type Install struct {
	DryRun         bool
	DryRunStrategy Strategy
	hc             *http.Client
}

func (i *Install) Run(ctx context.Context) error { // want Run:`^writes http POST via`
	_, err := i.hc.Post("https://cluster.example/releases", "application/json", nil)
	return err
}

// Template renders: a dry run.
func Template(ctx context.Context, hc *http.Client) error {
	i := &Install{hc: hc}
	i.DryRun = true
	return i.Run(ctx)
}

// Render asks for a dry run on either path.
func Render(ctx context.Context, hc *http.Client, validate bool) error {
	i := &Install{hc: hc}
	if validate {
		i.DryRunStrategy = DryRunServer
	} else {
		i.DryRunStrategy = DryRunClient
	}
	return i.Run(ctx)
}

// Deploy installs unless the caller asks for a dry run: it writes.
func Deploy(ctx context.Context, hc *http.Client, dry bool) error { // want Deploy:`^writes http POST via`
	i := &Install{hc: hc, DryRun: dry}
	return i.Run(ctx)
}

// Apply may ask for none: it writes.
func Apply(ctx context.Context, hc *http.Client, mode string) error { // want Apply:`^writes http POST via`
	i := &Install{hc: hc}
	switch mode {
	case "client":
		i.DryRunStrategy = DryRunClient
	default:
		i.DryRunStrategy = DryRunNone
	}
	return i.Run(ctx)
}
