package modelkey_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/analyzers/modelkey"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/checktest"
	"golang.org/x/tools/go/analysis/analysistest"
)

var fixtures = []string{"mcpgo", "gosdk", "openaigo", "goopenai", "eino", "genkit", "idemtag",
	"dupparam", // issue 8, bug 5: a parameter declared twice is listed once
}

func TestModelkey(t *testing.T) {
	var pkgs []string
	for _, fw := range fixtures {
		pkgs = append(pkgs, "modelkey/"+fw)
	}
	checktest.RunWithSuggestedFixes(t, modelkey.Analyzer, pkgs...)
}

// TestNames checks that key-params (the setting and -key-params) add key
// names.
func TestNames(t *testing.T) {
	config.SetOverrides(&config.Config{KeyParams: []string{"txn_ref", "other"}})
	defer config.SetOverrides(nil)
	checktest.RunWithSuggestedFixes(t, modelkey.Analyzer, "modelkey/names")
}

// TestFixedCode type-checks the golden files (the fixtures with every fix
// applied) and runs the check on them again: what it still reports must be
// the findings that had no fix, and nothing may carry a fix.
func TestFixedCode(t *testing.T) {
	testdata := checktest.TestData(t)
	// The findings without a fix, per fixture.
	var pkgs []string
	for _, fw := range fixtures {
		pkgs = append(pkgs, "modelkey/"+fw)
	}
	unfixed := make(map[string]bool)
	for _, r := range analysistest.Run(t, testdata, modelkey.Analyzer, pkgs...) {
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) == 0 {
				unfixed[r.Pass.Pkg.Name()+": "+d.Message] = true
			}
		}
	}

	// A GOPATH holding the stubs and the golden files without their wants.
	dir := t.TempDir()
	if err := os.CopyFS(filepath.Join(dir, "src", "github.com"), os.DirFS(filepath.Join(testdata, "src", "github.com"))); err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(`(?m)\s*// want .*$`)
	pkgs = nil
	for _, fw := range fixtures {
		golden, err := os.ReadFile(filepath.Join(testdata, "src", "modelkey", fw, "a.go.golden"))
		if err != nil {
			t.Fatal(err)
		}
		pkgDir := filepath.Join(dir, "src", "fixed", fw)
		if err := os.MkdirAll(pkgDir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(pkgDir, "a.go"), want.ReplaceAll(golden, nil), 0o644); err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, "fixed/"+fw)
	}
	rec := &recorder{}
	results := analysistest.Run(rec, dir, modelkey.Analyzer, pkgs...)
	if len(results) != len(pkgs) {
		t.Fatalf("the fixed code did not load: %q", rec.errs)
	}
	for _, msg := range rec.errs {
		if !strings.Contains(msg, "unexpected diagnostic") {
			t.Error(msg)
		}
	}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			pos := r.Pass.Fset.Position(d.Pos)
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("%s: the fixed code still has a fix: %s", pos, d.Message)
			}
			if !unfixed[r.Pass.Pkg.Name()+": "+d.Message] {
				t.Errorf("%s: reported again after the fix: %s", pos, d.Message)
			}
		}
	}
}

type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, strings.TrimSpace(fmt.Sprintf(format, args...)))
}

// TestHelperKeys checks model keys that issue 10 found on real servers:
// a key whose random fallback comes from a helper of another package
// (H3), and client_order_id forwarded in a nested request (H4). Only
// the diagnostics are checked: the fallback's fix is another change's.
func TestHelperKeys(t *testing.T) {
	checktest.Run(t, modelkey.Analyzer, "modelkey/helperkey")
}
