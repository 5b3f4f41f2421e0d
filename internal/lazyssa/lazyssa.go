// Package lazyssa defines an Analyzer whose result builds the SSA form of
// a package when first asked for it, and never otherwise.
//
// idemlint's passes export facts, so they run on every package of the
// program, the standard library and every dependency included. Requiring
// buildssa there builds SSA for all of them, and keeps it, although most
// packages cannot reach a write, hold no tool and test for no timeout:
// measured, that alone cost about twice the load's time and memory. Each
// pass asks lazyssa only once a cheap test on syntax, types and facts says
// the package can change its answer. The SSA of a package is built once,
// the way buildssa builds it, but in one program shared by the packages of
// a run (see program), with the functions that never return from
// internal/noreturn, so every consumer of one package sees the same
// functions, and with no code in the package initialiser for variables
// whose values are literal data (see withoutDataInits). Its source
// functions are buildssa's, then the function literals of package-level
// variables' initialisers, which can be tool handlers too.
package lazyssa

import (
	"go/ast"
	"go/build"
	"go/token"
	"go/types"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"weak"

	"github.com/idemlint/idemlint/internal/noreturn"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/ssa"
)

// Analyzer provides a *Builder; it builds nothing itself.
var Analyzer = &analysis.Analyzer{
	Name:       "lazyssa",
	Doc:        "build a package's SSA form on first request",
	URL:        "https://pkg.go.dev/github.com/idemlint/idemlint/internal/lazyssa",
	Requires:   []*analysis.Analyzer{noreturn.Analyzer},
	ResultType: reflect.TypeFor[*Builder](),
	Run: func(pass *analysis.Pass) (any, error) {
		return &Builder{pass: pass, noReturn: pass.ResultOf[noreturn.Analyzer].(*noreturn.Set), prog: programOf(pass.Fset)}, nil
	},
}

// A Builder builds one package's SSA form once, on first request; it is
// safe for concurrent use by the passes of that package.
type Builder struct {
	pass     *analysis.Pass
	noReturn *noreturn.Set
	prog     *program
	once     sync.Once
	ssa      *buildssa.SSA
}

// Of returns the Builder of the package a pass analyses; the pass's
// analyzer must require Analyzer.
func Of(pass *analysis.Pass) *Builder {
	return pass.ResultOf[Analyzer].(*Builder)
}

// SSA returns the package's SSA form, building it on the first call.
func (b *Builder) SSA() *buildssa.SSA {
	b.once.Do(b.build)
	return b.ssa
}

func (b *Builder) build() {
	pass := b.pass
	for fn := range b.noReturn.All() {
		b.prog.noReturn.Store(fn, true)
	}
	prog, pkg := b.prog.create(pass)
	if pkg == nil {
		// Another package's SSA already holds this one, made from
		// its types alone: build it in a program of its own.
		prog = ssa.NewProgram(pass.Fset, ssa.BareInits)
		prog.SetNoReturn(b.noReturn.Has)
		for _, p := range membersUsed(pass) {
			prog.CreatePackage(p, nil, nil, true)
		}
		files, info := buildable(pass)
		pkg = prog.CreatePackage(pass.Pkg, files, withoutDataInits(info), false)
	}
	b.prog.mu.RLock()
	defer b.prog.mu.RUnlock()
	pkg.Build()
	var funcs []*ssa.Function
	var add func(*ssa.Function)
	add = func(fn *ssa.Function) {
		funcs = append(funcs, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok {
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					if f := prog.FuncValue(fn); f != nil {
						add(f)
					}
				}
			}
		}
	}
	// Then, unlike buildssa, the function literals of package-level
	// variables' initialisers (var refund = func(...) {...}, a registry
	// []server.ServerTool{{Handler: func(...) {...}}}): they are tool
	// handlers as often as the literals inside functions, and the
	// package initialiser that holds them is no source function.
	if pkgInit := pkg.Func("init"); pkgInit != nil {
		for _, anon := range pkgInit.AnonFuncs {
			add(anon)
		}
	}
	b.ssa = &buildssa.SSA{Pkg: pkg, SrcFuncs: funcs}
}

// A program is the SSA program of every package analysed with one file
// set. buildssa makes a program per package and creates in it, from their
// types, every package that package imports; a tool package imports the
// big framework packages, and creating their thousands of functions again
// for each package that imports them was most of the memory SSA cost. In
// one program each is created once.
//
// The SSA builder is safe for concurrent use by several packages' Build,
// but not while a package is being created: mu is held to create and read-
// held to build.
type program struct {
	mu       sync.RWMutex
	prog     *ssa.Program
	noReturn sync.Map // *types.Func: true for the functions that never return
}

// create creates the package in the program, with the imports it needs
// that are not there yet (see membersUsed), and returns it, or nil when
// the package is there already (created from its types for a package
// that imports it).
func (p *program) create(pass *analysis.Pass) (*ssa.Program, *ssa.Package) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.prog.Package(pass.Pkg) != nil {
		return nil, nil
	}
	for _, imp := range membersUsed(pass) {
		if p.prog.Package(imp) == nil {
			p.prog.CreatePackage(imp, nil, nil, true)
		}
	}
	files, info := buildable(pass)
	return p.prog, p.prog.CreatePackage(pass.Pkg, files, withoutDataInits(info), true)
}

// buildable returns the package's files and types, less what the SSA
// builder cannot build: code with an expression of invalid type, which a
// package that type-checks holds when an import of its does not (a
// function that returns a type the import failed to define). The bodies
// of the functions that hold one are left empty, and the initialisers of
// the variables that do are left out: the passes see those functions as
// declared without a body, so what they answer depends on nothing the
// broken import left undefined (issue 30).
func buildable(pass *analysis.Pass) ([]*ast.File, *types.Info) {
	var bad []token.Pos
	for e, tv := range pass.TypesInfo.Types {
		if !tv.IsBuiltin() && invalid(tv.Type) { // a builtin's own type is invalid
			bad = append(bad, e.Pos())
		}
	}
	if len(bad) == 0 {
		return pass.Files, pass.TypesInfo
	}
	holds := func(n ast.Node) bool {
		for _, p := range bad {
			if n.Pos() <= p && p < n.End() {
				return true
			}
		}
		return false
	}
	files := make([]*ast.File, len(pass.Files))
	for i, f := range pass.Files {
		files[i] = f
		for j, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || !holds(fd.Body) {
				continue
			}
			if files[i] == f {
				c := *f
				c.Decls = slices.Clone(f.Decls)
				files[i] = &c
			}
			empty := *fd
			empty.Body = &ast.BlockStmt{Lbrace: fd.Body.Lbrace, Rbrace: fd.Body.Rbrace}
			files[i].Decls[j] = &empty
		}
	}
	info := *pass.TypesInfo
	info.InitOrder = slices.DeleteFunc(slices.Clone(info.InitOrder), func(init *types.Initializer) bool { return holds(init.Rhs) })
	return files, &info
}

// invalid reports whether t is, or is made of, the invalid type.
func invalid(t types.Type) bool {
	switch t := t.(type) {
	case nil:
		return false
	case *types.Basic:
		return t.Kind() == types.Invalid
	case *types.Named:
		// One level only: a type declared from an undefined one.
		u, ok := t.Underlying().(*types.Basic)
		return ok && u.Kind() == types.Invalid
	case *types.Pointer:
		return invalid(t.Elem())
	case *types.Slice:
		return invalid(t.Elem())
	case *types.Array:
		return invalid(t.Elem())
	case *types.Map:
		return invalid(t.Key()) || invalid(t.Elem())
	case *types.Chan:
		return invalid(t.Elem())
	case *types.Tuple:
		for v := range t.Variables() {
			if invalid(v.Type()) {
				return true
			}
		}
	case *types.Signature:
		return invalid(t.Params()) || invalid(t.Results())
	}
	return false
}

// withoutDataInits returns info, or a copy of it whose InitOrder leaves
// out the package-level variables initialised with literal data alone.
// The SSA builder turns each element of such a literal into instructions
// of the package initialiser: a protobuf package's descriptor tables were
// nine tenths of its SSA (945K of 1.07M instructions in Vertex AI's
// aiplatformpb). No pass reads the initialiser's own code (only the
// function literals in it), a literal holds nothing an analysis follows,
// and each pass treats a global as opaque, so the variables are left
// zero, as if they were declared without a value.
func withoutDataInits(info *types.Info) *types.Info {
	var kept []*types.Initializer
	dropped := false
	for i, init := range info.InitOrder {
		if len(init.Lhs) == 1 && literalData(init.Rhs) {
			if !dropped {
				kept = append(kept, info.InitOrder[:i]...)
				dropped = true
			}
			continue
		}
		if dropped {
			kept = append(kept, init)
		}
	}
	if !dropped {
		return info
	}
	c := *info
	c.InitOrder = kept
	return &c
}

// literalData reports whether e is a composite literal whose elements
// are literals alone: basic literals, signed, keyed by basic literals, or
// composite literals of the same.
func literalData(e ast.Expr) bool {
	lit, ok := ast.Unparen(e).(*ast.CompositeLit)
	if !ok || len(lit.Elts) == 0 {
		return false
	}
	for _, elt := range lit.Elts {
		if kv, ok := elt.(*ast.KeyValueExpr); ok {
			if _, ok := ast.Unparen(kv.Key).(*ast.BasicLit); !ok {
				return false
			}
			elt = kv.Value
		}
		if !literalValue(elt) {
			return false
		}
	}
	return true
}

func literalValue(e ast.Expr) bool {
	switch e := ast.Unparen(e).(type) {
	case *ast.BasicLit:
		return true
	case *ast.UnaryExpr:
		return (e.Op == token.SUB || e.Op == token.ADD) && literalValue(e.X)
	case *ast.CompositeLit:
		return literalData(e)
	}
	return false
}

// membersUsed returns the imports whose functions, methods or package-
// level variables the package's syntax refers to: the SSA builder looks
// up no other, as the program's packages are built without calls to
// their imports' initialisers (ssa.BareInits). Creating an import from
// its types creates a function for each of its methods; a server's API
// client has packages of thousands of models, which it imports for their
// types alone.
func membersUsed(pass *analysis.Pass) []*types.Package {
	used := make(map[*types.Package]bool)
	for _, obj := range pass.TypesInfo.Uses {
		switch obj := obj.(type) {
		case *types.Func:
			// Methods too: a method of a package that is not created
			// is made on demand, with no Pkg, and the passes identify
			// a callee by its package.
			used[obj.Pkg()] = true
		case *types.Var:
			if obj.Pkg() != nil && obj.Parent() == obj.Pkg().Scope() {
				used[obj.Pkg()] = true
			}
		}
	}
	// In the order of the imports, so that a run creates them in the
	// same order every time.
	var out []*types.Package
	for _, imp := range pass.Pkg.Imports() {
		if used[imp] {
			out = append(out, imp)
		}
	}
	return out
}

// programs holds the program of each file set, weakly on both sides: the
// program lives as long as a Builder of that analysis run holds it.
var programs sync.Map // weak.Pointer[token.FileSet] -> weak.Pointer[program]

// programOf returns the program of the file set, making it if need be.
func programOf(fset *token.FileSet) *program {
	key := weak.Make(fset)
	for {
		if v, ok := programs.Load(key); ok {
			if p := v.(weak.Pointer[program]).Value(); p != nil {
				return p
			}
			programs.CompareAndDelete(key, v)
		}
		p := &program{prog: ssa.NewProgram(fset, ssa.BareInits)}
		p.prog.SetNoReturn(func(fn *types.Func) bool {
			_, ok := p.noReturn.Load(fn)
			return ok
		})
		if _, loaded := programs.LoadOrStore(key, weak.Make(p)); !loaded {
			prune()
			return p
		}
	}
}

// Forget makes the next analysis with the file set build a new program,
// as an analysis with a new file set does. A driver that analyses again
// and again with one file set (idemlint lsp's loader.Session) calls it
// before each analysis: otherwise, with edits coming faster than the
// collector clears the weak pointers, one program would keep the SSA of
// every version of the edited package.
func Forget(fset *token.FileSet) { programs.Delete(weak.Make(fset)) }

// prune forgets the programs of finished runs.
func prune() {
	programs.Range(func(k, v any) bool {
		if v.(weak.Pointer[program]).Value() == nil {
			programs.CompareAndDelete(k, v)
		}
		return true
	})
}

// InGOROOT reports whether the package is part of the Go distribution.
// The standard library's writes, timeout tests and volatile sources are
// primitives the passes know by name, and it declares no tool, so no
// pass builds its SSA.
func InGOROOT(pass *analysis.Pass) bool {
	return len(pass.Files) > 0 && InGOROOTFile(pass.Fset.File(pass.Files[0].Pos()).Name())
}

// InGOROOTFile reports whether a file is part of the Go distribution's
// sources.
func InGOROOTFile(filename string) bool {
	return build.Default.GOROOT != "" && strings.HasPrefix(filename, filepath.Join(build.Default.GOROOT, "src")+string(filepath.Separator))
}

// Uses reports whether the package's syntax refers to an object, not a
// universe one, for which used returns true.
func Uses(pass *analysis.Pass, used func(types.Object) bool) bool {
	for _, obj := range pass.TypesInfo.Uses {
		if obj.Pkg() != nil && used(obj) {
			return true
		}
	}
	return false
}

// HasFact returns a test for whether an object of another package
// carries a fact of any type the pass's analyzer declares: the pass found
// something there that can change its answer here. The test is meant for
// every object a package refers to, so it makes its facts once.
func HasFact(pass *analysis.Pass) func(types.Object) bool {
	facts := make([]analysis.Fact, len(pass.Analyzer.FactTypes))
	for i, ft := range pass.Analyzer.FactTypes {
		facts[i] = reflect.New(reflect.TypeOf(ft).Elem()).Interface().(analysis.Fact)
	}
	return func(obj types.Object) bool {
		for _, f := range facts {
			// ImportObjectFact writes into f, which only this test reads.
			if pass.ImportObjectFact(obj, f) {
				return true
			}
		}
		return false
	}
}
