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
	var out []*ast.File
	for i, f := range files {
		g := withoutElementsFile(f)
		if g != f && out == nil {
			out = append(make([]*ast.File, 0, len(files)), files[:i]...)
		}
		if out != nil {
			out = append(out, g)
		}
	}
	if out == nil {
		return files
	}
	return out
}

func withoutElementsFile(f *ast.File) *ast.File {
	var decls []ast.Decl
	for i, d := range f.Decls {
		nd := withoutElementsDecl(d)
		if nd != d && decls == nil {
			decls = append(make([]ast.Decl, 0, len(f.Decls)), f.Decls[:i]...)
		}
		if decls != nil {
			decls = append(decls, nd)
		}
	}
	if decls == nil {
		return f
	}
	c := *f
	c.Decls = decls
	return &c
}

func withoutElementsDecl(d ast.Decl) ast.Decl {
	gd, ok := d.(*ast.GenDecl)
	if !ok || gd.Tok != token.VAR {
		return d
	}
	var specs []ast.Spec
	for i, s := range gd.Specs {
		vs := s.(*ast.ValueSpec)
		var values []ast.Expr
		for j, v := range vs.Values {
			nv := emptied(v)
			if nv != v && values == nil {
				values = append(make([]ast.Expr, 0, len(vs.Values)), vs.Values[:j]...)
			}
			if values != nil {
				values = append(values, nv)
			}
		}
		if values != nil && specs == nil {
			specs = append(make([]ast.Spec, 0, len(gd.Specs)), gd.Specs[:i]...)
		}
		if specs != nil {
			if values != nil {
				c := *vs
				c.Values = values
				specs = append(specs, &c)
			} else {
				specs = append(specs, vs)
			}
		}
	}
	if specs == nil {
		return d
	}
	c := *gd
	c.Specs = specs
	return &c
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
