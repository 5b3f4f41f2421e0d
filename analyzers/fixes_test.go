package analyzers_test

import (
	"bytes"
	"fmt"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/analyzers"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// TestFixRoundTrip applies every suggested fix of every check to a copy
// of the check fixtures, builds the result with go build, and runs the
// checks again: no report that had a fix may be left, so applying the
// fixes a second time changes nothing, and every report left was there
// before, on a rule without a fix: the fixes create none and leave none
// behind.
func TestFixRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks every fixture twice; skipped in -short mode")
	}
	gopath := t.TempDir()
	if err := os.CopyFS(filepath.Join(gopath, "src"), os.DirFS(filepath.Join("..", "testdata", "src"))); err != nil {
		t.Fatal(err)
	}
	patterns := fixturePackages(t, gopath)
	if len(patterns) == 0 {
		t.Fatal("no check fixtures found")
	}

	before := analyse(t, gopath, patterns)
	fixed := 0
	edits := make(map[string][]analysis.TextEdit) // by file
	var fset = before.fset
	for _, d := range before.diags {
		if len(d.diag.SuggestedFixes) == 0 {
			continue
		}
		fixed++
		for _, e := range d.diag.SuggestedFixes[0].TextEdits {
			name := fset.Position(e.Pos).Filename
			edits[name] = append(edits[name], e)
		}
	}
	if fixed == 0 {
		t.Fatal("no suggested fixes in the fixtures")
	}
	for name, es := range edits {
		if err := applyEdits(fset, name, es); err != nil {
			t.Fatal(err)
		}
	}

	build := exec.Command("go", append([]string{"build"}, patterns...)...)
	build.Dir = gopath
	build.Env = gopathEnv(gopath)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("the fixed fixtures do not build: %v\n%s", err, out)
	}

	// The reports of unfixable rules before the fixes, by package, check
	// and message: a report after the fixes must be one of them (its
	// line may have moved). Any other was created, or left behind, by
	// the fixes: a report that survives its own fix.
	unfixed := make(map[string]int)
	// A fix that derives a tool's key (modelkey's) answers every report
	// on that key, with a fix or not: the tools whose key was fixed, by
	// file.
	keyFixed := make(map[string][]string)
	for _, d := range before.diags {
		if len(d.diag.SuggestedFixes) == 0 {
			unfixed[d.key(before.fset)]++
		} else if tool, ok := strings.CutSuffix(strings.SplitAfter(d.diag.Message, " takes its idempotency key")[0], " takes its idempotency key"); ok && d.analyzer == "modelkey" {
			file := before.fset.Position(d.diag.Pos).Filename
			keyFixed[file] = append(keyFixed[file], tool)
		}
	}
	after := analyse(t, gopath, patterns)
	for _, d := range after.diags {
		pos := after.fset.Position(d.diag.Pos)
		if len(d.diag.SuggestedFixes) > 0 {
			t.Errorf("%s: %s: still reported with a fix after the fixes were applied: %s",
				pos, d.analyzer, d.diag.Message)
		}
		if keyChecks[d.analyzer] {
			for _, tool := range keyFixed[pos.Filename] {
				if regexp.MustCompile(`\b` + regexp.QuoteMeta(tool) + `\b`).MatchString(d.diag.Message) {
					t.Errorf("%s: %s: left behind by the fix that derived the key of %s: %s", pos, d.analyzer, tool, d.diag.Message)
				}
			}
		}
		if k := d.key(after.fset); unfixed[k] > 0 {
			unfixed[k]--
		} else {
			t.Errorf("%s: %s: reported after the fixes but not before them on an unfixable rule: %s",
				pos, d.analyzer, d.diag.Message)
		}
	}
	t.Logf("applied %d fixes in %d files; the result builds and has no fixable report left", fixed, len(edits))
}

// keyChecks are the checks that judge a tool's idempotency key.
var keyChecks = map[string]bool{"modelkey": true, "volatilekey": true, "partialkey": true}

type report struct {
	analyzer string
	diag     analysis.Diagnostic
}

// key identifies a report across the fixes, which move lines: its file,
// check and message.
func (r report) key(fset *token.FileSet) string {
	return fset.Position(r.diag.Pos).Filename + ": " + r.analyzer + ": " + r.diag.Message
}

type result struct {
	fset  *token.FileSet
	diags []report
}

func fixturePackages(t *testing.T, gopath string) []string {
	var out []string
	for _, a := range analyzers.Checks {
		dirs, _ := filepath.Glob(filepath.Join(gopath, "src", a.Name, "*"))
		for _, d := range dirs {
			if fi, err := os.Stat(d); err == nil && fi.IsDir() {
				rel, _ := filepath.Rel(filepath.Join(gopath, "src"), d)
				rel = filepath.ToSlash(rel)
				if gos, _ := filepath.Glob(filepath.Join(d, "*.go")); len(gos) == 0 {
					rel += "/..." // a multi-package fixture (handlers and server)
				}
				out = append(out, rel)
			}
		}
	}
	slices.Sort(out)
	return out
}

func gopathEnv(gopath string) []string {
	return append(os.Environ(), "GO111MODULE=off", "GOPATH="+gopath, "GOFLAGS=", "GOWORK=off")
}

// loadFixtures loads fixture packages from the GOPATH gopath as the
// standalone checker does, with their test files when tests is set, and
// fails the test when they do not load.
func loadFixtures(t *testing.T, gopath string, tests bool, patterns ...string) []*packages.Package {
	t.Helper()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax, Dir: gopath, Env: gopathEnv(gopath), Tests: tests}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		t.Fatal("fixtures do not load")
	}
	return pkgs
}

// rootActions runs the analyzers on pkgs and returns their actions on
// pkgs themselves, not on dependencies, failing the test when one fails.
func rootActions(t *testing.T, as []*analysis.Analyzer, pkgs []*packages.Package) []*checker.Action {
	t.Helper()
	graph, err := checker.Analyze(as, pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var roots []*checker.Action
	for act := range graph.All() {
		if !act.IsRoot {
			continue
		}
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		roots = append(roots, act)
	}
	return roots
}

func analyse(t *testing.T, gopath string, patterns []string) *result {
	t.Helper()
	pkgs := loadFixtures(t, gopath, false, patterns...)
	res := &result{fset: pkgs[0].Fset}
	for _, act := range rootActions(t, analyzers.Suite, pkgs) {
		for _, d := range act.Diagnostics {
			res.diags = append(res.diags, report{analyzer: act.Analyzer.Name, diag: d})
		}
	}
	return res
}

// applyEdits applies non-overlapping edits to a file; identical edits
// (two reports fixed by the same change) count once.
func applyEdits(fset *token.FileSet, name string, edits []analysis.TextEdit) error {
	src, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	type span struct {
		start, end int
		text       []byte
	}
	var spans []span
	for _, e := range edits {
		end := e.End
		if !end.IsValid() {
			end = e.Pos
		}
		spans = append(spans, span{fset.Position(e.Pos).Offset, fset.Position(end).Offset, e.NewText})
	}
	sort.Slice(spans, func(i, j int) bool {
		a, b := spans[i], spans[j]
		if a.start != b.start {
			return a.start < b.start
		}
		if a.end != b.end {
			return a.end < b.end
		}
		return bytes.Compare(a.text, b.text) < 0
	})
	var out bytes.Buffer
	last := 0
	for i, s := range spans {
		if i > 0 && s.start == spans[i-1].start && s.end == spans[i-1].end && bytes.Equal(s.text, spans[i-1].text) {
			continue
		}
		if s.start < last {
			return fmt.Errorf("%s: overlapping fixes at offset %d", name, s.start)
		}
		out.Write(src[last:s.start])
		out.Write(s.text)
		last = s.end
	}
	out.Write(src[last:])
	if !strings.HasSuffix(name, ".go") {
		return fmt.Errorf("fix edits a non-Go file: %s", name)
	}
	return os.WriteFile(name, out.Bytes(), 0o644)
}
