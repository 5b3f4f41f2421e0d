// Package analyzers lists idemlint's checks.
package analyzers

//go:generate go run gendocs.go

import (
	"github.com/idemlint/idemlint/analyzers/directives"
	"github.com/idemlint/idemlint/analyzers/retrydoc"
	"golang.org/x/tools/go/analysis"
)

// Suite is every check idemlint runs, in every mode: standalone,
// go vet -vettool, go fix -fixtool and the golangci-lint plugin.
var Suite = []*analysis.Analyzer{
	directives.Analyzer,
	retrydoc.Analyzer,
}
