// Package plugin registers idemlint as a golangci-lint module plugin
// named "idemlint".
//
// Build a custom golangci-lint with this package blank-imported (see
// .golangci.example.yml and docs/golangci-lint.md), then enable the linter:
//
//	linters:
//	  enable: [idemlint]
//	  settings:
//	    custom:
//	      idemlint:
//	        type: module
package plugin

import (
	"github.com/golangci/plugin-module-register/register"
	"github.com/idemlint/idemlint/analyzers"
	"golang.org/x/tools/go/analysis"
)

func init() {
	register.Plugin("idemlint", New)
}

// Settings are the plugin's settings under linters.settings.custom.idemlint.settings.
// Unknown keys are errors. (The configuration of the checks arrives with them.)
type Settings struct{}

// New builds the plugin from its golangci-lint settings.
func New(settings any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](settings)
	if err != nil {
		return nil, err
	}
	return &plugin{settings: s}, nil
}

type plugin struct {
	settings Settings
}

// BuildAnalyzers returns every idemlint check.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	return analyzers.Suite, nil
}

// GetLoadMode asks for type information: every check needs it.
func (p *plugin) GetLoadMode() string {
	return register.LoadModeTypesInfo
}
