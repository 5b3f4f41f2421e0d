package analyzers_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestShapesKeepFindings runs every check on a tool (testdata/src/shapes/
// original) and on mutants of it that change its shape and not its
// contract: the handler made by an immediately called closure, the
// handler literal moved into a variable, the write extracted into a
// helper, the argument reads inlined. Each must have the same findings
// (issue 30: 6 of 18 mutants of the examples lost their tools).
func TestShapesKeepFindings(t *testing.T) {
	gopath, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	mutants := []string{"iife", "variable", "extracted", "inlined"}
	res := analyse(t, gopath, append([]string{"shapes/original"}, prefixed("shapes/", mutants)...))
	found := make(map[string][]string) // package name: checks
	for _, r := range res.diags {
		file := res.fset.Position(r.diag.Pos).Filename
		pkg := filepath.Base(filepath.Dir(file))
		if !strings.Contains(strings.ToLower(r.diag.Message), "refund") {
			t.Errorf("%s: %s: the message is not about the refund: %s", pkg, r.analyzer, r.diag.Message)
		}
		found[pkg] = append(found[pkg], r.analyzer)
	}
	want := found["original"]
	slices.Sort(want)
	if len(want) < 3 {
		t.Fatalf("the original has findings %v, want at least retrydoc, nolookup and timeouterr", want)
	}
	for _, m := range mutants {
		got := found[m]
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: findings %v, want the original's %v", m, got, want)
		}
	}
}

func prefixed(prefix string, names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = prefix + n
	}
	return out
}
