// Package astpath finds the path of syntax nodes that encloses a source
// interval, as astutil.PathEnclosingInterval does, without listing every
// declaration of the file for each question.
//
// The checks ask for the enclosing path of each place they report or
// edit. astutil.PathEnclosingInterval lists the children of every node on
// its way down, the file's included: in a file of hundreds of
// declarations, most of its work is that first list.
package astpath

import (
	"go/ast"
	"go/token"
	"sort"

	"golang.org/x/tools/go/ast/astutil"
)

// Enclosing returns what astutil.PathEnclosingInterval(file, start, end)
// returns. When the interval ends within the first declaration that ends
// after its start, found by binary search, it asks the same of a file with
// that declaration alone: the declarations before it end before the
// interval and those after it begin after it, and the search compares
// them only with the interval, on its way down from the file.
func Enclosing(file *ast.File, start, end token.Pos) (path []ast.Node, exact bool) {
	if start > end {
		start, end = end, start
	}
	i := sort.Search(len(file.Decls), func(i int) bool { return file.Decls[i].End() > start })
	if i == len(file.Decls) {
		return astutil.PathEnclosingInterval(file, start, end)
	}
	decl := file.Decls[i]
	if end > decl.End() {
		// The interval reaches past the declaration.
		return astutil.PathEnclosingInterval(file, start, end)
	}
	// The file with this declaration alone: its other declarations are
	// only ever compared with the interval on the way down from the file.
	// Likewise, in a function of many statements (a server registering
	// hundreds of tools in one), the function with the statement that
	// holds the interval alone.
	alone := &ast.File{Doc: file.Doc, Package: file.Package, Name: file.Name, Decls: []ast.Decl{decl}, FileStart: file.FileStart, FileEnd: file.FileEnd}
	orig := map[ast.Node]ast.Node{alone: file}
	if fn, ok := decl.(*ast.FuncDecl); ok && fn.Body != nil && len(fn.Body.List) > 1 {
		if stmt := holding(fn.Body.List, start, end); stmt != nil {
			body := *fn.Body
			body.List = []ast.Stmt{stmt}
			short := *fn
			short.Body = &body
			alone.Decls[0] = &short
			orig[&short], orig[&body] = fn, fn.Body
		}
	}
	path, exact = astutil.PathEnclosingInterval(alone, start, end)
	for i, n := range path {
		if r, ok := orig[n]; ok {
			path[i] = r
		}
	}
	return path, exact
}

// holding returns the statement of list that holds [start, end) such that
// the search of astutil.PathEnclosingInterval picks it among its siblings
// (with the whitespace around each child counted as the child's), or nil.
// An empty interval at a statement's start belongs to what precedes it.
func holding(list []ast.Stmt, start, end token.Pos) ast.Stmt {
	i := sort.Search(len(list), func(i int) bool { return list[i].End() > start })
	if i == len(list) {
		return nil
	}
	s := list[i]
	if s.Pos() <= start && end <= s.End() && end > s.Pos() {
		return s
	}
	return nil
}
