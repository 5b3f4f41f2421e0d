package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	udiff "github.com/aymanbagabas/go-udiff"
)

// maxFixRounds bounds -fix's rounds: apply the fixes that do not
// overlap, analyse again, apply the fixes that the new analysis offers.
// Two rounds suffice for the checks' fixes today (see describingChecks);
// the bound keeps a fix that does not remove its finding from looping.
const maxFixRounds = 4

// describingChecks are the checks whose fixes state what the code does:
// whether calling again is safe (retrydoc's sentence, timeouterr's
// "unknown" result) and what the MCP hints should say. Their fixes wait
// for a round in which no other fix changes the code, so that what they
// state is true of the fixed code: a tool whose model-chosen key
// modelkey's fix derives becomes safe to retry.
var describingChecks = []string{"retrydoc", "timeouterr", "hintmismatch"}

// applyFixes applies the first suggested fix of each finding, or with
// diffOnly prints them as a unified diff on stdout that git apply
// accepts, and prints on stderr what was fixed and what was skipped. It
// returns the findings that remain in the code and whether every change
// could be made.
//
// -fix works in rounds. Each round applies the fixes that do not
// overlap a fix taken before them, then reanalyse analyses the code
// again; the next round applies the fixes of that analysis, until a
// round has none to apply. So one run applies fixes that overlapped,
// and the findings that remain are the new analysis's, at their new
// positions. -diff cannot analyse code it has not written, so it shows
// the first round, whose describing fixes wait as they do under -fix
// (a patch that both derives a key and says "Not safe to retry" would
// state what the key makes false), and says when -fix would go further.
//
// A fix is skipped whole when one of its edits is in a generated file;
// its finding remains.
func applyFixes(stdout, stderr io.Writer, findings []*finding, diffOnly bool, reanalyse func() ([]*finding, int)) (remaining []*finding, ok bool) {
	ok = true
	var fixed []*finding
	files := make(map[string]bool) // changed
	applied := make(map[string]bool)
	var last plan
	for round := 1; ; round++ {
		last = planFixes(findings, applied, true)
		if diffOnly {
			changed, wrote := writeFixes(stdout, stderr, last.edits, true)
			ok = wrote
			reportFixed(stderr, "-diff changed no file; -fix would fix", last.fixed, changed)
			more := len(last.overlapping) + len(last.deferred)
			last.overlapping, last.deferred = nil, nil
			last.report(stderr)
			if n := more; n > 0 {
				fmt.Fprintf(stderr, "idemlint: -fix would go further: it analyses the fixed code again and applies the fixes that overlap these or wait for them (%d more now)\n", n)
			}
			return without(findings, last.fixed), ok
		}
		if len(last.fixed) == 0 {
			break
		}
		changed, wrote := writeFixes(stdout, stderr, last.edits, false)
		ok = ok && wrote
		for _, name := range changed {
			files[name] = true
		}
		for _, f := range last.fixed {
			applied[fixKey(f)] = true
		}
		fixed = append(fixed, last.fixed...)
		if !wrote || round == maxFixRounds {
			findings = without(findings, last.fixed)
			break
		}
		again, status := reanalyse()
		if again == nil {
			// The fixed code could not be analysed; what was printed
			// says why. Report what was fixed, and the findings not
			// fixed, at their old positions.
			findings = without(findings, last.fixed)
			ok = false
			break
		}
		if status != exitClean {
			ok = false
		}
		findings = again
	}
	reportFixed(stderr, "fixed", fixed, slices.Sorted(maps.Keys(files)))
	last.report(stderr)
	return findings, ok
}

// A plan is one round of fixes: the edits to make, by file, and the
// findings they fix or leave.
type plan struct {
	edits       map[string][]edit
	fixed       []*finding
	generated   []*finding // fixes that would edit a generated file
	genFiles    []string
	overlapping []*finding // fixes that overlap a fix taken before them
	deferred    []*finding // describing fixes that wait for other fixes
}

// planFixes chooses the fixes of one round: the first fix of each
// finding, in order, unless it edits a generated file, overlaps a fix
// already taken, or was applied in an earlier round (it did not remove
// its finding); with deferDescribing, the fixes of describingChecks only
// when no other fix is left.
func planFixes(findings []*finding, applied map[string]bool, deferDescribing bool) plan {
	p := plan{edits: make(map[string][]edit)}
	others := false
	for _, f := range findings {
		if len(f.fixes) > 0 && !slices.Contains(describingChecks, f.check) && !applied[fixKey(f)] && generatedEdit(f) == "" {
			others = true
		}
	}
	for _, f := range findings {
		if len(f.fixes) == 0 || applied[fixKey(f)] {
			continue
		}
		fx := f.fixes[0]
		if name := generatedEdit(f); name != "" {
			p.generated = append(p.generated, f)
			if !slices.Contains(p.genFiles, name) {
				p.genFiles = append(p.genFiles, name)
			}
			continue
		}
		if deferDescribing && others && slices.Contains(describingChecks, f.check) {
			p.deferred = append(p.deferred, f)
			continue
		}
		if conflicts(fx.edits, func(file string) []edit { return p.edits[file] }) {
			p.overlapping = append(p.overlapping, f)
			continue
		}
		for _, e := range fx.edits {
			if !slices.Contains(p.edits[e.file], e) {
				p.edits[e.file] = append(p.edits[e.file], e)
			}
		}
		p.fixed = append(p.fixed, f)
	}
	return p
}

// report prints what the last round skipped and will not apply.
func (p plan) report(stderr io.Writer) {
	if len(p.generated) > 0 {
		var short []string
		for _, name := range p.genFiles {
			short = append(short, shortPath(name))
		}
		fmt.Fprintf(stderr, "idemlint: skipped %s that would edit generated files: %s\n",
			plural(len(p.generated), "fix"), strings.Join(short, ", "))
	}
	if len(p.overlapping)+len(p.deferred) > 0 {
		fmt.Fprintf(stderr, "idemlint: stopped after %d rounds with %s left to apply; run -fix again\n",
			maxFixRounds, plural(len(p.overlapping)+len(p.deferred), "fix"))
	}
}

// fixKey identifies a finding's fix across rounds, whose positions
// change.
func fixKey(f *finding) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\x00%s\x00%s", f.check, f.message, f.fixes[0].message)
	for _, e := range f.fixes[0].edits {
		fmt.Fprintf(&b, "\x00%s\x00%s", e.file, e.new)
	}
	return b.String()
}

// without returns findings less those in fixed.
func without(findings, fixed []*finding) []*finding {
	out := []*finding{}
	for _, f := range findings {
		if !slices.Contains(fixed, f) {
			out = append(out, f)
		}
	}
	return out
}

// reportFixed prints on stderr which findings were fixed, at the
// positions they had when they were, and in how many files.
func reportFixed(stderr io.Writer, verb string, fixed []*finding, files []string) {
	if len(fixed) == 0 {
		fmt.Fprintf(stderr, "idemlint: no suggested fix to apply\n")
		return
	}
	fmt.Fprintf(stderr, "idemlint: %s %s in %s:\n", verb, plural(len(fixed), "finding"), plural(len(files), "file"))
	for _, f := range fixed {
		fmt.Fprintf(stderr, "\t%s: %s (%s)\n", shortPosition(f.pos), f.fixes[0].message, f.check)
	}
}

// writeFixes makes the edits, or with diffOnly prints them as a unified
// diff with git's a/ and b/ prefixes, and returns the files that changed
// and whether every file could be read, edited and written.
func writeFixes(stdout, stderr io.Writer, byFile map[string][]edit, diffOnly bool) (changed []string, ok bool) {
	ok = true
	for _, name := range slices.Sorted(maps.Keys(byFile)) {
		before, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(stderr, "idemlint: -fix: %v\n", err)
			ok = false
			continue
		}
		after, err := fixedContent(before, byFile[name])
		if err != nil {
			fmt.Fprintf(stderr, "idemlint: -fix: %s: %v\n", shortPath(name), err)
			ok = false
			continue
		}
		if bytes.Equal(before, after) {
			continue
		}
		changed = append(changed, name)
		if diffOnly {
			path := filepath.ToSlash(shortPath(name))
			fmt.Fprint(stdout, udiff.Unified("a/"+path, "b/"+path, string(before), string(after)))
			continue
		}
		if err := os.WriteFile(name, after, 0o644); err != nil {
			fmt.Fprintf(stderr, "idemlint: -fix: %v\n", err)
			ok = false
		}
	}
	return changed, ok
}

// fixedContent returns a file's content before with the edits made, as
// -fix writes it and 'idemlint lsp' offers it: a gofmt-formatted file
// stays formatted.
func fixedContent(before []byte, fileEdits []edit) ([]byte, error) {
	var edits []udiff.Edit
	for _, e := range fileEdits {
		edits = append(edits, udiff.Edit{Start: e.start, End: e.end, New: e.new})
	}
	after, err := udiff.ApplyBytes(before, edits)
	if err != nil {
		return nil, err
	}
	if formatted, err := format.Source(before); err == nil && bytes.Equal(formatted, before) {
		if out, err := format.Source(after); err == nil {
			after = out
		}
	}
	return after, nil
}

// generatedEdit returns the name of a generated file that the first fix
// of f edits, or "".
func generatedEdit(f *finding) string {
	if len(f.fixes) == 0 {
		return ""
	}
	for _, e := range f.fixes[0].edits {
		if isGenerated(e.file) {
			return e.file
		}
	}
	return ""
}

var generated sync.Map // file name -> bool, from its header

// isGenerated reports whether the file's header says it is generated.
func isGenerated(name string) bool {
	if g, ok := generated.Load(name); ok {
		return g.(bool)
	}
	f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ParseComments|parser.PackageClauseOnly)
	g := err == nil && ast.IsGenerated(f)
	generated.Store(name, g)
	return g
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
