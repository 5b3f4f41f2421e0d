package plugin

import (
	"fmt"
	"go/token"
	"path/filepath"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// foldRelated returns a copy of check whose diagnostics carry their
// related positions in the message instead of in Related.
//
// golangci-lint turns every Related entry into an issue of its own
// ("check(related information): ..."), and with its default of one issue
// per line such an issue can hide a real finding on the same line. The
// related positions (the write chain, where a key is used) explain the
// finding, so they are kept, folded into its one line.
func foldRelated(check *analysis.Analyzer) *analysis.Analyzer {
	folded := *check
	folded.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Report = func(d analysis.Diagnostic) {
			pass.Report(foldDiagnostic(pass.Fset, d))
		}
		return check.Run(&p)
	}
	return &folded
}

// foldDiagnostic appends each related position to the message as
// "; MESSAGE (FILE:LINE:COL)", the file named by its base name when it is
// the finding's own file.
func foldDiagnostic(fset *token.FileSet, d analysis.Diagnostic) analysis.Diagnostic {
	if len(d.Related) == 0 {
		return d
	}
	home := fset.Position(d.Pos).Filename
	var b strings.Builder
	b.WriteString(d.Message)
	for _, r := range d.Related {
		pos := fset.Position(r.Pos)
		name := pos.Filename
		if filepath.Dir(name) == filepath.Dir(home) {
			name = filepath.Base(name)
		}
		fmt.Fprintf(&b, "; %s (%s:%d:%d)", r.Message, name, pos.Line, pos.Column)
	}
	d.Message = b.String()
	d.Related = nil
	return d
}
