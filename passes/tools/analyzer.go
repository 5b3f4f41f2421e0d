package tools

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"iter"
	"reflect"
	"slices"
	"sort"

	"github.com/idemlint/idemlint/internal/lazyssa"
	"golang.org/x/tools/go/analysis"
)

// Analyzer finds the tools of a package. Its result is a []*Tool sorted by
// position.
var Analyzer = &analysis.Analyzer{
	Name: "tools",
	Doc:  "find the agent tools a package declares",
	URL:  "https://pkg.go.dev/github.com/idemlint/idemlint/passes/tools",
	// No inspect.Analyzer: the pass runs on every package for its facts,
	// and most need no index of their syntax (see finder.preorder).
	ResultType: reflect.TypeFor[[]*Tool](),
	FactTypes:  []analysis.Fact{new(Layer), new(PassThrough), new(Wraps), new(Getter), new(Registers), new(Carrier), new(MethodCarrier), new(NeutralTypes), new(ToolType), new(OwnToolTypes), new(OwnLayer), new(DeclaredTool), new(DispatchedTools), new(HandledName), new(RegistryHandler), new(RegistryHandlers)},
	Run:        run,
}

func run(pass *analysis.Pass) (any, error) {
	f := newFinder(pass)
	if lazyssa.InGOROOT(pass) {
		// Facts make the pass run on every dependency; the standard
		// library holds no tool and no tool layer.
		return []*Tool(nil), nil
	}
	if InFrameworkAPI(pass.Pkg.Path()) {
		// A framework's own packages are its API, which the adapter
		// knows: they declare no tools of their own, and what their
		// functions pass through is the adapter's business, so that
		// their bodies need not even be type-checked (internal/bodies).
		return []*Tool(nil), nil
	}
	f.exportPassThroughs()
	for _, a := range adapters {
		if f.sees(a.modules...) {
			a.find(f)
		}
	}
	if f.seesFramework() {
		// A tool layer refers to a framework, at least transitively.
		f.bindInterfaceAdds()
		f.findLayers()
		f.findCarriers()
		f.findMethodCarriers()
	}
	neutral := f.seesNeutral()
	if neutral {
		// Before the own tool types: a hand-written wire type's literal
		// filled from an interface of the program (Name: t.Name()) is
		// the conversion that makes that interface a tool type.
		f.findNeutralCopies()
	}
	// A tool list spelled as JSON maps is such a conversion too, with no
	// type of the model's API to show it.
	f.neutralCopies = append(f.neutralCopies, f.wireMapCopies()...)
	f.findOwn(f.learnToolTypes())
	if neutral {
		f.findNeutral()
		f.dropNestedOwn()
	}
	f.bindSpecs()
	f.pairRegistered()
	f.findFlat()
	f.findDirectives()
	f.bindHeldTools()
	f.bindRegistrarCalls()
	f.linkDispatch()
	f.linkSiblingRunners()
	f.linkFieldRunners()
	f.linkReturnedPairs()
	// A table's rows name their handlers: bound before the bodies left
	// unbound are taken for tools of their own.
	f.expandRanged()
	f.findBodies()
	f.linkForwards()
	f.dropGenericConversions()
	f.dropShadowed()
	f.settleFormats()
	f.exportDeclared()
	f.exportDispatched()
	f.exportHandledNames()
	tools := f.tools
	for _, t := range tools {
		t.Params = uniqueParams(t.Params)
	}
	sort.SliceStable(tools, func(i, j int) bool { return tools[i].Pos() < tools[j].Pos() })
	return tools, nil
}

// A finder holds what the adapters share while they look at one package.
type finder struct {
	pass  *analysis.Pass
	nodes []ast.Node // see preorder; made on first use

	tools []*Tool
	// specBindings are the calls of layers that pair a spec value with
	// a handler (Layer.Spec), bound once the own tools are found.
	specBindings []specBinding
	// paired are the names of the own tools a call here registers with
	// their handler (pairRegistered): no dispatch here declares them
	// again.
	paired map[string]bool
	// neutralCopies are literals of a neutral tool type whose name is
	// read from another value: conversions, not tools.
	neutralCopies []*Tool
	neutral       *[]neutralLit                       // see neutralLits; made on first use
	litCalls      map[*ast.CompositeLit]*ast.CallExpr // see callTaking; made on first use
	byDecl        map[ast.Node]*Tool
	registering   map[*types.Func]bool // the functions keepsByName is reading, against recursion
	// registryHooksMemo holds registryHooks' answer once asked.
	registryHooksMemo *[]*layerHooks

	defs     map[types.Object][]ast.Expr      // every value assigned to a variable of this package
	appended map[types.Object][]*ast.CallExpr // v = append(v, ...), by v
	funcs    map[token.Pos]*ast.FuncDecl      // by the position of the declared name
	fields   map[token.Pos]*ast.Field         // by the position of the field name

	bindings []binding               // framework bindings, as written
	learning map[ast.Node]*layerFunc // functions that may be layers, while learning
	layers   map[ast.Node]*Layer     // the layers written in this package

	passes         map[*types.Func]PassThrough   // what each function passes through
	wrapped        map[*types.Func]*Wraps        // what each function wraps, nil when nothing
	typePasses     map[*types.TypeName]int       // the parameter each named function type passes through
	fieldLayers    map[*types.TypeName]*OwnLayer // the tool types of this package named by a field of each literal
	fieldToolTypes map[*types.TypeName]*ToolType // the tool interface each of them implements
	shapes         map[types.Type]*neutralType   // the neutral tool shape of each type met, nil for none
	fieldConsts    map[*types.Var][]ast.Expr     // constants assigned to each field
	// typeFieldConsts are the constants the literals of each struct type
	// of the package set in its fields and its embedded structs' fields.
	typeFieldConsts map[typeField][]ast.Expr
	roots           map[types.Object]*ast.Ident
	ranges          map[types.Object]*ast.RangeStmt // the range statement declaring each loop variable

	reached      map[*ast.Ident]ast.Expr        // the value reaching each use of a variable assigned more than once
	reachingVars map[types.Object]*reachingInfo // what reaching knows of each such variable
}

func newFinder(pass *analysis.Pass) *finder {
	return &finder{pass: pass, byDecl: make(map[ast.Node]*Tool), registering: make(map[*types.Func]bool), passes: make(map[*types.Func]PassThrough), wrapped: make(map[*types.Func]*Wraps), typePasses: make(map[*types.TypeName]int), fieldLayers: make(map[*types.TypeName]*OwnLayer), fieldToolTypes: make(map[*types.TypeName]*ToolType)}
}

// preorder calls fn for each node of the package of one of the kinds
// given as typed nils, in the order of a preorder walk; each kind must be
// one that indexed knows.
func (f *finder) preorder(kinds []ast.Node, fn func(ast.Node)) {
	var mask uint8
	for _, t := range kinds {
		k := indexed(t)
		if k == 0 {
			panic(fmt.Sprintf("tools: %T is not indexed", t))
		}
		mask |= k
	}
	for _, n := range f.indexedNodes() {
		if indexed(n)&mask != 0 {
			fn(n)
		}
	}
}

// nodesOf returns the package's nodes of type T, one of the types indexed
// knows, in the order of a preorder walk.
func nodesOf[T ast.Node](f *finder) iter.Seq[T] {
	return func(yield func(T) bool) {
		for _, n := range f.indexedNodes() {
			if n, ok := n.(T); ok && !yield(n) {
				return
			}
		}
	}
}

// indexedNodes returns the nodes of the kinds the finder looks for, in
// the order of a preorder walk, made on first use. Only those kinds are
// kept: an inspector.Inspector indexes every node, twice, and costs as
// much memory as the syntax; the standard library and a dependency that
// sees no framework need no index at all.
func (f *finder) indexedNodes() []ast.Node {
	if f.nodes == nil {
		f.nodes = make([]ast.Node, 0, 64)
		for _, file := range f.pass.Files {
			ast.Inspect(file, func(n ast.Node) bool {
				if indexed(n) != 0 {
					f.nodes = append(f.nodes, n)
				}
				return true
			})
		}
	}
	return f.nodes
}

// indexed returns the bit of the node's kind in the index of preorder,
// or 0 when the kind is not indexed.
func indexed(n ast.Node) uint8 {
	switch n.(type) {
	case *ast.CallExpr:
		return 1
	case *ast.CompositeLit:
		return 2
	case *ast.FuncDecl:
		return 4
	case *ast.FuncLit:
		return 8
	}
	return 0
}

// add records a tool unless one with the same declaration exists, and
// returns the recorded tool.
func (f *finder) add(t *Tool) *Tool {
	if old, ok := f.byDecl[t.Decl]; ok {
		return old
	}
	if t.Name == "" && t.NameExpr != nil {
		t.Name = f.patternName(t.NameExpr)
	}
	f.byDecl[t.Decl] = t
	f.tools = append(f.tools, t)
	return t
}

// toolAt returns the tool declared by the node e resolves to, or nil.
func (f *finder) toolAt(e ast.Expr) *Tool {
	// Step by step, so a call that declares a tool through a layer is
	// found before the layer's own body is.
	for range maxDepth + 1 {
		if e == nil {
			return nil
		}
		e = ast.Unparen(e)
		if t := f.byDecl[e]; t != nil {
			return t
		}
		next := f.resolveDepth(e, maxDepth)
		if next == e {
			return nil
		}
		e = next
	}
	return nil
}

// dropShadowed forgets a declaration with no handler when the package
// also declares a tool of the same name and framework that has one: a
// second listing of the tools it registers (a Tools() method building
// each again for a catalogue), not a tool of its own.
func (f *finder) dropShadowed() {
	linked := make(map[string]bool)
	for _, t := range f.tools {
		if t.Handler != nil && t.Name != "" && !t.BodyOnly {
			linked[string(t.Framework)+"\x00"+t.Name] = true
		}
	}
	if len(linked) == 0 {
		return
	}
	f.tools = slices.DeleteFunc(f.tools, func(t *Tool) bool {
		drop := t.Handler == nil && !t.BodyOnly && !t.Dispatched && t.Origin == nil && t.Name != "" &&
			linked[string(t.Framework)+"\x00"+t.Name]
		if drop {
			delete(f.byDecl, t.Decl)
		}
		return drop
	})
}
