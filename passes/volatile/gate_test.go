package volatile

import (
	"testing"

	"github.com/idemlint/idemlint/internal/checktest"
)

// TestGate checks the cheap test: a possible counter needs SSA
// (counting: no diagnostic), integers no function changes do not
// (settled), random sources called only where no value result can carry
// them do not (fuzz), and neither does a framework's own package, though
// it calls uuid.New.
func TestGate(t *testing.T) {
	gate := checktest.Gate(Analyzer, mayBeVolatile)
	checktest.Run(t, gate, "volatile/counting", "volatile/settled", "volatile/fuzz", "github.com/mark3labs/mcp-go/server")
}
