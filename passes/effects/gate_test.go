package effects

import (
	"reflect"
	"testing"

	"github.com/idemlint/idemlint/internal/checktest"
	"golang.org/x/tools/go/analysis"
)

// gate reports, as a diagnostic at the package clause, a package for
// which the pass builds no SSA: one it knows by name, or one whose syntax
// refers to nothing that can write (see analyzer.relevant).
var gate = &analysis.Analyzer{
	Name:       "gate",
	Doc:        "report packages for which effects builds no SSA",
	Requires:   Analyzer.Requires,
	ResultType: reflect.TypeFor[bool](),
	Run: func(pass *analysis.Pass) (any, error) {
		a := newAnalyzer(pass)
		needed := !a.known()
		if needed {
			a.collectDirectives()
			needed = a.relevant()
		}
		if !needed {
			pass.Reportf(pass.Files[0].Package, "no SSA needed")
		}
		return needed, nil
	},
}

// TestGate checks the cheap test on a catalogued SDK's module: its typed
// client, whose methods the catalogue names, needs SSA (no diagnostic),
// but a builder package of the same module, which the catalogue does not
// name and which refers to nothing that writes, does not.
func TestGate(t *testing.T) {
	checktest.Run(t, gate, "k8s.io/client-go/kubernetes/typed/core/v1", "k8s.io/client-go/applyconfigurations/core/v1")
}
