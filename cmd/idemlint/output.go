package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	runcheck "github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/internal/inventory"
	"github.com/idemlint/idemlint/internal/loader"
	"golang.org/x/tools/go/analysis"
)

// printFindings prints the findings in format on stdout, as staticcheck
// and golangci-lint do (so idemlint ./... > out keeps them), and, in
// text, a closing count on stderr. JSON and SARIF also carry the
// packages that were not checked, or only in part (the text says so
// last, on stderr, whatever the format).
func printFindings(format string, findings []*finding, checks []*analysis.Analyzer, problems []loader.Problem, afterFix bool) error {
	switch format {
	case "json":
		return printJSON(os.Stdout, findings, problems)
	case "sarif":
		return printSARIF(os.Stdout, findings, checks, problems)
	}
	printText(os.Stdout, findings)
	if len(findings) > 0 {
		fmt.Fprintln(os.Stderr, countLine(findings, afterFix))
	}
	return nil
}

// isFixable reports whether -fix would fix f: it has a fix, and the fix
// edits no generated file.
func isFixable(f *finding) bool { return len(f.fixes) > 0 && generatedEdit(f) == "" }

// severity is how much harm f's broken contract can do: "high" when a
// retry can act twice or lose a result, "low" for contract hygiene (the
// checks' category check.Hygiene, reported only with the hygiene option).
func severity(f *finding) string {
	if f.category == runcheck.Hygiene {
		return "low"
	}
	return "high"
}

// printText prints "path:line:col: message (check)", with ", low" for a
// finding of low harm and ", fixable" when -fix can fix it, then each
// related position indented under its finding.
func printText(w io.Writer, findings []*finding) {
	for _, f := range findings {
		tags := ""
		if severity(f) == "low" {
			tags += ", low"
		}
		if isFixable(f) {
			tags += ", fixable"
		}
		fmt.Fprintf(w, "%s: %s (%s%s)\n", shortPosition(f.pos), f.message, f.check, tags)
		for _, r := range f.related {
			fmt.Fprintf(w, "\t%s: %s\n", shortPosition(r.pos), r.message)
		}
	}
}

// countLine is the closing line of the text output: how many findings,
// and how many -fix would fix.
func countLine(findings []*finding, afterFix bool) string {
	fixable := 0
	for _, f := range findings {
		if isFixable(f) {
			fixable++
		}
	}
	line := "idemlint: " + plural(len(findings), "finding")
	if afterFix {
		line += map[bool]string{true: " remains", false: " remain"}[len(findings) == 1]
	}
	if fixable > 0 {
		line += fmt.Sprintf(", %d fixable with -fix (-diff shows how)", fixable)
	}
	return line
}

// The JSON form is go vet's (-json of go/analysis drivers): an object
// {package ID: {check: [diagnostic...]}}, with absolute positions. A
// package not checked, or only in part, has an error entry, as in x/tools'
// checker: {package ID: {"idemlint": {"error": why}}}.
type (
	jsonTree  map[string]map[string]any
	jsonError struct {
		Error string `json:"error"`
	}
	jsonDiagnostic struct {
		Category       string             `json:"category,omitempty"`
		Severity       string             `json:"severity"`
		Posn           string             `json:"posn"`
		End            string             `json:"end"`
		Message        string             `json:"message"`
		SuggestedFixes []jsonSuggestedFix `json:"suggested_fixes,omitempty"`
		Related        []jsonRelated      `json:"related,omitempty"`
	}
	jsonSuggestedFix struct {
		Message string     `json:"message"`
		Edits   []jsonEdit `json:"edits"`
	}
	jsonEdit struct {
		Filename string `json:"filename"`
		Start    int    `json:"start"`
		End      int    `json:"end"`
		New      string `json:"new"`
	}
	jsonRelated struct {
		Posn    string `json:"posn"`
		End     string `json:"end"`
		Message string `json:"message"`
	}
)

// printJSON prints each finding once, under the first package that
// reported it (a package before its test variant), and an error entry
// per problem.
func printJSON(w io.Writer, findings []*finding, problems []loader.Problem) error {
	tree := make(jsonTree)
	for _, p := range problems {
		tree[p.Pkg.ID] = map[string]any{"idemlint": jsonError{p.String()}}
	}
	for _, f := range findings {
		d := jsonDiagnostic{
			Category: f.category,
			Severity: severity(f),
			Posn:     f.pos.String(),
			End:      f.end.String(),
			Message:  f.message,
		}
		for _, r := range f.related {
			d.Related = append(d.Related, jsonRelated{r.pos.String(), r.end.String(), r.message})
		}
		for _, fx := range f.fixes {
			jf := jsonSuggestedFix{Message: fx.message, Edits: []jsonEdit{}}
			for _, e := range fx.edits {
				jf.Edits = append(jf.Edits, jsonEdit{e.file, e.start, e.end, e.new})
			}
			d.SuggestedFixes = append(d.SuggestedFixes, jf)
		}
		if tree[f.pkg] == nil {
			tree[f.pkg] = make(map[string]any)
		}
		ds, _ := tree[f.pkg][f.check].([]jsonDiagnostic)
		tree[f.pkg][f.check] = append(ds, d)
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	_, err = w.Write(data)
	return err
}

// seenLine closes a text run that reports nothing by saying what the
// checks looked at, so that silence where idemlint saw no tool, no
// handler or no write is not taken for a clean bill: "idemlint: no
// findings in 18 tools (18 with a handler, 4 seen to write)". Where no
// write was seen, it says how to show one idemlint cannot follow.
func seenLine(entries []*inventory.Entry, patterns []string) string {
	if len(entries) == 0 {
		return "idemlint: no agent tools found; mark a tool idemlint cannot see with //idemlint:tool NAME on its handler"
	}
	var linked, writes int
	for _, e := range entries {
		if e.Handler != "none" {
			linked++
		}
		if e.Write != nil && *e.Write {
			writes++
		}
	}
	list := "'idemlint inventory " + strings.Join(patterns, " ") + "' lists them"
	if linked == 0 {
		return fmt.Sprintf("idemlint: no findings, but no handler was linked to the %s found, so none was checked; %s",
			plural(len(entries), "tool"), list)
	}
	line := fmt.Sprintf("idemlint: no findings in %s (%d with a handler, %d seen to write)", plural(len(entries), "tool"), linked, writes)
	if linked < len(entries) {
		line = fmt.Sprintf("idemlint: no findings in %s (%d with a handler, %d seen to write, %d not checked: no handler was linked)",
			plural(len(entries), "tool"), linked, writes, len(entries)-linked)
	}
	if writes == 0 || linked < len(entries) {
		line += "; " + list
	}
	if writes == 0 {
		line += "; local files and commands chosen at run time are not followed: mark a function that writes through one (a file, a command, a socket) with //idemlint:effect"
	}
	return line
}
