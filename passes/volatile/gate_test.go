package volatile

import (
	"reflect"
	"testing"

	"github.com/idemlint/idemlint/internal/checktest"
	"golang.org/x/tools/go/analysis"
)

// gate reports, as a diagnostic at the package clause, a package whose
// functions mayBeVolatile rules out before any SSA is built.
var gate = &analysis.Analyzer{
	Name:       "gate",
	Doc:        "report packages for which volatile builds no SSA",
	Requires:   Analyzer.Requires,
	ResultType: reflect.TypeFor[bool](),
	Run: func(pass *analysis.Pass) (any, error) {
		may := mayBeVolatile(pass)
		if !may {
			pass.Reportf(pass.Files[0].Package, "no SSA needed")
		}
		return may, nil
	},
}

// TestGate checks the cheap test: a possible counter needs SSA
// (counting: no diagnostic), integers no function changes do not
// (settled), and neither does a framework's own package, though it
// calls uuid.New.
func TestGate(t *testing.T) {
	checktest.Run(t, gate, "volatile/counting", "volatile/settled", "github.com/mark3labs/mcp-go/server")
}
