package edit

import (
	"go/ast"
	"go/parser"
	"go/token"
	"sort"
	"testing"
)

// apply parses src, lets do edit it and returns the edited text.
func apply(t *testing.T, src string, do func(*Builder, *ast.File)) string {
	t.Helper()
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "a.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	b := (&Sources{fset: fset, readFile: func(string) ([]byte, error) { return []byte(src), nil }, content: make(map[*token.File][]byte)}).New()
	do(b, file)
	edits := b.Edits()
	sort.SliceStable(edits, func(i, j int) bool { return edits[i].Pos < edits[j].Pos })
	tf := fset.File(file.Pos())
	out, last := "", 0
	for _, e := range edits {
		start, end := tf.Offset(e.Pos), tf.Offset(e.End)
		if start < last {
			t.Fatalf("overlapping edits")
		}
		out += src[last:start] + string(e.NewText)
		last = end
	}
	out += src[last:]
	if _, err := parser.ParseFile(token.NewFileSet(), "out.go", out, 0); err != nil {
		t.Errorf("edited source does not parse: %v\n%s", err, out)
	}
	return out
}

func TestAddImports(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"no imports", "package p\n", "package p\n\nimport (\n\t\"errors\"\n\t\"os\"\n)\n"},
		{"one import", "package p\n\nimport \"fmt\"\n", "package p\n\nimport \"fmt\"\nimport \"errors\"\nimport \"os\"\n"},
		{"empty block", "package p\n\nimport ()\n", "package p\n\nimport (\n\t\"errors\"\n\t\"os\"\n)\n"},
		{
			"sorted into the standard group",
			"package p\n\nimport (\n\t\"context\"\n\t\"fmt\"\n\n\t\"example.com/x\"\n)\n",
			"package p\n\nimport (\n\t\"context\"\n\t\"errors\"\n\t\"fmt\"\n\t\"os\"\n\n\t\"example.com/x\"\n)\n",
		},
		{
			"a comment ending the group stays",
			"package p\n\nimport (\n\t\"context\" // why\n)\n",
			"package p\n\nimport (\n\t\"context\" // why\n\t\"errors\"\n\t\"os\"\n)\n",
		},
		{
			"a doc comment stays with its import",
			"package p\n\nimport (\n\t// why\n\t\"strings\"\n)\n",
			"package p\n\nimport (\n\t\"errors\"\n\t\"os\"\n\t// why\n\t\"strings\"\n)\n",
		},
		{
			"no standard group",
			"package p\n\nimport (\n\t\"example.com/x\"\n)\n",
			"package p\n\nimport (\n\t\"errors\"\n\t\"os\"\n\n\t\"example.com/x\"\n)\n",
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := apply(t, tc.src, func(b *Builder, f *ast.File) { b.AddImports(f, "os", "errors") })
			if got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

func TestDeleteElem(t *testing.T) {
	src := "package p\n\nvar a = []string{\n\t\"x\",\n\t// about y\n\t\"y\", // y\n\t\"z\",\n}\n\nvar b = []string{\"x\", \"y\", \"z\"}\n"
	want := "package p\n\nvar a = []string{\n\t\"x\",\n\t\"z\",\n}\n\nvar b = []string{\"x\", \"z\"}\n"
	got := apply(t, src, func(b *Builder, f *ast.File) {
		for _, d := range f.Decls {
			lit := d.(*ast.GenDecl).Specs[0].(*ast.ValueSpec).Values[0].(*ast.CompositeLit)
			if !b.DeleteElem(lit.Elts, 1, lit.Lbrace+1, lit.Rbrace) {
				t.Error("DeleteElem failed")
			}
		}
	})
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestBranches(t *testing.T) {
	src := "package p\n\nfunc f() string {\n\tx := \"a\"\n\treturn x\n}\n"
	want := "package p\n\nfunc f() string {\n\tif ok {\n\t\tx = \"b\"\n\t} else {\n\t\tx := \"a\"\n\t}\n\tif done {\n\t\treturn \"\"\n\t}\n\treturn x\n}\n"
	got := apply(t, src, func(b *Builder, f *ast.File) {
		body := f.Decls[0].(*ast.FuncDecl).Body.List
		if !b.WrapInBranch(body[0], "ok", `x = "b"`) || !b.InsertBranch(body[1], "done", `return ""`) {
			t.Error("branch failed")
		}
	})
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

func TestDeleteImport(t *testing.T) {
	for _, tc := range []struct{ name, src, path, want string }{
		{"first of several", "package p\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n", `"fmt"`, "package p\n\nimport (\n\t\"os\"\n)\n"},
		{"last of several", "package p\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n", `"os"`, "package p\n\nimport (\n\t\"fmt\"\n)\n"},
		{"named", "package p\n\nimport (\n\tf \"fmt\"\n\t\"os\"\n)\n", `"fmt"`, "package p\n\nimport (\n\t\"os\"\n)\n"},
		{"alone", "package p\n\nimport \"fmt\"\n\nvar x = 1\n", `"fmt"`, "package p\n\nvar x = 1\n"},
		{"alone in a block", "package p\n\nimport (\n\t\"fmt\"\n)\n\nvar x = 1\n", `"fmt"`, "package p\n\nvar x = 1\n"},
		{"the next import's comment stays", "package p\n\nimport (\n\t\"fmt\"\n\t// why\n\t\"os\"\n)\n", `"fmt"`, "package p\n\nimport (\n\t// why\n\t\"os\"\n)\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := apply(t, tc.src, func(b *Builder, f *ast.File) {
				for _, spec := range f.Imports {
					if spec.Path.Value == tc.path && !b.DeleteImport(f, spec) {
						t.Error("DeleteImport failed")
					}
				}
			})
			if got != tc.want {
				t.Errorf("got\n%q\nwant\n%q", got, tc.want)
			}
		})
	}
	// An import another edit adds before the deleted one does not
	// overlap it.
	src := "package p\n\nimport (\n\t\"os\"\n\t\"strconv\"\n)\n"
	got := apply(t, src, func(b *Builder, f *ast.File) {
		b.AddImports(f, "fmt")
		b.DeleteImport(f, f.Imports[1])
		if !b.Disjoint() {
			t.Error("the edits overlap")
		}
	})
	if want := "package p\n\nimport (\n\t\"fmt\"\n\t\"os\"\n)\n"; got != want {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}
