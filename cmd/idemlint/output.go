package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"

	"golang.org/x/tools/go/analysis"
)

// printFindings prints the findings in format: text on stderr (as go vet
// does), json and sarif on stdout.
func printFindings(format string, findings []*finding, checks []*analysis.Analyzer) error {
	switch format {
	case "json":
		return printJSON(os.Stdout, findings)
	case "sarif":
		return printSARIF(os.Stdout, findings, checks)
	}
	printText(os.Stderr, findings)
	return nil
}

// printText prints "path:line:col: message (check)", then each related
// position indented under its finding.
func printText(w io.Writer, findings []*finding) {
	for _, f := range findings {
		fmt.Fprintf(w, "%s: %s (%s)\n", shortPosition(f.pos), f.message, f.check)
		for _, r := range f.related {
			fmt.Fprintf(w, "\t%s: %s\n", shortPosition(r.pos), r.message)
		}
	}
}

// The JSON form is go vet's (-json of go/analysis drivers): an object
// {package ID: {check: [diagnostic...]}}, with absolute positions.
type (
	jsonTree       map[string]map[string][]jsonDiagnostic
	jsonDiagnostic struct {
		Category       string             `json:"category,omitempty"`
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
// reported it (a package before its test variant).
func printJSON(w io.Writer, findings []*finding) error {
	tree := make(jsonTree)
	for _, f := range findings {
		d := jsonDiagnostic{
			Category: f.category,
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
			tree[f.pkg] = make(map[string][]jsonDiagnostic)
		}
		tree[f.pkg][f.check] = append(tree[f.pkg][f.check], d)
	}
	data, err := json.MarshalIndent(tree, "", "\t")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	_, err = w.Write(data)
	return err
}
