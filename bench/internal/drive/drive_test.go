package drive

import (
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// TestSameLoader checks that the benchmark loads packages as idemlint's
// standalone driver does (same mode, tests by default) and runs them with
// the same checker. A floor loaded or run differently would measure
// something else.
func TestSameLoader(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "..", "cmd", "idemlint", "driver.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`Mode:\s+packages\.LoadAllSyntax \| packages\.NeedModule,`, // drive.Mode
		`Tests:\s+opts\.tests,`,
		`BoolVar\(&opts\.tests, "test", true,`,
		`"github\.com/idemlint/idemlint/internal/checker"`, // drive's checker
	} {
		if !regexp.MustCompile(want).Match(src) {
			t.Errorf("cmd/idemlint/driver.go no longer matches %s: update bench/internal/drive to load as it does", want)
		}
	}
}
