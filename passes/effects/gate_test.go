package effects

import (
	"testing"

	"github.com/idemlint/idemlint/internal/checktest"
	"golang.org/x/tools/go/analysis"
)

// needsSSA is what run decides before it builds SSA: not a package it
// knows by name, and one whose syntax refers to something that can write
// (see analyzer.relevant).
func needsSSA(pass *analysis.Pass) bool {
	a := newAnalyzer(pass)
	if a.known() {
		return false
	}
	a.collectDirectives()
	return a.relevant()
}

// TestGate checks the cheap test on a catalogued SDK's module: its typed
// client, whose methods the catalogue names, needs SSA (no diagnostic),
// but a builder package of the same module, which the catalogue does not
// name and which refers to nothing that writes, does not.
func TestGate(t *testing.T) {
	gate := checktest.Gate(Analyzer, needsSSA)
	checktest.Run(t, gate, "k8s.io/client-go/kubernetes/typed/core/v1", "k8s.io/client-go/applyconfigurations/core/v1")
}

// TestGatePrimitives checks the test on the primitive packages: a package
// that serves HTTP and builds requests it never sends needs no SSA, but
// one that sends through a Doer or runs SQL through an execer of its own,
// which name net/http and database/sql only in their signatures, does.
func TestGatePrimitives(t *testing.T) {
	gate := checktest.Gate(Analyzer, needsSSA)
	checktest.Run(t, gate, "effects/gate/...")
}
