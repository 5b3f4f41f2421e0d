package modelkey

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/internal/astpath"
	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/internal/edit"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
)

// The fix removes the key parameter from the tool's schema and replaces
// every read of it in the handler with a key derived from the other
// identifying arguments:
//
//	sum := sha256.Sum256(fmt.Appendf(nil, "issue_refund|%q|%d|%q", in.OrderID, in.AmountCents, in.ReasonCode))
//	key := hex.EncodeToString(sum[:])
//
// It is offered only when every step is sound; any doubt means no fix.

type useKind int

const (
	fieldUse    useKind = iota // in.IdempotencyKey
	accessorUse                // req.GetString("idempotency_key", "")
	indexUse                   // args["idempotency_key"]
)

// A use is one read of the key parameter in the handler.
type use struct {
	kind useKind
	expr ast.Expr // the expression replaced
	base ast.Expr // what the argument is read from: in, req, args
	root types.Object
	// asAny: the expression is an interface value (a map entry), so the
	// replacement is any(key).
	asAny bool
	// commaOk is the assignment when the expression is the single value
	// of a comma-ok pair (v, ok := m["k"].(string)).
	commaOk *ast.AssignStmt
}

type fixer struct {
	pass  *analysis.Pass
	tool  *tools.Tool
	all   []*tools.Tool // every tool of the package
	mk    keys.ModelKey
	param *tools.Param
	from  []*tools.Param
	names []string // extra key names

	b        *edit.Builder
	required ast.Node                        // the "required" list edited, if any
	refs     func(types.Object) []*ast.Ident // every use of an object in the package
	pkg      *packageIndex
}

func newFixer(r *check.Runner, all []*tools.Tool, t *tools.Tool, mk keys.ModelKey, from []*tools.Param, names []string) *fixer {
	pkg := r.Memo(indexKey{}, func() any { return indexPackage(r.Pass) }).(*packageIndex)
	return &fixer{pass: r.Pass, all: all, tool: t, mk: mk, param: mk.Param, from: from, names: names, b: r.NewEdit(), refs: r.Refs, pkg: pkg}
}

type indexKey struct{}

// A packageIndex holds what the fixes of one package look up, made once
// for all its reports: each would otherwise walk the whole package.
type packageIndex struct {
	decls   map[types.Object]*ast.FuncDecl // functions with a body
	strings map[string][]ast.Node          // string literals, by value
	fields  map[string][]ast.Node          // selections of the package's own fields, by their JSON or Go name

	toolOwners *toolOwners // made on the first fix's request

	// What derive learns of a function, kept: the tools of a dispatch
	// share one function, and walking it for each would cost the square
	// of their number.
	gotos map[ast.Node]bool
	names map[ast.Node]map[string]bool
}

// hasGoto reports whether fn has a goto statement.
func (x *packageIndex) hasGoto(fn ast.Node) bool {
	has, ok := x.gotos[fn]
	if !ok {
		has = hasGoto(fn)
		if x.gotos == nil {
			x.gotos = make(map[ast.Node]bool)
		}
		x.gotos[fn] = has
	}
	return has
}

// identNames returns the names of the identifiers in fn. The map is shared.
func (x *packageIndex) identNames(fn ast.Node) map[string]bool {
	names, ok := x.names[fn]
	if !ok {
		names = identNames(fn)
		if x.names == nil {
			x.names = make(map[ast.Node]map[string]bool)
		}
		x.names[fn] = names
	}
	return names
}

func indexPackage(pass *analysis.Pass) *packageIndex {
	x := &packageIndex{
		decls:   make(map[types.Object]*ast.FuncDecl),
		strings: make(map[string][]ast.Node),
		fields:  make(map[string][]ast.Node),
	}
	for _, file := range pass.Files {
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if obj := pass.TypesInfo.Defs[fd.Name]; obj != nil {
					x.decls[obj] = fd
				}
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BasicLit:
				if tv, ok := pass.TypesInfo.Types[n]; ok && tv.Value != nil && tv.Value.Kind() == constant.String {
					s := constant.StringVal(tv.Value)
					x.strings[s] = append(x.strings[s], n)
				}
			case *ast.SelectorExpr:
				if sel := pass.TypesInfo.Selections[n]; sel != nil && sel.Kind() == types.FieldVal && sel.Obj().Pkg() == pass.Pkg {
					if name, ok := selectedName(sel); ok {
						x.fields[name] = append(x.fields[name], n)
					}
				}
			}
			return true
		})
	}
	return x
}

func (f *fixer) fix() (analysis.SuggestedFix, bool) {
	p := f.param
	switch {
	case f.tool.Name == "", len(f.from) == 0, p.Node == nil, p.Role == tools.KeyPart:
		return analysis.SuggestedFix{}, false
	case !keys.IsKeyName(p.Name, f.names):
		// An argument of the action used as the key (an order id): it
		// stays in the schema, and the report is left to the owner.
		return analysis.SuggestedFix{}, false
	case keys.IsIdentifierName(p.Name) && f.mk.Use == nil:
		// A key name that also names a business identifier (an approval
		// request's id) is removed only when it is seen reaching a key
		// slot or ledger.
		return analysis.SuggestedFix{}, false
	case p.Field != nil && !types.Identical(p.Field.Type(), types.Typ[types.String]):
		return analysis.SuggestedFix{}, false
	case p.Field == nil && p.SchemaType != "" && p.SchemaType != "string":
		return analysis.SuggestedFix{}, false
	}
	if !f.removeParam() {
		return analysis.SuggestedFix{}, false
	}
	roots := f.region()
	if roots == nil {
		return analysis.SuggestedFix{}, false
	}
	uses, fields, ok := f.findUses(roots)
	if !ok || f.mentionedElsewhere(roots) {
		return analysis.SuggestedFix{}, false
	}
	if len(uses) > 0 && !f.derive(uses) {
		return analysis.SuggestedFix{}, false
	}
	for _, fld := range fields {
		if fld != p.Field {
			f.removeFieldOf(fld) // a local decoding struct's field, now unused; left in place if it cannot go cleanly
		}
	}
	if !f.b.Disjoint() {
		return analysis.SuggestedFix{}, false
	}
	names := make([]string, len(f.from))
	for i, q := range f.from {
		names[i] = q.Name
	}
	return analysis.SuggestedFix{
		Message:   fmt.Sprintf("Derive the idempotency key inside the tool from %s", strings.Join(names, ", ")),
		TextEdits: f.b.Edits(),
	}, true
}

// --- removing the parameter from the schema ---

func (f *fixer) removeParam() bool {
	p := f.param
	file := f.fileOf(p.Node.Pos())
	if file == nil {
		return false
	}
	switch n := p.Node.(type) {
	case *ast.CallExpr: // mcp.WithString("idempotency_key", ...)
		decl, ok := f.tool.Decl.(*ast.CallExpr)
		if !ok {
			return false
		}
		i := slices.Index(decl.Args, ast.Expr(n))
		return i >= 0 && f.b.DeleteElem(decl.Args, i, decl.Lparen+1, decl.Rparen)
	case *ast.KeyValueExpr: // "idempotency_key": map[string]any{...}
		path, _ := astpath.Enclosing(file, n.Pos(), n.End())
		if len(path) < 2 || path[0] != n {
			return false
		}
		lit, ok := path[1].(*ast.CompositeLit)
		if !ok {
			return false
		}
		i := slices.Index(lit.Elts, ast.Expr(n))
		return i >= 0 && f.b.DeleteElem(lit.Elts, i, lit.Lbrace+1, lit.Rbrace) && f.removeRequired(path, n)
	case *ast.Field: // IdempotencyKey string `json:"idempotency_key"`
		return f.b.DeleteField(file, n)
	}
	return false // a schema in JSON text: not rewritten
}

// removeRequired removes the parameter's name from the "required" list of
// the schema whose properties hold it. path leads from the property to
// the file.
func (f *fixer) removeRequired(path []ast.Node, prop *ast.KeyValueExpr) bool {
	p := f.param
	if len(path) >= 4 {
		entry, ok1 := path[2].(*ast.KeyValueExpr)
		schema, ok2 := path[3].(*ast.CompositeLit)
		if ok1 && ok2 && f.isKey(entry.Key, "properties", "Properties") {
			for _, elt := range schema.Elts {
				kv, ok := elt.(*ast.KeyValueExpr)
				if !ok || !f.isKey(kv.Key, "required", "Required") {
					continue
				}
				list, ok := ast.Unparen(kv.Value).(*ast.CompositeLit)
				if !ok {
					return !p.Required
				}
				for i, e := range list.Elts {
					if s, ok := f.constString(e); ok && s == p.Name {
						f.required = list
						return f.b.DeleteElem(list.Elts, i, list.Lbrace+1, list.Rbrace)
					}
				}
				return true
			}
		}
	}
	if !p.Required {
		return true
	}
	// eino's schema.ParameterInfo{Required: true} goes with the entry.
	if lit, ok := ast.Unparen(prop.Value).(*ast.CompositeLit); ok {
		for _, elt := range lit.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok && f.isKey(kv.Key, "Required") {
				return true
			}
		}
	}
	return false
}

func (f *fixer) isKey(e ast.Expr, names ...string) bool {
	if id, ok := e.(*ast.Ident); ok && f.pass.TypesInfo.Uses[id] != nil {
		if _, isField := f.pass.TypesInfo.Uses[id].(*types.Var); isField && slices.Contains(names, id.Name) {
			return true
		}
	}
	s, ok := f.constString(e)
	return ok && slices.Contains(names, s)
}

// removeFieldOf removes the declaration of a struct field of this
// package, when it stands alone on its lines.
func (f *fixer) removeFieldOf(v *types.Var) {
	file := f.fileOf(v.Pos())
	if file == nil || v.Pkg() != f.pass.Pkg {
		return
	}
	path, _ := astpath.Enclosing(file, v.Pos(), v.Pos()+token.Pos(len(v.Name())))
	for _, n := range path {
		if field, ok := n.(*ast.Field); ok {
			if len(field.Names) == 1 && f.pass.TypesInfo.Defs[field.Names[0]] == v {
				f.b.DeleteField(file, field)
			}
			return
		}
	}
}

// --- the handler and the reads of the key ---

// region returns the syntax that handles the tool: the handler's body
// (or the statements of its dispatch case) and the bodies of this
// package's functions that only it calls. Nil when the handler is not
// here or serves other tools too.
func (f *fixer) region() []ast.Node {
	h := f.tool.Handler
	if h == nil {
		return nil
	}
	var roots []ast.Node
	switch {
	case h.Dispatch != nil:
		for _, s := range h.Stmts {
			roots = append(roots, s)
		}
	case h.Lit != nil:
		roots = append(roots, h.Lit.Body)
	case h.Decl != nil && h.Decl.Body != nil:
		if len(f.refs(h.Func)) > 1 {
			return nil // one function serves several tools
		}
		roots = append(roots, h.Decl.Body)
	default:
		return nil
	}
	decls := f.pkg.decls
	inside := func(pos token.Pos) bool {
		for _, r := range roots {
			if r.Pos() <= pos && pos < r.End() {
				return true
			}
		}
		return false
	}
	added := make(map[*ast.FuncDecl]bool)
	for range 3 {
		var more []ast.Node
		for _, r := range roots {
			ast.Inspect(r, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				var id *ast.Ident
				switch fun := ast.Unparen(call.Fun).(type) {
				case *ast.Ident:
					id = fun
				case *ast.SelectorExpr:
					id = fun.Sel
				}
				if id == nil {
					return true
				}
				fn, _ := f.pass.TypesInfo.Uses[id].(*types.Func)
				fd := decls[fn]
				if fn == nil || fd == nil || added[fd] || (h.Decl != nil && fd == h.Decl) {
					return true
				}
				for _, ref := range f.refs(fn) {
					if !inside(ref.Pos()) {
						return true
					}
				}
				added[fd] = true
				more = append(more, fd.Body)
				return true
			})
		}
		if len(more) == 0 {
			break
		}
		roots = append(roots, more...)
	}
	return roots
}

// findUses finds the reads of the key parameter in the region, and the
// struct fields they read. It fails when the parameter is mentioned in a
// way the fix cannot replace, or when a key field is used outside them.
func (f *fixer) findUses(roots []ast.Node) ([]*use, []*types.Var, bool) {
	p := f.param
	info := f.pass.TypesInfo
	var uses []*use
	var fields []*types.Var
	handledLit := make(map[ast.Expr]bool)
	handledSel := make(map[*ast.Ident]bool)
	var mentions []ast.Expr
	ok := true
	for _, r := range roots {
		parents := make(map[ast.Node]ast.Node)
		var stack []ast.Node
		ast.Inspect(r, func(n ast.Node) bool {
			if n == nil {
				stack = stack[:len(stack)-1]
				return true
			}
			if len(stack) > 0 {
				parents[n] = stack[len(stack)-1]
			}
			stack = append(stack, n)
			switch x := n.(type) {
			case *ast.BasicLit:
				if s, isStr := f.constString(x); isStr && s == p.Name {
					mentions = append(mentions, x)
				}
			case *ast.SelectorExpr:
				sel := info.Selections[x]
				if sel == nil || sel.Kind() != types.FieldVal {
					return true
				}
				field := sel.Obj().(*types.Var)
				if !f.isKeyField(field, sel) {
					return true
				}
				if !slices.Contains(fields, field) {
					fields = append(fields, field)
				}
				handledSel[x.Sel] = true
				u := &use{kind: fieldUse, expr: x, base: x.X}
				if !types.Identical(field.Type(), types.Typ[types.String]) || !f.readOnly(x, parents) || !f.setRoot(u) {
					ok = false
				}
				uses = append(uses, u)
			case *ast.CallExpr:
				fun, isSel := ast.Unparen(x.Fun).(*ast.SelectorExpr)
				if !isSel || len(x.Args) == 0 {
					return true
				}
				if s, isStr := f.constString(x.Args[0]); !isStr || s != p.Name {
					return true
				}
				if req, isReq := tools.RequestOf(f.tool.Framework, info.TypeOf(fun.X)); !isReq || !req.IsStringRead(fun.Sel.Name) || len(x.Args) != 2 {
					return true // left as a mention: no fix
				}
				handledLit[x.Args[0]] = true
				u := &use{kind: accessorUse, expr: x, base: fun.X}
				if !f.setRoot(u) {
					ok = false
				}
				uses = append(uses, u)
			case *ast.IndexExpr:
				m, isMap := typeUnder(info.TypeOf(x.X)).(*types.Map)
				if !isMap {
					return true
				}
				if s, isStr := f.constString(x.Index); !isStr || s != p.Name {
					return true
				}
				handledLit[x.Index] = true
				u := &use{kind: indexUse, expr: x, base: x.X}
				if !f.setRoot(u) || !f.indexContext(u, m, parents) {
					ok = false
				}
				uses = append(uses, u)
			}
			return true
		})
	}
	for _, m := range mentions {
		if !handledLit[m] {
			return nil, nil, false // RequireString("idempotency_key"), delete(args, ...), ...
		}
	}
	check := fields
	if p.Field != nil && !slices.Contains(check, p.Field) {
		check = append(check, p.Field)
	}
	for _, fld := range check {
		for _, id := range f.refs(fld) {
			if !handledSel[id] {
				return nil, nil, false // written, or read elsewhere
			}
		}
	}
	return uses, fields, ok
}

// mentionedElsewhere reports whether code of the package outside the
// tool's handler and the declarations and handlers of other tools
// mentions the key parameter: a helper that several tools share, say.
// Removing the parameter would silently change what that code reads.
func (f *fixer) mentionedElsewhere(roots []ast.Node) bool {
	own := f.pkg.owners(f.all)
	mentions := own.outside(f.pkg.strings, false, f.param.Name, f.tool)
	if byName := f.param.Field == nil && f.tool.Input == nil; byName {
		mentions = append(slices.Clip(mentions), own.outside(f.pkg.fields, true, f.param.Name, f.tool)...)
	}
	if len(mentions) == 0 {
		return false
	}
	skip := append(slices.Clip(roots), f.param.Node)
	if f.required != nil {
		skip = append(skip, f.required)
	}
	for _, m := range mentions {
		if !slices.ContainsFunc(skip, func(n ast.Node) bool { return contains(n, m) }) {
			return true
		}
	}
	return false
}

// contains reports whether m lies within n. Extents nest as the syntax
// does.
func contains(n, m ast.Node) bool {
	return n != nil && n.Pos() <= m.Pos() && m.End() <= n.End()
}

// A toolOwners says, for the mentions of parameter names in a package,
// which tools' code holds each: the mentions no tool's declaration or
// other tool's handler holds are the ones that can keep a fix from being
// sound. Made once per package, it keeps each fix's test proportional to
// those mentions rather than to every tool and mention of the package
// (issue 30: 94% of a run on 3,000 tools of one package).
type toolOwners struct {
	all    []*tools.Tool
	byNode map[ast.Node]owner // mentions within a tool's code
	byName map[nameKey]*unowned
}

type nameKey struct {
	name   string
	fields bool // the selections of fields named so, not the strings
}

// The unowned mentions of a name: those outside every tool's code, and
// those only one tool's handler holds, by tool.
type unowned struct {
	free []ast.Node
	only map[*tools.Tool][]ast.Node
}

// An owner is what holds a mention: a tool's declaration, or the handlers
// of tools (one, or several: a dispatch in a handler).
type owner struct {
	decl    bool
	handler *tools.Tool // the one tool whose handler holds it, if not several
	several bool
}

// owners returns the index of the package's tools all.
func (x *packageIndex) owners(all []*tools.Tool) *toolOwners {
	if x.toolOwners != nil && slices.Equal(x.toolOwners.all, all) {
		return x.toolOwners
	}
	x.toolOwners = indexOwners(all, x.strings, x.fields)
	return x.toolOwners
}

// outside returns the mentions of name in byName (the strings, or the
// fields if fields is set) that neither a tool's declaration nor the
// handler of a tool other than t holds.
func (o *toolOwners) outside(byName map[string][]ast.Node, fields bool, name string, t *tools.Tool) []ast.Node {
	key := nameKey{name, fields}
	u := o.byName[key]
	if u == nil {
		u = &unowned{only: make(map[*tools.Tool][]ast.Node)}
		for _, m := range byName[name] {
			switch w, ok := o.byNode[m]; {
			case !ok:
				u.free = append(u.free, m)
			case !w.decl && !w.several:
				u.only[w.handler] = append(u.only[w.handler], m)
			}
		}
		o.byName[key] = u
	}
	return append(slices.Clip(u.free), u.only[t]...)
}

// indexOwners finds the owners of every mention in one sweep over the
// extents of the tools' code, sorted: they are syntax nodes, so any two
// nest or are disjoint, and those open at a position form a chain.
func indexOwners(all []*tools.Tool, maps ...map[string][]ast.Node) *toolOwners {
	type extent struct {
		node ast.Node
		tool *tools.Tool // nil: a declaration
	}
	var extents []extent
	for _, t := range all {
		if t.Decl != nil {
			extents = append(extents, extent{t.Decl, nil})
		}
		switch h := t.Handler; {
		case h == nil:
		case h.Dispatch != nil:
			for _, s := range h.Stmts {
				extents = append(extents, extent{s, t})
			}
		case h.Lit != nil:
			extents = append(extents, extent{h.Lit.Body, t})
		case h.Decl != nil && h.Decl.Body != nil:
			extents = append(extents, extent{h.Decl.Body, t})
		}
	}
	slices.SortStableFunc(extents, func(a, b extent) int {
		if a.node.Pos() != b.node.Pos() {
			return int(a.node.Pos() - b.node.Pos())
		}
		return int(b.node.End() - a.node.End()) // the outer first
	})
	var mentions []ast.Node
	for _, m := range maps {
		for _, ns := range m {
			mentions = append(mentions, ns...)
		}
	}
	slices.SortFunc(mentions, func(a, b ast.Node) int { return int(a.Pos() - b.Pos()) })

	o := &toolOwners{all: all, byNode: make(map[ast.Node]owner), byName: make(map[nameKey]*unowned)}
	var open []extent // nested, the innermost last
	next := 0
	for _, m := range mentions {
		for ; next < len(extents) && extents[next].node.Pos() <= m.Pos(); next++ {
			e := extents[next]
			for len(open) > 0 && open[len(open)-1].node.End() <= e.node.Pos() {
				open = open[:len(open)-1]
			}
			open = append(open, e)
		}
		for len(open) > 0 && open[len(open)-1].node.End() <= m.Pos() {
			open = open[:len(open)-1]
		}
		var w owner
		found := false
		for _, e := range open {
			if !contains(e.node, m) {
				continue
			}
			found = true
			switch {
			case e.tool == nil:
				w.decl = true
			case w.handler == nil:
				w.handler = e.tool
			case w.handler != e.tool:
				w.several = true
			}
		}
		if found {
			o.byNode[m] = w
		}
	}
	return o
}

// isKeyField reports whether a selected field carries the key parameter:
// the field the tool's input declares it with, or, for tools whose
// schema is declared apart from the Go code, a field of this package
// with the parameter's JSON name (the arguments decoded by the handler).
func (f *fixer) isKeyField(field *types.Var, sel *types.Selection) bool {
	if f.param.Field != nil {
		return field == f.param.Field
	}
	if f.tool.Input != nil || field.Pkg() != f.pass.Pkg {
		return false
	}
	name, ok := selectedName(sel)
	return ok && name == f.param.Name
}

// selectedName returns the argument name a selected field decodes: its
// JSON name or its Go name, when every embedded struct on the way is
// flattened by encoding/json.
func selectedName(sel *types.Selection) (string, bool) {
	t := sel.Recv()
	var name string
	for i, idx := range sel.Index() {
		st := structOf(t)
		if st == nil || idx >= st.NumFields() {
			return "", false
		}
		fld := st.Field(idx)
		n, skip := jsonName(fld, st.Tag(idx))
		if skip {
			return "", false
		}
		if i < len(sel.Index())-1 && (!fld.Embedded() || n != "") {
			return "", false
		}
		if n == "" {
			n = fld.Name()
		}
		name, t = n, fld.Type()
	}
	return name, name != ""
}

func jsonName(fld *types.Var, tag string) (name string, skip bool) {
	v, ok := reflect.StructTag(tag).Lookup("json")
	if !ok {
		return "", false
	}
	if v == "-" {
		return "", true
	}
	name, _, _ = strings.Cut(v, ",")
	return name, false
}

// readOnly reports whether a selector is only read: not assigned, not
// incremented, its address not taken.
func (f *fixer) readOnly(e ast.Expr, parents map[ast.Node]ast.Node) bool {
	switch p := parents[e].(type) {
	case *ast.AssignStmt:
		return !slices.Contains(p.Lhs, e)
	case *ast.IncDecStmt:
		return false
	case *ast.UnaryExpr:
		return p.Op != token.AND
	case *ast.RangeStmt:
		return p.Key != e && p.Value != e
	case *ast.ParenExpr:
		return f.readOnly(p, parents)
	}
	return true
}

// indexContext decides how a map read of the key is replaced: the
// enclosing string assertion goes with it, and an interface value
// becomes any(key).
func (f *fixer) indexContext(u *use, m *types.Map, parents map[ast.Node]ast.Node) bool {
	ix := u.expr
	parent := parents[ix]
	if ta, ok := parent.(*ast.TypeAssertExpr); ok && ta.X == ix {
		if ta.Type == nil || !types.Identical(f.pass.TypesInfo.TypeOf(ta.Type), types.Typ[types.String]) {
			return false
		}
		u.expr, parent = ta, parents[ta]
	} else {
		switch {
		case types.Identical(m.Elem(), types.Typ[types.String]):
		case types.IsInterface(m.Elem()):
			u.asAny = true
		default:
			return false
		}
	}
	if as, ok := parent.(*ast.AssignStmt); ok {
		if slices.Contains(as.Lhs, u.expr) {
			return false
		}
		if len(as.Lhs) == 2 && len(as.Rhs) == 1 && as.Rhs[0] == u.expr {
			u.commaOk = as
		}
	}
	if vs, ok := parent.(*ast.ValueSpec); ok && len(vs.Names) == 2 {
		return false
	}
	return true
}

// setRoot checks that the base of a read can be evaluated again without
// effects (a variable, its fields, or a pure accessor of the request) and
// records the variable it starts from.
func (f *fixer) setRoot(u *use) bool {
	e := u.base
	for {
		switch x := ast.Unparen(e).(type) {
		case *ast.Ident:
			v, ok := f.pass.TypesInfo.Uses[x].(*types.Var)
			if !ok {
				return false
			}
			u.root = v
			return true
		case *ast.SelectorExpr:
			sel := f.pass.TypesInfo.Selections[x]
			if sel == nil || sel.Kind() != types.FieldVal {
				return false
			}
			e = x.X
		case *ast.CallExpr:
			fun, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr)
			if !ok || len(x.Args) != 0 {
				return false
			}
			if req, isReq := tools.RequestOf(f.tool.Framework, f.pass.TypesInfo.TypeOf(fun.X)); !isReq || !req.IsPure(fun.Sel.Name) {
				return false
			}
			e = fun.X
		default:
			return false
		}
	}
}

// --- deriving the key ---

// derive inserts the derivation of the key before the statement that
// holds the first read and replaces every read with the derived key.
func (f *fixer) derive(uses []*use) bool {
	sort.Slice(uses, func(i, j int) bool { return uses[i].expr.Pos() < uses[j].expr.Pos() })
	first := uses[0]
	file := f.fileOf(first.expr.Pos())
	tf := f.pass.Fset.File(first.expr.Pos())
	content := f.b.Source(tf)
	if file == nil || content == nil {
		return false
	}
	baseText := f.b.Text(first.base.Pos(), first.base.End())
	for _, u := range uses[1:] {
		if u.kind != first.kind || u.root != first.root || f.pass.Fset.File(u.expr.Pos()) != tf || f.b.Text(u.base.Pos(), u.base.End()) != baseText {
			return false
		}
	}

	// The statement to insert before: the innermost statement of a list
	// that holds the first read, whose list holds all the others after it.
	path, _ := astpath.Enclosing(file, first.expr.Pos(), first.expr.End())
	var fn ast.Node
	var list []ast.Stmt
	var scope *types.Scope
	idx := -1
	loopHeader := false
	for j := 1; j < len(path) && fn == nil; j++ {
		switch n := path[j].(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			fn = n
			continue
		case *ast.ForStmt:
			if path[j-1] != n.Body {
				loopHeader = true
			}
		case *ast.RangeStmt:
			if path[j-1] != n.Body {
				loopHeader = true
			}
		}
		if idx >= 0 {
			continue
		}
		stmt, ok := path[j-1].(ast.Stmt)
		if !ok {
			continue
		}
		var stmts []ast.Stmt
		switch n := path[j].(type) {
		case *ast.BlockStmt:
			stmts = n.List
		case *ast.CaseClause:
			stmts = n.Body
		case *ast.CommClause:
			stmts = n.Body
		default:
			continue
		}
		i := slices.Index(stmts, stmt)
		if i < 0 || !all(uses, func(u *use) bool { return stmt.Pos() <= u.expr.Pos() && u.expr.End() <= stmts[len(stmts)-1].End() }) {
			continue
		}
		if loopHeader {
			return false
		}
		list, idx, scope = stmts, i, f.pass.TypesInfo.Scopes[path[j]]
		if scope == nil && j+1 < len(path) {
			// A function's body shares the scope of its signature.
			switch fn := path[j+1].(type) {
			case *ast.FuncLit:
				scope = f.pass.TypesInfo.Scopes[fn.Type]
			case *ast.FuncDecl:
				scope = f.pass.TypesInfo.Scopes[fn.Type]
			}
		}
	}
	if idx < 0 || fn == nil || scope == nil {
		return false
	}
	for _, u := range uses {
		if f.enclosingFunc(u.expr) != fn {
			return false
		}
	}
	if f.pkg.hasGoto(fn) {
		return false // a goto may jump over the new declarations
	}
	stmt := list[idx]
	at := stmt.Pos()
	if f.mutates(stmt, first.root) {
		return false
	}
	if _, obj := scope.LookupParent(first.root.Name(), at); obj != first.root {
		return false
	}
	indent, ok := f.b.Indent(at)
	if !ok {
		return false
	}

	// The canonical encoding of the identifying arguments.
	verbs := make([]string, 0, len(f.from))
	reads := make([]string, 0, len(f.from))
	for _, q := range f.from {
		read, verb, ok := f.readBefore(first, list[:idx], at, scope, baseText, q)
		if !ok {
			read, verb, ok = f.read(first, baseText, q)
		}
		if !ok {
			return false
		}
		reads, verbs = append(reads, read), append(verbs, verb)
	}
	format := strconv.Quote(strings.ReplaceAll(f.tool.Name, "%", "%%") + "|" + strings.Join(verbs, "|"))

	// key := in.IdempotencyKey, the only read: derive into it directly,
	// and remove the fallback that filled an empty key, now dead.
	direct := false
	var fallback *ast.IfStmt
	if as, ok := stmt.(*ast.AssignStmt); ok && len(uses) == 1 && len(as.Rhs) == 1 && as.Rhs[0] == first.expr &&
		(as.Tok == token.DEFINE || as.Tok == token.ASSIGN) && (len(as.Lhs) == 1 || first.commaOk == as) {
		direct = true
		if id, ok := as.Lhs[0].(*ast.Ident); ok {
			obj := f.pass.TypesInfo.ObjectOf(id)
			if _, isVar := obj.(*types.Var); isVar {
				fallback = f.fallback(list[idx+1:], obj)
			}
		}
	}
	uuidShaped := f.saysUUID(fallback)

	// Qualifiers of the packages used, imported where needed. A UUID
	// comes from github.com/google/uuid when the file imports it, else
	// from the standard library.
	paths := []string{"crypto/sha256", "encoding/hex", "fmt"}
	googleUUID := ""
	if uuidShaped {
		paths = []string{"crypto/sha256", "fmt"}
		if name, add, ok := edit.ImportName(f.pass.TypesInfo, file, scope, at, googleUUIDPath); ok && !add {
			googleUUID, paths = name, []string{"fmt"}
		}
	}
	qual := make(map[string]string)
	var missing []string
	for _, path := range paths {
		name, add, ok := edit.ImportName(f.pass.TypesInfo, file, scope, at, path)
		if !ok {
			return false
		}
		qual[path] = name
		if add {
			missing = append(missing, path)
		}
	}

	taken := f.pkg.identNames(fn)
	key := ""
	if !direct {
		if key = pick(taken, "idempotencyKey", "idemKey", "derivedKey"); key == "" {
			return false
		}
	}
	encoding := fmt.Sprintf("%s.Appendf(nil, %s, %s)", qual["fmt"], format, strings.Join(reads, ", "))
	var derivation, encoded string
	switch {
	case googleUUID != "":
		encoded = fmt.Sprintf("%s.NewSHA1(%s.NameSpaceOID, %s).String()", googleUUID, googleUUID, encoding)
	case uuidShaped:
		sum := pick(taken, "sum", "keySum", "idemSum")
		if sum == "" {
			return false
		}
		derivation = fmt.Sprintf("%s := %s.Sum256(%s)\n%s", sum, qual["crypto/sha256"], encoding, indent) +
			fmt.Sprintf("%s[6], %s[8] = %s[6]&0x0f|0x50, %s[8]&0x3f|0x80 // a name-based UUID: version 5 layout, RFC 4122 variant\n%s", sum, sum, sum, sum, indent)
		encoded = fmt.Sprintf("%s.Sprintf(\"%%x-%%x-%%x-%%x-%%x\", %s[0:4], %s[4:6], %s[6:8], %s[8:10], %s[10:16])", qual["fmt"], sum, sum, sum, sum, sum)
	default:
		sum := pick(taken, "sum", "keySum", "idemSum")
		if sum == "" {
			return false
		}
		derivation = fmt.Sprintf("%s := %s.Sum256(%s)\n%s", sum, qual["crypto/sha256"], encoding, indent)
		encoded = fmt.Sprintf("%s.EncodeToString(%s[:])", qual["encoding/hex"], sum)
	}
	if fallback != nil && !f.removeFallback(file, list, fallback, append(slices.Clone(paths), googleUUIDPath)) {
		return false
	}
	f.b.AddImports(file, missing...)
	if direct {
		f.b.Replace(at, at, derivation)
		f.replace(first, encoded)
		return true
	}
	f.b.Replace(at, at, derivation+fmt.Sprintf("%s := %s\n%s", key, encoded, indent))
	for _, u := range uses {
		f.replace(u, key)
	}
	return true
}

const googleUUIDPath = "github.com/google/uuid"

// fallback returns the statement among stmts, the ones after the key's
// read, that handles an empty key (if key == "" { key = uuid.NewString() }),
// dead once the key is derived: a derived key is never empty. It is the
// first statement that mentions the key, with no init and no else.
func (f *fixer) fallback(stmts []ast.Stmt, key types.Object) *ast.IfStmt {
	info := f.pass.TypesInfo
	isKey := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		return ok && info.Uses[id] == key
	}
	isLen := func(e ast.Expr) bool { // len(key)
		call, ok := ast.Unparen(e).(*ast.CallExpr)
		if !ok || len(call.Args) != 1 || !isKey(call.Args[0]) {
			return false
		}
		b, ok := info.Uses[astIdent(call.Fun)].(*types.Builtin)
		return ok && b.Name() == "len"
	}
	// emptyTest: x == y says the key is empty, x being the key's side.
	emptyTest := func(x, y ast.Expr) bool {
		switch tv := info.Types[y]; {
		case tv.Value == nil:
			return false
		case isKey(x):
			return tv.Value.Kind() == constant.String && constant.StringVal(tv.Value) == ""
		case isLen(x):
			return tv.Value.Kind() == constant.Int && constant.Sign(tv.Value) == 0
		}
		return false
	}
	for _, stmt := range stmts {
		mentions := false
		ast.Inspect(stmt, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok && info.Uses[id] == key {
				mentions = true
			}
			return !mentions
		})
		if !mentions {
			continue
		}
		ifs, ok := stmt.(*ast.IfStmt)
		if !ok || ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) == 0 {
			return nil
		}
		cond, ok := ast.Unparen(ifs.Cond).(*ast.BinaryExpr)
		if !ok || cond.Op != token.EQL {
			return nil
		}
		if !emptyTest(cond.X, cond.Y) && !emptyTest(cond.Y, cond.X) {
			return nil
		}
		return ifs
	}
	return nil
}

func astIdent(e ast.Expr) *ast.Ident {
	id, _ := ast.Unparen(e).(*ast.Ident)
	return id
}

// saysUUID reports whether the key is a UUID: the parameter's
// declaration (its description, tags or doc comment), the slot it
// reaches or the fallback the fix removes says so.
func (f *fixer) saysUUID(fallback *ast.IfStmt) bool {
	mentions := func(s string) bool { return strings.Contains(strings.ToLower(s), "uuid") }
	if u := f.mk.Use; u != nil {
		// The slot's name (a configured RequestUUID field) or the type
		// of the value it takes (pay.RequestUUID(key)).
		if mentions(u.Slot) || u.Key != nil && u.Key.Value != nil && mentions(types.TypeString(u.Key.Value.Type(), nil)) {
			return true
		}
	}
	found := false
	if fld, ok := f.param.Node.(*ast.Field); ok {
		for _, c := range []*ast.CommentGroup{fld.Doc, fld.Comment} {
			found = found || c != nil && mentions(c.Text())
		}
	}
	if f.param.Node != nil {
		ast.Inspect(f.param.Node, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && mentions(lit.Value) {
				found = true
			}
			return !found
		})
	}
	if fallback != nil {
		ast.Inspect(fallback.Body, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				switch obj := f.pass.TypesInfo.Uses[id].(type) {
				case *types.Func:
					found = found || mentions(obj.FullName())
				case *types.PkgName:
					found = found || mentions(obj.Imported().Path())
				}
			}
			return !found
		})
	}
	return found
}

// removeFallback deletes the fallback statement of list, and the imports
// only it used (but those of keep).
func (f *fixer) removeFallback(file *ast.File, list []ast.Stmt, ifs *ast.IfStmt, keep []string) bool {
	i := slices.Index(list, ast.Stmt(ifs))
	if i <= 0 {
		return false
	}
	var next token.Pos
	if i+1 < len(list) {
		next = list[i+1].Pos()
	} else if tf := f.pass.Fset.File(ifs.End()); tf != nil {
		// The last statement: what follows it (a closing brace, the
		// next case).
		content := f.b.Source(tf)
		off := tf.Offset(ifs.End())
		for off < len(content) && strings.ContainsRune(" \t\r\n", rune(content[off])) {
			off++
		}
		if off < len(content) {
			next = tf.Pos(off)
		}
	}
	if !next.IsValid() || !f.b.DeleteLines(ifs.Pos(), ifs.End(), list[i-1].End(), next) {
		return false
	}
	// The imports only the fallback used.
	used := make(map[*types.PkgName]bool)
	ast.Inspect(ifs, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if pn, ok := f.pass.TypesInfo.Uses[id].(*types.PkgName); ok {
				used[pn] = true
			}
		}
		return true
	})
	for _, spec := range file.Imports {
		pn := f.pass.TypesInfo.PkgNameOf(spec)
		if pn == nil || !used[pn] || slices.Contains(keep, pn.Imported().Path()) {
			continue
		}
		if all(f.refs(pn), func(id *ast.Ident) bool { return ifs.Pos() <= id.Pos() && id.End() <= ifs.End() }) {
			if !f.b.DeleteImport(file, spec) {
				return false
			}
		}
	}
	return true
}

// replace replaces one read with the derived key.
func (f *fixer) replace(u *use, key string) {
	if u.asAny {
		key = "any(" + key + ")"
	}
	if as := u.commaOk; as != nil {
		if id, ok := as.Lhs[1].(*ast.Ident); ok && id.Name == "_" {
			f.b.Replace(as.Lhs[0].End(), as.Lhs[1].End(), "") // key, _ := ... becomes key := ...
		} else {
			key += ", true"
		}
	}
	f.b.Replace(u.expr.Pos(), u.expr.End(), key)
}

// readBefore returns the variable that the statements before, in the
// same block as the derivation at pos, set to another identifying
// argument read from the request (orderID, err := req.RequireString(
// "order_id"), validated there), when it still holds that value at pos,
// and its fmt verb: the derivation uses the handler's own value rather
// than reading the request again.
func (f *fixer) readBefore(u *use, before []ast.Stmt, pos token.Pos, scope *types.Scope, base string, q *tools.Param) (string, string, bool) {
	if u.kind != accessorUse {
		return "", "", false
	}
	req, ok := tools.RequestOf(f.tool.Framework, f.pass.TypesInfo.TypeOf(u.base))
	if !ok {
		return "", "", false
	}
	for i := len(before) - 1; i >= 0; i-- {
		as, ok := before[i].(*ast.AssignStmt)
		if !ok || len(as.Rhs) != 1 {
			continue
		}
		call, ok := as.Rhs[0].(*ast.CallExpr)
		if !ok || len(call.Args) == 0 {
			continue
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || f.b.Text(sel.X.Pos(), sel.X.End()) != base {
			continue
		}
		if name, ok := f.constString(call.Args[0]); !ok || name != q.Name {
			continue
		}
		verb, ok := req.ReadsArgument(sel.Sel.Name, q.SchemaType)
		id, isIdent := as.Lhs[0].(*ast.Ident)
		if !ok || !isIdent || id.Name == "_" {
			continue
		}
		obj := f.pass.TypesInfo.ObjectOf(id)
		if _, found := scope.LookupParent(id.Name, pos); found != obj || obj == nil {
			return "", "", false
		}
		for _, later := range before[i+1:] {
			if f.mutates(later, obj) {
				return "", "", false
			}
		}
		return id.Name, verb, true
	}
	return "", "", false
}

// read returns the expression that reads another identifying argument
// from the same place as the key, and its fmt verb.
func (f *fixer) read(u *use, base string, q *tools.Param) (string, string, bool) {
	switch u.kind {
	case fieldUse:
		t := f.pass.TypesInfo.TypeOf(u.base)
		fld := fieldFor(t, q, 0)
		if fld == nil {
			return "", "", false
		}
		if obj, _, _ := types.LookupFieldOrMethod(t, true, f.pass.Pkg, fld.Name()); obj != fld {
			return "", "", false
		}
		verb, ok := verbFor(fld.Type())
		return base + "." + fld.Name(), verb, ok
	case accessorUse:
		req, ok := tools.RequestOf(f.tool.Framework, f.pass.TypesInfo.TypeOf(u.base))
		if !ok {
			return "", "", false
		}
		read, verb, ok := req.Read(base, q.Name, q.SchemaType)
		if verb == "%#v" {
			// An interface value (an object, an array, an untyped
			// argument) has no encoding the fix can promise is
			// canonical: no fix.
			return "", "", false
		}
		return read, verb, ok
	case indexUse:
		m, ok := typeUnder(f.pass.TypesInfo.TypeOf(u.base)).(*types.Map)
		if !ok {
			return "", "", false
		}
		read := fmt.Sprintf("%s[%s]", base, strconv.Quote(q.Name))
		if !types.IsInterface(m.Elem()) {
			verb, ok := verbFor(m.Elem())
			return read, verb, ok
		}
		switch q.SchemaType {
		case "string":
			return read, "%q", true
		case "integer", "number", "boolean":
			return read, "%v", true
		}
		return "", "", false // an object or array: no canonical encoding
	}
	return "", "", false
}

// fieldFor finds the field of a struct that carries parameter q.
func fieldFor(t types.Type, q *tools.Param, depth int) *types.Var {
	st := structOf(t)
	if st == nil || depth > 4 {
		return nil
	}
	for i := range st.NumFields() {
		fld := st.Field(i)
		name, skip := jsonName(fld, st.Tag(i))
		if skip {
			continue
		}
		if fld.Embedded() && name == "" {
			if v := fieldFor(fld.Type(), q, depth+1); v != nil {
				return v
			}
			continue
		}
		if name == "" {
			name = fld.Name()
		}
		if fld == q.Field || (q.Field == nil && name == q.Name) {
			return fld
		}
	}
	return nil
}

// verbFor returns the fmt verb that encodes a value of type t
// unambiguously: strings quoted, numbers and booleans as they are.
func verbFor(t types.Type) (string, bool) {
	basic := func(t types.Type) (string, bool) {
		b, ok := t.Underlying().(*types.Basic)
		switch {
		case !ok:
		case b.Info()&types.IsString != 0:
			return "%q", true
		case b.Info()&types.IsInteger != 0:
			return "%d", true
		case b.Info()&(types.IsFloat|types.IsBoolean) != 0:
			return "%v", true
		}
		return "", false
	}
	switch u := t.Underlying().(type) {
	case *types.Slice:
		return basic(u.Elem())
	case *types.Array:
		return basic(u.Elem())
	}
	return basic(t)
}

// mutates reports whether stmt may change the variable v before the read:
// an assignment to it, its address taken, a method called on it.
func (f *fixer) mutates(stmt ast.Stmt, v types.Object) bool {
	info := f.pass.TypesInfo
	rootOf := func(e ast.Expr) types.Object {
		for {
			switch x := ast.Unparen(e).(type) {
			case *ast.Ident:
				return info.Uses[x]
			case *ast.SelectorExpr:
				e = x.X
			case *ast.IndexExpr:
				e = x.X
			case *ast.StarExpr:
				e = x.X
			default:
				return nil
			}
		}
	}
	found := false
	ast.Inspect(stmt, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.AssignStmt:
			for _, l := range x.Lhs {
				if rootOf(l) == v {
					found = true
				}
			}
		case *ast.IncDecStmt:
			found = found || rootOf(x.X) == v
		case *ast.RangeStmt:
			found = found || (x.Key != nil && rootOf(x.Key) == v) || (x.Value != nil && rootOf(x.Value) == v)
		case *ast.UnaryExpr:
			found = found || (x.Op == token.AND && rootOf(x.X) == v)
		case *ast.CallExpr:
			if fun, ok := ast.Unparen(x.Fun).(*ast.SelectorExpr); ok {
				if sel := info.Selections[fun]; sel != nil && sel.Kind() == types.MethodVal && rootOf(fun.X) == v {
					if req, isReq := tools.RequestOf(f.tool.Framework, info.TypeOf(fun.X)); !isReq || !req.IsPure(fun.Sel.Name) {
						found = true
					}
				}
			}
		}
		return !found
	})
	return found
}

// --- helpers ---

func (f *fixer) fileOf(pos token.Pos) *ast.File {
	for _, file := range f.pass.Files {
		if file.FileStart <= pos && pos <= file.FileEnd {
			return file
		}
	}
	return nil
}

func (f *fixer) constString(e ast.Expr) (string, bool) {
	tv, ok := f.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}

func (f *fixer) enclosingFunc(e ast.Expr) ast.Node {
	file := f.fileOf(e.Pos())
	if file == nil {
		return nil
	}
	path, _ := astpath.Enclosing(file, e.Pos(), e.End())
	for _, n := range path {
		switch n.(type) {
		case *ast.FuncLit, *ast.FuncDecl:
			return n
		}
	}
	return nil
}

func hasGoto(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if b, ok := n.(*ast.BranchStmt); ok && b.Tok == token.GOTO {
			found = true
		}
		return !found
	})
	return found
}

func identNames(n ast.Node) map[string]bool {
	names := make(map[string]bool)
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			names[id.Name] = true
		}
		return true
	})
	return names
}

func pick(taken map[string]bool, names ...string) string {
	for _, n := range names {
		if !taken[n] {
			return n
		}
	}
	return ""
}

func all[T any](xs []T, pred func(T) bool) bool {
	for _, x := range xs {
		if !pred(x) {
			return false
		}
	}
	return true
}

func typeUnder(t types.Type) types.Type {
	if t == nil {
		return nil
	}
	return t.Underlying()
}

func structOf(t types.Type) *types.Struct {
	if t == nil {
		return nil
	}
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	s, _ := t.Underlying().(*types.Struct)
	return s
}
