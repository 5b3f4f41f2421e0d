// Package suppress implements //idemlint:ignore inside the analyzers.
//
// Drivers do not apply analyzer-specific directives (gopls and
// golangci-lint run analyzers directly), so each check filters its own
// diagnostics and reports the ignores that silenced nothing.
package suppress

import (
	"go/ast"
	"go/token"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/directive"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
)

// A Set holds the ignores of one package that name one check.
type Set struct {
	pass    *analysis.Pass
	check   string
	ignores []*ignore
}

type ignore struct {
	comment *ast.Comment
	checks  []string
	reason  string
	file    *token.File
	line    int // the directive's line
	next    int // the line after the comment group it ends
	used    bool
}

// New collects the //idemlint:ignore directives of the package that name
// check.
func New(pass *analysis.Pass, check string) *Set {
	s := &Set{pass: pass, check: check}
	for _, f := range pass.Files {
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
				s.ignores = append(s.ignores, &ignore{
					comment: d.Comment,
					checks:  checks,
					reason:  strings.Join(d.Args[1:], " "),
					file:    file,
					line:    file.Line(d.Comment.Pos()),
					next:    file.Line(group.End()) + 1,
				})
			}
		}
	}
	return s
}

// Report reports a diagnostic about tool t unless an ignore silences it:
// one on the diagnostic's line or on the lines just above it, or one on
// the tool's declaration.
func (s *Set) Report(t *tools.Tool, d analysis.Diagnostic) {
	if s.silenced(d.Pos) || (t != nil && s.silenced(t.Pos())) {
		return
	}
	s.pass.Report(d)
}

func (s *Set) silenced(pos token.Pos) bool {
	if !pos.IsValid() {
		return false
	}
	file := s.pass.Fset.File(pos)
	if file == nil {
		return false
	}
	line := file.Line(pos)
	hit := false
	for _, ig := range s.ignores {
		if ig.file == file && (ig.line == line || ig.next == line) {
			ig.used = true
			hit = true
		}
	}
	return hit
}

// Finish reports ignores without a reason and ignores that silenced
// nothing. Call it once the check has reported everything.
func (s *Set) Finish() {
	for _, ig := range s.ignores {
		switch {
		case ig.reason == "" && ig.checks[0] == s.check:
			s.pass.ReportRangef(ig.comment, "//idemlint:ignore %s needs a reason: say why a retry is safe here", strings.Join(ig.checks, ","))
		case !ig.used:
			s.pass.ReportRangef(ig.comment, "//idemlint:ignore %s silences nothing: remove %s from it", strings.Join(ig.checks, ","), s.check)
		}
	}
}
