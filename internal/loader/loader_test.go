package loader

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// module is a module with what loading must get right besides good
// code: a type error and an importer of its package, a syntax error, a
// test variant that shares its package's files, an external test
// package, an import that does not resolve, and an import cycle.
var module = map[string]string{
	"go.mod":          "module example.com/m\n\ngo 1.22\n",
	"ok/ok.go":        "package ok\n\nimport \"net/http\"\n\n// Get gets.\nfunc Get(url string) (*http.Response, error) { return http.Get(url) }\n\ntype T[P any] struct{ p P }\n\nvar _ = T[int]{}\n",
	"ok/ok_test.go":   "package ok\n\nimport \"testing\"\n\nfunc TestGet(t *testing.T) { _ = Get }\n",
	"ok/x_test.go":    "package ok_test\n\nimport (\n\t\"testing\"\n\n\t\"example.com/m/ok\"\n)\n\nfunc TestX(t *testing.T) { _ = ok.Get }\n",
	"bad/bad.go":      "package bad\n\nvar X int = \"not an int\"\n",
	"user/user.go":    "package user\n\nimport \"example.com/m/bad\"\n\nvar Y = bad.X\n",
	"syntax/s.go":     "package syntax\n\nfunc f( {\n",
	"missing/m.go":    "package missing\n\nimport \"example.com/m/nowhere\"\n\nvar _ = nowhere.X\n",
	"cycle/a/a.go":    "package a\n\nimport \"example.com/m/cycle/b\"\n\nvar A = b.B\n",
	"cycle/b/b.go":    "package b\n\nimport \"example.com/m/cycle/a\"\n\nvar B = a.A\n",
	"generic/g.go":    "package generic\n\nimport \"example.com/m/ok\"\n\nvar V ok.T[string]\n",
	"unsafeuser/u.go": "package unsafeuser\n\nimport \"unsafe\"\n\nvar S = unsafe.Sizeof(0)\n",
}

// TestSameAsPackages checks that Metadata and Load give every package
// what packages.Load gives it in LoadAllSyntax|NeedModule mode: the same
// metadata, syntax, types, types.Info and errors.
func TestSameAsPackages(t *testing.T) {
	if testing.Short() {
		t.Skip("loads net/smtp twice")
	}
	dir := t.TempDir()
	for name, src := range module {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg := packages.Config{Dir: dir, Tests: true, Env: append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")}
	patterns := []string{"./...", "net/smtp"} // net: cgo, so files from the build cache

	wantByID := loadWithPackages(t, cfg, patterns)
	gotByID := compareLoad(t, cfg, patterns, wantByID, false)
	// Without object resolution, all but the ast.Object fields is the same.
	compareLoad(t, cfg, patterns, wantByID, true)

	// What the module must exercise, so that the comparison means
	// something: an ill-typed importer of an ill-typed package, a parse
	// error, and a test variant whose files are its package's.
	for id, wantErr := range map[string]bool{"example.com/m/bad": true, "example.com/m/user": false, "example.com/m/syntax": true} {
		if p := gotByID[id]; p == nil || !p.IllTyped || (len(p.Errors) > 0) != wantErr {
			t.Errorf("%s: want ill-typed, with errors of its own: %v", id, wantErr)
		}
	}
	pkg, variant := gotByID["example.com/m/ok"], gotByID["example.com/m/ok [example.com/m/ok.test]"]
	if pkg == nil || variant == nil || !slices.ContainsFunc(variant.Syntax, func(f *ast.File) bool { return f == pkg.Syntax[0] }) {
		t.Errorf("the test variant of ok does not share ok's parsed files")
	}
}

// TestIgnoreFuncBodies checks that a package checked without its function
// bodies has the same declarations (the types of the tables whose
// elements the type checker did not see included), the same syntax and
// nothing from inside a body, and that its importers are loaded as
// go/packages loads them.
func TestIgnoreFuncBodies(t *testing.T) {
	if testing.Short() {
		t.Skip("loads net/smtp twice")
	}
	cfg := packages.Config{Tests: true}
	patterns := []string{"net/smtp"}
	wantByID := loadWithPackages(t, cfg, patterns)

	pkgs, ld, err := Metadata(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	initial := make(map[*packages.Package]bool)
	for _, p := range pkgs {
		initial[p] = true
	}
	ld.IgnoreFuncBodies = func(p *packages.Package) bool { return !initial[p] }
	packages.Visit(pkgs, nil, ld.Load)
	ignored, wantLits, gotLits := 0, 0, 0
	for id, g := range byID(pkgs) {
		w := wantByID[id]
		if initial[g] {
			if ws, gs := describe(w), describe(g); ws != gs {
				t.Errorf("package %s, checked whole, differs:\n--- go/packages\n%s\n--- loader\n%s", id, ws, gs)
			}
			continue
		}
		ignored++
		if ws, gs := declarations(w), declarations(g); ws != gs {
			t.Errorf("package %s, checked without bodies, declares other things:\n--- go/packages\n%s\n--- loader\n%s", id, ws, gs)
		}
		// The type checker saw tables without their elements; the syntax,
		// which a test variant may share, keeps them.
		if we, ge := elements(w), elements(g); we != ge {
			t.Errorf("package %s, checked without bodies: %d elements of composite literals in its syntax, want %d", id, ge, we)
		}
		wantLits += typedTableLiterals(w)
		gotLits += typedTableLiterals(g)
		for _, f := range g.Syntax {
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
					ast.Inspect(fd.Body, func(n ast.Node) bool {
						if id, ok := n.(*ast.Ident); ok && (g.TypesInfo.Uses[id] != nil || g.TypesInfo.Defs[id] != nil) {
							t.Errorf("%s: %s, in a function body, is in types.Info", g.Fset.Position(id.Pos()), id.Name)
							return false
						}
						return true
					})
				}
			}
		}
	}
	if ignored < 10 {
		t.Errorf("only %d packages checked without bodies", ignored)
	}
	// The tables' elements are most of their literals (crypto's P-256
	// table alone has 88,000); the rest are in keyed arrays and calls.
	if gotLits*10 > wantLits {
		t.Errorf("%d of the %d literals of package-level variables were type-checked without bodies", gotLits, wantLits)
	}
}

// typedTableLiterals counts the basic literals in the values of p's
// package-level variables that types.Info records.
func typedTableLiterals(p *packages.Package) int {
	n := 0
	for _, f := range p.Syntax {
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				ast.Inspect(gd, func(node ast.Node) bool {
					if lit, ok := node.(*ast.BasicLit); ok {
						if _, ok := p.TypesInfo.Types[lit]; ok {
							n++
						}
					}
					return true
				})
			}
		}
	}
	return n
}

// elements counts the elements of the composite literals in p's syntax.
func elements(p *packages.Package) int {
	n := 0
	for _, f := range p.Syntax {
		ast.Inspect(f, func(node ast.Node) bool {
			if lit, ok := node.(*ast.CompositeLit); ok {
				n += len(lit.Elts)
			}
			return true
		})
	}
	return n
}

// declarations prints what a package declares and whether it is well
// typed, which checking it without bodies must not change.
func declarations(p *packages.Package) string {
	var b strings.Builder
	fmt.Fprintf(&b, "ill-typed %v, %d errors, complete %v\n", p.IllTyped, len(p.Errors), p.Types.Complete())
	for _, name := range p.Types.Scope().Names() {
		obj := p.Types.Scope().Lookup(name)
		fmt.Fprintf(&b, "%s\n", types.ObjectString(obj, nil))
		if tn, ok := obj.(*types.TypeName); ok {
			for m := range types.NewMethodSet(types.NewPointer(tn.Type())).Methods() {
				fmt.Fprintf(&b, "  %s\n", m)
			}
		}
	}
	return b.String()
}

// loadWithPackages loads patterns as go/packages does in
// LoadAllSyntax|NeedModule mode and returns the packages by ID.
func loadWithPackages(t *testing.T, cfg packages.Config, patterns []string) map[string]*packages.Package {
	t.Helper()
	cfg.Mode = packages.LoadAllSyntax | packages.NeedModule
	pkgs, err := packages.Load(&cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	return byID(pkgs)
}

// compareLoad loads patterns with the loader and compares every package
// with go/packages' (want), then returns them by ID. With skipObjects,
// the files must hold no ast.Object and the rest must be the same.
func compareLoad(t *testing.T, cfg packages.Config, patterns []string, want map[string]*packages.Package, skipObjects bool) map[string]*packages.Package {
	t.Helper()
	pkgs, ld, err := Metadata(cfg, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	ld.SkipObjectResolution = skipObjects
	packages.Visit(pkgs, nil, ld.Load)

	got := byID(pkgs)
	if !skipObjects && objects(got["example.com/m/ok"]) == 0 {
		t.Fatal("objects finds no ast.Object in a resolved package: the check without resolution would prove nothing")
	}
	if w, g := slices.Sorted(maps.Keys(want)), slices.Sorted(maps.Keys(got)); !slices.Equal(w, g) {
		t.Fatalf("packages differ:\ngo/packages: %v\nloader:      %v", w, g)
	}
	for id, w := range want {
		g := got[id]
		// The one difference the package doc owns up to.
		ws := unresolved.ReplaceAllString(describe(w), "(no metadata for $1)")
		gs := describe(g)
		if skipObjects {
			ws = unresolvedCount.ReplaceAllString(ws, "")
			gs = unresolvedCount.ReplaceAllString(gs, "")
			if n := objects(g); n > 0 {
				t.Errorf("package %s: %d ast.Objects with SkipObjectResolution", id, n)
			}
		}
		if ws != gs {
			t.Errorf("package %s differs (skipping objects: %v):\n--- go/packages\n%s\n--- loader\n%s", id, skipObjects, ws, gs)
		}
	}
	return got
}

// unresolvedCount matches describe's count of a file's unresolved
// identifiers, which object resolution finds.
var unresolvedCount = regexp.MustCompile(`, \d+ unresolved`)

// objects counts the ast.Objects and scopes object resolution left in
// p's files.
func objects(p *packages.Package) int {
	n := 0
	for _, f := range p.Syntax {
		if f.Scope != nil {
			n++
		}
		ast.Inspect(f, func(node ast.Node) bool {
			if id, ok := node.(*ast.Ident); ok && id.Obj != nil {
				n++
			}
			return true
		})
	}
	return n
}

// unresolved matches what go/packages says of an import go list could
// not resolve, where the loader says "no metadata".
var unresolved = regexp.MustCompile(`\(import cycle: \[(\S+) [^]]*\]\)`)

func byID(initial []*packages.Package) map[string]*packages.Package {
	m := make(map[string]*packages.Package)
	packages.Visit(initial, nil, func(p *packages.Package) { m[p.ID] = p })
	return m
}

// describe prints what a package holds, positions by file name, line and
// column, so that two loads with different file sets compare.
func describe(p *packages.Package) string {
	var b strings.Builder
	fmt.Fprintf(&b, "name %s path %s module %v ill-typed %v sizes %v\n", p.Name, p.PkgPath, p.Module != nil && p.Module.Path != "", p.IllTyped, p.TypesSizes.Sizeof(types.Typ[types.Int]))
	fmt.Fprintf(&b, "go files %v\ncompiled %v\nother %v\nignored %v\n", p.GoFiles, p.CompiledGoFiles, p.OtherFiles, p.IgnoredFiles)
	for _, e := range p.Errors {
		fmt.Fprintf(&b, "error %s %q %v\n", e.Pos, e.Msg, e.Kind)
	}
	fmt.Fprintf(&b, "%d type errors\n", len(p.TypeErrors))
	for _, f := range p.Syntax {
		fmt.Fprintf(&b, "file %s: %d decls, %d comments, %d unresolved\n", p.Fset.Position(f.Package), len(f.Decls), len(f.Comments), len(f.Unresolved))
	}
	fmt.Fprintf(&b, "types %s complete %v\n", p.Types.Path(), p.Types.Complete())
	for _, name := range p.Types.Scope().Names() {
		fmt.Fprintf(&b, "  %s\n", types.ObjectString(p.Types.Scope().Lookup(name), nil))
	}
	info := p.TypesInfo
	fmt.Fprintf(&b, "info: %d types, %d defs, %d uses, %d implicits, %d instances, %d scopes, %d selections, %d versions\n",
		len(info.Types), len(info.Defs), len(info.Uses), len(info.Implicits), len(info.Instances), len(info.Scopes), len(info.Selections), len(info.FileVersions))
	var uses []string
	for id, obj := range info.Uses {
		uses = append(uses, fmt.Sprintf("%s %s", p.Fset.Position(id.Pos()), types.ObjectString(obj, nil)))
	}
	slices.Sort(uses)
	b.WriteString(strings.Join(uses, "\n"))
	return b.String()
}

// TestOverlay checks that an overlay replaces a file on disk and adds a
// file that is not there yet, for go list and for parsing: an editor's
// unsaved buffers.
func TestOverlay(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"go.mod":   "module example.com/m\n\ngo 1.22\n",
		"p/p.go":   "package p\n\nvar X int = \"not an int\"\n",
		"q/q.go":   "package q\n\nimport \"example.com/m/p\"\n\nvar Y = p.X\n",
		"p/new.go": "", // not written: only in the overlay
	}
	for name, src := range files {
		if src == "" {
			continue
		}
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cfg := packages.Config{Dir: dir, Env: append(os.Environ(), "GOWORK=off"), Overlay: map[string][]byte{
		filepath.Join(dir, "p/p.go"):   []byte("package p\n\nvar X = Z\n"),
		filepath.Join(dir, "p/new.go"): []byte("package p\n\nconst Z = 1\n"),
	}}
	initial, l, err := Metadata(cfg, "./q")
	if err != nil {
		t.Fatal(err)
	}
	packages.Visit(initial, nil, func(pkg *packages.Package) { l.Load(pkg) })
	q := initial[0]
	p := q.Imports["example.com/m/p"]
	if len(p.GoFiles) != 2 {
		t.Errorf("p's files = %v, want p.go and the overlay's new.go", p.GoFiles)
	}
	for _, pkg := range []*packages.Package{p, q} {
		if len(pkg.Errors) > 0 {
			t.Errorf("%s: %v, want no errors: the overlay fixes p", pkg.PkgPath, pkg.Errors)
		}
	}
}

// TestSession checks that a Session reuses the packages an edit did not
// change, and loads again the edited package and those importing it.
func TestSession(t *testing.T) {
	dir := t.TempDir()
	for name, src := range map[string]string{
		"go.mod": "module example.com/m\n\ngo 1.22\n",
		"a/a.go": "package a\n\nconst A = 1\n",
		"b/b.go": "package b\n\nimport \"example.com/m/a\"\n\nconst B = a.A\n",
		"c/c.go": "package c\n\nimport \"example.com/m/b\"\n\nconst C = b.B\n",
		"d/d.go": "package d\n\nimport \"example.com/m/a\"\n\nconst D = a.A\n",
	} {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := NewSession()
	load := func(overlay map[string][]byte) map[string]*packages.Package {
		t.Helper()
		cfg := packages.Config{Dir: dir, Env: append(os.Environ(), "GOWORK=off"), Overlay: overlay}
		initial, l, err := s.Metadata(cfg, nil, "./c", "./d")
		if err != nil {
			t.Fatal(err)
		}
		byPath := make(map[string]*packages.Package)
		packages.Visit(initial, nil, func(pkg *packages.Package) {
			l.Load(pkg)
			byPath[pkg.PkgPath] = pkg
			if len(pkg.Errors) > 0 {
				t.Errorf("%s: %v", pkg.PkgPath, pkg.Errors)
			}
		})
		return byPath
	}
	first := load(nil)
	second := load(nil)
	for path, pkg := range first {
		if second[path] != pkg {
			t.Errorf("nothing changed, but %s was loaded again", path)
		}
	}
	if s.Listed != 1 {
		t.Errorf("go list ran %d times for two loads of the same files, want once", s.Listed)
	}
	third := load(map[string][]byte{filepath.Join(dir, "b", "b.go"): []byte("package b\n\nimport \"example.com/m/a\"\n\nconst B = a.A + 1\n")})
	for path, reused := range map[string]bool{"example.com/m/a": true, "example.com/m/b": false, "example.com/m/c": false, "example.com/m/d": true} {
		if got := third[path] == first[path]; got != reused {
			t.Errorf("after an edit of b: %s reused = %v, want %v", path, got, reused)
		}
	}
	if third["example.com/m/c"].Imports["example.com/m/b"] != third["example.com/m/b"] || third["example.com/m/b"].Imports["example.com/m/a"] != first["example.com/m/a"] {
		t.Errorf("the imports do not point at the packages loaded")
	}
	if s.Fset.File(first["example.com/m/b"].Syntax[0].FileStart) != nil {
		t.Errorf("the old b.go is still in the FileSet")
	}

	// go list runs again only when what it reads may have changed.
	for _, c := range []struct {
		what    string
		overlay string // b.go's
		disk    func()
		listed  bool
	}{
		{"a change of b's body", "package b\n\nimport \"example.com/m/a\"\n\nconst B = a.A + 2\n", nil, false},
		{"an import added to b", "package b\n\nimport (\n\t\"example.com/m/a\"\n\t_ \"strings\"\n)\n\nconst B = a.A + 2\n", nil, true},
		{"the same again", "package b\n\nimport (\n\t\"example.com/m/a\"\n\t_ \"strings\"\n)\n\nconst B = a.A + 3\n", nil, false},
		{"a file added on disk", "package b\n\nimport (\n\t\"example.com/m/a\"\n\t_ \"strings\"\n)\n\nconst B = a.A + 3\n", func() {
			if err := os.WriteFile(filepath.Join(dir, "d", "d2.go"), []byte("package d\n\nimport _ \"example.com/m/b\"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}, true},
	} {
		if c.disk != nil {
			c.disk()
		}
		before := s.Listed
		got := load(map[string][]byte{filepath.Join(dir, "b", "b.go"): []byte(c.overlay)})
		if listed := s.Listed > before; listed != c.listed {
			t.Errorf("%s: go list ran = %v, want %v", c.what, listed, c.listed)
		}
		if c.disk != nil && got["example.com/m/d"].Imports["example.com/m/b"] == nil {
			t.Errorf("%s: d does not import b", c.what)
		}
	}
}
