package tools_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/packages"
)

// The layout tests hold the house rules that keep knowledge in one place:
// only a framework's adapter knows the framework, and the passes never
// depend on the checks.

const modulePath = "github.com/idemlint/idemlint"

func repoRoot(t *testing.T) string {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatal(err)
	}
	return root
}

// exempt reports whether a file may name frameworks freely: fixtures,
// documentation, tests, examples, benchmark generators and module files.
func exempt(rel string, d fs.DirEntry) bool {
	name := d.Name()
	if d.IsDir() {
		switch name {
		case ".git", "testdata", "docs", "examples", "bench":
			return true
		}
		return false
	}
	switch {
	case strings.HasSuffix(name, "_test.go"), name == "doc.go", strings.HasSuffix(name, ".md"),
		name == "go.mod", name == "go.sum", name == "go.work", name == "go.work.sum":
		return true
	}
	return false
}

var frameworkConst = regexp.MustCompile(`Framework = "([^"]+)"`)

// TestFrameworkPathsOnlyInAdapters fails when a framework's module path
// appears anywhere but in its adapter file under passes/tools (the file
// that declares its Framework): not in the checks, not in internal/flow,
// not in the effects catalogue.
func TestFrameworkPathsOnlyInAdapters(t *testing.T) {
	root := repoRoot(t)
	adapterFile := make(map[tools.Framework]string)
	dir := filepath.Join(root, "passes", "tools")
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range frameworkConst.FindAllStringSubmatch(string(src), -1) {
			adapterFile[tools.Framework(m[1])] = filepath.Join("passes", "tools", e.Name())
		}
	}
	type known struct {
		fw      tools.Framework
		modules []string
	}
	var frameworks []known
	for _, fw := range tools.Frameworks() {
		if adapterFile[fw] == "" {
			t.Errorf("framework %s: no file under passes/tools declares it", fw)
		}
		mods := tools.Modules(fw)
		if len(mods) == 0 {
			t.Errorf("framework %s: no module paths", fw)
		}
		frameworks = append(frameworks, known{fw, mods})
	}
	if len(frameworks) < 10 {
		t.Fatalf("only %d frameworks: the adapter list is not being read", len(frameworks))
	}

	checked := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if rel != "." && exempt(rel, d) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		checked++
		for _, k := range frameworks {
			if rel == adapterFile[k.fw] {
				continue
			}
			for _, m := range k.modules {
				if strings.Contains(string(src), m) {
					t.Errorf("%s names %s (framework %s): only its adapter %s may; ask passes/tools instead", rel, m, k.fw, adapterFile[k.fw])
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 50 {
		t.Errorf("only %d files checked: the walk is not reading the repository", checked)
	}
}

// TestPassesDoNotImportAnalyzers fails when a package under passes/, or
// its tests, depends on a check under analyzers/: data flows from the
// passes to the checks, never back.
func TestPassesDoNotImportAnalyzers(t *testing.T) {
	cfg := &packages.Config{
		Mode:  packages.NeedName | packages.NeedImports | packages.NeedDeps,
		Dir:   repoRoot(t),
		Tests: true,
	}
	pkgs, err := packages.Load(cfg, "./passes/...")
	if err != nil {
		t.Fatal(err)
	}
	if len(pkgs) == 0 {
		t.Fatal("no packages under passes/")
	}
	for _, p := range pkgs {
		var path []string
		seen := make(map[string]bool)
		var walk func(*packages.Package) bool
		walk = func(q *packages.Package) bool {
			if seen[q.PkgPath] {
				return false
			}
			seen[q.PkgPath] = true
			path = append(path, q.PkgPath)
			if strings.HasPrefix(q.PkgPath, modulePath+"/analyzers") {
				return true
			}
			for _, imp := range sortedImports(q) {
				if walk(imp) {
					return true
				}
			}
			path = path[:len(path)-1]
			return false
		}
		if walk(p) {
			t.Errorf("%s depends on a check: %s", p.ID, strings.Join(path, " -> "))
		}
	}
}

func sortedImports(p *packages.Package) []*packages.Package {
	var keys []string
	for k := range p.Imports {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	out := make([]*packages.Package, len(keys))
	for i, k := range keys {
		out[i] = p.Imports[k]
	}
	return out
}
