package timeouterr

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"github.com/idemlint/idemlint/internal/astpath"
	"github.com/idemlint/idemlint/internal/edit"
	sharedflow "github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
)

// A fixCtx holds what a fix needs to write code at one sink.
type fixCtx struct {
	c       *checker
	b       *edit.Builder
	file    *ast.File
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
	b := c.newEdit()
	src := b.Source(c.pass.Fset.File(s.stmt.Pos()))
	if src == nil {
		return none, false
	}
	if s.fn != k.Fn && !types.Identical(s.fn.Signature.Results(), k.Fn.Signature.Results()) {
		return none, false // a helper whose results are not the handler's: no framework result to write
	}
	errVar, assign := c.errVar(file, s)
	if errVar == nil || !c.holds(file, errVar, assign, s.stmt) {
		return none, false
	}
	fx := &fixCtx{
		c: c, b: b, file: file, stmt: s.stmt, errVar: errVar,
		results: s.fn.Signature.Results(),
		text:    strconv.Quote("status: unknown. " + sentence),
	}

	var missing []string
	names := make(map[string]string)
	pos := s.stmt.Pos()
	scope := c.pass.Pkg.Scope().Innermost(pos)
	for _, path := range []string{"context", "errors", "os"} {
		name, add, ok := edit.ImportName(c.pass.TypesInfo, file, scope, pos, path)
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

	switch st := s.stmt.(type) {
	case *ast.ReturnStmt:
		ret, ok := fx.ordinary(k)
		if !ok || !b.InsertBranch(st, cond, ret) {
			return none, false
		}
	case *ast.AssignStmt, *ast.ExprStmt:
		if as, ok := st.(*ast.AssignStmt); ok && as.Tok != token.ASSIGN {
			return none, false // a := would go out of scope inside the branch
		}
		replaced, ok := fx.replaced()
		if !ok || !b.WrapInBranch(st, cond, replaced) {
			return none, false
		}
	default:
		return none, false
	}
	b.AddImports(file, missing...)
	return analysis.SuggestedFix{
		Message:   `Return an "unknown" outcome on a timeout`,
		TextEdits: b.Edits(),
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
	// The call the error comes from: the write, or the method of its
	// result that reports it (cmd := Append(...); _, err := cmd.Write(b)).
	pos := sharedflow.ErrorCall(s.call).Pos()
	path, _ := astpath.Enclosing(file, pos, pos)
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
	path, _ := astpath.Enclosing(file, assign.Pos(), assign.End())
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
	// Only v's scope can mention it: the rest of the function (the other
	// cases of a dispatch of many tools) is skipped.
	from, to := body.Pos(), body.End()
	if sc := v.Parent(); sc != nil && sc.Pos().IsValid() {
		from, to = sc.Pos(), sc.End()
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if n == nil || n.End() < from || n.Pos() > to {
			return false
		}
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

func (fx *fixCtx) source(from, to token.Pos) string { return fx.b.Text(from, to) }
