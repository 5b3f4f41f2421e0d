package analyzers_test

import (
	"os"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/checktest"
	_ "github.com/idemlint/idemlint/plugin"
	"golang.org/x/tools/go/analysis"
)

// disableFixtures are fixture packages on which every check reports.
var disableFixtures = []string{"directives", "hintmismatch/gosdk", "keyttl/gosdk", "keys/mcpgo", "lostresult/hygiene"}

// TestDisable disables each check in turn, in .idemlint.yml and in the
// golangci-lint plugin's settings, and checks that it goes silent while
// every other check still reports (issue 8, bug 1: timeouterr, replayerr,
// lostresult and directives ignored checks.disable). It also enables a
// few checks alone.
func TestDisable(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the checks 25 times")
	}
	pkgs := loadFixtures(t, checktest.TestData(t), false, disableFixtures...)
	count := func(t *testing.T, as []*analysis.Analyzer) map[string]int {
		t.Helper()
		n := make(map[string]int)
		for _, act := range rootActions(t, as, pkgs) {
			n[act.Analyzer.Name] += len(act.Diagnostics)
		}
		return n
	}
	want := func(t *testing.T, got map[string]int, silent func(string) bool) {
		t.Helper()
		for _, name := range analyzers.Names {
			switch {
			case silent(name) && got[name] > 0:
				t.Errorf("%s still reports %d findings", name, got[name])
			case !silent(name) && got[name] == 0:
				t.Errorf("%s reports nothing", name)
			}
		}
	}
	want(t, count(t, analyzers.Suite), func(string) bool { return false })

	dir := t.TempDir()
	setConfig := func(t *testing.T, yml string) {
		t.Helper()
		// A new file for each run: the loader rereads a file when it
		// changes, but a size and a time can stay the same.
		f, err := os.CreateTemp(dir, "*.yml")
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.WriteString(yml); err != nil {
			t.Fatal(err)
		}
		f.Close()
		if err := config.Analyzer.Flags.Set("config", f.Name()); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { config.Analyzer.Flags.Set("config", "") })
	}
	for _, name := range analyzers.Names {
		t.Run("file/disable/"+name, func(t *testing.T) {
			setConfig(t, "checks:\n  disable: ["+name+"]\n")
			want(t, count(t, analyzers.Suite), func(n string) bool { return n == name })
		})
	}
	newPlugin, err := register.GetPlugin("idemlint")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range analyzers.Names {
		t.Run("plugin/disable/"+name, func(t *testing.T) {
			t.Cleanup(func() { config.SetOverrides(nil) })
			p, err := newPlugin(map[string]any{"checks": map[string]any{"disable": []any{name}}})
			if err != nil {
				t.Fatal(err)
			}
			as, err := p.BuildAnalyzers()
			if err != nil {
				t.Fatal(err)
			}
			want(t, count(t, as), func(n string) bool { return n == name })
		})
	}
	// Enabling one check: a declaration check, a flow check and the one
	// without a tool.
	for _, name := range []string{"directives", "modelkey", "timeouterr"} {
		t.Run("file/enable/"+name, func(t *testing.T) {
			setConfig(t, "checks:\n  enable: ["+name+"]\n")
			want(t, count(t, analyzers.Suite), func(n string) bool { return n != name })
		})
	}
}
