package loader

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/tools/go/packages"
)

// PrintErrors prints the errors of the packages below initial on w, as
// packages.PrintErrors does, but each once and as a user reads them: a
// file name relative to the working directory when it is inside it; an
// error without a position prefixed by its package's path, not by "-";
// the same error of a package and of its test variant once; and a
// package's type errors left out when it has syntax or list errors, from
// which they follow. It returns how many packages have errors.
func PrintErrors(w io.Writer, initial []*packages.Package) int {
	seen := make(map[string]bool)
	failed := make(map[string]bool)
	packages.Visit(initial, nil, func(pkg *packages.Package) {
		errs := pkg.Errors
		if slices.ContainsFunc(errs, func(e packages.Error) bool { return e.Kind != packages.TypeError }) {
			errs = slices.DeleteFunc(slices.Clone(errs), func(e packages.Error) bool { return e.Kind == packages.TypeError })
		}
		for _, e := range errs {
			line := errorLine(pkg, e)
			if !seen[line] {
				seen[line] = true
				fmt.Fprintln(w, line)
			}
			failed[pkg.PkgPath] = true
		}
	})
	return len(failed)
}

// errorLine formats a package's error: "file:line:col: message", or
// "package: message" when it has no position.
func errorLine(pkg *packages.Package, e packages.Error) string {
	if e.Pos == "" || e.Pos == "-" {
		return pkg.PkgPath + ": " + e.Msg
	}
	return ShortPath(e.Pos) + ": " + e.Msg
}

// ShortPath returns name relative to the working directory when that is
// shorter and does not climb out of it, as go vet prints file names
// (cmd/go's base.ShortPath).
func ShortPath(name string) string {
	cwd, err := os.Getwd()
	if err != nil || name == "" {
		return name
	}
	if rel, err := filepath.Rel(cwd, name); err == nil && len(rel) < len(name) &&
		rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return rel
	}
	return name
}

// A Problem says why a package was not checked, or checked in part.
type Problem struct {
	Pkg *packages.Package
	// Broken lists, for a package that type-checks, the packages below it
	// that do not: it was checked without what they would have told
	// (their facts, and the code that uses what their errors left
	// undefined). Empty when the package itself does not type-check.
	Broken []string
	// Failed names the pass that failed on the package, its error
	// printed where it happened.
	Failed string
}

// Problems returns the problems of the packages the checks ran on, one
// per package path (a package and its test variant share theirs), in
// their order.
func Problems(roots []*packages.Package) []Problem {
	var out []Problem
	seen := make(map[string]bool)
	for _, pkg := range roots {
		if !pkg.IllTyped || seen[pkg.PkgPath] {
			continue
		}
		seen[pkg.PkgPath] = true
		p := Problem{Pkg: pkg}
		if len(pkg.Errors) == 0 {
			p.Broken = brokenBelow(pkg)
		}
		out = append(out, p)
	}
	return out
}

// brokenBelow returns the paths of the packages below pkg with errors of
// their own, sorted.
func brokenBelow(pkg *packages.Package) []string {
	var broken []string
	seen := make(map[*packages.Package]bool)
	var visit func(*packages.Package)
	visit = func(p *packages.Package) {
		if seen[p] || !p.IllTyped {
			return
		}
		seen[p] = true
		if p != pkg && len(p.Errors) > 0 {
			broken = append(broken, p.PkgPath)
		}
		for _, imp := range p.Imports {
			visit(imp)
		}
	}
	visit(pkg)
	slices.Sort(broken)
	return slices.Compact(broken)
}

// firstError returns the first of pkg's errors that PrintErrors prints,
// and how many other lines it printed for them.
func firstError(pkg *packages.Package) string {
	errs := pkg.Errors
	if slices.ContainsFunc(errs, func(e packages.Error) bool { return e.Kind != packages.TypeError }) {
		errs = slices.DeleteFunc(slices.Clone(errs), func(e packages.Error) bool { return e.Kind == packages.TypeError })
	}
	if len(errs) == 0 {
		return "an import does not"
	}
	// Count what PrintErrors printed: each line once (go list and the
	// parser report the same syntax error).
	lines := make([]string, len(errs))
	for i, e := range errs {
		lines[i] = errorLine(pkg, e)
	}
	s := lines[0]
	switch n := len(slices.Compact(slices.Sorted(slices.Values(lines)))) - 1; {
	case n == 1:
		s += " (and 1 more error above)"
	case n > 1:
		s += fmt.Sprintf(" (and %d more errors above)", n)
	}
	return s
}

// String says what the problem is, after the package's path.
func (p Problem) String() string {
	switch {
	case p.Failed != "":
		return p.Pkg.PkgPath + ": not checked: " + p.Failed + " failed (error above)"
	case len(p.Broken) == 0:
		return p.Pkg.PkgPath + ": not checked: it does not compile: " + firstError(p.Pkg)
	}
	const named = 3
	list := strings.Join(p.Broken[:min(len(p.Broken), named)], ", ")
	if len(p.Broken) > named {
		list += fmt.Sprintf(" and %d more", len(p.Broken)-named)
	}
	what := "its import " + list + " does"
	if len(p.Broken) > 1 {
		what = "its imports " + list + " do"
	}
	return fmt.Sprintf("%s: checked in part: %s not compile (errors above); what happens inside is unknown, and code using what the errors left undefined was skipped", p.Pkg.PkgPath, what)
}
