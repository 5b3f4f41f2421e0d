package effects

import (
	"go/token"
	"go/types"
	"slices"
	"strings"
	"unicode"

	"github.com/idemlint/idemlint/internal/lazyssa"
	"golang.org/x/tools/go/ssa"
)

// Resolving interface method calls.
//
// A call of an interface method is resolved to one implementation when
// the program gives one answer, and that method's writes are used
// instead of the verb rule:
//
//   - the receiver is a value of one concrete type: a conversion to the
//     interface in this function, or the result of a function that
//     returns one concrete type at every return (of this package, or of
//     another through its Returns fact, as orders.NewService); or of
//     one of two to maxJoined types, chosen at run time
//     (SelectEngine(version) returning a v3 or a v4 engine), which the
//     call is joined over as below;
//   - or the interface's own package declares exactly one non-interface
//     type that implements it (tfe.Runs and *tfe.runs). The Impl fact on
//     each of its methods carries the implementation's writes to callers
//     in other packages;
//   - or, when its own package declares none, the packages whose types
//     its methods take or return declare exactly one exported type that
//     implements it: a repository's narrow interface over a generated
//     API client (UpdateEnvVarsWithResponse(ctx, id, body) taking and
//     returning the client package's types) is implemented by that
//     client. Facts of those packages are at hand: the interface's
//     package imports them to name their types.
//
// Both answers are what the program's own code says, and facts of a
// package reach only its importers, so they are cheap and work the same
// standalone and under go vet. The second is not sound in general: a
// package that imports the interface's package may implement it too
// (a test fake, a decorator). It is taken anyway, because the
// interface's package naming one implementation is how SDKs hand out
// their clients. A type that has the methods only by embedding an
// interface (oapi-codegen's ClientWithResponses around ClientInterface)
// wraps an implementation and is not counted as one; nor is a mock (a
// type with a field of a mocking library's type, or named Mock..., fake...,
// ...Stub: isTestDouble), even in
// a file that is not a test.
//
// Where those two rules find several implementations (two to maxJoined,
// 4), the call is joined over them: a repository with one implementation
// over MariaDB and one over SQLite, which runs being configuration. When
// every one's method writes at the call (its writes there, parameter
// writes resolved with the call's arguments, are not empty), the call
// writes the union of their writes, each with its own chain and
// idempotency, deduplicated as any summary is: a repeat acts again when
// any implementation's acts again (an INSERT on one store and an UPDATE
// on the other). When one does not write (an in-memory map, a no-op, a
// cache), the call stays unresolved and only the verb rule applies:
// which one runs is not known, and a call that may not write is not
// said to. One of this package that keeps the store in a local file
// instead (persist.go) is passed over, not taken for one that does not
// write. The Impl fact carries the join (each writing implementation's
// writes, in Joined) when every one's summary writes or persists, and no
// fact otherwise, so
// a caller in another package joins the same way. An implementation of
// this package is joined through its summary, so the call is a site the
// component solving reevaluates (joinSite); one of another package is
// joined at once. Past maxJoined the call stays unresolved (see there);
// the types searched are the ones the one-implementation rule searches,
// no more. The limits are those of the rules above: an implementation
// in an importing package is not seen, and the join says nothing of
// which implementation a given run uses.

// An implRef is what implements an interface method call: one
// implementation, or the several a join takes (see above).
type implRef struct {
	fn     *types.Func   // the concrete method, when its object is at hand
	method *MethodWrites // its writes from a fact, otherwise
	// A join: the concrete methods of this package's analysis, or their
	// writes from the Impl fact of another package.
	fns     []*types.Func
	methods []MethodWrites
}

func (r implRef) found() bool {
	return r.fn != nil || r.method != nil || len(r.fns) > 0 || len(r.methods) > 0
}

// implementation resolves the interface method a call invokes.
func (a *analyzer) implementation(common *ssa.CallCommon) implRef {
	m := common.Method
	if m == nil {
		return implRef{}
	}
	switch c := a.concreteOf(common.Value, 0, make(map[ssa.Value]bool)); c.kind {
	case cOne:
		if c.typ != nil {
			if fn := concreteMethod(c.typ, m); fn != nil {
				return implRef{fn: fn}
			}
			return implRef{}
		}
		return implRef{method: c.fact.method(m.Name())}
	case cSeveral:
		var ref implRef
		for _, alt := range c.alts {
			if alt.typ == nil {
				ref.methods = append(ref.methods, *alt.fact.method(m.Name()))
				continue
			}
			fn := concreteMethod(alt.typ, m)
			if fn == nil {
				return implRef{}
			}
			ref.fns = append(ref.fns, fn)
		}
		return ref
	}
	switch fns := a.impls[m]; len(fns) {
	case 0:
	case 1:
		return implRef{fn: fns[0]}
	default:
		return implRef{fns: fns}
	}
	if m.Pkg() != nil && m.Pkg() != a.pass.Pkg {
		var impl Impl
		if a.pass.ImportObjectFact(m, &impl) {
			if len(impl.Joined) > 0 {
				return implRef{methods: impl.Joined}
			}
			return implRef{method: &MethodWrites{Name: m.Name(), Func: impl.Method, Effects: impl.Effects, Params: impl.Params}}
		}
	}
	return implRef{}
}

// A joinSite is a call of an interface method that several
// implementations answer, one of them at least of this package: its
// writes are known once their summaries are.
type joinSite struct {
	alts     []joinAlt
	fallback siteResult // the verb rule's answer, for when one does not write
}

// A joinAlt is one implementation of a joinSite.
type joinAlt struct {
	edge *fnInfo    // the method, of this package
	res  siteResult // its writes at the call, from facts or the catalogue, otherwise
	// persists: it writes no database or service but keeps the store in
	// a local file (persist.go), so it does not leave the call unresolved.
	persists bool
}

// join records a call that several implementations answer. When none is
// of this package their writes at the call are known now; otherwise the
// call is a site whose writes joinResult gives from the current
// summaries.
func (a *analyzer) join(f *fnInfo, call ssa.CallInstruction, link Link, impl implRef) {
	common := call.Common()
	fallback := a.verbSite(common, link)
	alts := make([]joinAlt, 0, len(impl.fns)+len(impl.methods))
	edges := false
	for _, fn := range impl.fns {
		if g := a.byObj[fn]; g != nil {
			alts = append(alts, joinAlt{edge: g, persists: a.persists(g.fn)})
			edges = true
			continue
		}
		l := link
		l.Call = fn.FullName()
		alts = append(alts, joinAlt{res: a.staticSite(common, fn, l)})
	}
	for _, m := range impl.methods {
		l := link
		l.Call = m.Func
		alts = append(alts, joinAlt{res: a.applySummary(common, l, m.Func, m.Effects, m.Params)})
	}
	if !edges {
		a.record(f, call, joined(alts, fallback, nil))
		return
	}
	s := a.edgeSite(f, call, link.Pos, nil)
	guard := func(r *siteResult) {
		for i := range r.effects {
			r.effects[i].Guards = withGuards(r.effects[i].Guards, s.guards)
		}
	}
	if len(s.guards) > 0 {
		guard(&fallback)
		for i := range alts {
			guard(&alts[i].res)
		}
	}
	s.join = &joinSite{alts: alts, fallback: fallback}
	f.sites = append(f.sites, s)
}

// joinResult returns the writes of a joinSite of f: those of each
// implementation at the call when every one writes, the verb rule's
// otherwise.
func (a *analyzer) joinResult(f *fnInfo, s site) siteResult {
	return joined(s.join.alts, s.join.fallback, func(g *fnInfo) siteResult {
		return a.extend(f, site{call: s.call, pos: s.pos, edge: g, guards: s.guards})
	})
}

// joined returns the union of the implementations' writes at a call when
// each one writes or keeps its store in a file, fallback when one does
// neither: which one runs is not known, so a call that may not write is
// not said to.
func joined(alts []joinAlt, fallback siteResult, extend func(*fnInfo) siteResult) siteResult {
	var out siteResult
	for _, alt := range alts {
		r := alt.res
		if alt.edge != nil {
			r = extend(alt.edge)
		}
		if r.empty() {
			if alt.persists {
				continue
			}
			return fallback
		}
		out.add(r)
	}
	if out.empty() {
		return fallback
	}
	return out
}

// fate is what a joinSite's callee does with its writes' errors: the
// least kept of its implementations' (one not of this package returns
// them, as any invoked call's).
func (j *joinSite) fate() errorFate {
	fate := errorsKept
	for _, alt := range j.alts {
		if alt.edge == nil {
			return errorsReturned
		}
		fate = min(fate, alt.edge.fate)
	}
	return fate
}

// method returns the writes of the named method of the concrete type.
func (r *ReturnedImpl) method(name string) *MethodWrites {
	for i := range r.Methods {
		if r.Methods[i].Name == name {
			return &r.Methods[i]
		}
	}
	return &MethodWrites{Name: name, Func: "(" + r.Type + ")." + name}
}

// concreteMethod returns the method of a concrete type that implements
// the interface method m, or nil (a method promoted from an embedded
// interface has no body to summarise).
func concreteMethod(t types.Type, m *types.Func) *types.Func {
	obj, _, _ := types.LookupFieldOrMethod(t, true, m.Pkg(), m.Name())
	fn, ok := obj.(*types.Func)
	if !ok {
		return nil
	}
	if recv := fn.Signature().Recv(); recv == nil || types.IsInterface(recv.Type()) {
		return nil
	}
	// The method of an instantiated generic type (promoted from an
	// embedded *baseRepository[Task]) is summarised, and carries its
	// facts, as its origin.
	return fn.Origin()
}

type concreteKind int

const (
	cUnknown concreteKind = iota
	cNil                  // the nil interface
	cOne                  // one concrete type
	// cOpen is a value a caller hands in (a parameter, or one captured
	// by an option's closure: WithClient(c) storing opts.client = c).
	// Beside a type the package makes itself it does not count: that
	// default is what runs unless a caller, mostly a test with a mock,
	// injects another. Alone it is unknown.
	cOpen
	// cSeveral is one of two to maxJoined concrete types, chosen at run
	// time (SelectEngine(version) returning a v3 or a v4 engine): a call
	// of a method is joined over them, as over several implementations.
	cSeveral
)

// A concrete is what a value of interface type holds.
type concrete struct {
	kind concreteKind
	typ  types.Type    // the type, when it is at hand
	fact *ReturnedImpl // the type's writes from a Returns fact, otherwise
	alts []concrete    // for cSeveral, each a cOne
}

// ones returns the cOne concretes c stands for.
func (c concrete) ones() []concrete {
	switch c.kind {
	case cOne:
		return []concrete{c}
	case cSeveral:
		return c.alts
	}
	return nil
}

func (c concrete) name() string {
	if c.typ != nil {
		return types.TypeString(c.typ, nil)
	}
	return c.fact.Type
}

// concreteOf follows an interface value back to the conversion that made
// it, through phis, interface conversions and the results of calls.
func (a *analyzer) concreteOf(v ssa.Value, depth int, seen map[ssa.Value]bool) concrete {
	if v == nil || seen[v] {
		return concrete{}
	}
	seen[v] = true
	defer delete(seen, v)
	switch v := v.(type) {
	case *ssa.MakeInterface:
		t := v.X.Type()
		if types.IsInterface(t) {
			return concrete{}
		}
		if _, ok := t.(*types.TypeParam); ok {
			return concrete{}
		}
		return concrete{kind: cOne, typ: t}
	case *ssa.ChangeInterface:
		return a.concreteOf(v.X, depth, seen)
	case *ssa.Const:
		if v.IsNil() {
			return concrete{kind: cNil}
		}
	case *ssa.Phi:
		out := concrete{kind: cNil}
		for _, e := range v.Edges {
			if out = join(out, a.concreteOf(e, depth, seen)); out.kind == cUnknown {
				break
			}
		}
		return out
	case *ssa.Call:
		return a.returnedConcrete(v, 0, depth, seen)
	case *ssa.UnOp:
		// s.internalClient: an unexported field of a struct of this
		// package holds what the package stores there.
		if fa, ok := v.X.(*ssa.FieldAddr); ok && v.Op == token.MUL {
			return a.fieldConcrete(fa, depth, seen)
		}
		if _, ok := v.X.(*ssa.FreeVar); ok && v.Op == token.MUL {
			return concrete{kind: cOpen} // a closure's captured parameter
		}
		if g, ok := v.X.(*ssa.Global); ok && v.Op == token.MUL {
			return a.globalConcrete(g, depth, seen)
		}
	case *ssa.Extract:
		if call, ok := v.Tuple.(*ssa.Call); ok {
			return a.returnedConcrete(call, v.Index, depth, seen)
		}
	case *ssa.Parameter, *ssa.FreeVar:
		return concrete{kind: cOpen}
	}
	return concrete{}
}

// fieldConcrete returns the concrete type an unexported interface field
// of a struct of this package holds: the join over every store to it in
// the package (go-atlassian's IssueADFService{internalClient:
// &internalIssueADFServiceImpl{...}}). Nothing outside the package can
// store there, so the stores it makes are all there are.
func (a *analyzer) fieldConcrete(fa *ssa.FieldAddr, depth int, seen map[ssa.Value]bool) concrete {
	tn := structName(fa.X.Type())
	name := fieldName(fa)
	if tn == nil || tn.Pkg() != a.pass.Pkg || name == "" || token.IsExported(name) {
		return concrete{}
	}
	key := fieldKey{tn, name}
	if c, ok := a.fieldTypes[key]; ok {
		return c
	}
	a.fieldTypes[key] = concrete{} // a cycle through the field knows nothing
	out := concrete{kind: cNil}
	a.fieldStores(tn, name, func(_ *fnInfo, st *ssa.Store) bool {
		out = join(out, a.concreteOf(st.Val, depth+1, seen))
		return out.kind != cUnknown
	})
	if out.kind == cNil {
		out = concrete{} // never stored: nothing known
	}
	a.fieldTypes[key] = out
	return out
}

// globalConcrete returns the concrete type an unexported package-level
// variable of interface type holds: the join over every store to it in
// the package, its initialiser's included (var v3Engine Engine =
// v3.New(); a test helper's store of its parameter counts as cOpen).
func (a *analyzer) globalConcrete(g *ssa.Global, depth int, seen map[ssa.Value]bool) concrete {
	if g.Pkg == nil || g.Pkg.Pkg != a.pass.Pkg || token.IsExported(g.Name()) || depth >= maxTraceDepth {
		return concrete{}
	}
	if c, ok := a.globalTypes[g]; ok {
		return c
	}
	a.globalTypes[g] = concrete{} // a cycle through the variable knows nothing
	out := concrete{kind: cNil}
	fns := make([]*ssa.Function, 0, len(a.order)+1)
	if init := g.Pkg.Func("init"); init != nil {
		fns = append(fns, init)
	}
	for _, f := range a.order {
		fns = append(fns, f.fn)
	}
	for _, fn := range fns {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if st, ok := instr.(*ssa.Store); ok && st.Addr == g {
					out = join(out, a.concreteOf(st.Val, depth+1, seen))
				}
			}
		}
	}
	if out.kind == cNil || out.kind == cOpen {
		out = concrete{} // never stored, or only what callers hand in
	}
	a.globalTypes[g] = out
	return out
}

// join combines the concrete types of two paths: unknown when they
// differ; a nil interface on one path does not count (calling a method
// on it panics).
func join(x, y concrete) concrete {
	switch {
	case x.kind == cUnknown || y.kind == cUnknown:
		return concrete{}
	case x.kind == cNil || x.kind == cOpen && (y.kind == cOne || y.kind == cSeveral):
		return y
	case y.kind == cNil || y.kind == cOpen:
		return x
	}
	// Two known answers: one type, or several up to maxJoined.
	alts := slices.Clone(x.ones())
	for _, c := range y.ones() {
		if !slices.ContainsFunc(alts, func(a concrete) bool { return a.name() == c.name() }) {
			alts = append(alts, c)
		}
	}
	switch {
	case len(alts) == 1:
		return alts[0]
	case len(alts) > maxJoined:
		return concrete{}
	}
	return concrete{kind: cSeveral, alts: alts}
}

// returnedConcrete returns what a call's result index holds: the
// concrete type at every return of a function of this package, or what
// the callee's Returns fact says.
func (a *analyzer) returnedConcrete(call *ssa.Call, index, depth int, seen map[ssa.Value]bool) concrete {
	if depth >= maxTraceDepth {
		return concrete{}
	}
	fn := staticFunc(call.Common())
	if fn == nil {
		return concrete{}
	}
	if a.local(fn) != nil {
		return a.returnsOf(fn, index, depth+1, seen)
	}
	obj := calleeFunc(call.Common())
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == a.pass.Pkg {
		return concrete{}
	}
	var r Returns
	if !a.pass.ImportObjectFact(obj, &r) {
		return concrete{}
	}
	out := concrete{kind: cNil}
	for i := range r.Results {
		if r.Results[i].Index == index {
			out = join(out, concrete{kind: cOne, fact: &r.Results[i]})
		}
	}
	if out.kind == cNil {
		return concrete{}
	}
	return out
}

// returnsOf returns what result index of fn holds at every return.
func (a *analyzer) returnsOf(fn *ssa.Function, index, depth int, seen map[ssa.Value]bool) concrete {
	out := concrete{kind: cNil}
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok || index >= len(ret.Results) {
			continue
		}
		if out = join(out, a.concreteOf(ret.Results[index], depth, seen)); out.kind == cUnknown {
			return out
		}
	}
	if out.kind != cOne && out.kind != cSeveral {
		return concrete{}
	}
	return out
}

// findImplementations records, for each interface declared in this
// package, its implementations when the package declares one to
// maxJoined non-interface types that implement it (or, declaring none,
// the packages its signatures name do).
func (a *analyzer) findImplementations() {
	a.impls = make(map[*types.Func][]*types.Func)
	scope := a.pass.Pkg.Scope()
	var ifaces []*types.TypeName
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams().Len() > 0 {
			continue
		}
		if it, ok := named.Underlying().(*types.Interface); ok && it.NumExplicitMethods() > 0 {
			ifaces = append(ifaces, tn)
		}
	}
	if len(ifaces) == 0 {
		return
	}
	home := concreteTypes(a.pass.Pkg, false)
	var converted map[*types.TypeName][]types.Type
	for _, itn := range ifaces {
		it := itn.Type().Underlying().(*types.Interface)
		impls := slices.DeleteFunc(implementingTypes(it, home, maxJoined+1), func(t types.Type) bool {
			return a.forwards(t, it)
		})
		if len(impls) == 0 {
			// A narrow interface over another package's client (a
			// repository's view of a generated API client): its methods
			// name that package's types, and that package declares the
			// implementation.
			for _, pkg := range signaturePackages(it, a.pass.Pkg) {
				if a.namedByRule(pkg) {
					continue
				}
				impls = append(impls, implementingTypes(it, concreteTypes(pkg, true), maxJoined+1-len(impls))...)
				if len(impls) > maxJoined {
					break
				}
			}
		}
		if len(impls) == 0 {
			// Another package's client that this package itself puts in
			// the interface (s.clients[name] = ksm.NewClient(...)).
			if converted == nil {
				converted = a.convertedTypes()
			}
			for _, t := range converted[itn] {
				if ownMethods(t, it) && !a.namedByRule(namedOf(t).Obj().Pkg()) {
					impls = append(impls, t)
				}
			}
		}
		if len(impls) == 0 || len(impls) > maxJoined {
			continue
		}
		methods := make(map[*types.Func][]*types.Func)
		for i := range it.NumExplicitMethods() {
			m := it.ExplicitMethod(i)
			for _, impl := range impls {
				fn := concreteMethod(impl, m)
				if fn == nil {
					methods = nil // an embedded interface implements it: no answer
					break
				}
				methods[m] = append(methods[m], fn)
			}
			if methods == nil {
				break
			}
		}
		for m, fns := range methods {
			a.impls[m] = fns
		}
	}
}

// forwards reports whether the type t of this package passes every call
// of the interface it on: each of its methods calls the same method of
// the interface on another value (a per-request client found in the
// context, a client picked by name). It is no implementation of its own;
// what runs is what the other value holds.
func (a *analyzer) forwards(t types.Type, it *types.Interface) bool {
	for i := range it.NumExplicitMethods() {
		m := it.ExplicitMethod(i)
		fn := concreteMethod(t, m)
		if fn == nil {
			return false
		}
		g := a.byObj[fn]
		if g == nil || !invokes(g.fn, m) {
			return false
		}
	}
	return it.NumExplicitMethods() > 0
}

// invokes reports whether fn calls the interface method m.
func invokes(fn *ssa.Function, m *types.Func) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(ssa.CallInstruction); ok && call.Common().Method == m {
				return true
			}
		}
	}
	return false
}

// convertedTypes returns, for each interface of the package, the named
// types of other packages that the package's code converts to it.
func (a *analyzer) convertedTypes() map[*types.TypeName][]types.Type {
	out := make(map[*types.TypeName][]types.Type)
	for fn := range a.funcs {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				mi, ok := instr.(*ssa.MakeInterface)
				if !ok {
					continue
				}
				iface, ok := types.Unalias(mi.Type()).(*types.Named)
				if !ok || iface.Obj().Pkg() != a.pass.Pkg {
					continue
				}
				t := mi.X.Type()
				n := namedOf(t)
				if n == nil || n.Obj().Pkg() == nil || n.Obj().Pkg() == a.pass.Pkg || n.TypeArgs().Len() > 0 {
					continue
				}
				if !slices.ContainsFunc(out[iface.Obj()], func(u types.Type) bool { return types.Identical(u, t) }) {
					out[iface.Obj()] = append(out[iface.Obj()], t)
				}
			}
		}
	}
	return out
}

// maxJoined is the most implementations a call is joined over. Each one
// joined adds its writes to every caller's summary and to the Impl fact,
// and an interface with many implementations in its package is a plugin
// point (drivers, backends, providers) whose one that runs is
// configuration, not a repository with a production store and a second
// database's: past a few, the join would crowd the summary's capped
// effects with writes no single run performs, so the call stays
// unresolved.
const maxJoined = 4

// namedByRule reports whether the writes of a package's types are known
// by name rather than by facts (the standard library's, the write
// primitives', the catalogue's): an implementation there has no facts to
// give, and the rules for its calls apply to the interface's already.
func (a *analyzer) namedByRule(pkg *types.Package) bool {
	path := pkg.Path()
	if slices.Contains(primitivePackages, path) || cataloguedPackage(path) || IsQuiet(path) {
		return true
	}
	for _, name := range pkg.Scope().Names() {
		if f := a.pass.Fset.File(pkg.Scope().Lookup(name).Pos()); f != nil {
			return lazyssa.InGOROOTFile(f.Name())
		}
	}
	return false
}

// maxConcretes bounds the types implementingType tries on huge generated
// packages.
const maxConcretes = 1 << 14

// concreteTypes returns the named non-interface types a package declares
// that may implement an interface: not generic, not test doubles; only
// exported ones for another package.
func concreteTypes(pkg *types.Package, exportedOnly bool) []*types.TypeName {
	scope := pkg.Scope()
	var out []*types.TypeName
	for _, name := range scope.Names() {
		tn, ok := scope.Lookup(name).(*types.TypeName)
		if !ok || tn.IsAlias() || (exportedOnly && !tn.Exported()) {
			continue
		}
		named, ok := tn.Type().(*types.Named)
		if !ok || named.TypeParams().Len() > 0 || types.IsInterface(named) || isTestDouble(named) {
			continue
		}
		out = append(out, tn)
		if len(out) > maxConcretes {
			return nil
		}
	}
	return out
}

// implementingTypes returns the types (T or *T) among concretes that
// implement it with methods of their own, in the order of concretes,
// stopping at limit. A type that has the interface's methods only by
// embedding an interface (a generated ClientWithResponses embedding
// ClientInterface, a decorator) wraps an implementation rather than
// being one.
func implementingTypes(it *types.Interface, concretes []*types.TypeName, limit int) []types.Type {
	var out []types.Type
	for _, tn := range concretes {
		if len(out) >= limit {
			break
		}
		var t types.Type
		switch {
		case types.Implements(tn.Type(), it):
			t = tn.Type()
		case types.Implements(types.NewPointer(tn.Type()), it):
			t = types.NewPointer(tn.Type())
		default:
			continue
		}
		if !ownMethods(t, it) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// ownMethods reports whether t has a body for each of the interface's
// methods, none promoted from an embedded interface.
func ownMethods(t types.Type, it *types.Interface) bool {
	for i := range it.NumMethods() {
		if concreteMethod(t, it.Method(i)) == nil {
			return false
		}
	}
	return true
}

// signaturePackages returns the packages, other than home, whose named
// types the interface's methods take or return, in the order they are
// met.
func signaturePackages(it *types.Interface, home *types.Package) []*types.Package {
	var out []*types.Package
	seen := map[*types.Package]bool{home: true}
	var visit func(t types.Type, depth int)
	visit = func(t types.Type, depth int) {
		if depth > 4 {
			return
		}
		switch t := types.Unalias(t).(type) {
		case *types.Named:
			if pkg := t.Obj().Pkg(); pkg != nil && !seen[pkg] {
				seen[pkg] = true
				out = append(out, pkg)
			}
		case *types.Pointer:
			visit(t.Elem(), depth+1)
		case *types.Slice:
			visit(t.Elem(), depth+1)
		case *types.Map:
			visit(t.Key(), depth+1)
			visit(t.Elem(), depth+1)
		case *types.Signature:
			for v := range t.Params().Variables() {
				visit(v.Type(), depth+1)
			}
			for v := range t.Results().Variables() {
				visit(v.Type(), depth+1)
			}
		}
	}
	for i := range it.NumExplicitMethods() {
		visit(it.ExplicitMethod(i).Type(), 0)
	}
	return out
}

// exportImplementations exports an Impl fact on each interface method
// of this package that has one implementation, or a join of
// implementations that all write, and no declared effect.
func (a *analyzer) exportImplementations() {
	ms := make([]*types.Func, 0, len(a.impls))
	for m := range a.impls {
		ms = append(ms, m)
	}
	slices.SortFunc(ms, func(x, y *types.Func) int { return int(x.Pos() - y.Pos()) })
	for _, m := range ms {
		if _, declared := a.directives[m]; declared || a.isLedger(m) || !a.packageLevelRecv(m) {
			continue
		}
		if _, ok := LookupSDK(m); ok {
			continue
		}
		fns := a.impls[m]
		if len(fns) == 1 {
			effects, params := a.summaryOf(fns[0])
			a.pass.ExportObjectFact(m, &Impl{Method: fns[0].FullName(), Effects: effects, Params: params})
			continue
		}
		joined := make([]MethodWrites, 0, len(fns))
		for _, fn := range fns {
			effects, params := a.summaryOf(fn)
			if len(effects)+len(params) == 0 {
				if g := a.byObj[fn]; g != nil && a.persists(g.fn) {
					continue // the same store, kept in a file
				}
				joined = nil // one does not write: the call stays unresolved
				break
			}
			joined = append(joined, MethodWrites{Name: m.Name(), Func: fn.FullName(), Effects: effects, Params: params})
		}
		if len(joined) > 0 {
			a.pass.ExportObjectFact(m, &Impl{Joined: joined})
		}
	}
}

// summaryOf returns the writes of a concrete method with chains starting
// at it: its summary when it is declared here, what the catalogue,
// configuration or its facts say otherwise.
func (a *analyzer) summaryOf(fn *types.Func) ([]Effect, []ParamWrite) {
	if g := a.byObj[fn]; g != nil {
		return g.sum.effects, g.sum.params
	}
	if fn.Pkg() == nil || fn.Pkg() == a.pass.Pkg || a.isLedger(fn) {
		return nil, nil
	}
	if e, ok := LookupSDK(fn); ok {
		switch {
		case e.Read:
			return nil, nil
		case e.HTTPMethod != nil:
			return nil, []ParamWrite{{Index: e.HTTPMethod.Arg, Kind: ParamMethod, Field: e.HTTPMethod.Field}}
		case e.Method != "":
			if w, ok := httpEffect(e.Method, nil); ok {
				return []Effect{w}, nil
			}
			return nil, nil
		}
		return []Effect{{Kind: KindSDK, Idempotent: e.Idempotent, RejectsRepeat: e.RejectsRepeat, Detail: e.SDK + " " + shortFunc(fn)}}, nil
	}
	if idem, ok := a.extra(fn); ok {
		return []Effect{{Kind: KindConfig, Idempotent: idem, Detail: shortFunc(fn)}}, nil
	}
	var w Writes
	var pw ParamWrites
	a.pass.ImportObjectFact(fn, &w)
	a.pass.ImportObjectFact(fn, &pw)
	return w.Effects, pw.Params
}

// returns computes the Returns fact of a function: for each result of a
// non-empty interface type other than error that holds one concrete type
// at every return, the writes of that type's methods.
func (a *analyzer) returns(f *fnInfo) *Returns {
	if f.fn.TypeParams().Len() > 0 {
		return nil
	}
	results := f.fn.Signature.Results()
	var out Returns
	for i := range results.Len() {
		t := results.At(i).Type()
		it, ok := t.Underlying().(*types.Interface)
		if !ok || it.NumMethods() == 0 || types.Identical(t, types.Universe.Lookup("error").Type()) {
			continue
		}
		// One ReturnedImpl per type the result may hold: a caller joins
		// over several.
		for _, c := range a.returnsOf(f.fn, i, 0, make(map[ssa.Value]bool)).ones() {
			ri := ReturnedImpl{Index: i, Type: c.name()}
			for j := range it.NumMethods() {
				m := it.Method(j)
				var mw MethodWrites
				if c.typ != nil {
					fn := concreteMethod(c.typ, m)
					if fn == nil {
						continue
					}
					effects, params := a.summaryOf(fn)
					mw = MethodWrites{Name: m.Name(), Func: fn.FullName(), Effects: effects, Params: params}
				} else {
					mw = *c.fact.method(m.Name())
				}
				if len(mw.Effects)+len(mw.Params) > 0 {
					ri.Methods = append(ri.Methods, mw)
				}
			}
			out.Results = append(out.Results, ri)
		}
	}
	if len(out.Results) == 0 {
		return nil
	}
	return &out
}

// testDoublePackages are the packages of the mocking libraries whose
// types a generated or hand-written mock holds: a mock in a non-test file
// is not the implementation production code calls.
var testDoublePackages = map[string]bool{
	"github.com/stretchr/testify/mock": true,
	"go.uber.org/mock/gomock":          true,
	"github.com/golang/mock/gomock":    true,
}

// isTestDouble reports whether a struct type is a mock: it has a field
// of a mocking library's type (testify's embedded mock.Mock, gomock's
// *gomock.Controller), or it is named as one (MockCalendarService,
// fakeStore, ClientStub), which is how a hand-written double beside the
// real client says what it is.
func isTestDouble(named *types.Named) bool {
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return false
	}
	if namedAsDouble(named.Obj().Name()) {
		return true
	}
	for f := range st.Fields() {
		t := f.Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil && testDoublePackages[n.Obj().Pkg().Path()] {
			return true
		}
	}
	return false
}

// doubleWords are the words a test double's type name starts or ends with.
var doubleWords = []string{"Mock", "Fake", "Stub"}

// namedAsDouble reports whether a type name starts with a double's word
// followed by another word (MockClient, fakeStore) or ends with one after
// another word (ClientMock): not Stubborn, Mockingbird or Fakes.
func namedAsDouble(name string) bool {
	for _, w := range doubleWords {
		lower := strings.ToLower(w[:1]) + w[1:]
		for _, prefix := range []string{w, lower} {
			if rest, ok := strings.CutPrefix(name, prefix); ok && rest != "" && unicode.IsUpper(rune(rest[0])) {
				return true
			}
		}
		if head, ok := strings.CutSuffix(name, w); ok && head != "" {
			return true
		}
	}
	return false
}

// namedOf returns the named type t is or points to, or nil.
func namedOf(t types.Type) *types.Named {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}
