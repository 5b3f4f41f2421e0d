package timeouts_test

import (
	"testing"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/checktest"
	"github.com/idemlint/idemlint/passes/timeouts"
	"golang.org/x/tools/go/analysis"
)

// TestFacts: the helpers of one package carry their facts to the
// package that imports them, with timeouterr disabled, since the facts
// are the pass's and not the check's.
func TestFacts(t *testing.T) {
	config.SetOverrides(&config.Config{Checks: config.Checks{Disable: []string{"timeouterr"}}})
	defer config.SetOverrides(nil)
	checktest.Run(t, timeouts.Analyzer, "timeouts/helper", "timeouts/user")
}

// TestIndependentOfConfig: nothing the pass depends on reads the
// configuration, so no configuration can stop its facts.
func TestIndependentOfConfig(t *testing.T) {
	seen := make(map[*analysis.Analyzer]bool)
	var visit func(a *analysis.Analyzer)
	visit = func(a *analysis.Analyzer) {
		if seen[a] {
			return
		}
		seen[a] = true
		if a == config.Analyzer {
			t.Errorf("timeouts depends on config.Analyzer; disabling a check could stop its facts")
		}
		for _, r := range a.Requires {
			visit(r)
		}
	}
	visit(timeouts.Analyzer)
}
