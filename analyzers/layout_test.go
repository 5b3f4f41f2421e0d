package analyzers_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/analyzers"
)

// TestPassesLayout: the passes compute and the checks read. No file
// under passes/ is named after a check (what only one check uses lives
// in that check's package), and no exported function or method of a
// pass takes an *analysis.Pass (a check never hands its own pass back
// for the pass to compute more).
func TestPassesLayout(t *testing.T) {
	checks := make(map[string]bool)
	for _, a := range analyzers.Suite {
		checks[a.Name] = true
	}
	fset := token.NewFileSet()
	err := filepath.WalkDir("../passes", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		base := strings.TrimSuffix(strings.TrimSuffix(filepath.Base(path), ".go"), "_test")
		if checks[base] {
			t.Errorf("%s is named after the check %s: move what only that check uses into its package", path, base)
		}
		if strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || !fd.Name.IsExported() {
				continue
			}
			for _, field := range fd.Type.Params.List {
				if star, ok := field.Type.(*ast.StarExpr); ok {
					if sel, ok := star.X.(*ast.SelectorExpr); ok && sel.Sel.Name == "Pass" {
						if id, ok := sel.X.(*ast.Ident); ok && id.Name == "analysis" {
							t.Errorf("%s: %s takes an *analysis.Pass: compute it in the pass's run instead", fset.Position(fd.Pos()), fd.Name.Name)
						}
					}
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
