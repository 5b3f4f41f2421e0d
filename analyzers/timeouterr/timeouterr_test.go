package timeouterr_test

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/analyzers/timeouterr"
	"github.com/idemlint/idemlint/internal/checktest"
	"github.com/idemlint/idemlint/passes/timeouts"
	"golang.org/x/tools/go/analysis/analysistest"
)

var packages = []string{
	"timeouterr/timeoututil", "timeouterr/reword", "timeouterr/swallow", "timeouterr/jsonfail", "timeouterr/mcpgo", "timeouterr/gosdk", "timeouterr/openaigo",
	"timeouterr/goopenai", "timeouterr/langchaingo", "timeouterr/mcpgoerr", "timeouterr/mcpgohelper", "timeouterr/gosdkerr", "timeouterr/gosdkhelper", "timeouterr/eino", "timeouterr/genkit",
	"timeouterr/anthropic", "timeouterr/adk", "timeouterr/genai", "timeouterr/neutralapi", "timeouterr/neutral", "timeouterr/onereport", "timeouterr/lost", "timeouterr/gone",
	"timeouterr/t7/tools", "timeouterr/t7/server", "timeouterr/forward", "timeouterr/mcpgolang", "timeouterr/gomcp", "timeouterr/foxy", "timeouterr/sqlrun", "timeouterr/sqltyped",
	"timeouterr/chained",   // a write whose error surfaces in a method of its result (QueryRow().Scan)
	"timeouterr/txcommit",  // a statement of a transaction: the Commit decides
	"timeouterr/sidewrite", // a write whose failure reaches no caller: the error returned is never its timeout
	"timeouterr/session",   // a write in a closure whose returns a helper returns
	"timeouterr/redis",     // go-redis: the error surfaces in the *Cmd's Err or Result; valkey-glide returns it
}

func TestTimeouterr(t *testing.T) {
	testdata := checktest.TestData(t)
	// The fixtures state the check's reports and the facts of
	// passes/timeouts, which the check reads: each analyzer is held to
	// its own half.
	rec := new(recorder)
	checktest.WithHygiene(func() { analysistest.RunWithSuggestedFixes(rec, testdata, timeouterr.Analyzer, packages...) })
	for _, e := range rec.errs {
		if !strings.Contains(e, "no fact was reported matching") {
			t.Error(e)
		}
	}
	factsOnly(t, "", testdata, nil)
}

// TestHygiene checks that a timeout of an idempotent write returned as a
// failure is of low harm: reported only with the hygiene option (issue
// 29), where a non-idempotent write's is reported by default.
func TestHygiene(t *testing.T) {
	checktest.Hygiene(t, timeouterr.Analyzer, "timeouterr/hygiene", "timeouterr/sqlrunset", "timeouterr/inprocess")
}

// factsOnly checks the fact expectations of the fixtures against
// passes/timeouts, ignoring the expected reports, which are the check's,
// and the errors allowed.
func factsOnly(t *testing.T, prefix, dir string, allowed []string) {
	t.Helper()
	rec := new(recorder)
	analysistest.Run(rec, dir, timeouts.Analyzer, packages...)
	for _, e := range rec.errs {
		if strings.Contains(e, "no diagnostic was reported matching") ||
			slices.ContainsFunc(allowed, func(a string) bool { return strings.Contains(e, a) }) {
			continue
		}
		t.Errorf("%s%s", prefix, e)
	}
}

// recorder collects what analysistest would report as test failures.
type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// TestFixedCode applies every fix (the golden files), type-checks the
// result and runs the check again: the fixed returns are no longer
// reported, and nothing left offers a fix, so a second application
// changes nothing.
func TestFixedCode(t *testing.T) {
	src, err := filepath.Abs("../../testdata/src")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	err = filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if strings.HasPrefix(rel, "timeouterr"+string(filepath.Separator)) && strings.HasSuffix(rel, ".go.golden") {
			rel = strings.TrimSuffix(rel, ".golden")
		} else if _, err := os.Stat(path + ".golden"); err == nil {
			return nil // replaced by its golden file
		}
		out := filepath.Join(dir, "src", rel)
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		return os.WriteFile(out, data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}

	rec := new(recorder)
	results := analysistest.Run(rec, dir, timeouterr.Analyzer, packages...)
	for _, e := range rec.errs {
		switch {
		case strings.Contains(e, "no diagnostic was reported matching"):
			// The `// want` comments of fixed returns expect reports that are gone.
		case strings.Contains(e, "no fact was reported matching"):
			// The facts are passes/timeouts', checked below.
		default:
			t.Errorf("fixed code: %s", e)
		}
	}
	// A fixed handler now turns a timeout into an ordinary result.
	factsOnly(t, "fixed code: ", dir, []string{"unexpected fact: handles a timeout"})
	fixed := 0
	for _, e := range rec.errs {
		if strings.Contains(e, "no diagnostic was reported matching") {
			fixed++
		}
	}
	if fixed == 0 {
		t.Errorf("fixed code: every report is still there")
	}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) > 0 {
				t.Errorf("fixed code: %s: %s still offers a fix", r.Pass.Fset.Position(d.Pos), d.Message)
			}
		}
	}
}
