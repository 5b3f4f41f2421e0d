package loader

import (
	"go/ast"
	"go/token"
	"strconv"
)

// withoutElements returns the files, or shallow copies of those that
// need it, in which every composite literal that is the whole value of a
// package-level variable (or its address) has no elements, for a package
// checked without function bodies. The literal's type is written in it,
// so the variable's type does not change; an array of [...] gets the
// length its elements gave it, and one whose elements are keyed is left
// whole. Such tables are most of what is left to check in such a
// package: the P-256 table of crypto/internal/fips140/nistec, 88,000
// bytes long, took longer than the rest of the standard library's
// declarations together. Only the type checker sees the copies; the
// package's syntax is its files, unchanged.
func withoutElements(files []*ast.File) []*ast.File {
	out, _ := mapShared(files, func(f *ast.File) *ast.File {
		decls, changed := mapShared(f.Decls, withoutElementsDecl)
		if !changed {
			return f
		}
		c := *f
		c.Decls = decls
		return &c
	})
	return out
}

func withoutElementsDecl(d ast.Decl) ast.Decl {
	gd, ok := d.(*ast.GenDecl)
	if !ok || gd.Tok != token.VAR {
		return d
	}
	specs, changed := mapShared(gd.Specs, func(s ast.Spec) ast.Spec {
		vs := s.(*ast.ValueSpec)
		values, changed := mapShared(vs.Values, emptied)
		if !changed {
			return s
		}
		c := *vs
		c.Values = values
		return &c
	})
	if !changed {
		return d
	}
	c := *gd
	c.Specs = specs
	return &c
}

// mapShared returns xs with f applied to each element, and whether f
// changed any: when it changed none, xs itself, so that what is
// unchanged stays shared with the package's syntax.
func mapShared[T comparable](xs []T, f func(T) T) ([]T, bool) {
	for i, x := range xs {
		if y := f(x); y != x {
			out := append(make([]T, 0, len(xs)), xs[:i]...)
			out = append(out, y)
			for _, x := range xs[i+1:] {
				out = append(out, f(x))
			}
			return out, true
		}
	}
	return xs, false
}

// emptied returns a composite literal, or its address, without its
// elements, or e itself when that could change its type or there is
// nothing to gain.
func emptied(e ast.Expr) ast.Expr {
	switch e := e.(type) {
	case *ast.ParenExpr:
		if x := emptied(e.X); x != e.X {
			c := *e
			c.X = x
			return &c
		}
	case *ast.UnaryExpr:
		if e.Op == token.AND {
			if x := emptied(e.X); x != e.X {
				c := *e
				c.X = x
				return &c
			}
		}
	case *ast.CompositeLit:
		if e.Type == nil || len(e.Elts) == 0 {
			return e
		}
		c := *e
		c.Elts = nil
		if at, ok := e.Type.(*ast.ArrayType); ok {
			if _, ok := at.Len.(*ast.Ellipsis); ok {
				for _, elt := range e.Elts {
					if _, ok := elt.(*ast.KeyValueExpr); ok {
						return e // its length depends on the keys' values
					}
				}
				t := *at
				t.Len = &ast.BasicLit{ValuePos: at.Len.Pos(), Kind: token.INT, Value: strconv.Itoa(len(e.Elts))}
				c.Type = &t
			}
		}
		return &c
	}
	return e
}
