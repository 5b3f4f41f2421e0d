package volatile

import (
	"encoding/gob"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/internal/lazyssa"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/ssa"
)

// Analyzer finds the functions whose result differs on every call.
var Analyzer = &analysis.Analyzer{
	Name:       "volatile",
	Doc:        "find the functions whose result differs on every call",
	URL:        "https://pkg.go.dev/github.com/idemlint/idemlint/passes/volatile",
	Requires:   []*analysis.Analyzer{lazyssa.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(Volatile)},
	Run:        run,
}

// Volatile is the fact on a function one of whose results differs on
// every call.
type Volatile struct {
	// Source names the volatile source underneath, as the package that
	// calls it names nothing deeper: "uuid.New", "time.Now".
	Source string
}

func (*Volatile) AFact() {}

func (f *Volatile) String() string { return "volatile: " + f.Source }

func init() { gob.Register(new(Volatile)) }

// Result answers which functions are volatile.
type Result struct {
	pass     *analysis.Pass
	pkg      *types.Package
	local    map[*types.Func]string
	counters map[*ssa.Global]bool
	idsOnly  bool // a versioned dependency: see dependency
}

// Of reports whether a call of fn yields a different value on every
// call, and names the source underneath: a known source (time.Now,
// uuid.NewString) names itself, a function with the fact names the
// source its fact records.
func (r *Result) Of(fn *types.Func) (source string, ok bool) {
	if fn == nil {
		return "", false
	}
	if name, ok := Source(fn); ok {
		return name, true
	}
	if fn.Pkg() == r.pkg {
		s, ok := r.local[fn]
		return s, ok
	}
	var f Volatile
	if fn.Pkg() != nil && r.pass.ImportObjectFact(fn, &f) {
		return f.Source, true
	}
	return "", false
}

// IsCounter reports whether g is a package-level integer that the
// package changes outside its initialisation: a counter.
func (r *Result) IsCounter(g *ssa.Global) bool { return r.counters[g] }

func run(pass *analysis.Pass) (any, error) {
	r := &Result{pass: pass, pkg: pass.Pkg, local: make(map[*types.Func]string), idsOnly: dependency(pass)}
	if !mayBeVolatile(pass) {
		return r, nil
	}
	ssaRes := lazyssa.Of(pass).SSA()
	if !r.idsOnly {
		r.counters = counters(ssaRes)
	}
	s := &summariser{r: r, state: make(map[*ssa.Function]int)}
	for _, fn := range ssaRes.SrcFuncs {
		if obj, ok := fn.Object().(*types.Func); ok && fn.Parent() == nil {
			if src, ok := s.function(fn); ok {
				pass.ExportObjectFact(obj, &Volatile{Source: src})
			}
		}
	}
	return r, nil
}

// mayBeVolatile reports, before any SSA is built, whether a function of
// the package can be volatile: a function with a result of a value type
// refers to a volatile source or to a function with the fact, or a
// function assigns a package-level integer, which may be a counter. An
// agent framework's own packages are left out: their results are
// requests, results and servers, which a tool reads its arguments from
// but never derives a key from, and they are the largest packages a tool
// imports.
func mayBeVolatile(pass *analysis.Pass) bool {
	if lazyssa.InGOROOT(pass) || tools.InFrameworkAPI(pass.Pkg.Path()) {
		return false
	}
	idsOnly := dependency(pass)
	if !idsOnly && assignsPackageInteger(pass) {
		return true
	}
	hasFact := lazyssa.HasFact(pass)
	volatile := func(fn *types.Func) bool {
		if _, ok := Source(fn); ok {
			return !bookkept(idsOnly, fn)
		}
		return hasFact(fn)
	}
	counts := valueFuncs(pass)
	for id, obj := range pass.TypesInfo.Uses {
		fn, ok := obj.(*types.Func)
		if ok && fn.Pkg() != nil && fn.Pkg() != pass.Pkg && volatile(fn) && counts(id.Pos()) {
			return true
		}
	}
	return false
}

// valueFuncs returns a test for whether a volatile call at pos can make
// a function volatile: it is in a function declaration with a result of
// a value type, closures within included, or outside every declaration
// (a package-level variable's initialiser). The summary is of declared
// functions' value results only, so a call anywhere else (the fuzzers
// and pointer constructors of a server's dependencies) cannot change it,
// and a package whose only such calls are there needs no SSA.
func valueFuncs(pass *analysis.Pass) func(token.Pos) bool {
	type span struct {
		start, end token.Pos
		counts     bool
	}
	var spans []span
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok {
				continue
			}
			fn, _ := pass.TypesInfo.Defs[fd.Name].(*types.Func)
			counts := fn == nil
			if fn != nil {
				for v := range fn.Signature().Results().Variables() {
					counts = counts || valueType(v.Type())
				}
			}
			spans = append(spans, span{fd.Pos(), fd.End(), counts})
		}
	}
	slices.SortFunc(spans, func(a, b span) int { return int(a.start - b.start) })
	return func(pos token.Pos) bool {
		i, found := slices.BinarySearchFunc(spans, pos, func(s span, p token.Pos) int { return int(s.start - p) })
		if !found {
			i-- // the last declaration starting before pos
		}
		if i < 0 || pos >= spans[i].end {
			return true // outside every function declaration
		}
		return spans[i].counts
	}
}

// dependency reports whether the package belongs to a versioned module,
// one the build takes from the module cache rather than the code being
// built (the main module, a workspace module, a local replacement, which
// have no version). A dependency's functions are summarised for ids
// only: a library reads the clock, counts and asks for its process id
// for its timing and bookkeeping, and summarising every library that
// calls time.Now was a quarter of the SSA built for a real server. A
// library's id helper still gets the fact (it calls a random source or
// an id generator), and so does anything that returns its result.
func dependency(pass *analysis.Pass) bool {
	return pass.Module != nil && pass.Module.Version != ""
}

// bookkept reports whether a known source does not count in a package
// summarised for ids only: a clock, an atomic counter or the process id,
// not a random source or an id generator.
func bookkept(idsOnly bool, fn *types.Func) bool {
	switch fn.Pkg().Path() {
	case "time", "sync/atomic", "os":
		return idsOnly
	}
	return false
}

// assignsPackageInteger reports whether a function body assigns, or
// increments, a package-level integer: what counters can find, and more
// (init included), from syntax alone.
func assignsPackageInteger(pass *analysis.Pass) bool {
	isCounter := func(e ast.Expr) bool {
		id, ok := ast.Unparen(e).(*ast.Ident)
		if !ok {
			return false
		}
		v, ok := pass.TypesInfo.Uses[id].(*types.Var)
		return ok && v.Parent() == pass.Pkg.Scope() && isInteger(v.Type())
	}
	found := false
	for _, file := range pass.Files {
		// Statements are in function bodies only, literals' included.
		ast.Inspect(file, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.IncDecStmt:
				found = found || isCounter(n.X)
			case *ast.AssignStmt:
				found = found || slices.ContainsFunc(n.Lhs, isCounter)
			case *ast.RangeStmt:
				found = found || n.Tok == token.ASSIGN && (n.Key != nil && isCounter(n.Key) || n.Value != nil && isCounter(n.Value))
			}
			return !found
		})
		if found {
			return true
		}
	}
	return false
}

// counters finds the package-level integers stored to outside init.
func counters(ssaRes *buildssa.SSA) map[*ssa.Global]bool {
	out := make(map[*ssa.Global]bool)
	for _, fn := range ssaRes.SrcFuncs {
		if isInit := fn.Parent() == nil && fn.Signature.Recv() == nil && (fn.Name() == "init" || strings.HasPrefix(fn.Name(), "init#")); fn.Synthetic != "" || isInit {
			continue
		}
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if st, ok := instr.(*ssa.Store); ok {
					if g, ok := st.Addr.(*ssa.Global); ok && isInteger(g.Type().(*types.Pointer).Elem()) {
						out[g] = true
					}
				}
			}
		}
	}
	return out
}

// A summariser decides which functions of the package are volatile,
// each once; a function on the current path counts as not volatile, so
// recursion ends.
type summariser struct {
	r     *Result
	state map[*ssa.Function]int // 1: on the path, 2: done
}

const maxDepth = 32

func (s *summariser) function(fn *ssa.Function) (string, bool) {
	obj, _ := fn.Object().(*types.Func)
	if obj == nil {
		return "", false
	}
	switch s.state[fn] {
	case 1:
		return "", false
	case 2:
		src, ok := s.r.local[obj]
		return src, ok
	}
	s.state[fn] = 1
	defer func() { s.state[fn] = 2 }()
	res := fn.Signature.Results()
	for _, b := range fn.Blocks {
		ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
		if !ok {
			continue
		}
		for i, v := range ret.Results {
			if i >= res.Len() || !valueType(res.At(i).Type()) {
				continue
			}
			if src, ok := s.value(v, make(map[ssa.Value]bool), 0); ok {
				s.r.local[obj] = src
				return src, true
			}
		}
	}
	return "", false
}

// valueType reports whether a result of type t can carry a volatile
// value that a caller uses as a key: not a pointer, an interface, a
// map, a channel or a function, and a struct only if it is time.Time.
func valueType(t types.Type) bool {
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "time" && n.Obj().Name() == "Time" {
		return true
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Kind() != types.UnsafePointer && u.Kind() != types.UntypedNil
	case *types.Array:
		return true
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Info()&(types.IsInteger|types.IsString) != 0
	}
	return false
}

// value reports whether v derives from a volatile source.
func (s *summariser) value(v ssa.Value, seen map[ssa.Value]bool, depth int) (string, bool) {
	if v == nil || seen[v] || depth > maxDepth {
		return "", false
	}
	seen[v] = true
	next := func(vs ...ssa.Value) (string, bool) {
		for _, x := range vs {
			if src, ok := s.value(x, seen, depth+1); ok {
				return src, true
			}
		}
		return "", false
	}
	switch x := v.(type) {
	case *ssa.Call:
		return s.call(x.Common(), next)
	case *ssa.Phi:
		return next(x.Edges...)
	case *ssa.BinOp:
		return next(x.X, x.Y)
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return s.load(x.X, seen, depth, next)
		}
		return next(x.X)
	case *ssa.ChangeType:
		return next(x.X)
	case *ssa.Convert:
		return next(x.X)
	case *ssa.MakeInterface:
		return next(x.X)
	case *ssa.ChangeInterface:
		return next(x.X)
	case *ssa.TypeAssert:
		return next(x.X)
	case *ssa.SliceToArrayPointer:
		return next(x.X)
	case *ssa.Extract:
		return next(x.Tuple)
	case *ssa.Field:
		return next(x.X)
	case *ssa.Index:
		return next(x.X)
	case *ssa.Lookup:
		return next(x.X)
	case *ssa.Slice:
		return next(x.X)
	case *ssa.Alloc, *ssa.MakeSlice:
		return s.buffer(v, seen, depth, next)
	}
	return "", false
}

// load follows *addr.
func (s *summariser) load(addr ssa.Value, seen map[ssa.Value]bool, depth int, next func(...ssa.Value) (string, bool)) (string, bool) {
	switch a := addr.(type) {
	case *ssa.Global:
		if s.r.counters[a] {
			return "counter " + a.Name(), true
		}
		return "", false
	case *ssa.Alloc:
		return s.buffer(a, seen, depth, next)
	case *ssa.FieldAddr:
		if src, ok := s.stored(a, next); ok {
			return src, ok
		}
		return s.load(a.X, seen, depth+1, next)
	case *ssa.IndexAddr:
		if src, ok := s.stored(a, next); ok {
			return src, ok
		}
		return next(a.X)
	}
	return "", false
}

func (s *summariser) stored(addr ssa.Value, next func(...ssa.Value) (string, bool)) (string, bool) {
	refs := addr.Referrers()
	if refs == nil {
		return "", false
	}
	for _, ref := range *refs {
		if st, ok := ref.(*ssa.Store); ok && st.Addr == addr {
			if src, ok := next(st.Val); ok {
				return src, true
			}
		}
	}
	return "", false
}

// buffer follows a local variable or buffer: what is stored into it,
// into its fields and elements, and a volatile call it is handed to
// (crypto/rand.Read(buf), whatever the buffer's size).
func (s *summariser) buffer(a ssa.Value, seen map[ssa.Value]bool, depth int, next func(...ssa.Value) (string, bool)) (string, bool) {
	var visit func(v ssa.Value, d int) (string, bool)
	visit = func(v ssa.Value, d int) (string, bool) {
		refs := v.Referrers()
		if refs == nil || d > 4 {
			return "", false
		}
		for _, ref := range *refs {
			switch r := ref.(type) {
			case *ssa.Store:
				if r.Addr == v {
					if src, ok := next(r.Val); ok {
						return src, true
					}
				}
			case *ssa.FieldAddr:
				if src, ok := visit(r, d+1); ok {
					return src, true
				}
			case *ssa.IndexAddr:
				if src, ok := visit(r, d+1); ok {
					return src, true
				}
			case *ssa.Slice:
				if src, ok := visit(r, d+1); ok {
					return src, true
				}
			case ssa.CallInstruction:
				if fn := flow.Callee(r.Common()); fn != nil {
					if src, ok := Source(fn); ok && !bookkept(s.r.idsOnly, fn) {
						return src, true
					}
				}
			}
		}
		return "", false
	}
	return visit(a, 0)
}

// call reports whether a call's result is volatile: the callee is, or
// one of its arguments is (fmt.Sprintf("%d", time.Now().UnixNano()),
// uuid.New().String()). Arguments that are pointers, interfaces or
// contexts are services and options, not the data of the result.
func (s *summariser) call(c *ssa.CallCommon, next func(...ssa.Value) (string, bool)) (string, bool) {
	fn := flow.Callee(c)
	if fn != nil {
		if src, ok := s.r.Of(fn); ok && !bookkept(s.r.idsOnly, fn) {
			return src, true
		}
		if f := c.StaticCallee(); f != nil && f.Pkg != nil && f.Pkg.Pkg == s.r.pkg && f.Parent() == nil && len(f.Blocks) > 0 {
			if src, ok := s.function(f); ok {
				return src, true
			}
		}
	}
	args := c.Args
	if c.IsInvoke() {
		args = append([]ssa.Value{c.Value}, args...)
	}
	for _, a := range args {
		switch a.Type().Underlying().(type) {
		case *types.Pointer, *types.Interface, *types.Map, *types.Chan, *types.Signature:
			continue
		}
		if src, ok := next(a); ok {
			return src, true
		}
	}
	return "", false
}

func isInteger(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsInteger != 0
}

// IDGenerators are the id-generator packages, by a substring of the
// import path.
var IDGenerators = []string{"uuid", "ksuid", "xid", "ulid", "nanoid", "shortid", "snowflake", "cuid"}

// Source reports whether fn is a known volatile source, one that yields
// a different value on every call, and names it: "time.Now",
// "rand.Read", "uuid.NewString", "atomic counter atomic.AddInt64".
func Source(fn *types.Func) (string, bool) {
	if fn.Pkg() == nil {
		return "", false
	}
	path, name := fn.Pkg().Path(), fn.Name()
	qual := fn.Pkg().Name() + "." + name
	switch path {
	case "time":
		if name == "Now" {
			return qual, true
		}
	case "math/rand", "math/rand/v2", "crypto/rand":
		return qual, true
	case "os":
		if name == "Getpid" || name == "Getppid" {
			return qual, true
		}
	case "sync/atomic":
		if strings.HasPrefix(name, "Add") {
			return "atomic counter " + qual, true
		}
	}
	lower := strings.ToLower(path)
	for _, gen := range IDGenerators {
		if strings.Contains(lower, gen) {
			if strings.Contains(name, "SHA1") || strings.Contains(name, "MD5") || strings.Contains(name, "Hash") {
				return "", false // name-based ids are derived from their input
			}
			if strings.HasPrefix(name, "New") || strings.HasPrefix(name, "Make") || strings.HasPrefix(name, "Gen") || name == "Must" {
				return qual, true
			}
		}
	}
	return "", false
}
