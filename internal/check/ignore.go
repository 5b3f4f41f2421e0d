package check

import (
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/directive"
	"golang.org/x/tools/go/analysis"
)

// Drivers do not apply analyzer-specific directives (gopls and
// golangci-lint run analyzers directly), so the runner filters each
// check's diagnostics and reports the ignores that silenced nothing.

// ignores holds the //idemlint:ignore directives of one package that name
// one check.
type ignores struct {
	pass  *analysis.Pass
	check string
	list  []*ignore
}

type ignore struct {
	comment *ast.Comment
	checks  []string
	file    *token.File
	line    int // the directive's line
	next    int // the line after the comment group it ends
	used    bool
}

// collectIgnores collects the //idemlint:ignore directives of the files
// that name check.
func collectIgnores(pass *analysis.Pass, files []*ast.File, check string) *ignores {
	s := &ignores{pass: pass, check: check}
	for _, f := range files {
		file := pass.Fset.File(f.Pos())
		for _, group := range f.Comments {
			for _, d := range directive.InGroup(group) {
				if d.Verb != directive.Ignore || len(d.Args) == 0 {
					continue
				}
				checks := strings.Split(d.Args[0], ",")
				if !slices.Contains(checks, check) {
					continue
				}
				s.list = append(s.list, &ignore{
					comment: d.Comment,
					checks:  checks,
					file:    file,
					line:    file.Line(d.Comment.Pos()),
					next:    file.Line(group.End()) + 1,
				})
			}
		}
	}
	return s
}

// silenced reports whether an ignore applies at pos: one on its line or
// on the lines just above it. It marks the ignores it finds used.
func (s *ignores) silenced(pos token.Pos) bool {
	if !pos.IsValid() {
		return false
	}
	file := s.pass.Fset.File(pos)
	if file == nil {
		return false
	}
	line := file.Line(pos)
	hit := false
	for _, ig := range s.list {
		if ig.file == file && (ig.line == line || ig.next == line) {
			ig.used = true
			hit = true
		}
	}
	return hit
}

// finish reports ignores that silenced nothing. (The directives check
// reports an ignore without a reason, once, under its own name.)
func (s *ignores) finish() {
	for _, ig := range s.list {
		if !ig.used {
			s.pass.ReportRangef(ig.comment, "//idemlint:ignore %s silences nothing: remove %s from it", strings.Join(ig.checks, ","), s.check)
		}
	}
}
