package effects

import (
	_ "embed"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/analysisdoc"
	"github.com/idemlint/idemlint/internal/astpath"
	"github.com/idemlint/idemlint/internal/directive"
	"github.com/idemlint/idemlint/internal/lazyssa"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

//go:embed doc.go
var doc string

// Analyzer finds the functions of a package that can perform external
// writes. It exports Writes, ParamWrites and Ledger facts and returns a
// *Result; it reports nothing.
var Analyzer = &analysis.Analyzer{
	Name:       "effects",
	Doc:        analysisdoc.MustExtract(doc, "effects"),
	URL:        "https://pkg.go.dev/github.com/idemlint/idemlint/passes/effects",
	Requires:   []*analysis.Analyzer{config.Analyzer, lazyssa.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(Writes), new(ParamWrites), new(Ledger), new(Impl), new(Returns), new(Makes), new(KeepsErrors), new(ReplacesErrors), new(GuardedRun)},
	Run:        run,
}

// Result answers, for the package analysed, which functions write and
// which calls write. Its slices must not be modified.
type Result struct {
	funcs        map[*ssa.Function]*fnInfo
	calls        map[ssa.CallInstruction][]Effect
	callParams   map[ssa.CallInstruction][]ParamWrite
	isLedger     func(*types.Func) bool
	importedFate func(*types.Func) errorFate
	runners      map[*types.Func]*GuardedRun // the package's guarded runners
	importFact   func(types.Object, analysis.Fact) bool
	pkg          *types.Package
}

// Of returns the writes fn can perform, with chains starting at fn. fn
// may be any function of the package, unexported functions and function
// literals included (a function's writes include those of the function
// literals it creates).
func (r *Result) Of(fn *ssa.Function) []Effect {
	if f := r.lookup(fn); f != nil {
		return f.sum.effects
	}
	return nil
}

// Params returns the writes of fn that its parameters decide.
func (r *Result) Params(fn *ssa.Function) []ParamWrite {
	if f := r.lookup(fn); f != nil {
		return f.sum.params
	}
	return nil
}

// CallEffects returns the writes a call site performs, with chains
// starting at the call. A call whose write depends on the caller's own
// parameters has none here; see Params.
func (r *Result) CallEffects(call ssa.CallInstruction) []Effect {
	return r.calls[call]
}

// InLiteral returns effs, the effects of call, as the calls of the
// function literal that makes call decide them: a write whose operation
// a parameter of the literal names (addSection := func(name, method
// string) { client.Call(method) }, then addSection("system",
// "system.info")) is each direct call's, and none where every call
// reads. A literal handed elsewhere keeps effs as they are: not every
// call of it is in sight.
func InLiteral(call ssa.CallInstruction, effs []Effect) []Effect {
	lit := call.Parent()
	if lit == nil || lit.Parent() == nil || !slices.ContainsFunc(effs, func(e Effect) bool { return e.OpParam != 0 }) {
		return effs
	}
	var calls []*ssa.CallCommon
	users := func(v ssa.Value) bool {
		if v.Referrers() == nil {
			return false
		}
		for _, r := range *v.Referrers() {
			if _, ok := r.(*ssa.DebugRef); ok {
				continue
			}
			c, ok := r.(ssa.CallInstruction)
			if !ok || c.Common().Value != v || slices.Contains(c.Common().Args, v) {
				return false // handed on, not only called
			}
			calls = append(calls, c.Common())
		}
		return true
	}
	for _, b := range lit.Parent().Blocks {
		for _, instr := range b.Instrs {
			if mc, ok := instr.(*ssa.MakeClosure); ok && mc.Fn == lit && !users(mc) {
				return effs
			}
		}
	}
	if len(lit.FreeVars) == 0 && !users(lit) {
		return effs // a literal with no free variables is called as itself
	}
	if len(calls) == 0 {
		return effs
	}
	var out []Effect
	for _, e := range effs {
		if e.OpParam == 0 {
			out = append(out, e)
			continue
		}
		for _, c := range calls {
			out = append(out, bindOpParams([]Effect{e}, c)...)
		}
	}
	return normalizeEffects(out)
}

// InputEffects returns the writes a call site performs whose nature the
// caller's parameter param decides (counted from 0 without the
// receiver), taken as chosen at run time by whoever calls the caller
// from outside the program: a tool's handler executing the statement
// or sending the method its typed input holds (in.SQL), which no caller
// in the program binds to a constant.
func (r *Result) InputEffects(call ssa.CallInstruction, param int) []Effect {
	var out []Effect
	for _, p := range r.callParams[call] {
		if p.Index != param || p.Up != 0 {
			continue
		}
		switch {
		case p.Kind == ParamSQL && p.Runs:
			out = append(out, Effect{Kind: KindSQL, Detail: RunTimeStatement, InProcess: p.InProcess, Chain: p.Chain})
		case p.Kind == ParamMethod, p.Kind == ParamRequest:
			out = append(out, Effect{Kind: KindHTTP, Detail: RunTimeMethod, Chain: p.Chain})
		}
	}
	return normalizeEffects(out)
}

// IsLedger reports whether fn is a ledger operation: a method marked
// //idemlint:ledger, of a type so marked, or of a type whose name
// contains Ledger, Idempotency, Dedup or Journal, or a method whose own
// name contains Idempotency or Dedup.
func (r *Result) IsLedger(fn *types.Func) bool {
	if r.isLedger == nil {
		return isLedgerName(fn)
	}
	return r.isLedger(fn)
}

func (r *Result) lookup(fn *ssa.Function) *fnInfo {
	if r == nil || fn == nil {
		return nil
	}
	if f := r.funcs[fn]; f != nil {
		return f
	}
	if o := fn.Origin(); o != nil {
		return r.funcs[o]
	}
	return nil
}

// fnInfo is what the analyzer knows about one function of the package.
type fnInfo struct {
	fn       *ssa.Function
	name     string // qualified name, as in Link.Func
	fixed    bool   // the summary comes from a directive, the catalogue, configuration or a ledger
	atoms    siteResult
	sites    []site
	closures []*fnInfo
	sum      summary
	tests    bool      // an if of the function tests a parameter: its calls may have guards
	fate     errorFate // what it does with its writes' errors
	// silent says the function returns nothing and lets no error out,
	// and leaks that it can hand an error out other than by its results
	// (detached.go): its callers cannot learn that its writes failed.
	silent, leaks bool
	// once says whether the function runs once per process or per key
	// (once.go): a retry does not repeat its writes.
	once onceKind
}

// A site is a call that writes, or a call of a function of the package.
type site struct {
	call ssa.CallInstruction
	pos  string
	res  siteResult // the call's own writes (nil for an edge)
	edge *fnInfo    // the function of this package it calls
	join *joinSite  // the implementations of an interface method it calls
	// callback says edge is not the callee but a method value or
	// function the call hands to a function of the package that calls
	// it (ent's withHooks(ctx, uc.sqlSave, ...)): the call's arguments
	// are not edge's.
	callback bool
	// guards are the conditions on the caller's parameters under which
	// the call runs.
	guards []Guard
}

type summary struct {
	effects []Effect
	params  []ParamWrite
}

// analyzer holds the state of one pass.
type analyzer struct {
	pass *analysis.Pass
	// uniques are the unique constraints of the package's own schema, by
	// table (unique.go), read when an INSERT first asks.
	uniques map[string][][]string
	// scanned holds, per call that writes, whether it runs only after a
	// scan of a listing or a lookup found nothing, and what its function
	// does where the lookup found it (absent.go).
	scanned     map[ssa.CallInstruction]foundGuard
	funcs       map[*ssa.Function]*fnInfo
	byObj       map[*types.Func]*fnInfo
	order       []*fnInfo
	directives  map[*types.Func]bool          // //idemlint:effect, by function: idempotent
	impls       map[*types.Func][]*types.Func // interface method of this package -> its implementation, or those joined
	ledgerFuncs map[*types.Func]bool
	ledgerTypes map[*types.TypeName]bool
	cfg         *config.Config
	// inProcessDB says the package's SQL runs in a database inside the
	// program (InProcessDatabase).
	inProcessDB bool
	// methodFields are the fields of struct types that senders read the
	// HTTP method from (an SDK's own Request.Method): a function that
	// returns such a struct gets a Makes fact for them.
	methodFields map[*types.TypeName]map[string]bool
	// scanning is the function whose calls scan is classifying.
	scanning *fnInfo
	// fieldConsts caches fieldConstants.
	fieldConsts map[fieldKey][]origin
	// fieldTypes caches fieldConcrete, globalTypes globalConcrete.
	fieldTypes  map[fieldKey]concrete
	globalTypes map[*ssa.Global]concrete
	// freshIDs caches, per function, the ids it generates (fresh.go).
	freshIDs map[*ssa.Function]map[ssa.Value]bool
}

func run(pass *analysis.Pass) (any, error) {
	a := newAnalyzer(pass)
	res := &Result{funcs: a.funcs, calls: make(map[ssa.CallInstruction][]Effect), callParams: make(map[ssa.CallInstruction][]ParamWrite), isLedger: a.isLedger, importedFate: a.importedFate, importFact: pass.ImportObjectFact, pkg: pass.Pkg}
	if a.known() {
		return res, nil
	}
	a.collectDirectives()
	a.exportDirectives()
	if !a.relevant() {
		if declaresRunner(pass.Pkg) && usesFoundLookup(pass.TypesInfo) {
			// A package that only keeps a store may still run its
			// callers' work once per key.
			for _, fn := range lazyssa.Of(pass).SSA().SrcFuncs {
				f := &fnInfo{fn: fn, name: a.funcName(fn)}
				a.order = append(a.order, f)
			}
			a.findRunners(res)
		}
		return res, nil
	}

	for _, fn := range lazyssa.Of(pass).SSA().SrcFuncs {
		f := &fnInfo{fn: fn, name: a.funcName(fn)}
		a.funcs[fn] = f
		a.order = append(a.order, f)
		if obj, ok := fn.Object().(*types.Func); ok && obj != nil && fn.Parent() == nil {
			a.byObj[obj] = f
		}
	}
	for _, f := range a.order {
		a.fix(f)
	}
	a.findImplementations()
	for _, f := range a.order {
		if !f.fixed {
			a.scan(f)
		}
	}
	sccs := a.sccs()
	for _, scc := range sccs {
		a.solve(scc)
	}
	for _, scc := range sccs {
		for _, f := range scc {
			f.fate = a.errorFate(f)
		}
	}

	for _, f := range a.order {
		obj := a.exportable(f.fn)
		if obj == nil {
			continue
		}
		if len(f.sum.effects) > 0 {
			pass.ExportObjectFact(obj, &Writes{Effects: f.sum.effects})
		}
		if len(f.sum.params) > 0 {
			pass.ExportObjectFact(obj, &ParamWrites{Params: f.sum.params})
		}
		if r := a.returns(f); r != nil {
			pass.ExportObjectFact(obj, r)
		}
		switch f.fate {
		case errorsKept:
			pass.ExportObjectFact(obj, new(KeepsErrors))
		case errorsReplaced:
			pass.ExportObjectFact(obj, new(ReplacesErrors))
		}
	}
	a.noteMethodFields()
	for _, f := range a.order {
		if obj := a.exportable(f.fn); obj != nil {
			if m := a.makes(f); m != nil {
				pass.ExportObjectFact(obj, m)
			}
		}
	}
	a.exportImplementations()
	a.findRunners(res)
	for _, f := range a.order {
		for _, s := range f.sites {
			var r siteResult
			r.effects = slices.Clone(s.res.effects)
			r.params = slices.Clone(s.res.params)
			if s.edge != nil {
				r.add(a.extend(f, s))
			}
			if s.join != nil {
				r.add(a.joinResult(f, s))
			}
			if effects := normalizeEffects(r.effects); len(effects) > 0 {
				// A call that hands a callback has two sites.
				res.calls[s.call] = normalizeEffects(append(res.calls[s.call], effects...))
			}
			res.callParams[s.call] = append(res.callParams[s.call], r.params...)
		}
	}
	return res, nil
}

func newAnalyzer(pass *analysis.Pass) *analyzer {
	return &analyzer{
		pass:         pass,
		funcs:        make(map[*ssa.Function]*fnInfo),
		byObj:        make(map[*types.Func]*fnInfo),
		directives:   make(map[*types.Func]bool),
		ledgerFuncs:  make(map[*types.Func]bool),
		ledgerTypes:  make(map[*types.TypeName]bool),
		cfg:          pass.ResultOf[config.Analyzer].(*config.Config),
		inProcessDB:  InProcessDatabase(pass.Pkg),
		methodFields: make(map[*types.TypeName]map[string]bool),
		fieldConsts:  make(map[fieldKey][]origin),
		fieldTypes:   make(map[fieldKey]concrete),
		globalTypes:  make(map[*ssa.Global]concrete),
		freshIDs:     make(map[*ssa.Function]map[ssa.Value]bool),
		scanned:      make(map[ssa.CallInstruction]foundGuard),
	}
}

// known reports whether the package is one whose writes the pass knows by
// name, or knows it has none: a write primitive's, a quiet one, or the
// standard library's.
func (a *analyzer) known() bool {
	path := a.pass.Pkg.Path()
	return slices.Contains(primitivePackages, path) || IsQuiet(path) || lazyssa.InGOROOT(a.pass)
}

// relevant reports, before any SSA is built, whether a function of the
// package may write: it has directives, or its syntax refers to something
// that can write or lead to a write. That is a function of an HTTP, SQL,
// mail or gRPC package whose calls the scan classifies (Do, Post, Exec,
// Invoke, ...: not the request and response types a server's handlers
// and models mention); an object of a package whose functions the
// catalogue names (not any package of the SDK's module) or of a
// configured function's package, types included; an interface method the
// verb rule takes for a write, or one of a Doer or SQL shape, which
// declaredInvoke resolves wherever it is declared; or an object with a
// fact of this pass. Everything the scan can record is one of these, so a
// package that refers to none is skipped, unless it declares an interface
// the verb rule would guess at beside a type that may implement it. Most packages of the standard
// library and of a server's dependencies are.
func (a *analyzer) relevant() bool {
	if len(a.directives)+len(a.ledgerFuncs)+len(a.ledgerTypes) > 0 {
		return true
	}
	configured := make(map[string]bool)
	for _, e := range a.cfg.Effects {
		configured[extraPkgPath(e.Func)] = true
	}
	for _, l := range a.cfg.Ledgers {
		configured[extraPkgPath(l.Func)] = true
	}
	named := make(map[*types.Package]bool) // whether the catalogue or the configuration names the package's functions
	names := func(p *types.Package) bool {
		n, ok := named[p]
		if !ok {
			n = configured[p.Path()] || cataloguedPackage(p.Path())
			named[p] = n
		}
		return n
	}
	if slices.Contains(primitivePackages, a.pass.Pkg.Path()) || names(a.pass.Pkg) {
		return true // it declares what the catalogue or the configuration names
	}
	if declaresVerbInterface(a.pass.Pkg) {
		return true // its Impl facts decide its callers' calls, which the verb rule would guess at
	}
	hasFact := lazyssa.HasFact(a.pass)
	// writingType memoises whether a named type of another package has a
	// method that writes: a value of it stored where the package calls
	// through an interface of its own (Wrapper{cli: sdk.New(base)};
	// w.cli.CreateTag(name)) makes those calls its writes.
	writingType := make(map[*types.TypeName]bool)
	writes := func(t types.Type) bool {
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
		n, ok := types.Unalias(t).(*types.Named)
		if !ok || n.Obj().Pkg() == nil || n.Obj().Pkg() == a.pass.Pkg || types.IsInterface(n) {
			return false
		}
		tn := n.Obj()
		w, seen := writingType[tn]
		if !seen {
			for m := range n.Origin().Methods() {
				if hasFact(m) {
					w = true
					break
				}
			}
			writingType[tn] = w
		}
		return w
	}
	ownInterface := a.callsOwnInterface() || a.callsProgramInterface() || a.returnsInterface()
	return lazyssa.Uses(a.pass, func(obj types.Object) bool {
		fn, isFunc := obj.(*types.Func)
		if isFunc {
			if isInterfaceMethod(fn) && (verbWrites(fn) || isDoer(fn) || sqlArgIndex(fn, true) >= 0) {
				return true
			}
			fn = fn.Origin()
			obj = fn
		}
		if obj.Pkg() == a.pass.Pkg {
			return false
		}
		if slices.Contains(primitivePackages, obj.Pkg().Path()) {
			return isFunc && classifiedPrimitive(fn)
		}
		if names(obj.Pkg()) || hasFact(obj) {
			return true
		}
		if isFunc && fn.Signature().Recv() == nil && ownInterface {
			for r := range fn.Signature().Results().Variables() {
				if writes(r.Type()) {
					return true
				}
			}
		}
		// A client handed in (New(c *client.Client) storing it in a
		// field of the package's own interface type).
		if tn, ok := obj.(*types.TypeName); ok && ownInterface && writes(tn.Type()) {
			return true
		}
		return false
	})
}

// returnsInterface reports whether a package-level function returns a
// value of a non-empty interface type other than error: it may hand out
// another package's client (SelectEngine returning a v3 or a v4
// engine), which its Returns fact tells callers of.
func (a *analyzer) returnsInterface() bool {
	scope := a.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		fn, ok := scope.Lookup(name).(*types.Func)
		if !ok {
			continue
		}
		for r := range fn.Signature().Results().Variables() {
			if it, ok := r.Type().Underlying().(*types.Interface); ok && it.NumMethods() > 0 && r.Type() != types.Universe.Lookup("error").Type() {
				return true
			}
		}
	}
	return false
}

// callsOwnInterface reports whether the package declares an interface
// type: only then can it hold another package's client behind one of
// its own.
func (a *analyzer) callsOwnInterface() bool {
	scope := a.pass.Pkg.Scope()
	for _, name := range scope.Names() {
		if tn, ok := scope.Lookup(name).(*types.TypeName); ok && types.IsInterface(tn.Type()) {
			return true
		}
	}
	return false
}

// callsProgramInterface reports whether the package calls a method of an
// interface that another package of the program declares (t.s.Append,
// s of backend.Store, which main fills with client.New(url)): a client
// of a third package may be behind it, as behind one of its own.
func (a *analyzer) callsProgramInterface() bool {
	for _, sel := range a.pass.TypesInfo.Selections {
		fn, ok := sel.Obj().(*types.Func)
		if !ok || sel.Kind() != types.MethodVal || !isInterfaceMethod(fn) || fn.Pkg() == nil || fn.Pkg() == a.pass.Pkg {
			continue
		}
		if !IsQuiet(fn.Pkg().Path()) && !lazyssa.InGOROOTFile(a.pass.Fset.Position(fn.Pos()).Filename) {
			return true
		}
	}
	return false
}

// declaresVerbInterface reports whether the package declares an
// interface with a method the verb rule takes for a write and a type
// that may implement it: an in-process event bus's Publish, whose one
// implementation only calls its subscribers. The Impl fact that answers
// for its callers is exported only where the package is analysed.
func declaresVerbInterface(pkg *types.Package) bool {
	scope := pkg.Scope()
	verbs, concrete := false, false
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		it, ok := tn.Type().Underlying().(*types.Interface)
		if !ok {
			concrete = true
			continue
		}
		for m := range it.ExplicitMethods() {
			verbs = verbs || verbWrites(m)
		}
	}
	return verbs && concrete
}

// collectDirectives reads //idemlint:effect and //idemlint:ledger on
// functions, methods, types and interface methods.
func (a *analyzer) collectDirectives() {
	info := a.pass.TypesInfo
	for _, file := range a.pass.Files {
		if !hasDirectives(file) {
			continue
		}
		for _, decl := range file.Decls {
			switch d := decl.(type) {
			case *ast.FuncDecl:
				fn, _ := info.Defs[d.Name].(*types.Func)
				a.readDirectives(fn, d.Doc)
			case *ast.GenDecl:
				if d.Tok != token.TYPE {
					continue
				}
				for _, spec := range d.Specs {
					ts := spec.(*ast.TypeSpec)
					tn, _ := info.Defs[ts.Name].(*types.TypeName)
					if tn == nil {
						continue
					}
					docs := []*ast.CommentGroup{ts.Doc}
					if len(d.Specs) == 1 {
						docs = append(docs, d.Doc)
					}
					for _, g := range docs {
						for _, dir := range directive.InGroup(g) {
							if dir.Verb == directive.Ledger {
								a.ledgerTypes[tn] = true
							}
						}
					}
					it, ok := ts.Type.(*ast.InterfaceType)
					if !ok {
						continue
					}
					for _, field := range it.Methods.List {
						if len(field.Names) != 1 {
							continue
						}
						m, _ := info.Defs[field.Names[0]].(*types.Func)
						a.readDirectives(m, field.Doc)
						a.readDirectives(m, field.Comment)
					}
				}
			}
		}
	}
}

func (a *analyzer) readDirectives(fn *types.Func, g *ast.CommentGroup) {
	if fn == nil {
		return
	}
	for _, d := range directive.InGroup(g) {
		switch d.Verb {
		case directive.Effect:
			a.directives[fn] = len(d.Args) > 0 && d.Args[0] == "idempotent"
		case directive.Ledger:
			a.ledgerFuncs[fn] = true
		}
	}
}

func hasDirectives(file *ast.File) bool {
	for _, g := range file.Comments {
		for _, c := range g.List {
			if strings.HasPrefix(c.Text, directive.Prefix) {
				return true
			}
		}
	}
	return false
}

// exportDirectives exports the facts that directives on declarations
// without SSA bodies imply: Writes on interface methods marked
// //idemlint:effect, and Ledger on marked types and methods.
func (a *analyzer) exportDirectives() {
	for _, m := range sortedFuncs(a.directives) {
		if recv := m.Signature().Recv(); recv == nil || !types.IsInterface(recv.Type()) {
			continue
		}
		if a.isLedger(m) || !a.packageLevelRecv(m) {
			continue
		}
		a.pass.ExportObjectFact(m, &Writes{Effects: []Effect{{
			Kind: KindDirective, Idempotent: a.directives[m], Detail: shortFunc(m),
		}}})
	}
	for tn := range a.ledgerTypes {
		if tn.Parent() == a.pass.Pkg.Scope() {
			a.pass.ExportObjectFact(tn, new(Ledger))
		}
	}
	for fn := range a.ledgerFuncs {
		if a.exportableFunc(fn) {
			a.pass.ExportObjectFact(fn, new(Ledger))
		}
	}
}

func sortedFuncs(m map[*types.Func]bool) []*types.Func {
	out := make([]*types.Func, 0, len(m))
	for fn := range m {
		out = append(out, fn)
	}
	slices.SortFunc(out, func(x, y *types.Func) int { return int(x.Pos() - y.Pos()) })
	return out
}

// fix gives a function whose writes are declared rather than derived its
// summary: ledger operations write nothing; directives, configuration and
// the catalogue name one write.
func (a *analyzer) fix(f *fnInfo) {
	obj, _ := f.fn.Object().(*types.Func)
	if obj == nil || f.fn.Parent() != nil {
		return
	}
	declared := func(kind, detail string, idem bool) {
		f.fixed = true
		f.sum.effects = []Effect{{Kind: kind, Idempotent: idem, Detail: detail}}
	}
	if a.isLedger(obj) {
		f.fixed = true
		return
	}
	if idem, ok := a.directives[obj]; ok {
		declared(KindDirective, shortFunc(obj), idem)
		return
	}
	if idem, ok := a.extra(obj); ok {
		declared(KindConfig, shortFunc(obj), idem)
		return
	}
	if e, ok := LookupSDK(obj); ok {
		f.fixed = true
		switch {
		case e.Read:
		case e.HTTPMethod != nil:
			f.sum.params = []ParamWrite{{Index: e.HTTPMethod.Arg, Kind: ParamMethod, Field: e.HTTPMethod.Field}}
		case e.Method != "":
			if w, ok := httpEffect(e.Method, nil); ok {
				f.sum.effects = []Effect{w}
			}
		case e.SQL != nil:
			f.sum.params = []ParamWrite{{Index: e.SQL.Arg, Kind: ParamSQL}}
		default:
			declared(KindSDK, e.SDK+" "+shortFunc(obj), e.Idempotent)
			f.sum.effects[0].RejectsRepeat = e.RejectsRepeat
		}
	}
}

// scan records the writes of each call in f and its calls of functions of
// the package.
func (a *analyzer) scan(f *fnInfo) {
	a.scanning = f
	defer func() { a.scanning = nil }()
	f.tests = testsParams(f.fn)
	f.leaks = leaksErrors(f.fn)
	f.silent = f.fn.Signature.Results().Len() == 0 && len(f.fn.Blocks) > 0 && !f.leaks
	f.once = runsOnce(f.fn)
	called := make(map[*ssa.Function]bool)
	for _, b := range f.fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok || tearsDown(call) {
				continue
			}
			common := call.Common()
			link := Link{Func: f.name, Pos: a.pos(callPos(call, f.fn))}
			if common.IsInvoke() {
				link.Call = common.Method.FullName()
				if r, ok := a.declaredInvoke(common, common.Method, link); ok {
					a.record(f, call, r)
					continue
				}
				if impl := a.implementation(common); impl.found() {
					if impl.fn != nil {
						if g := a.byObj[impl.fn]; g != nil {
							called[g.fn] = true
							f.sites = append(f.sites, a.edgeSite(f, call, link.Pos, g))
							continue
						}
						link.Call = impl.fn.FullName()
						a.record(f, call, a.staticSite(common, impl.fn, link))
						continue
					}
					if impl.method != nil {
						link.Call = impl.method.Func
						a.record(f, call, a.applySummary(common, link, impl.method.Func, impl.method.Effects, impl.method.Params))
						continue
					}
					a.join(f, call, link, impl)
					continue
				}
				a.record(f, call, a.verbSite(common, link))
				continue
			}
			callee := common.StaticCallee()
			if callee == nil {
				// A function value the program shows to be one of its
				// own functions: a literal it made, held in a variable
				// another literal captured (wrapped(ctx, in)), or the one
				// function the package stores in the struct field it is
				// read from (t.CreateNote(ctx, title) with Toolbox{
				// CreateNote: s.createNote}).
				if callee = calledFunc(common.Value, 0); callee == nil || a.local(callee) == nil {
					held := a.fieldFunc(common.Value)
					if held == nil {
						continue
					}
					callee = held.fn
				}
			}
			obj := calleeFunc(common)
			g := a.local(callee)
			if g == nil && obj != nil {
				g = a.byObj[obj]
			}
			if g != nil {
				called[g.fn] = true
				f.sites = append(f.sites, a.edgeSite(f, call, link.Pos, g))
				handed := handedFuncs(common, g)
				for _, cb := range a.callbacks(handed, g) {
					s := a.edgeSite(f, call, link.Pos, cb)
					s.callback = true
					f.sites = append(f.sites, s)
				}
				if writes := a.handedWrites(handed, link); len(writes) > 0 {
					a.record(f, call, siteResult{effects: writes})
				}
				continue
			}
			if obj == nil || obj.Pkg() == nil || obj.Pkg() == a.pass.Pkg {
				continue
			}
			link.Call = obj.FullName()
			a.record(f, call, a.staticSite(common, obj, link))
		}
	}
	for _, anon := range f.fn.AnonFuncs {
		if g := a.funcs[anon]; g != nil && !called[anon] {
			f.closures = append(f.closures, g)
		}
	}
}

func (a *analyzer) record(f *fnInfo, call ssa.CallInstruction, r siteResult) {
	if r.empty() {
		return
	}
	if f.tests {
		g := siteGuards(call.Block())
		for i := range r.effects {
			r.effects[i].Guards = withGuards(r.effects[i].Guards, g)
		}
	}
	if dropDryRun(call, &r); r.empty() {
		return
	}
	markServerNamed(f.fn, r.effects)
	markGetOrCreate(call, r.effects)
	markGrownWriteback(call, r.effects)
	a.markListedAbsent(call, r.effects)
	markClaimed(call.Block(), r.effects)
	markReplaced(call, r.effects)
	markConflictChecked(call, r.effects)
	a.markFreshTargets(f.fn, call, r.effects)
	if goDetaches(call, nil) {
		detach(r.effects)
	}
	f.atoms.add(r)
	f.sites = append(f.sites, site{call: call, res: r})
}

// fieldFunc returns the function of this package that every store of
// the package puts in the struct field v is loaded from, or nil: a
// function, a literal, or a method value (s.createNote), whose method is
// what a call of the field runs, with the field's arguments.
func (a *analyzer) fieldFunc(v ssa.Value) *fnInfo {
	tn, field := a.loadedField(v)
	if tn == nil {
		return nil
	}
	var found *fnInfo
	a.fieldStores(tn, field, func(_ *fnInfo, st *ssa.Store) bool {
		g := a.storedFunc(st.Val)
		if g == nil || found != nil && g != found {
			found = nil
			return false
		}
		found = g
		return true
	})
	return found
}

// storedFunc returns the function of this package a stored function
// value runs: itself, a literal, or the method of a method value.
func (a *analyzer) storedFunc(v ssa.Value) *fnInfo {
	for {
		ct, ok := v.(*ssa.ChangeType) // a conversion to a named function type
		if !ok {
			break
		}
		v = ct.X
	}
	if mc, ok := v.(*ssa.MakeClosure); ok {
		if fn, ok := mc.Fn.(*ssa.Function); ok && len(mc.Bindings) == 1 && fn.Signature.Recv() == nil {
			if m, ok := fn.Object().(*types.Func); ok && m.Signature().Recv() != nil {
				return a.byObj[m] // a bound method wrapper: s.createNote
			}
		}
	}
	if fn := calledFunc(v, 0); fn != nil {
		return a.local(fn)
	}
	return nil
}

func (a *analyzer) local(fn *ssa.Function) *fnInfo {
	if f := a.funcs[fn]; f != nil {
		return f
	}
	if o := fn.Origin(); o != nil {
		return a.funcs[o]
	}
	return nil
}

// extend returns the writes of a call from f to g: g's writes with the
// call prepended, and g's parameter writes resolved with the call's
// arguments. Chains that already pass through f are dropped (recursion).
func (a *analyzer) extend(f *fnInfo, s site) siteResult {
	var r siteResult
	link := Link{Func: f.name, Pos: s.pos, Call: s.edge.name}
	var effects []Effect
	for _, e := range s.edge.sum.effects {
		if !passesThrough(e.Chain, f.name) {
			effects = append(effects, e)
		}
	}
	var common *ssa.CallCommon
	if s.call != nil && !s.callback {
		common = s.call.Common()
	}
	callee := s.edge.name
	if s.edge.fn.Object() == nil {
		callee = "" // a function literal names no operation
	}
	r.effects = callEffects(callee, effects, common, link, s.guards)
	if s.edge.fn.Parent() == f.fn {
		// A literal made here hands on what it captured of f's
		// parameters (the request a retry callback sends): f's own
		// now, or still an enclosing function's.
		for _, p := range s.edge.sum.params {
			if p.Up > 0 && !passesThrough(p.Chain, f.name) {
				p.Up--
				p.Chain = prepend(link, p.Chain)
				r.params = append(r.params, p)
			}
		}
	}
	if s.call == nil {
		return r
	}
	if !s.callback {
		for _, p := range s.edge.sum.params {
			if p.Up > 0 || passesThrough(p.Chain, f.name) {
				continue
			}
			r.add(a.resolveParamAt(p, common, link))
		}
	}
	// After the parameters: the statement a wrapper of the database runs
	// is this call's too (d.ExecContext(ctx, "INSERT ...") on the branch
	// where the lookup found none).
	dropDryRun(s.call, &r)
	markServerNamed(f.fn, r.effects) // a helper's create, given a name made here for the call
	markGetOrCreate(s.call, r.effects)
	markGrownWriteback(s.call, r.effects)
	a.markListedAbsent(s.call, r.effects)
	markClaimed(s.call.Block(), r.effects)
	markReplaced(s.call, r.effects)
	markConflictChecked(s.call, r.effects)
	a.markFreshTargets(f.fn, s.call, r.effects)
	if s.callback {
		return r
	}
	if s.edge.silent || goDetaches(s.call, s.edge) {
		detach(r.effects) // the edge's own are already; these are the ones its parameters decide
	}
	return r
}

// edgeSite is a call from f to g, a function of the package, with the
// guards of the call's block.
func (a *analyzer) edgeSite(f *fnInfo, call ssa.CallInstruction, pos string, g *fnInfo) site {
	s := site{call: call, pos: pos, edge: g}
	if f.tests {
		s.guards = siteGuards(call.Block())
	}
	return s
}

// testsParams reports whether an if of fn tests one of its parameters,
// so that its calls may have guards.
func testsParams(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		if i, ok := b.Instrs[len(b.Instrs)-1].(*ssa.If); ok {
			if _, ok := paramTest(i.Cond); ok {
				return true
			}
		}
	}
	return false
}

// compute recomputes f's summary from its own calls and the current
// summaries of the functions it calls, and reports whether it changed.
func (a *analyzer) compute(f *fnInfo) bool {
	var r siteResult
	r.params = slices.Clone(f.atoms.params)
	for _, s := range f.sites {
		// A call whose results f drops makes writes f's callers never
		// hear of. At the call site itself (the handler's own call, a
		// compensating delete) the write is still the caller's.
		drop := s.call != nil && !s.callback && discarded(s.call)
		if s.edge == nil && s.join == nil {
			effs := slices.Clone(s.res.effects)
			if drop {
				detach(effs)
			}
			r.effects = append(r.effects, effs...)
		}
		if s.edge != nil {
			e := a.extend(f, s)
			if drop {
				detach(e.effects)
			}
			r.add(e)
		}
		if s.join != nil {
			r.add(a.joinResult(f, s))
		}
	}
	for _, g := range f.closures {
		r.add(a.extend(f, site{pos: a.pos(g.fn.Pos()), edge: g}))
	}
	if f.fn.Object() != nil && f.fn.Parent() == nil {
		for i, e := range r.effects {
			r.effects[i] = refineByOperation(f.name, e) // its own name, where no callee's decided
		}
	}
	rejectInserts(f.fn, r.effects)
	if f.silent {
		detach(r.effects) // no caller hears of their failures
	}
	switch f.once {
	case oncePerProcess:
		r.effects = markSetUp(r.effects, SetUpOncePerProcess) // a retry does not repeat it
	case oncePerKey:
		once(r.effects)
	}
	sum := summary{effects: normalizeEffects(r.effects), params: normalizeParams(r.params)}
	changed := !equalEffects(sum.effects, f.sum.effects) || !equalParams(sum.params, f.sum.params)
	f.sum = sum
	return changed
}

// solve computes the summaries of a strongly connected component of the
// call graph whose callees outside it are done, iterating to a fixpoint
// for recursion.
func (a *analyzer) solve(scc []*fnInfo) {
	const maxRounds = 32
	for range maxRounds {
		changed := false
		for _, f := range scc {
			if !f.fixed && a.compute(f) {
				changed = true
			}
		}
		if !changed || len(scc) == 1 && !callsItself(scc[0]) {
			return
		}
	}
}

func callsItself(f *fnInfo) bool {
	for _, s := range f.sites {
		if s.edge == f || s.join != nil && slices.ContainsFunc(s.join.alts, func(alt joinAlt) bool { return alt.edge == f }) {
			return true
		}
	}
	return false
}

// sccs returns the strongly connected components of the package's call
// graph (calls and created function literals), callees first (Tarjan).
func (a *analyzer) sccs() [][]*fnInfo {
	index := make(map[*fnInfo]int)
	low := make(map[*fnInfo]int)
	onStack := make(map[*fnInfo]bool)
	var stack []*fnInfo
	var out [][]*fnInfo
	next := 0
	var visit func(f *fnInfo)
	visit = func(f *fnInfo) {
		index[f], low[f] = next, next
		next++
		stack = append(stack, f)
		onStack[f] = true
		succ := func(g *fnInfo) {
			if _, ok := index[g]; !ok {
				visit(g)
				low[f] = min(low[f], low[g])
			} else if onStack[g] {
				low[f] = min(low[f], index[g])
			}
		}
		for _, s := range f.sites {
			if s.edge != nil {
				succ(s.edge)
			}
			if s.join != nil {
				for _, alt := range s.join.alts {
					if alt.edge != nil {
						succ(alt.edge)
					}
				}
			}
		}
		for _, g := range f.closures {
			succ(g)
		}
		if low[f] == index[f] {
			var scc []*fnInfo
			for {
				g := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[g] = false
				scc = append(scc, g)
				if g == f {
					break
				}
			}
			out = append(out, scc)
		}
	}
	for _, f := range a.order {
		if _, ok := index[f]; !ok {
			visit(f)
		}
	}
	return out
}

// isLedger reports whether fn is a ledger operation.
func (a *analyzer) isLedger(fn *types.Func) bool {
	if fn == nil {
		return false
	}
	if a.ledgerFuncs[fn] || isLedgerName(fn) {
		return true
	}
	if _, ok := a.cfg.LedgerOp(config.FuncName(fn)); ok {
		return true
	}
	if tn := recvTypeObj(fn); tn != nil && a.cfg.IsLedgerType(config.TypeName(tn)) {
		return true
	}
	imported := fn.Pkg() != nil && fn.Pkg() != a.pass.Pkg
	var l Ledger
	if imported && a.pass.ImportObjectFact(fn, &l) {
		return true
	}
	if tn := recvTypeObj(fn); tn != nil {
		if a.ledgerTypes[tn] {
			return true
		}
		if imported && a.pass.ImportObjectFact(tn, &l) {
			return true
		}
	}
	return false
}

// isLedgerName reports whether fn is a method of a type whose name says
// ledger.
func isLedgerName(fn *types.Func) bool {
	// A method named for the ledger it keeps (checkIdempotency,
	// storeIdempotency, recordDedup) is one of its operations, whatever
	// its type; one named for the key (SetIdempotencyKey, DedupID) sets
	// a provider's slot.
	if name := fn.Name(); fn.Signature().Recv() != nil && nameHas(name, "idempotency", "dedup") && !namesKey(name) {
		return true
	}
	tn := recvTypeObj(fn)
	return tn != nil && nameHas(tn.Name(), "ledger", "idempotency", "dedup", "journal")
}

// namesKey reports whether a name ends with the word for a key.
func namesKey(name string) bool {
	for _, w := range []string{"Key", "ID", "Id", "Token"} {
		if strings.HasSuffix(name, w) {
			return true
		}
	}
	return false
}

func nameHas(name string, words ...string) bool {
	name = strings.ToLower(name)
	for _, w := range words {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// recvTypeObj returns the named type of a method's receiver, or nil.
func recvTypeObj(fn *types.Func) *types.TypeName {
	recv := fn.Signature().Recv()
	if recv == nil {
		return nil
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Origin().Obj()
	}
	return nil
}

// exportable returns the object of a function that can carry a fact: a
// package-level function or a method of a package-level type.
func (a *analyzer) exportable(fn *ssa.Function) *types.Func {
	obj, _ := fn.Object().(*types.Func)
	if obj == nil || fn.Parent() != nil || fn.Synthetic != "" {
		return nil
	}
	if a.exportableFunc(obj) {
		return obj
	}
	return nil
}

func (a *analyzer) exportableFunc(obj *types.Func) bool {
	if obj.Pkg() != a.pass.Pkg {
		return false
	}
	if obj.Signature().Recv() == nil {
		return a.pass.Pkg.Scope().Lookup(obj.Name()) == obj
	}
	return a.packageLevelRecv(obj)
}

func (a *analyzer) packageLevelRecv(m *types.Func) bool {
	tn := recvTypeObj(m)
	return tn != nil && tn.Pkg() == a.pass.Pkg && tn.Parent() == a.pass.Pkg.Scope()
}

// funcName returns the qualified name of a function for Link.Func.
// funcName names a function in a chain: a declared one by its full name,
// a function literal by SSA's name, except that SSA makes a literal in a
// package-level variable's initialiser a child of the package
// initialiser, which the code does not show; it is named after the
// variable instead (srv.refund, srv.tools$2).
func (a *analyzer) funcName(fn *ssa.Function) string {
	if obj, ok := fn.Object().(*types.Func); ok && obj != nil && fn.Parent() == nil {
		return obj.Origin().FullName()
	}
	top := fn
	for top.Parent() != nil && top.Parent().Parent() != nil {
		top = top.Parent()
	}
	if pkgInit := top.Parent(); pkgInit != nil && pkgInit.Pkg != nil && pkgInit == pkgInit.Pkg.Func("init") {
		if name, ok := a.initialised(top.Pos()); ok {
			return pkgInit.Pkg.Pkg.Path() + "." + name + strings.TrimPrefix(fn.String(), top.String())
		}
	}
	return fn.String()
}

// initialised returns the name of the package-level variable whose
// initialiser holds the function literal at pos, with "$k" for the k-th
// literal of an initialiser that holds several.
func (a *analyzer) initialised(pos token.Pos) (string, bool) {
	for _, file := range a.pass.Files {
		if pos < file.FileStart || pos >= file.FileEnd {
			continue
		}
		path, _ := astpath.Enclosing(file, pos, pos)
		for _, n := range path {
			vs, ok := n.(*ast.ValueSpec)
			if !ok {
				continue
			}
			for i, value := range vs.Values {
				if pos < value.Pos() || pos >= value.End() {
					continue
				}
				name := vs.Names[min(i, len(vs.Names)-1)].Name
				var lits []token.Pos
				ast.Inspect(value, func(n ast.Node) bool {
					if lit, ok := n.(*ast.FuncLit); ok {
						lits = append(lits, lit.Pos())
						return false
					}
					return true
				})
				if k := slices.Index(lits, pos); len(lits) > 1 && k >= 0 {
					name += "$" + strconv.Itoa(k+1)
				}
				return name, true
			}
		}
	}
	return "", false
}

// pos renders a position as base file name and line.
func (a *analyzer) pos(p token.Pos) string {
	if !p.IsValid() {
		return "?"
	}
	posn := a.pass.Fset.Position(p)
	return filepath.Base(posn.Filename) + ":" + strconv.Itoa(posn.Line)
}

func callPos(call ssa.CallInstruction, fn *ssa.Function) token.Pos {
	if p := call.Pos(); p.IsValid() {
		return p
	}
	if p := call.Common().Pos(); p.IsValid() {
		return p
	}
	return fn.Pos()
}
