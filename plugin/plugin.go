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
//	        settings:
//	          effects:
//	            - func: github.com/acme/pay.(*Client).Refund
//	          min-key-ttl: 72h
//
// The settings take the keys of .idemlint.yml (docs/configuration.md) and
// go over the .idemlint.yml beside go.mod, when there is one.
package plugin

import (
	"os"

	"github.com/golangci/plugin-module-register/register"
	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"golang.org/x/tools/go/analysis"
)

func init() {
	register.Plugin("idemlint", New)
}

// Settings are the plugin's settings under
// linters.settings.custom.idemlint.settings: an idemlint configuration,
// layered over the .idemlint.yml beside go.mod (see config.Config.Merge).
// Unknown keys and bad values are errors. Settings that name Go functions
// are lists of objects: golangci-lint lower-cases map keys and splits
// them on dots.
type Settings = config.Config

// settingsPlace is where the settings are in .golangci.yml; errors name
// it, since golangci-lint hands them over without their lines.
const settingsPlace = "linters.settings.custom.idemlint.settings"

// New builds the plugin from its golangci-lint settings.
func New(settings any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](settings)
	if err == nil {
		err = s.Validate(analyzers.Names)
	}
	if err != nil {
		// Say where and which key, with a suggestion, as for
		// .idemlint.yml, rather than the JSON decoder's bare error.
		return nil, config.SettingsError(settingsPlace, settings, err)
	}
	config.SetKnownChecks(analyzers.Names)
	config.SetOverrides(&s)
	// golangci-lint builds the plugin once, in the directory it runs in:
	// a bad .idemlint.yml there is reported once, with its position,
	// rather than by idemlintconfig in every package.
	if dir, err := os.Getwd(); err == nil {
		if _, err := config.Effective(dir); err != nil {
			return nil, err
		}
	}
	return &plugin{settings: s}, nil
}

type plugin struct {
	settings Settings
}

// BuildAnalyzers returns every idemlint check, after config.Reporter:
// drivers report only the errors of the analyzers they are given, so the
// configuration's reporter is listed for a bad .idemlint.yml to be
// reported with its position rather than as a failed prerequisite. The
// checks report their related positions inside the message (see
// foldRelated), so that golangci-lint shows each finding as one issue.
func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	as := []*analysis.Analyzer{config.Reporter}
	for _, a := range analyzers.Checks {
		as = append(as, foldRelated(a))
	}
	return as, nil
}

// GetLoadMode asks for type information: every check needs it.
func (p *plugin) GetLoadMode() string {
	return register.LoadModeTypesInfo
}
