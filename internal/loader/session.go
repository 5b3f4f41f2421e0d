package loader

import (
	"crypto/sha256"
	"fmt"
	"go/token"
	"go/types"
	"maps"
	"os"
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
	initial, err := packages.Load(&cfg, patterns...)
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
