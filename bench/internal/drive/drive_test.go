package drive

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestSameLoader checks that the benchmark loads packages as idemlint's
// standalone driver does (same loader, tests by default) and runs them
// with the same checker, loading and analysing together. A floor loaded
// or run differently would measure something else. The one difference
// is chosen: the floor checks every function body unless told -lean,
// which loads as idemlint does.
func TestSameLoader(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "..", "cmd", "idemlint", "driver.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		// -tags adds build flags, which the benchmark does not use.
		`lcfg := packages\.Config\{Tests: opts\.tests\}`,
		`loader\.Metadata\(lcfg, `,
		`checker\.AnalyzeLoading\(checks, analysisRoots\(initial\), initial, ld\)`,
		`ld\.SkipObjectResolution = true`,
		`ld\.IgnoreFuncBodies = bodies\.Unread\(initial\)`,
		`BoolVar\(&opts\.tests, "test", true,`,
	} {
		if !regexp.MustCompile(want).Match(src) {
			t.Errorf("cmd/idemlint/driver.go no longer matches %s: update bench/internal/drive to load as it does", want)
		}
	}
}
