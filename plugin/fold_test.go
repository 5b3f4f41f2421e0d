package plugin

import (
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func TestFoldDiagnostic(t *testing.T) {
	fset := token.NewFileSet()
	a := fset.AddFile("/m/p/a.go", -1, 100)
	a.SetLines([]int{0, 10, 20, 30})
	b := fset.AddFile("/m/q/b.go", -1, 100)
	b.SetLines([]int{0, 10})
	d := analysis.Diagnostic{
		Pos:     a.Pos(12),
		Message: "the description does not say whether retrying is safe",
		Related: []analysis.RelatedInformation{
			{Pos: a.Pos(23), Message: "the tool writes here"},
			{Pos: b.Pos(11), Message: "the key reaches Record here"},
		},
	}
	got := foldDiagnostic(fset, d)
	const want = "the description does not say whether retrying is safe" +
		"; the tool writes here (a.go:3:4)" +
		"; the key reaches Record here (/m/q/b.go:2:2)"
	if got.Message != want || got.Related != nil {
		t.Errorf("foldDiagnostic:\n got %q, Related %v\nwant %q, no Related", got.Message, got.Related, want)
	}
	plain := analysis.Diagnostic{Pos: a.Pos(1), Message: "m"}
	if got := foldDiagnostic(fset, plain); got.Message != "m" {
		t.Errorf("foldDiagnostic without Related changed the message to %q", got.Message)
	}
}

func TestBuildAnalyzersKeepNames(t *testing.T) {
	p, err := New(map[string]any{})
	if err != nil {
		t.Fatal(err)
	}
	as, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	if err := analysis.Validate(as); err != nil {
		t.Fatalf("BuildAnalyzers: %v", err)
	}
	seen := map[string]bool{}
	for _, a := range as {
		if seen[a.Name] {
			t.Errorf("analyzer %s listed twice", a.Name)
		}
		seen[a.Name] = true
	}
	for _, name := range []string{"retrydoc", "timeouterr", "keyttl"} {
		if !seen[name] {
			t.Errorf("check %s missing: golangci-lint names each issue by its analyzer", name)
		}
	}
}
