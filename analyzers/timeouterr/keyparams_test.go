package timeouterr_test

import (
	"strings"
	"testing"

	"github.com/idemlint/idemlint/analyzers/timeouterr"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/checktest"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestKeyParams checks that timeouterr takes the configuration's
// key-params for keys, as modelkey, hintmismatch and retrydoc do (issue
// 8, bug 3: it used none): a tool with a model key txn_ref is not safe to
// call again after a timeout, and the fix says so. Without the setting
// the fix's sentence says calling again is safe.
func TestKeyParams(t *testing.T) {
	testdata := checktest.TestData(t)
	config.SetOverrides(&config.Config{KeyParams: []string{"txn_ref"}})
	defer config.SetOverrides(nil)
	analysistest.RunWithSuggestedFixes(t, testdata, timeouterr.Analyzer, "runner/keyparams")

	config.SetOverrides(nil)
	var results []*analysistest.Result
	checktest.WithHygiene(func() { results = analysistest.Run(t, testdata, timeouterr.Analyzer, "runner/keyparams") })
	if len(results) == 0 || len(results[0].Diagnostics) == 0 {
		t.Fatal("without key-params, no report")
	}
	for _, r := range results {
		for _, d := range r.Diagnostics {
			for _, f := range d.SuggestedFixes {
				for _, e := range f.TextEdits {
					if contains(e.NewText, timeouterr.UnsafeSentence) {
						t.Errorf("without key-params the fix says %q", timeouterr.UnsafeSentence)
					}
				}
			}
		}
	}
}

func contains(b []byte, s string) bool {
	return strings.Contains(string(b), s)
}
