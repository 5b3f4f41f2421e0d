// Package checkdocs renders each check's doc.go as its page under
// docs/checks, so the package comment is the single source of both the
// analyzer's Doc and its documentation page.
package checkdocs

import (
	"fmt"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
)

// Page renders the package comment of dir/doc.go as Markdown, titled
// with the check's name.
func Page(dir, name string) ([]byte, error) {
	file := filepath.Join(dir, "doc.go")
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ParseComments|parser.PackageClauseOnly)
	if err != nil {
		return nil, err
	}
	if f.Doc == nil {
		return nil, fmt.Errorf("%s: no package comment", file)
	}
	var p comment.Parser
	doc := p.Parse(f.Doc.Text())
	pr := comment.Printer{HeadingLevel: 2}
	var b strings.Builder
	fmt.Fprintf(&b, "<!-- Generated from analyzers/%s/doc.go by `go generate ./analyzers`; edit that file. -->\n\n", name)
	fmt.Fprintf(&b, "# %s\n\n", name)
	b.Write(pr.Markdown(doc))
	return []byte(b.String()), nil
}

// Write renders the page of every check in analyzersDir into docsDir.
func Write(analyzersDir, docsDir string, names []string) error {
	if err := os.MkdirAll(docsDir, 0o755); err != nil {
		return err
	}
	for _, name := range names {
		page, err := Page(filepath.Join(analyzersDir, name), name)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(docsDir, name+".md"), page, 0o644); err != nil {
			return err
		}
	}
	return nil
}
