package loader

import (
	"crypto/sha256"
	"fmt"
	"go/parser"
	"go/token"
	"go/types"
	"maps"
	"os"
	"path/filepath"
	"slices"

	"golang.org/x/tools/go/packages"
)

// A Session loads the same program again and again, as an editor's
// server does after each edit. Each Metadata reuses the packages of the
// last whose files, imports and load settings are the same, recursively:
// they keep their syntax and types, and the loader leaves them alone, so
// only the edited package and the packages that import it, directly or
// not, are parsed and type-checked again. A file is the same when its
// overlay content is, or, on disk, its size and modification time.
//
// Packages share the session's FileSet; the files of packages the last
// Metadata no longer reached are removed from it, so that memory follows
// the program rather than the number of edits.
type Session struct {
	Fset *token.FileSet
	pkgs map[string]sessionPackage // by ID, from the last Metadata

	// Listed counts the runs of go list. An edit that changes no file's
	// package clause, imports or build constraints, and no file or
	// directory of the main module on disk, reuses the last run's
	// metadata: go list is most of an edit's time on a small package.
	// (A //go:embed pattern changed in an unsaved buffer is seen on
	// save: go list reads those too, below the imports.)
	Listed int
	last   *listing
}

// A listing is what go list said, and what it depended on.
type listing struct {
	settings string
	pristine []*packages.Package  // go list's packages, as it returned them
	heads    map[string]string    // of the overlay's files: their package clause, imports and constraints
	stamps   map[string]fileStamp // of the main module's files and directories, go.mod, go.sum, go.work
}

type fileStamp struct {
	size    int64
	modTime int64 // -1: missing
}

type sessionPackage struct {
	key string
	pkg *packages.Package
}

// NewSession returns an empty session.
func NewSession() *Session {
	return &Session{Fset: token.NewFileSet(), pkgs: make(map[string]sessionPackage)}
}

// Metadata is the package-level Metadata in the session. ignoreBodies,
// given the initial packages, says which packages to check without
// function bodies (Loader.IgnoreFuncBodies); it is part of what makes a
// package the same. Reused reports whether the loader will leave a
// package as it was loaded before.
func (s *Session) Metadata(cfg packages.Config, ignoreBodies func(initial []*packages.Package) func(*packages.Package) bool, patterns ...string) ([]*packages.Package, *Loader, error) {
	if cfg.ParseFile != nil {
		return nil, nil, fmt.Errorf("loader: ParseFile is not supported")
	}
	cfg.Mode = metadataMode
	initial, err := s.list(cfg, patterns)
	if err != nil {
		return nil, nil, err
	}
	l := &Loader{Fset: s.Fset, parsed: make(map[string]*parsedFile), overlay: cfg.Overlay, reused: make(map[*packages.Package]bool)}
	var ignore func(*packages.Package) bool
	if ignoreBodies != nil {
		ignore = ignoreBodies(initial)
		l.IgnoreFuncBodies = ignore
	}
	keys := make(map[*packages.Package]string)
	same := make(map[*packages.Package]*packages.Package) // new -> the last load's
	next := make(map[string]sessionPackage)
	packages.Visit(initial, nil, func(pkg *packages.Package) {
		for path, imp := range pkg.Imports {
			if old, ok := same[imp]; ok {
				pkg.Imports[path] = old
			}
		}
		key := s.key(pkg, keys, cfg.Overlay, ignore != nil && ignore(pkg))
		keys[pkg] = key
		if prev, ok := s.pkgs[pkg.ID]; ok && prev.key == key {
			same[pkg] = prev.pkg
			keys[prev.pkg] = key
			l.reused[prev.pkg] = true
			next[pkg.ID] = prev
			return
		}
		pkg.Fset = l.Fset
		if pkg.PkgPath == "unsafe" {
			pkg.Types = types.Unsafe
		} else {
			pkg.Types = types.NewPackage(pkg.PkgPath, pkg.Name)
		}
		next[pkg.ID] = sessionPackage{key, pkg}
	})
	for i, pkg := range initial {
		if old, ok := same[pkg]; ok {
			initial[i] = old
		}
	}
	s.forget(next)
	s.pkgs = next
	return initial, l, nil
}

// list returns go list's packages for cfg and patterns: a fresh copy of
// the last run's when nothing it depends on changed, else a new run's.
func (s *Session) list(cfg packages.Config, patterns []string) ([]*packages.Package, error) {
	settings := fmt.Sprintf("%q %v %q %q %q", cfg.Dir, cfg.Tests, cfg.BuildFlags, cfg.Env, patterns)
	if s.last != nil && s.last.valid(settings, cfg.Overlay) {
		return cloneGraph(s.last.pristine), nil
	}
	s.last = nil
	s.Listed++
	initial, err := packages.Load(&cfg, patterns...)
	if err != nil {
		return nil, err
	}
	last := &listing{settings: settings, pristine: cloneGraph(initial), heads: make(map[string]string), stamps: make(map[string]fileStamp)}
	for name, src := range cfg.Overlay {
		last.heads[name] = head(src)
	}
	stamp := func(name string) { last.stamps[name] = stampOf(name) }
	packages.Visit(initial, nil, func(pkg *packages.Package) {
		if pkg.Module == nil || !pkg.Module.Main {
			return // the module cache and GOROOT do not change under an editor
		}
		for _, names := range [][]string{pkg.GoFiles, pkg.OtherFiles, pkg.IgnoredFiles, pkg.EmbedFiles} {
			for _, name := range names {
				stamp(name)
				stamp(filepath.Dir(name))
			}
		}
		if pkg.Module.GoMod != "" {
			stamp(pkg.Module.GoMod)
			stamp(filepath.Join(filepath.Dir(pkg.Module.GoMod), "go.sum"))
		}
	})
	if cfg.Dir != "" {
		for d := cfg.Dir; ; d = filepath.Dir(d) {
			stamp(filepath.Join(d, "go.work"))
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	s.last = last
	return initial, nil
}

// valid reports whether the listing still holds for these settings and
// this overlay.
func (l *listing) valid(settings string, overlay map[string][]byte) bool {
	if settings != l.settings || len(overlay) != len(l.heads) {
		return false
	}
	for name, src := range overlay {
		h, ok := l.heads[name]
		if !ok || h != head(src) {
			return false
		}
	}
	for name, st := range l.stamps {
		if stampOf(name) != st {
			return false
		}
	}
	return true
}

func stampOf(name string) fileStamp {
	st, err := os.Stat(name)
	if err != nil {
		return fileStamp{modTime: -1}
	}
	return fileStamp{st.Size(), st.ModTime().UnixNano()}
}

// head returns what go list reads of a Go file: everything up to the end
// of its imports (the build constraints, the package clause, the imports
// and cgo's preamble). All of it when the file does not parse that far.
func head(src []byte) string {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, parser.ImportsOnly|parser.ParseComments)
	if err != nil || f.Name == nil {
		return string(src)
	}
	end := f.Name.End()
	for _, d := range f.Decls {
		end = max(end, d.End())
	}
	return string(src[:min(int(end)-1, len(src))])
}

// cloneGraph copies the metadata of the packages and of those below
// them, as go list returned it: new packages, for a loader to fill.
func cloneGraph(initial []*packages.Package) []*packages.Package {
	clones := make(map[*packages.Package]*packages.Package)
	var clone func(pkg *packages.Package) *packages.Package
	clone = func(pkg *packages.Package) *packages.Package {
		if c, ok := clones[pkg]; ok {
			return c
		}
		c := &packages.Package{
			ID:              pkg.ID,
			Name:            pkg.Name,
			PkgPath:         pkg.PkgPath,
			Dir:             pkg.Dir,
			Errors:          slices.Clone(pkg.Errors),
			GoFiles:         pkg.GoFiles,
			CompiledGoFiles: pkg.CompiledGoFiles,
			OtherFiles:      pkg.OtherFiles,
			EmbedPatterns:   pkg.EmbedPatterns,
			EmbedFiles:      pkg.EmbedFiles,
			IgnoredFiles:    pkg.IgnoredFiles,
			ExportFile:      pkg.ExportFile,
			Target:          pkg.Target,
			Imports:         make(map[string]*packages.Package, len(pkg.Imports)),
			Module:          pkg.Module,
			TypesSizes:      pkg.TypesSizes,
			ForTest:         pkg.ForTest,
		}
		clones[pkg] = c
		for path, imp := range pkg.Imports {
			c.Imports[path] = clone(imp)
		}
		return c
	}
	out := make([]*packages.Package, len(initial))
	for i, pkg := range initial {
		out[i] = clone(pkg)
	}
	return out
}

// key describes what a package's load depends on: its ID, files, load
// settings and errors, and its imports' keys.
func (s *Session) key(pkg *packages.Package, keys map[*packages.Package]string, overlay map[string][]byte, ignoreBodies bool) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%v\x00%s\x00", pkg.ID, ignoreBodies, pkg.Name)
	if pkg.Module != nil {
		fmt.Fprintf(h, "%s\x00", pkg.Module.GoVersion)
	}
	for _, name := range pkg.CompiledGoFiles {
		if src, ok := overlay[name]; ok {
			fmt.Fprintf(h, "%s\x00%x\x00", name, sha256.Sum256(src))
		} else if st, err := os.Stat(name); err == nil {
			fmt.Fprintf(h, "%s\x00%d\x00%d\x00", name, st.Size(), st.ModTime().UnixNano())
		} else {
			fmt.Fprintf(h, "%s\x00missing\x00", name)
		}
	}
	for _, e := range pkg.Errors {
		fmt.Fprintf(h, "%s\x00", e)
	}
	for _, path := range slices.Sorted(maps.Keys(pkg.Imports)) {
		fmt.Fprintf(h, "%s\x00%s\x00", path, keys[pkg.Imports[path]]) // imports are visited first
	}
	return string(h.Sum(nil))
}

// forget removes from the FileSet the files of the packages that next
// does not keep.
func (s *Session) forget(next map[string]sessionPackage) {
	kept := make(map[*token.File]bool)
	for _, p := range next {
		for _, f := range p.pkg.Syntax {
			kept[s.Fset.File(f.FileStart)] = true
		}
	}
	for id, p := range s.pkgs {
		if n, ok := next[id]; ok && n.pkg == p.pkg {
			continue
		}
		for _, f := range p.pkg.Syntax {
			if tf := s.Fset.File(f.FileStart); tf != nil && !kept[tf] {
				s.Fset.RemoveFile(tf)
			}
		}
	}
}
