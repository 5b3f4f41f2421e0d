// Package analyzers lists idemlint's checks.
package analyzers

//go:generate go run gendocs.go

import (
	"github.com/idemlint/idemlint/analyzers/directives"
	"github.com/idemlint/idemlint/analyzers/retrydoc"
	"github.com/idemlint/idemlint/config"
	"golang.org/x/tools/go/analysis"
)

// Suite is every check idemlint runs, in every mode: standalone,
// go vet -vettool, go fix -fixtool and the golangci-lint plugin.
//
// The configuration pseudo-analyzer comes first: go vet prints only the
// errors of the analyzers it is given, so a bad .idemlint.yml is reported
// with its position rather than as a failed prerequisite.
var Suite = []*analysis.Analyzer{
	config.Analyzer,
	directives.Analyzer,
	retrydoc.Analyzer,
}

func init() {
	var names []string
	for _, a := range Suite {
		if a != config.Analyzer {
			names = append(names, a.Name)
		}
	}
	config.SetKnownChecks(names)
}
