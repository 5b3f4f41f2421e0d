package astpath_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"github.com/idemlint/idemlint/internal/astpath"
	"golang.org/x/tools/go/ast/astutil"
)

// TestSameAsAstutil asks both for the path of every node's interval, its
// start alone, its end alone, and random intervals, in real files: the
// standard library's go/ast, two files of net/http, and this package.
func TestSameAsAstutil(t *testing.T) {
	var files []string
	for _, pattern := range []string{
		filepath.Join(runtime.GOROOT(), "src", "go", "ast", "*.go"),
		filepath.Join(runtime.GOROOT(), "src", "net", "http", "c*.go"),
		"*.go",
	} {
		matches, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, matches...)
	}
	if len(files) < 20 {
		t.Fatalf("found only %d files", len(files))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	asked := 0
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		fset := token.NewFileSet()
		file, err := parser.ParseFile(fset, name, src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		same := func(start, end token.Pos) {
			asked++
			want, wantExact := astutil.PathEnclosingInterval(file, start, end)
			got, gotExact := astpath.Enclosing(file, start, end)
			if !slices.Equal(got, want) || gotExact != wantExact {
				t.Fatalf("%s: [%v, %v): got %d nodes (exact %v), want %d (exact %v)",
					name, fset.Position(start), fset.Position(end), len(got), gotExact, len(want), wantExact)
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if n != nil {
				same(n.Pos(), n.End())
				same(n.Pos(), n.Pos())
				same(n.End(), n.End())
			}
			return true
		})
		for range 200 {
			a := file.FileStart + token.Pos(rng.IntN(int(file.FileEnd-file.FileStart)+1))
			b := a + token.Pos(rng.IntN(64))
			same(a, b)
			same(b, a)
		}
	}
	t.Logf("%d intervals in %d files", asked, len(files))
}
