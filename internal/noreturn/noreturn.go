package noreturn

import (
	"go/ast"
	"go/token"
	"go/types"
	"iter"
	"maps"
	"reflect"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/cfg"
)

// Analyzer exports a NoReturn fact for each function of the package that
// never returns. Its result is a *Set of them, imports' included.
var Analyzer = &analysis.Analyzer{
	Name:       "noreturn",
	Doc:        "find the functions that never return",
	URL:        "https://pkg.go.dev/github.com/idemlint/idemlint/internal/noreturn",
	ResultType: reflect.TypeFor[*Set](),
	FactTypes:  []analysis.Fact{new(NoReturn)},
	Run:        run,
}

// NoReturn marks a function that never returns to its caller.
type NoReturn struct{}

func (*NoReturn) AFact()         {}
func (*NoReturn) String() string { return "noreturn" }

// A Set holds the functions known never to return: the package's own and
// those of every package it depends on.
type Set struct{ funcs map[*types.Func]bool }

// Has reports whether fn never returns.
func (s *Set) Has(fn *types.Func) bool { return s.funcs[fn] }

// All returns the functions of the set, in no particular order.
func (s *Set) All() iter.Seq[*types.Func] { return maps.Keys(s.funcs) }

func run(pass *analysis.Pass) (any, error) {
	s := &Set{funcs: make(map[*types.Func]bool)}
	for _, f := range pass.AllObjectFacts() {
		if fn, ok := f.Object.(*types.Func); ok {
			s.funcs[fn] = true
		}
	}
	j := &judge{pass: pass, set: s, decls: make(map[*types.Func]*decl)}
	var order []*types.Func
	for _, file := range pass.Files {
		for _, d := range file.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				// Type information may be incomplete.
				if fn, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok {
					j.decls[fn] = &decl{syntax: fd, file: file}
					order = append(order, fn)
				}
			}
		}
	}
	for _, fn := range order {
		j.judge(fn)
	}
	return s, nil
}

// A judge decides, function by function, which of the package's functions
// never return; a callee of the package is judged first, and a cycle of
// calls is broken where it closes, in declaration order.
type judge struct {
	pass    *analysis.Pass
	set     *Set
	decls   map[*types.Func]*decl
	current *decl // the function being judged, whose calls are asked about
}

type decl struct {
	syntax  *ast.FuncDecl
	file    *ast.File
	started bool
	scope   *bodyScope // for a body the type checker skipped; made on first use
}

func (j *judge) judge(fn *types.Func) {
	d := j.decls[fn]
	if d.started {
		return
	}
	d.started = true
	outer := j.current
	j.current = d
	defer func() { j.current = outer }()
	never, known := intrinsic(fn)
	if !known && d.syntax.Body != nil && j.stmts(d.syntax.Body.List) == unknown && j.mayBlock(d.syntax.Body) {
		// The graph is dropped at once: only the verdict is kept.
		never = cfg.New(d.syntax.Body, j.mayReturn).NoReturn()
	}
	if never {
		j.set.funcs[fn] = true
		j.pass.ExportObjectFact(fn, new(NoReturn))
	}
}

// mayReturn reports whether a call may return, for the graph builder.
func (j *judge) mayReturn(call *ast.CallExpr) bool {
	if id, ok := call.Fun.(*ast.Ident); ok && j.isPanic(id) {
		return false
	}
	fn := j.staticCallee(call)
	if fn == nil {
		return true // a dynamic call may return
	}
	if _, ok := j.decls[fn]; ok {
		j.judge(fn)
	}
	return !j.set.funcs[fn]
}

var panicBuiltin = types.Universe.Lookup("panic").(*types.Builtin)

// A flow is what the graph builder would make of a list of statements
// run in order, as far as a cheap look can tell.
type flow int

const (
	unknown flow = iota // only the graph can tell
	falls               // the end of the list is reachable
	returns             // a return, or a defer (the builder takes one to recover), is reachable
)

// stmts tells whether control reaches a return or the end of a list of
// statements, for the bodies of most functions without a graph. It
// follows the graph builder: both branches of an if are reachable, a loop
// with a condition, a range loop and a switch without a default can be
// left, and a call statement ends the flow when mayReturn says so. A
// statement it does not follow (a loop without a condition, a select, a
// label, a branch) makes the answer unknown.
func (j *judge) stmts(list []ast.Stmt) flow {
	for _, s := range list {
		if f := j.stmt(s); f != falls {
			return f
		}
	}
	return falls
}

func (j *judge) stmt(s ast.Stmt) flow {
	switch s := s.(type) {
	case *ast.ReturnStmt, *ast.DeferStmt:
		return returns
	case *ast.AssignStmt, *ast.DeclStmt, *ast.IncDecStmt, *ast.SendStmt, *ast.GoStmt, *ast.EmptyStmt:
		return falls
	case *ast.ExprStmt:
		// As the builder does: a call in parentheses is not a call statement.
		if call, ok := s.X.(*ast.CallExpr); ok && !j.mayReturn(call) {
			return unknown
		}
		return falls
	case *ast.BlockStmt:
		return j.stmts(s.List)
	case *ast.IfStmt:
		if f := j.init(s.Init); f != falls {
			return f
		}
		then, other := j.stmts(s.Body.List), falls
		if s.Else != nil {
			other = j.stmt(s.Else)
		}
		switch {
		case then == returns || other == returns:
			return returns
		case then == falls || other == falls:
			return falls
		}
	case *ast.ForStmt:
		if s.Cond != nil {
			return j.init(s.Init)
		}
	case *ast.RangeStmt:
		return falls
	case *ast.SwitchStmt:
		if !hasDefault(s.Body) {
			return j.init(s.Init)
		}
	case *ast.TypeSwitchStmt:
		if !hasDefault(s.Body) {
			return j.init(s.Init)
		}
	}
	return unknown
}

// init is stmt for the optional init statement of an if, for or switch.
func (j *judge) init(s ast.Stmt) flow {
	if s == nil {
		return falls
	}
	return j.stmt(s)
}

func hasDefault(body *ast.BlockStmt) bool {
	for _, c := range body.List {
		if c.(*ast.CaseClause).List == nil {
			return true
		}
	}
	return false
}

// mayBlock reports whether a body has a statement after which the graph
// builder can find the rest unreachable: a call statement whose callee may
// never return (panic, a function of the package, one known never to
// return), a loop without a condition, a select, or a goto. A body with
// none of them reaches its end or a return, so most functions need no
// graph. The test decides nothing itself, so the verdicts are the graph's.
func (j *judge) mayBlock(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false // its statements are its own
		case *ast.ForStmt:
			found = found || n.Cond == nil
		case *ast.SelectStmt:
			found = true
		case *ast.BranchStmt:
			found = found || n.Tok == token.GOTO
		case *ast.ExprStmt:
			if call, ok := ast.Unparen(n.X).(*ast.CallExpr); ok {
				found = found || j.mayNotReturn(call)
			}
		}
		return !found
	})
	return found
}

// mayNotReturn reports whether a call may be one that never returns,
// without judging any function: a callee of the package counts until it
// is judged.
func (j *judge) mayNotReturn(call *ast.CallExpr) bool {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok && j.isPanic(id) {
		return true
	}
	fn := j.staticCallee(call)
	if fn == nil {
		return false // the graph builder takes a dynamic call to return
	}
	_, local := j.decls[fn]
	return local || j.set.funcs[fn]
}

// intrinsic reports what is known of fn without its body: functions that
// end the program or the goroutine outside Go code, logging methods whose
// exit is behind a configurable hook, and the compiler intrinsics that
// return although their bodies do not (the same list as ctrlflow's, so the
// two agree).
func intrinsic(fn *types.Func) (never, known bool) {
	if fn.Pkg() == nil {
		return false, false
	}
	recv := ""
	if sig, ok := fn.Type().(*types.Signature); ok && sig.Recv() != nil {
		t := sig.Recv().Type()
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem()
		}
		named, ok := types.Unalias(t).(*types.Named)
		if !ok {
			return false, false
		}
		recv = named.Obj().Name()
	}
	never, known = intrinsics[member{fn.Pkg().Path(), recv, fn.Name()}]
	return never, known
}

type member struct{ pkg, recv, name string }

var intrinsics = func() map[member]bool {
	m := make(map[member]bool)
	add := func(never bool, pkg, recv string, names ...string) {
		for _, n := range names {
			m[member{pkg, recv, n}] = never
		}
	}
	add(true, "syscall", "", "Exit", "ExitProcess", "ExitThread")
	add(true, "runtime", "", "Goexit", "fatalthrow", "fatalpanic", "exit")
	add(true, "go.uber.org/zap", "Logger", "Fatal", "Panic")
	add(true, "go.uber.org/zap", "SugaredLogger", "Fatal", "Fatalw", "Fatalf", "Panic", "Panicw", "Panicf")
	add(true, "github.com/sirupsen/logrus", "Logger", "Exit", "Panic", "Panicf", "Panicln")
	add(true, "github.com/sirupsen/logrus", "Entry", "Panicf", "Panicln")
	for _, klog := range []string{"k8s.io/klog", "k8s.io/klog/v2"} {
		add(true, klog, "", "Exit", "ExitDepth", "Exitf", "Exitln", "Fatal", "FatalDepth", "Fatalf", "Fatalln")
	}
	add(false, "internal/abi", "", "EscapeNonString")
	add(false, "hash/maphash", "", "Comparable")
	return m
}()
