package checker

import (
	"cmp"
	"fmt"
	"go/token"
	"net/url"
	"os"
	"slices"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// newPass returns the pass of the action, as x/tools' checker makes it.
func (act *Action) newPass(inputs map[*analysis.Analyzer]any) *analysis.Pass {
	pkg := act.Package
	pass := &analysis.Pass{
		Analyzer:     act.Analyzer,
		Fset:         pkg.Fset,
		Files:        pkg.Syntax,
		OtherFiles:   pkg.OtherFiles,
		IgnoredFiles: pkg.IgnoredFiles,
		Pkg:          pkg.Types,
		TypesInfo:    pkg.TypesInfo,
		TypesSizes:   pkg.TypesSizes,
		TypeErrors:   pkg.TypeErrors,
		Module:       &analysis.Module{}, // never nil, as in go/analysis drivers
		ResultOf:     inputs,
		Report:       func(d analysis.Diagnostic) { act.Diagnostics = append(act.Diagnostics, d) },
	}
	if m := module(pkg.Module); m != nil {
		pass.Module = m
	}
	pass.ImportObjectFact = act.importObjectFact
	pass.ExportObjectFact = act.exportObjectFact
	pass.ImportPackageFact = act.importPackageFact
	pass.ExportPackageFact = act.exportPackageFact
	pass.AllObjectFacts = act.allObjectFacts
	pass.AllPackageFacts = act.allPackageFacts
	pass.ReadFile = func(name string) ([]byte, error) {
		if !readable(pass, name) {
			return nil, fmt.Errorf("Pass.ReadFile: %s is not among OtherFiles, IgnoredFiles, or names of Files", name)
		}
		if act.readFile != nil {
			return act.readFile(name)
		}
		return os.ReadFile(name)
	}
	return pass
}

// readable reports whether the pass may read the file: one of its
// package's files, as x/tools' checker allows.
func readable(pass *analysis.Pass, name string) bool {
	if slices.Contains(pass.OtherFiles, name) || slices.Contains(pass.IgnoredFiles, name) {
		return true
	}
	for _, f := range pass.Files {
		if pass.Fset.File(f.FileStart).Name() == name {
			return true
		}
	}
	return false
}

// validateFixes checks that each fix's edits are well formed, in one
// file each, and do not overlap, and sorts them by position (insertions
// before deletions at one point), as x/tools' checker does before it
// hands them on.
func validateFixes(fset *token.FileSet, fixes []analysis.SuggestedFix) error {
	messages := make(map[string]bool)
	for i := range fixes {
		fix := &fixes[i]
		if messages[fix.Message] {
			return fmt.Errorf("two fixes with the message %q", fix.Message)
		}
		messages[fix.Message] = true
		if err := validateEdits(fset, fix.TextEdits); err != nil {
			return fmt.Errorf("%q: %v", fix.Message, err)
		}
	}
	return nil
}

func validateEdits(fset *token.FileSet, edits []analysis.TextEdit) error {
	slices.SortStableFunc(edits, func(x, y analysis.TextEdit) int {
		return cmp.Or(cmp.Compare(x.Pos, y.Pos), cmp.Compare(x.End, y.End))
	})
	var prev *analysis.TextEdit
	for i := range edits {
		e := &edits[i]
		file := fset.File(e.Pos)
		if file == nil {
			return fmt.Errorf("edit #%d starts in no file", i)
		}
		eof := token.Pos(file.Base() + file.Size())
		switch {
		case !e.End.IsValid():
			e.End = e.Pos
		case e.End < e.Pos:
			return fmt.Errorf("edit #%d ends before it starts", i)
		case e.End > eof && e.End < eof+10:
			// An End computed from syntax (a struct type's, say) may lie
			// just past the end of the file.
			e.End = eof
		case e.End > eof:
			return fmt.Errorf("edit #%d at %v ends beyond its file", i, fset.Position(e.Pos))
		}
		if prev != nil && e.Pos < prev.End {
			return fmt.Errorf("edits overlap at %v", fset.Position(e.Pos))
		}
		prev = e
	}
	return nil
}

// resolveURL returns the diagnostic's URL, relative to its analyzer's,
// or to the analyzer's with the category as fragment when it has none.
func resolveURL(a *analysis.Analyzer, d analysis.Diagnostic) (string, error) {
	if d.URL == "" && d.Category == "" && a.URL == "" {
		return "", nil
	}
	raw := d.URL
	if raw == "" && d.Category != "" {
		raw = "#" + d.Category
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "", fmt.Errorf("invalid Diagnostic.URL %q: %v", raw, err)
	}
	base, err := url.Parse(a.URL)
	if err != nil {
		return "", fmt.Errorf("invalid Analyzer.URL %q: %v", a.URL, err)
	}
	return base.ResolveReference(u).String(), nil
}

// module converts go/packages' description of a module to go/analysis'.
func module(m *packages.Module) *analysis.Module {
	if m == nil {
		return nil
	}
	var err *analysis.ModuleError
	if m.Error != nil {
		err = &analysis.ModuleError{Err: m.Error.Err}
	}
	return &analysis.Module{
		Path:      m.Path,
		Version:   m.Version,
		Replace:   module(m.Replace),
		Time:      m.Time,
		Main:      m.Main,
		Indirect:  m.Indirect,
		Dir:       m.Dir,
		GoMod:     m.GoMod,
		GoVersion: m.GoVersion,
		Error:     err,
	}
}
