package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSuiteIsVets checks that suite lists the analyzers of the go
// command's own vet, in its order.
func TestSuiteIsVets(t *testing.T) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	vet := suiteOf(t, filepath.Join(strings.TrimSpace(string(out)), "src", "cmd", "vet", "main.go"))
	ours := suiteOf(t, "main.go")
	if !slices.Equal(vet, ours) {
		t.Errorf("cmd/vet's suite is\n\t%v\nvetsuite's is\n\t%v", vet, ours)
	}
}

// suiteOf returns the packages of the analyzers listed in the file's
// "var suite".
func suiteOf(t *testing.T, file string) []string {
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var pkgs []string
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || len(vs.Names) != 1 || vs.Names[0].Name != "suite" || len(vs.Values) != 1 {
			return true
		}
		for _, elt := range vs.Values[0].(*ast.CompositeLit).Elts {
			if sel, ok := elt.(*ast.SelectorExpr); ok {
				pkgs = append(pkgs, sel.X.(*ast.Ident).Name)
			}
		}
		return false
	})
	if len(pkgs) == 0 {
		t.Fatalf("%s: no var suite", file)
	}
	return pkgs
}
