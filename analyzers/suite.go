// Package analyzers lists idemlint's checks.
package analyzers

//go:generate go run gendocs.go

import (
	"github.com/idemlint/idemlint/analyzers/directives"
	"github.com/idemlint/idemlint/analyzers/hintmismatch"
	"github.com/idemlint/idemlint/analyzers/keyttl"
	"github.com/idemlint/idemlint/analyzers/lostresult"
	"github.com/idemlint/idemlint/analyzers/modelkey"
	"github.com/idemlint/idemlint/analyzers/nolookup"
	"github.com/idemlint/idemlint/analyzers/partialkey"
	"github.com/idemlint/idemlint/analyzers/replayerr"
	"github.com/idemlint/idemlint/analyzers/retrydoc"
	"github.com/idemlint/idemlint/analyzers/timeouterr"
	"github.com/idemlint/idemlint/analyzers/volatilekey"
	"github.com/idemlint/idemlint/config"
	"golang.org/x/tools/go/analysis"
)

// Suite is every check idemlint runs, in every mode: standalone,
// go vet -vettool, go fix -fixtool and the golangci-lint plugin.
//
// The configuration's reporter comes first: drivers print only the errors
// of the analyzers they are given, and it is the one that fails for a bad
// .idemlint.yml, with the error's position (the checks then run with
// nothing to report).
var Suite = []*analysis.Analyzer{
	config.Reporter,
	directives.Analyzer,
	// The declaration checks: what a tool promises, where its key comes from.
	modelkey.Analyzer,
	volatilekey.Analyzer,
	partialkey.Analyzer,
	retrydoc.Analyzer,
	hintmismatch.Analyzer,
	// The flow checks: what happens around the write.
	timeouterr.Analyzer,
	nolookup.Analyzer,
	replayerr.Analyzer,
	lostresult.Analyzer,
	keyttl.Analyzer,
}

// Checks is Suite without the configuration's reporter: the checks a
// user enables, disables and silences by name.
var Checks = Suite[1:]

// Names are the names of Checks, in order: what checks.enable,
// checks.disable and //idemlint:ignore accept.
var Names = names(Checks)

func names(as []*analysis.Analyzer) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.Name
	}
	return out
}

func init() {
	config.SetKnownChecks(Names)
}
