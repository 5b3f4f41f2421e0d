// Package action is a stub of helm.sh/helm/v3/pkg/action (v3.18).
package action

import (
	"context"

	"helm.sh/helm/v3/pkg/chart"
	"helm.sh/helm/v3/pkg/release"
)

type Configuration struct{}

type Install struct {
	ReleaseName string
	Namespace   string
	cfg         *Configuration
}

func NewInstall(cfg *Configuration) *Install { return &Install{cfg: cfg} }

func (i *Install) Run(chrt *chart.Chart, vals map[string]interface{}) (*release.Release, error) {
	return i.RunWithContext(context.Background(), chrt, vals)
}

func (i *Install) RunWithContext(ctx context.Context, chrt *chart.Chart, vals map[string]interface{}) (*release.Release, error) {
	return &release.Release{Name: i.ReleaseName}, nil
}

type Upgrade struct{ cfg *Configuration }

func NewUpgrade(cfg *Configuration) *Upgrade { return &Upgrade{cfg: cfg} }

func (u *Upgrade) Run(name string, chart *chart.Chart, vals map[string]interface{}) (*release.Release, error) {
	return &release.Release{Name: name}, nil
}

type Uninstall struct{ cfg *Configuration }

func NewUninstall(cfg *Configuration) *Uninstall { return &Uninstall{cfg: cfg} }

func (u *Uninstall) Run(name string) (*release.UninstallReleaseResponse, error) {
	return &release.UninstallReleaseResponse{}, nil
}

type Status struct{ cfg *Configuration }

func NewStatus(cfg *Configuration) *Status { return &Status{cfg: cfg} }

func (s *Status) Run(name string) (*release.Release, error) { return &release.Release{Name: name}, nil }
