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
	alone := &ast.File{Doc: file.Doc, Package: file.Package, Name: file.Name, Decls: []ast.Decl{decl}, FileStart: file.FileStart, FileEnd: file.FileEnd}
	path, exact = astutil.PathEnclosingInterval(alone, start, end)
	if len(path) > 0 && path[len(path)-1] == alone {
		path[len(path)-1] = file
	}
	return path, exact
}
