package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"os"
	"slices"
	"strings"

	udiff "github.com/aymanbagabas/go-udiff"
)

// applyFixes applies the first suggested fix of each finding, or with
// diffOnly prints them as a unified diff on stdout, and prints on stderr
// what was fixed and what was skipped. It returns the findings that
// remain in the code and whether every change could be made.
//
// A fix is skipped whole when one of its edits is in a generated file or
// overlaps an edit of a fix already taken; its finding remains. Edits
// that are identical (the same fix seen twice) are applied once, so
// running -fix again changes nothing.
func applyFixes(stdout, stderr io.Writer, findings []*finding, diffOnly bool) (remaining []*finding, ok bool) {
	type fileEdits struct {
		edits []edit
	}
	byFile := make(map[string]*fileEdits)
	generated := make(map[string]bool) // by file name, from its header
	isGenerated := func(name string) bool {
		g, seen := generated[name]
		if !seen {
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ParseComments|parser.PackageClauseOnly)
			g = err == nil && ast.IsGenerated(f)
			generated[name] = g
		}
		return g
	}
	var fixed, skippedGenerated, skippedConflict []*finding
	var generatedFiles []string
	for _, f := range findings {
		if len(f.fixes) == 0 {
			remaining = append(remaining, f)
			continue
		}
		fx := f.fixes[0]
		if i := slices.IndexFunc(fx.edits, func(e edit) bool { return isGenerated(e.file) }); i >= 0 {
			skippedGenerated = append(skippedGenerated, f)
			if !slices.Contains(generatedFiles, fx.edits[i].file) {
				generatedFiles = append(generatedFiles, fx.edits[i].file)
			}
			remaining = append(remaining, f)
			continue
		}
		if conflicts(fx.edits, func(file string) []edit {
			if fe := byFile[file]; fe != nil {
				return fe.edits
			}
			return nil
		}) {
			skippedConflict = append(skippedConflict, f)
			remaining = append(remaining, f)
			continue
		}
		for _, e := range fx.edits {
			fe := byFile[e.file]
			if fe == nil {
				fe = new(fileEdits)
				byFile[e.file] = fe
			}
			if !slices.Contains(fe.edits, e) {
				fe.edits = append(fe.edits, e)
			}
		}
		fixed = append(fixed, f)
	}

	ok = true
	var names []string
	for name := range byFile {
		names = append(names, name)
	}
	slices.Sort(names)
	changed := 0
	for _, name := range names {
		before, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(stderr, "idemlint: -fix: %v\n", err)
			ok = false
			continue
		}
		var edits []udiff.Edit
		for _, e := range byFile[name].edits {
			edits = append(edits, udiff.Edit{Start: e.start, End: e.end, New: e.new})
		}
		after, err := udiff.ApplyBytes(before, edits)
		if err != nil {
			fmt.Fprintf(stderr, "idemlint: -fix: %s: %v\n", shortPath(name), err)
			ok = false
			continue
		}
		// Keep a gofmt-formatted file formatted.
		if formatted, err := format.Source(before); err == nil && bytes.Equal(formatted, before) {
			if out, err := format.Source(after); err == nil {
				after = out
			}
		}
		if bytes.Equal(before, after) {
			continue
		}
		changed++
		if diffOnly {
			fmt.Fprint(stdout, udiff.Unified(shortPath(name)+" (old)", shortPath(name)+" (new)", string(before), string(after)))
			continue
		}
		if err := os.WriteFile(name, after, 0o644); err != nil {
			fmt.Fprintf(stderr, "idemlint: -fix: %v\n", err)
			ok = false
		}
	}

	verb := "fixed"
	if diffOnly {
		verb = "-diff changed no file; -fix would fix"
	}
	switch {
	case len(fixed) > 0:
		fmt.Fprintf(stderr, "idemlint: %s %s in %s:\n", verb, plural(len(fixed), "finding"), plural(changed, "file"))
		for _, f := range fixed {
			fmt.Fprintf(stderr, "\t%s: %s (%s)\n", shortPosition(f.pos), f.fixes[0].message, f.check)
		}
	default:
		fmt.Fprintf(stderr, "idemlint: no suggested fix to apply\n")
	}
	if len(skippedGenerated) > 0 {
		var short []string
		for _, name := range generatedFiles {
			short = append(short, shortPath(name))
		}
		fmt.Fprintf(stderr, "idemlint: skipped %s that would edit generated files: %s\n",
			plural(len(skippedGenerated), "fix"), strings.Join(short, ", "))
	}
	if len(skippedConflict) > 0 {
		fmt.Fprintf(stderr, "idemlint: skipped %s that overlap another fix; run -fix again\n", plural(len(skippedConflict), "fix"))
	}
	if diffOnly {
		// Nothing was written: every finding is still in the code.
		remaining = findings
	}
	if len(remaining) > 0 {
		fmt.Fprintf(stderr, "idemlint: %s remain:\n", plural(len(remaining), "finding"))
	}
	return remaining, ok
}

// conflicts reports whether an edit of a fix overlaps, without being
// identical to, an edit already taken in the same file. Two insertions at
// the same offset do not conflict: they go in in the order taken (two
// fixes that each add an import to the same block, say), whereas an
// insertion where a replacement starts has no obvious order.
func conflicts(edits []edit, taken func(file string) []edit) bool {
	for _, e := range edits {
		for _, t := range taken(e.file) {
			if e == t {
				continue
			}
			insertions := e.start == e.end && t.start == t.end
			if e.start < t.end && t.start < e.end || e.start == t.start && !insertions {
				return true
			}
		}
	}
	return false
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "x") {
		return fmt.Sprintf("%d %ses", n, noun)
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
