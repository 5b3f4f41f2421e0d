package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/idemlint/idemlint/config"
	"golang.org/x/tools/go/packages"
)

// TestAnalysisRoots checks which loaded packages the checks run on: the
// test variants only when the package's configuration sets tests, the
// test main never.
func TestAnalysisRoots(t *testing.T) {
	t.Cleanup(func() { config.SetOverrides(nil) })
	module := func(yml string) string {
		dir := t.TempDir()
		files := map[string]string{"go.mod": "module example.com/m\n\ngo 1.26\n"}
		if yml != "" {
			files[".idemlint.yml"] = yml
		}
		for name, content := range files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return dir
	}
	cache := t.TempDir() // where go test writes a test main
	loaded := func(dir string) []*packages.Package {
		src, test := filepath.Join(dir, "p.go"), filepath.Join(dir, "p_test.go")
		return []*packages.Package{
			{ID: "example.com/m/p", Name: "p", GoFiles: []string{src}},
			{ID: "example.com/m/p [example.com/m/p.test]", Name: "p", GoFiles: []string{src, test}},
			{ID: "example.com/m/p_test [example.com/m/p.test]", Name: "p_test", GoFiles: []string{filepath.Join(dir, "x_test.go")}},
			{ID: "example.com/m/p.test", Name: "main", GoFiles: []string{filepath.Join(cache, "testmain.go")}},
			// A package of an odd name is not a test main.
			{ID: "example.com/m/cmd/run.test", Name: "run", GoFiles: []string{filepath.Join(dir, "cmd", "run.test", "run.go")}},
		}
	}
	ids := func(pkgs []*packages.Package) []string {
		var out []string
		for _, p := range pkgs {
			out = append(out, p.ID)
		}
		return out
	}
	withTests := []string{
		"example.com/m/p",
		"example.com/m/p [example.com/m/p.test]",
		"example.com/m/p_test [example.com/m/p.test]",
		"example.com/m/cmd/run.test",
	}
	withoutTests := []string{"example.com/m/p", "example.com/m/cmd/run.test"}

	for _, tc := range []struct {
		name     string
		yml      string
		override *config.Config
		want     []string
	}{
		{"default", "", nil, withoutTests},
		{"file sets tests", "tests: true\n", nil, withTests},
		{"file leaves tests out", "tests: false\n", nil, withoutTests},
		{"override sets tests", "", &config.Config{Tests: true}, withTests},
		// The error is the configuration's, reported for every package.
		{"bad file", "tests: \"true\"\n", nil, withTests},
	} {
		t.Run(tc.name, func(t *testing.T) {
			config.SetOverrides(tc.override)
			defer config.SetOverrides(nil)
			got := ids(analysisRoots(loaded(module(tc.yml))))
			if !slices.Equal(got, tc.want) {
				t.Errorf("analysisRoots = %q, want %q", got, tc.want)
			}
		})
	}
}
