package directives_test

import (
	"testing"

	"github.com/idemlint/idemlint/analyzers/directives"
	"github.com/idemlint/idemlint/internal/checktest"
)

func TestDirectives(t *testing.T) {
	checktest.Run(t, directives.Analyzer, "directives")
}
