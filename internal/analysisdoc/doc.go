// Package analysisdoc extracts an analyzer's documentation from its
// package's doc.go, so one text serves the Analyzer's Doc and its page.
package analysisdoc

import (
	"fmt"
	"go/parser"
	"go/token"
	"strings"
)

// Extract returns the section "# Analyzer NAME" of a doc.go source: the
// text up to the next heading of the same level. It is how x/tools passes
// keep one text for godoc and for the analyzer (their helper is internal).
func Extract(content, name string) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", content, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		return "", fmt.Errorf("parsing doc.go: %v", err)
	}
	if f.Doc == nil {
		return "", fmt.Errorf("doc.go has no package comment")
	}
	text := f.Doc.Text()
	heading := "# Analyzer " + name
	_, after, ok := strings.Cut(text, heading+"\n")
	if !ok {
		return "", fmt.Errorf("doc.go has no %q section", heading)
	}
	if i := strings.Index(after, "\n# "); i >= 0 {
		after = after[:i]
	}
	after = strings.TrimSpace(after)
	// The section starts "name: title"; Doc starts with the title.
	if rest, ok := strings.CutPrefix(after, name+":"); ok {
		after = strings.TrimSpace(rest)
	}
	return after, nil
}

// MustExtract is Extract for package initialisation.
func MustExtract(content, name string) string {
	doc, err := Extract(content, name)
	if err != nil {
		panic(err)
	}
	return doc
}
