// Package edit is the toolkit the checks write their suggested fixes
// with: replacing an expression, deleting lines, list elements and struct
// fields cleanly, inserting a branch before a statement, and adding
// imports. Every fix of every check edits source the same way, so fixes
// applied together merge and -fix stays idempotent.
package edit

import (
	"bytes"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/internal/astpath"
	"golang.org/x/tools/go/analysis"
)

// A Builder collects the text edits of one suggested fix.
type Builder struct {
	*Sources
	edits []analysis.TextEdit
}

// Sources reads a pass's files once for all the fixes that edit them: a
// check with a fix per tool would otherwise read the same file per tool.
type Sources struct {
	fset     *token.FileSet
	readFile func(string) ([]byte, error)
	content  map[*token.File][]byte
}

// NewSources returns the Sources of a pass, read through the pass.
func NewSources(pass *analysis.Pass) *Sources {
	return &Sources{fset: pass.Fset, readFile: pass.ReadFile, content: make(map[*token.File][]byte)}
}

// New returns a Builder for one fix that reads through s.
func (s *Sources) New() *Builder { return &Builder{Sources: s} }

// Source returns the content of a file, or nil when it cannot be read or
// is not the file that was parsed.
func (b *Sources) Source(tf *token.File) []byte {
	if tf == nil {
		return nil
	}
	if c, ok := b.content[tf]; ok {
		return c
	}
	c, err := b.readFile(tf.Name())
	if err != nil || len(c) != tf.Size() {
		c = nil
	}
	b.content[tf] = c
	return c
}

// Text returns the source of [pos, end), or "" when it cannot be read.
func (b *Sources) Text(pos, end token.Pos) string {
	tf := b.fset.File(pos)
	c := b.Source(tf)
	if c == nil {
		return ""
	}
	return string(c[tf.Offset(pos):tf.Offset(end)])
}

// Replace replaces [pos, end) with text; pos == end inserts.
func (b *Builder) Replace(pos, end token.Pos, text string) {
	b.edits = append(b.edits, analysis.TextEdit{Pos: pos, End: end, NewText: []byte(text)})
}

// ReplaceNode returns the fix that replaces the syntax of n with text:
// a literal rewritten in place.
func ReplaceNode(message string, n ast.Node, text string) analysis.SuggestedFix {
	return analysis.SuggestedFix{
		Message:   message,
		TextEdits: []analysis.TextEdit{{Pos: n.Pos(), End: n.End(), NewText: []byte(text)}},
	}
}

// Edits returns the edits in the order they were made.
func (b *Builder) Edits() []analysis.TextEdit { return b.edits }

// Disjoint sorts the edits by position and reports whether none overlap.
func (b *Builder) Disjoint() bool {
	sort.SliceStable(b.edits, func(i, j int) bool {
		if b.edits[i].Pos != b.edits[j].Pos {
			return b.edits[i].Pos < b.edits[j].Pos
		}
		return b.edits[i].End < b.edits[j].End
	})
	for i := 1; i < len(b.edits); i++ {
		if b.edits[i].Pos < b.edits[i-1].End {
			return false
		}
	}
	return true
}

// Indent returns the white space before pos on its line; it fails when
// something else precedes pos there.
func (b *Builder) Indent(pos token.Pos) (string, bool) {
	tf := b.fset.File(pos)
	c := b.Source(tf)
	if c == nil {
		return "", false
	}
	prefix := string(c[tf.Offset(tf.LineStart(tf.Line(pos))):tf.Offset(pos)])
	if strings.Trim(prefix, " \t") != "" {
		return "", false
	}
	return prefix, true
}

// InsertBranch inserts, before stmt, "if cond { body }" at the
// statement's indentation.
func (b *Builder) InsertBranch(stmt ast.Stmt, cond, body string) bool {
	indent, ok := b.Indent(stmt.Pos())
	if !ok {
		return false
	}
	b.Replace(stmt.Pos(), stmt.Pos(), "if "+cond+" {\n"+indent+"\t"+body+"\n"+indent+"}\n"+indent)
	return true
}

// WrapInBranch replaces stmt with "if cond { body } else { stmt }".
func (b *Builder) WrapInBranch(stmt ast.Stmt, cond, body string) bool {
	indent, ok := b.Indent(stmt.Pos())
	if !ok {
		return false
	}
	orig := strings.ReplaceAll(b.Text(stmt.Pos(), stmt.End()), "\n", "\n\t")
	b.Replace(stmt.Pos(), stmt.End(), "if "+cond+" {\n"+indent+"\t"+body+"\n"+indent+"} else {\n"+
		indent+"\t"+orig+"\n"+indent+"}")
	return true
}

// DeleteElem deletes element i of a comma-separated list whose contents
// lie in [open, close): whole lines when the element has lines of its
// own, else the element and one separating comma.
func (b *Builder) DeleteElem(elts []ast.Expr, i int, open, close token.Pos) bool {
	e := elts[i]
	prevEnd, nextStart := open, close
	if i > 0 {
		prevEnd = elts[i-1].End()
	}
	if i+1 < len(elts) {
		nextStart = elts[i+1].Pos()
	}
	if b.DeleteLines(e.Pos(), e.End(), prevEnd, nextStart) {
		return true
	}
	switch {
	case i+1 < len(elts):
		b.Replace(e.Pos(), elts[i+1].Pos(), "")
	case i > 0:
		b.Replace(elts[i-1].End(), e.End(), "")
	default:
		end := e.End()
		tf := b.fset.File(end)
		content := b.Source(tf)
		if content == nil {
			return false
		}
		off := tf.Offset(end)
		rest := content[off:tf.Offset(close)]
		if j := bytes.IndexByte(rest, ','); j >= 0 && len(bytes.TrimSpace(rest[:j])) == 0 {
			end = tf.Pos(off + j + 1)
		}
		b.Replace(e.Pos(), end, "")
	}
	return true
}

// DeleteLines deletes the lines of [start, end) with the comment lines
// just above it and the comma and comment that end its last line, when
// nothing else shares those lines: prevEnd ends the previous element,
// nextStart starts the next one.
func (b *Builder) DeleteLines(start, end, prevEnd, nextStart token.Pos) bool {
	tf := b.fset.File(start)
	content := b.Source(tf)
	if content == nil || tf.Line(start) <= tf.Line(prevEnd) || tf.Line(end) >= tf.Line(nextStart) {
		return false
	}
	s := lineStart(content, tf.Offset(start))
	if len(bytes.TrimSpace(content[s:tf.Offset(start)])) != 0 {
		return false
	}
	for s > 0 {
		above := lineStart(content, s-1)
		if above <= tf.Offset(prevEnd) || !bytes.HasPrefix(bytes.TrimSpace(content[above:s]), []byte("//")) {
			break
		}
		s = above
	}
	e := tf.Offset(end)
	nl := nextLine(content, e)
	rest := bytes.TrimSpace(content[e:nl])
	rest = bytes.TrimSpace(bytes.TrimPrefix(rest, []byte(",")))
	if len(rest) > 0 && !bytes.HasPrefix(rest, []byte("//")) {
		return false
	}
	b.Replace(tf.Pos(s), tf.Pos(nl), "")
	return true
}

// DeleteField deletes a struct field declared alone on its lines.
func (b *Builder) DeleteField(file *ast.File, field *ast.Field) bool {
	if len(field.Names) != 1 {
		return false
	}
	path, _ := astpath.Enclosing(file, field.Pos(), field.End())
	var list *ast.FieldList
	for _, n := range path {
		if fl, ok := n.(*ast.FieldList); ok {
			list = fl
			break
		}
	}
	if list == nil || !list.Opening.IsValid() {
		return false
	}
	i := slices.Index(list.List, field)
	if i < 0 {
		return false
	}
	prevEnd := list.Opening + 1
	if i > 0 {
		prevEnd = list.List[i-1].End()
	}
	nextStart := list.Closing
	if i+1 < len(list.List) {
		next := list.List[i+1]
		nextStart = next.Pos()
		if next.Doc != nil {
			nextStart = next.Doc.Pos()
		}
	}
	return b.DeleteLines(field.Pos(), field.End(), prevEnd, nextStart)
}

// ImportName returns the name by which file refers to the package path
// at pos in scope, and whether the fix must import it under that name. It
// fails when that name means something else there.
func ImportName(info *types.Info, file *ast.File, scope *types.Scope, pos token.Pos, path string) (name string, add bool, ok bool) {
	if scope == nil {
		return "", false, false
	}
	for _, spec := range file.Imports {
		if p, err := strconv.Unquote(spec.Path.Value); err != nil || p != path {
			continue
		}
		pn := info.PkgNameOf(spec)
		if pn == nil || pn.Name() == "_" || pn.Name() == "." {
			continue
		}
		if _, obj := scope.LookupParent(pn.Name(), pos); obj == pn {
			return pn.Name(), false, true
		}
	}
	name = path[strings.LastIndex(path, "/")+1:]
	if _, obj := scope.LookupParent(name, pos); obj != nil {
		return "", false, false
	}
	return name, true, true
}

// AddImports adds imports of the paths to file: sorted into its first
// group of standard library imports, or in a group of their own in front
// of the others when there is none. Fixes that add the same import to a
// file make the same edit, so they merge.
func (b *Builder) AddImports(file *ast.File, paths ...string) {
	if len(paths) == 0 {
		return
	}
	paths = slices.Sorted(slices.Values(paths))
	var decl *ast.GenDecl
	for _, d := range file.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT {
			decl = gd
			break
		}
	}
	lines := func(indent, sep string) string {
		var s strings.Builder
		for _, p := range paths {
			s.WriteString(indent + strconv.Quote(p) + sep)
		}
		return s.String()
	}
	switch {
	case decl == nil:
		b.Replace(file.Name.End(), file.Name.End(), "\n\nimport (\n"+lines("\t", "\n")+")")
		return
	case !decl.Lparen.IsValid():
		b.Replace(decl.End(), decl.End(), lines("\nimport ", ""))
		return
	case len(decl.Specs) == 0:
		b.Replace(decl.Lparen+1, decl.Lparen+1, "\n"+lines("\t", "\n"))
		return
	}

	// The groups of specs separated by blank lines; the standard
	// library's is the first whose first path has no dot.
	tf := b.fset.File(decl.Pos())
	var groups [][]*ast.ImportSpec
	for i, s := range decl.Specs {
		spec := s.(*ast.ImportSpec)
		if i == 0 || tf.Line(spec.Pos()) > tf.Line(decl.Specs[i-1].End())+1 {
			groups = append(groups, nil)
		}
		groups[len(groups)-1] = append(groups[len(groups)-1], spec)
	}
	var std []*ast.ImportSpec
	for _, g := range groups {
		if p, _ := strconv.Unquote(g[0].Path.Value); isStd(p) {
			std = g
			break
		}
	}
	if std == nil {
		first := decl.Specs[0].(*ast.ImportSpec)
		at := first.Pos()
		if first.Doc != nil {
			at = first.Doc.Pos()
		}
		b.Replace(tf.LineStart(tf.Line(at)), tf.LineStart(tf.Line(at)), lines("\t", "\n")+"\n")
		return
	}
	var after []string
	for _, p := range paths {
		placed := false
		for _, spec := range std {
			if q, _ := strconv.Unquote(spec.Path.Value); q > p {
				at := spec.Pos()
				if spec.Doc != nil {
					at = spec.Doc.Pos()
				}
				b.Replace(at, at, strconv.Quote(p)+"\n\t")
				placed = true
				break
			}
		}
		if !placed {
			after = append(after, p)
		}
	}
	if len(after) > 0 {
		// After the group's last line, so a comment that ends it stays.
		last := std[len(std)-1]
		var text strings.Builder
		for _, p := range after {
			text.WriteString("\t" + strconv.Quote(p) + "\n")
		}
		if next := tf.Line(last.End()) + 1; next <= tf.LineCount() {
			b.Replace(tf.LineStart(next), tf.LineStart(next), text.String())
		} else {
			b.Replace(last.End(), last.End(), "\n"+strings.TrimSuffix(text.String(), "\n"))
		}
	}
}

func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}

func lineStart(content []byte, off int) int {
	return bytes.LastIndexByte(content[:off], '\n') + 1
}

func nextLine(content []byte, off int) int {
	if i := bytes.IndexByte(content[off:], '\n'); i >= 0 {
		return off + i + 1
	}
	return len(content)
}

// DeleteImport deletes an import spec: its line in a parenthesised
// declaration of several, else the whole declaration. The deleted range
// starts at the spec's path, so an import another edit adds before it
// does not overlap.
func (b *Builder) DeleteImport(file *ast.File, spec *ast.ImportSpec) bool {
	for _, d := range file.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.IMPORT {
			continue
		}
		i := slices.Index(gd.Specs, ast.Spec(spec))
		switch {
		case i < 0:
			continue
		case len(gd.Specs) == 1:
			// The whole declaration, its lines and one blank line after.
			tf := b.fset.File(gd.Pos())
			content := b.Source(tf)
			if content == nil || gd.Doc != nil {
				return false
			}
			start, end := lineStart(content, tf.Offset(gd.Pos())), nextLine(content, tf.Offset(gd.End()))
			if len(bytes.TrimSpace(content[start:tf.Offset(gd.Pos())])) != 0 || len(bytes.TrimSpace(content[tf.Offset(gd.End()):end])) != 0 {
				return false
			}
			if next := nextLine(content, end); len(bytes.TrimSpace(content[end:next])) == 0 {
				end = next
			}
			b.Replace(tf.Pos(start), tf.Pos(end), "")
			return true
		case i+1 < len(gd.Specs):
			start := spec.Pos()
			if spec.Name != nil {
				start = spec.Name.Pos()
			}
			next := gd.Specs[i+1].(*ast.ImportSpec)
			end := next.Pos()
			if next.Doc != nil {
				end = next.Doc.Pos()
			}
			b.Replace(start, end, "")
			return true
		default:
			b.Replace(gd.Specs[i-1].End(), spec.End(), "")
			return true
		}
	}
	return false
}
