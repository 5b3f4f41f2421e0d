package tools

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"runtime"
	"testing"
	"time"
	"weak"
)

// TestDeclaredErrorResults checks that the error results a package's
// neutral tool types declare are worked out once per package, and
// forgotten with it.
func TestDeclaredErrorResults(t *testing.T) {
	const src = `package api

import "context"

type ToolCallResult struct {
	Content string
	Error   error
}

type ServerTool struct {
	Name        string
	Description string
	InputSchema map[string]any
	Handler     func(ctx context.Context, args map[string]any) (*ToolCallResult, error)
}
`
	check := func() (*types.Package, weak.Pointer[types.Package]) {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "api.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		conf := types.Config{Importer: importer.Default()}
		pkg, err := conf.Check("example.com/srv/api", fset, []*ast.File{f}, nil)
		if err != nil {
			t.Fatal(err)
		}
		return pkg, weak.Make(pkg)
	}
	pkg, key := check()
	first := declaredErrorResults(pkg)
	if len(first) != 1 || first[0].ErrorField != "Error" {
		t.Fatalf("declaredErrorResults = %+v, want the Error field of ToolCallResult", first)
	}
	if again := declaredErrorResults(pkg); &again[0] != &first[0] {
		t.Errorf("declaredErrorResults worked the package out twice")
	}
	if !declared.holds(key) {
		t.Fatalf("no entry kept for the package")
	}
	runtime.KeepAlive(pkg)
	waitForgotten(t, declared.holds, key)
}

// waitForgotten collects garbage until a memo no longer holds the
// entry of a package nothing else refers to, and fails after ten seconds.
func waitForgotten(t *testing.T, holds func(weak.Pointer[types.Package]) bool, key weak.Pointer[types.Package]) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; {
		runtime.GC()
		if !holds(key) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal("the entry outlived its package")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
