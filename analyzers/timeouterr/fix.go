package timeouterr

import (
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

// A fixCtx holds what a fix needs to write code at one sink.
type fixCtx struct {
	c       *checker
	file    *ast.File
	src     []byte
	stmt    ast.Stmt
	results *types.Tuple // of the function the sink returns from
	errVar  *types.Var
	text    string // the Go literal of the "unknown" text
}

// fix inserts, before the sink, a branch that recognises a timeout and
// returns the framework's ordinary result with the "unknown" text. For a
// dispatch case whose message is returned after the switch, it puts the
// statement that builds the error text in the else of that branch.
func (c *checker) fix(k *keys.Tool, s *sink, sentence string) (analysis.SuggestedFix, bool) {
	var none analysis.SuggestedFix
	file := c.file(s.stmt.Pos())
	if file == nil {
		return none, false
	}
	tf := c.pass.Fset.File(s.stmt.Pos())
	src, err := c.pass.ReadFile(tf.Name())
	if err != nil {
		return none, false
	}
	errVar, assign := c.errVar(file, s)
	if errVar == nil || !c.holds(file, errVar, assign, s.stmt) {
		return none, false
	}
	fx := &fixCtx{
		c: c, file: file, src: src, stmt: s.stmt, errVar: errVar,
		results: k.Fn.Signature.Results(),
		text:    strconv.Quote("status: unknown. " + sentence),
	}

	var missing []string
	names := make(map[string]string)
	for _, path := range []string{"context", "errors", "os"} {
		name, add, ok := fx.stdName(path)
		if !ok {
			return none, false
		}
		names[path] = name
		if add {
			missing = append(missing, path)
		}
	}
	cond := names["errors"] + ".Is(" + errVar.Name() + ", " + names["context"] + ".DeadlineExceeded) || " +
		names["os"] + ".IsTimeout(" + errVar.Name() + ")"

	indent, ok := c.indent(tf, src, s.stmt.Pos())
	if !ok {
		return none, false
	}
	var edit analysis.TextEdit
	switch st := s.stmt.(type) {
	case *ast.ReturnStmt:
		ret, ok := fx.ordinary(k)
		if !ok {
			return none, false
		}
		edit = analysis.TextEdit{
			Pos:     st.Pos(),
			End:     st.Pos(),
			NewText: []byte("if " + cond + " {\n" + indent + "\t" + ret + "\n" + indent + "}\n" + indent),
		}
	case *ast.AssignStmt, *ast.ExprStmt:
		if as, ok := st.(*ast.AssignStmt); ok && as.Tok != token.ASSIGN {
			return none, false // a := would go out of scope inside the branch
		}
		replaced, ok := fx.replaced()
		if !ok {
			return none, false
		}
		orig := strings.ReplaceAll(fx.source(st.Pos(), st.End()), "\n", "\n\t")
		edit = analysis.TextEdit{
			Pos: st.Pos(),
			End: st.End(),
			NewText: []byte("if " + cond + " {\n" + indent + "\t" + replaced + "\n" + indent + "} else {\n" +
				indent + "\t" + orig + "\n" + indent + "}"),
		}
	default:
		return none, false
	}
	edits := append([]analysis.TextEdit{edit}, c.importEdits(file, tf, src, missing)...)
	return analysis.SuggestedFix{
		Message:   `Return an "unknown" outcome on a timeout`,
		TextEdits: edits,
	}, true
}

// ordinary returns the statement that returns the framework's ordinary
// result carrying the text, as the framework's adapter writes it.
func (fx *fixCtx) ordinary(k *keys.Tool) (string, bool) {
	for _, write := range tools.TextResults(k.Tool.Framework) {
		if ret, ok := write(fx.results, fx); ok {
			return ret, true
		}
	}
	return "", false
}

// Text, PkgName, Zero and Replaced make a fixCtx the tools.ResultWriter
// the adapters write their results with.

func (fx *fixCtx) Text() string                              { return fx.text }
func (fx *fixCtx) PkgName(pkg *types.Package) (string, bool) { return fx.pkgName(pkg) }
func (fx *fixCtx) Zero(t types.Type) (string, bool)          { return fx.zero(t) }
func (fx *fixCtx) Replaced() (string, bool)                  { return fx.replaced() }

// errVar returns the variable the write's error is assigned to, and the
// statement that assigns it.
func (c *checker) errVar(file *ast.File, s *sink) (*types.Var, ast.Node) {
	pos := s.write.Call.Pos()
	path, _ := astutil.PathEnclosingInterval(file, pos, pos)
	var call *ast.CallExpr
	i := 0
	for ; i < len(path); i++ {
		if ce, ok := path[i].(*ast.CallExpr); ok && ce.Lparen == pos {
			call = ce
			break
		}
	}
	if call == nil {
		return nil, nil
	}
	index := 0
	if tuple, ok := c.pass.TypesInfo.TypeOf(call).(*types.Tuple); ok {
		index = tuple.Len() - 1
	}
	for i++; i < len(path); i++ {
		if _, ok := path[i].(*ast.ParenExpr); !ok {
			break
		}
	}
	if i >= len(path) {
		return nil, nil
	}
	var id *ast.Ident
	switch p := path[i].(type) {
	case *ast.AssignStmt:
		if len(p.Rhs) == 1 && index < len(p.Lhs) {
			id, _ = p.Lhs[index].(*ast.Ident)
		}
	case *ast.ValueSpec:
		if len(p.Values) == 1 && index < len(p.Names) {
			id = p.Names[index]
		}
	}
	if id == nil || id.Name == "_" {
		return nil, nil
	}
	v, _ := c.pass.TypesInfo.ObjectOf(id).(*types.Var)
	return v, path[i]
}

// holds reports whether, at the sink, the variable still holds the
// write's error: it is in scope and not shadowed, its address is not
// taken, and it is not assigned between the write and the sink (nor
// anywhere else when a loop runs the write again).
func (c *checker) holds(file *ast.File, v *types.Var, assign ast.Node, sinkStmt ast.Stmt) bool {
	scope := c.pass.Pkg.Scope().Innermost(sinkStmt.Pos())
	if scope == nil {
		return false
	}
	if _, obj := scope.LookupParent(v.Name(), sinkStmt.Pos()); obj != v {
		return false
	}
	path, _ := astutil.PathEnclosingInterval(file, assign.Pos(), assign.End())
	var body ast.Node
	inLoop := false
	for _, n := range path {
		switch n := n.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			if body == nil {
				inLoop = true
			}
		case *ast.FuncDecl:
			if body == nil {
				body = n.Body
			}
		case *ast.FuncLit:
			if body == nil {
				body = n.Body
			}
		}
	}
	if body == nil {
		return false
	}
	ok := true
	refersTo := func(e ast.Expr) bool {
		id, isID := ast.Unparen(e).(*ast.Ident)
		return isID && c.pass.TypesInfo.ObjectOf(id) == v
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.UnaryExpr:
			if n.Op == token.AND && refersTo(n.X) {
				ok = false
			}
		case *ast.AssignStmt:
			if ast.Node(n) == assign {
				return true
			}
			for _, l := range n.Lhs {
				if refersTo(l) && (inLoop || (n.Pos() > assign.Pos() && n.Pos() < sinkStmt.Pos())) {
					ok = false
				}
			}
		case *ast.RangeStmt:
			if (n.Key != nil && refersTo(n.Key)) || (n.Value != nil && refersTo(n.Value)) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// stdName returns the name under which the file refers to a standard
// package at the sink, and whether the fix must import it. It fails when
// the name means something else there.
func (fx *fixCtx) stdName(path string) (name string, add bool, ok bool) {
	pos := fx.stmt.Pos()
	scope := fx.c.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return "", false, false
	}
	for _, spec := range fx.file.Imports {
		if p, err := strconv.Unquote(spec.Path.Value); err != nil || p != path {
			continue
		}
		pn := fx.c.pass.TypesInfo.PkgNameOf(spec)
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

// pkgName returns the name under which the file refers to pkg at the
// sink.
func (fx *fixCtx) pkgName(pkg *types.Package) (string, bool) {
	if pkg == fx.c.pass.Pkg {
		return "", true
	}
	pos := fx.stmt.Pos()
	scope := fx.c.pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		return "", false
	}
	for _, spec := range fx.file.Imports {
		pn := fx.c.pass.TypesInfo.PkgNameOf(spec)
		if pn == nil || pn.Imported() != pkg || pn.Name() == "_" || pn.Name() == "." {
			continue
		}
		if _, obj := scope.LookupParent(pn.Name(), pos); obj == pn {
			return pn.Name(), true
		}
	}
	return "", false
}

// typ writes a type as the file names it.
func (fx *fixCtx) typ(t types.Type) (string, bool) {
	ok := true
	s := types.TypeString(t, func(p *types.Package) string {
		name, found := fx.pkgName(p)
		if !found {
			ok = false
		}
		return name
	})
	return s, ok
}

// zero writes the zero value of a type.
func (fx *fixCtx) zero(t types.Type) (string, bool) {
	if _, ok := types.Unalias(t).(*types.TypeParam); ok {
		s, ok := fx.typ(t)
		return "*new(" + s + ")", ok
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsString != 0:
			return `""`, true
		case u.Info()&types.IsBoolean != 0:
			return "false", true
		case u.Info()&types.IsNumeric != 0:
			return "0", true
		}
		return "", false
	case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Signature, *types.Interface:
		return "nil", true
	case *types.Struct, *types.Array:
		if _, named := types.Unalias(t).(*types.Named); !named {
			return "", false
		}
		s, ok := fx.typ(t)
		return s + "{}", ok
	}
	return "", false
}

// replaced returns the sink statement with its error text replaced by
// the "unknown" text: the first string expression in it that uses the
// error.
func (fx *fixCtx) replaced() (string, bool) {
	info := fx.c.pass.TypesInfo
	var target ast.Expr
	ast.Inspect(fx.stmt, func(n ast.Node) bool {
		if target != nil {
			return false
		}
		if _, ok := n.(*ast.FuncLit); ok {
			return false
		}
		e, ok := n.(ast.Expr)
		if !ok {
			return true
		}
		if t := info.TypeOf(e); t != nil && isString(t) && fx.uses(e) {
			target = e
			return false
		}
		return true
	})
	if target == nil {
		return "", false
	}
	return fx.source(fx.stmt.Pos(), target.Pos()) + fx.text + fx.source(target.End(), fx.stmt.End()), true
}

// uses reports whether e refers to the error variable.
func (fx *fixCtx) uses(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && fx.c.pass.TypesInfo.Uses[id] == fx.errVar {
			found = true
		}
		return !found
	})
	return found
}

func (fx *fixCtx) source(from, to token.Pos) string {
	tf := fx.c.pass.Fset.File(from)
	return string(fx.src[tf.Offset(from):tf.Offset(to)])
}

// indent returns the white space before pos on its line; it fails when
// something else precedes pos there.
func (c *checker) indent(tf *token.File, src []byte, pos token.Pos) (string, bool) {
	start := tf.Offset(tf.LineStart(tf.Line(pos)))
	prefix := string(src[start:tf.Offset(pos)])
	if strings.Trim(prefix, " \t") != "" {
		return "", false
	}
	return prefix, true
}

// importEdits adds standard imports to a file, sorted into its first
// group of standard imports. Every fix in a file adds the same imports
// with the same edits, so fixes applied together merge.
func (c *checker) importEdits(file *ast.File, tf *token.File, src []byte, paths []string) []analysis.TextEdit {
	if len(paths) == 0 {
		return nil
	}
	var decl *ast.GenDecl
	for _, d := range file.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.IMPORT && gd.Lparen.IsValid() {
			decl = gd
			break
		}
	}
	if decl == nil {
		// No import block: add one after the package clause.
		var b strings.Builder
		b.WriteString("\n\nimport (\n")
		for _, p := range paths {
			b.WriteString("\t" + strconv.Quote(p) + "\n")
		}
		b.WriteString(")")
		after := file.Name.End()
		return []analysis.TextEdit{{Pos: after, End: after, NewText: []byte(b.String())}}
	}
	lineStart := func(p token.Pos) token.Pos { return tf.LineStart(tf.Line(p)) }
	var std []*ast.ImportSpec
	for _, spec := range decl.Specs {
		is := spec.(*ast.ImportSpec)
		p, _ := strconv.Unquote(is.Path.Value)
		if isStd(p) {
			std = append(std, is)
		} else if len(std) > 0 {
			break // the first group of standard imports ends
		}
	}
	inserts := make(map[token.Pos][]string)
	var order []token.Pos
	add := func(at token.Pos, line string) {
		if _, ok := inserts[at]; !ok {
			order = append(order, at)
		}
		inserts[at] = append(inserts[at], line)
	}
	for _, p := range paths {
		line := "\t" + strconv.Quote(p) + "\n"
		switch {
		case len(std) == 0 && len(decl.Specs) > 0:
			// Only third-party imports: a group of their own in front.
			add(lineStart(decl.Specs[0].Pos()), line)
		case len(std) == 0:
			add(decl.Rparen, line)
		default:
			placed := false
			for _, is := range std {
				q, _ := strconv.Unquote(is.Path.Value)
				if q > p {
					add(lineStart(is.Pos()), line)
					placed = true
					break
				}
			}
			if !placed {
				last := std[len(std)-1]
				next := tf.Line(last.End()) + 1
				if next > tf.LineCount() {
					return nil
				}
				add(tf.LineStart(next), line)
			}
		}
	}
	var edits []analysis.TextEdit
	for _, at := range order {
		text := strings.Join(inserts[at], "")
		if len(std) == 0 && len(decl.Specs) > 0 {
			text += "\n"
		}
		edits = append(edits, analysis.TextEdit{Pos: at, End: at, NewText: []byte(text)})
	}
	slices.SortFunc(edits, func(a, b analysis.TextEdit) int { return int(a.Pos - b.Pos) })
	return edits
}
