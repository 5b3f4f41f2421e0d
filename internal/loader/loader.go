// Package loader loads packages as go/packages does in
// packages.LoadAllSyntax mode, but in two steps: Metadata runs go list
// and returns the import graph, and Load parses and type-checks one
// package once its imports are loaded. The checker
// (internal/checker.AnalyzeLoading) schedules the loads with the
// analysis: files are parsed before their imports are type-checked, which
// go/packages does not do, and a package is analysed as soon as it is
// type-checked, while the rest of the program is still loading
// (docs/performance.md, step 9).
//
// What Load produces is what go/packages' loadPackage produces: the same
// syntax (parsed with the same mode, each file once even when a test
// variant shares it), the same types.Info maps, the same errors in the
// same order and the same IllTyped. The differences are where go/packages
// crashes or knows what the metadata does not carry: an import whose
// package could not be type-checked is an error of the importer, not a
// fatal one; an import go list could not resolve reads "no metadata"
// rather than naming the cycle or the missing package (go list's own
// error on the package names it); and the warning that the go command
// is newer than the go/types linked in is not added. TestSameAsPackages
// holds the two together. A driver may also have some packages checked
// without their function bodies (IgnoreFuncBodies, TestIgnoreFuncBodies).
package loader

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/scanner"
	"go/token"
	"go/types"
	"os"
	"strings"
	"sync"

	"golang.org/x/tools/go/packages"
)

// metadataMode is what go list is asked for: everything packages.Load
// gives in LoadAllSyntax|NeedModule mode except syntax and types.
const metadataMode = packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles |
	packages.NeedImports | packages.NeedDeps | packages.NeedModule | packages.NeedTypesSizes

// A Loader parses and type-checks the packages Metadata returned. Its
// methods may be called concurrently, on different packages.
type Loader struct {
	Fset *token.FileSet

	// SkipObjectResolution, set before the first Parse, leaves the
	// deprecated ast.Object fields (Ident.Obj, File.Scope, Unresolved)
	// empty. go/packages fills them, so by default the loader does too;
	// analyzers that use go/types alone, as idemlint's do, can skip a
	// twentieth of loading's CPU.
	SkipObjectResolution bool

	// IgnoreFuncBodies, set before the first Check, tells which packages
	// the type checker may check without their function bodies: their
	// package-level objects and types are complete, but nothing inside a
	// function body (or a function literal) is in their types.Info. It
	// is for an analysis that reads no body of those packages, or reads
	// them by syntax alone; go/packages checks every body.
	IgnoreFuncBodies func(*packages.Package) bool

	mu      sync.Mutex
	parsed  map[string]*parsedFile     // by file name; a test variant shares its package's files
	overlay map[string][]byte          // the Config's Overlay: contents that replace the files on disk
	reused  map[*packages.Package]bool // loaded by an earlier load of a Session: left alone
}

type parsedFile struct {
	done chan struct{}
	file *ast.File
	err  error
}

// Metadata runs go list on patterns, as packages.Load does with cfg
// (whose Mode it ignores), and returns the initial packages with the
// whole import graph below them. Every package of the graph has its
// Fset and an empty Types, to be filled by Load; the checker can key its
// tables by Types before any package is type-checked. cfg.Overlay, by
// absolute file name, replaces files on disk for go list and for
// parsing, as in go/packages: an editor's unsaved buffers.
func Metadata(cfg packages.Config, patterns ...string) ([]*packages.Package, *Loader, error) {
	if cfg.ParseFile != nil {
		return nil, nil, errors.New("loader: ParseFile is not supported")
	}
	cfg.Mode = metadataMode
	initial, err := packages.Load(&cfg, patterns...)
	if err != nil {
		return nil, nil, err
	}
	l := &Loader{Fset: token.NewFileSet(), parsed: make(map[string]*parsedFile), overlay: cfg.Overlay}
	packages.Visit(initial, nil, func(pkg *packages.Package) {
		pkg.Fset = l.Fset
		if pkg.PkgPath == "unsafe" {
			pkg.Types = types.Unsafe
		} else {
			pkg.Types = types.NewPackage(pkg.PkgPath, pkg.Name)
		}
	})
	return initial, l, nil
}

// Load parses and type-checks pkg, whose imports must be checked.
func (l *Loader) Load(pkg *packages.Package) {
	l.Parse(pkg)
	l.Check(pkg)
}

// Parse parses pkg's files, at any time before Check. It records what
// fails in pkg.Errors, as go/packages does.
func (l *Loader) Parse(pkg *packages.Package) {
	if l.reused[pkg] {
		return
	}
	if pkg.PkgPath == "unsafe" {
		// As go/packages does: fill in what other packages have, since
		// some analyzers assume the types.Info maps are never nil.
		pkg.Syntax = []*ast.File{}
		return
	}
	for _, name := range pkg.CompiledGoFiles {
		f, err := l.parse(name)
		if f != nil {
			pkg.Syntax = append(pkg.Syntax, f)
		}
		if err != nil {
			appendError(pkg, err)
		}
	}
}

// Check type-checks pkg, once it is parsed and its imports are checked.
// It records what fails in pkg.Errors and pkg.IllTyped, as go/packages
// does.
func (l *Loader) Check(pkg *packages.Package) {
	if l.reused[pkg] {
		return
	}
	ignoreBodies := l.IgnoreFuncBodies != nil && l.IgnoreFuncBodies(pkg)
	pkg.TypesInfo = newTypesInfo(l.sourceSize(pkg), ignoreBodies)
	if pkg.PkgPath == "unsafe" {
		return
	}
	tc := &types.Config{
		Importer:         importer(pkg),
		Error:            func(err error) { appendError(pkg, err) },
		Sizes:            pkg.TypesSizes,
		IgnoreFuncBodies: ignoreBodies,
	}
	if pkg.Module != nil && pkg.Module.GoVersion != "" {
		tc.GoVersion = "go" + pkg.Module.GoVersion
	}
	files := pkg.Syntax
	if ignoreBodies {
		files = withoutElements(files)
	}
	typErr := types.NewChecker(tc, l.Fset, pkg.Types, pkg.TypesInfo).Files(files)

	// go/types may fail fast on a file newer than the language version
	// without calling tc.Error; report it where go/packages does.
	if typErr != nil && len(pkg.Errors) == 0 && len(pkg.Syntax) > 0 {
		if msg := typErr.Error(); strings.HasPrefix(msg, "package requires newer Go version") {
			appendError(pkg, types.Error{Fset: l.Fset, Pos: pkg.Syntax[0].Package, Msg: msg})
		}
	}
	if typErr != nil && len(pkg.Errors) == 0 {
		appendError(pkg, typErr) // so that the package is ill-typed
	}
	pkg.IllTyped = len(pkg.Errors) > 0
	for _, imp := range pkg.Imports {
		pkg.IllTyped = pkg.IllTyped || imp.IllTyped
	}
}

// ReadFile returns a file's content as Parse reads it: the overlay's, else
// the disk's.
func (l *Loader) ReadFile(name string) ([]byte, error) {
	if src, ok := l.overlay[name]; ok {
		return src, nil
	}
	return os.ReadFile(name)
}

// parse parses a file once, however many packages list it.
func (l *Loader) parse(name string) (*ast.File, error) {
	l.mu.Lock()
	p, ok := l.parsed[name]
	if !ok {
		p = &parsedFile{done: make(chan struct{})}
		l.parsed[name] = p
	}
	l.mu.Unlock()
	if ok {
		<-p.done
		return p.file, p.err
	}
	defer close(p.done)
	src, err := l.ReadFile(name)
	if err != nil {
		p.err = err
		return nil, err
	}
	// go/packages' mode, object resolution included: it promises it.
	mode := parser.AllErrors | parser.ParseComments
	if l.SkipObjectResolution {
		mode |= parser.SkipObjectResolution
	}
	p.file, p.err = parser.ParseFile(l.Fset, name, src, mode)
	return p.file, p.err
}

// importer resolves pkg's imports to their loaded packages.
func importer(pkg *packages.Package) types.Importer {
	return importerFunc(func(path string) (*types.Package, error) {
		if path == "unsafe" {
			return types.Unsafe, nil
		}
		imp := pkg.Imports[path]
		switch {
		case imp == nil:
			// go list could not resolve it (its error is the package's),
			// or the files changed since go list read them.
			return nil, fmt.Errorf("no metadata for %s", path)
		case !imp.Types.Complete():
			return nil, fmt.Errorf("package %s could not be type-checked", path)
		}
		return imp.Types, nil
	})
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// appendError converts err to a packages.Error, as go/packages does.
func appendError(pkg *packages.Package, err error) {
	switch err := err.(type) {
	case packages.Error:
		pkg.Errors = append(pkg.Errors, err)
	case *os.PathError:
		pkg.Errors = append(pkg.Errors, packages.Error{Pos: err.Path + ":1", Msg: err.Err.Error(), Kind: packages.ParseError})
	case scanner.ErrorList:
		for _, e := range err {
			pkg.Errors = append(pkg.Errors, packages.Error{Pos: e.Pos.String(), Msg: e.Msg, Kind: packages.ParseError})
		}
	case types.Error:
		pkg.TypeErrors = append(pkg.TypeErrors, err)
		pkg.Errors = append(pkg.Errors, packages.Error{Pos: err.Fset.Position(err.Pos).String(), Msg: err.Msg, Kind: packages.TypeError})
	default:
		pkg.Errors = append(pkg.Errors, packages.Error{Pos: "-", Msg: err.Error(), Kind: packages.UnknownError})
	}
}

// sourceSize returns the size in bytes of pkg's parsed files.
func (l *Loader) sourceSize(pkg *packages.Package) int {
	n := 0
	for _, f := range pkg.Syntax {
		if tf := l.Fset.File(f.FileStart); tf != nil {
			n += tf.Size()
		}
	}
	return n
}

// newTypesInfo makes the maps go/types fills, sized for size bytes of
// source. Grown from empty, the Types map alone cost a tenth of loading's
// CPU in rehashing. The hints are the entries per byte measured over the
// standard library and a generated server, rounded down: a denser package
// grows once more, a sparser one wastes a little. Without function bodies
// and tables' elements (see withoutElements) most entries are not made:
// over the standard library, Types 0.007, Uses and Defs 0.005, Scopes
// 0.001 and Selections none.
func newTypesInfo(size int, ignoreBodies bool) *types.Info {
	typesHint, uses, defs, scopes, selections := size/16, size/32, size/128, size/256, size/256
	if ignoreBodies {
		typesHint, uses, defs, scopes, selections = size/256, size/256, size/256, size/1024, 0
	}
	return &types.Info{
		Types:        make(map[ast.Expr]types.TypeAndValue, typesHint),
		Defs:         make(map[*ast.Ident]types.Object, defs),
		Uses:         make(map[*ast.Ident]types.Object, uses),
		Implicits:    make(map[ast.Node]types.Object),
		Instances:    make(map[*ast.Ident]types.Instance),
		Scopes:       make(map[ast.Node]*types.Scope, scopes),
		Selections:   make(map[*ast.SelectorExpr]*types.Selection, selections),
		FileVersions: make(map[*ast.File]string),
	}
}
