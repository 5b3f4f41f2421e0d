package checker

import (
	"fmt"
	"go/types"
	"iter"
	"math/bits"
	"reflect"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// A factSet holds the facts one action exported, and what it needs to
// find those of its imports. x/tools' checker copies every fact an
// import can see into each importer, so the copies grow with the product
// of packages and facts; here a fact stays with its exporter and an
// importer asks whether it can see it.
type factSet struct {
	owners  map[*types.Package]*Action // the analyzer's action on each package
	imports []*Action                  // the analyzer's actions on the package's imports: the tail of the action's deps
	pkgs    *packageIndex

	objects  orderedFacts[objectKey]
	packages orderedFacts[reflect.Type] // of the package, by type
}

// orderedFacts holds facts by key, and the keys in the order they were
// first set, so that All*Facts lists them in a stable order.
type orderedFacts[K comparable] struct {
	byKey map[K]analysis.Fact
	keys  []K
}

func (o *orderedFacts[K]) set(key K, fact analysis.Fact) {
	if _, ok := o.byKey[key]; !ok {
		if o.byKey == nil {
			o.byKey = make(map[K]analysis.Fact)
		}
		o.keys = append(o.keys, key)
	}
	o.byKey[key] = fact // clobbering an earlier one, as x/tools' checker does
}

// copyTo copies the fact held under key into *ptr, if there is one.
func (o *orderedFacts[K]) copyTo(key K, ptr analysis.Fact) bool {
	fact, ok := o.byKey[key]
	if ok {
		reflect.ValueOf(ptr).Elem().Set(reflect.ValueOf(fact).Elem())
	}
	return ok
}

type objectKey struct {
	obj types.Object
	typ reflect.Type
}

// visible reports whether a fact that owner exported about obj reaches
// act. It is x/tools' rule, which passes a fact from an import to its
// importer only if the object may be named through the import's API:
// methods, fields, types and constants reach every package that imports
// the owner's package, directly or not; exported functions and package-
// level variables only its direct importers; anything else no package
// but the owner's.
func (act *Action) visible(owner *Action, obj types.Object) bool {
	if owner == act {
		return true
	}
	switch obj := obj.(type) {
	case *types.Func:
		if obj.Signature().Recv() != nil {
			return act.imports(owner)
		}
		return obj.Exported() && act.importsDirectly(owner)
	case *types.Var:
		if obj.IsField() {
			return act.imports(owner)
		}
		return act.importsDirectly(owner)
	case *types.TypeName, *types.Const:
		return act.imports(owner)
	}
	return false
}

func (act *Action) importsDirectly(owner *Action) bool {
	for _, imp := range act.facts.imports {
		if imp == owner {
			return true
		}
	}
	return false
}

// imports reports whether the action's package imports owner's,
// directly or not.
func (act *Action) imports(owner *Action) bool {
	if len(act.facts.imports) == 0 {
		return false // no imports, or an analyzer without facts: it inherits none
	}
	return act.importsDirectly(owner) || act.facts.pkgs.below(act.Package, owner.Package)
}

func (act *Action) importObjectFact(obj types.Object, ptr analysis.Fact) bool {
	if obj == nil {
		panic("nil object")
	}
	// Whether act can see the owner's facts comes first: an owner it
	// does not import may still be running.
	owner := act.facts.owners[obj.Pkg()]
	if owner == nil || !act.visible(owner, obj) {
		return false
	}
	return owner.facts.objects.copyTo(objectKey{obj, factType(ptr)}, ptr)
}

func (act *Action) exportObjectFact(obj types.Object, fact analysis.Fact) {
	if act.pass.ExportObjectFact == nil {
		panic(fmt.Sprintf("%s: Pass.ExportObjectFact(%s, %T) called after Run", act, obj, fact))
	}
	if obj.Pkg() != act.Package.Types {
		panic(fmt.Sprintf("%s: Pass.ExportObjectFact(%s, %T): can't set facts on objects of another package", act, obj, fact))
	}
	act.facts.objects.set(objectKey{obj, factType(fact)}, fact)
}

// allObjectFacts returns the facts the action can see: its own, then
// those of its imports, in a stable order.
func (act *Action) allObjectFacts() []analysis.ObjectFact {
	var facts []analysis.ObjectFact
	for _, owner := range act.closure() {
		for _, key := range owner.facts.objects.keys {
			if act.visible(owner, key.obj) {
				facts = append(facts, analysis.ObjectFact{Object: key.obj, Fact: owner.facts.objects.byKey[key]})
			}
		}
	}
	return facts
}

func (act *Action) importPackageFact(pkg *types.Package, ptr analysis.Fact) bool {
	if pkg == nil {
		panic("nil package")
	}
	owner := act.facts.owners[pkg]
	if owner == nil || owner != act && !act.imports(owner) {
		return false
	}
	return owner.facts.packages.copyTo(factType(ptr), ptr)
}

func (act *Action) exportPackageFact(fact analysis.Fact) {
	if act.pass.ExportPackageFact == nil {
		panic(fmt.Sprintf("%s: Pass.ExportPackageFact(%T) called after Run", act, fact))
	}
	act.facts.packages.set(factType(fact), fact)
}

func (act *Action) allPackageFacts() []analysis.PackageFact {
	var facts []analysis.PackageFact
	for _, owner := range act.closure() {
		for _, t := range owner.facts.packages.keys {
			facts = append(facts, analysis.PackageFact{Package: owner.Package.Types, Fact: owner.facts.packages.byKey[t]})
		}
	}
	return facts
}

// closure returns the action and the analyzer's actions on every package
// its package imports, directly or not.
func (act *Action) closure() []*Action {
	out := []*Action{act}
	if len(act.facts.imports) == 0 {
		return out
	}
	for pkg := range act.facts.pkgs.allBelow(act.Package) {
		if owner := act.facts.owners[pkg.Types]; owner != nil {
			out = append(out, owner)
		}
	}
	return out
}

func factType(fact analysis.Fact) reflect.Type {
	t := reflect.TypeOf(fact)
	if t.Kind() != reflect.Pointer {
		panic(fmt.Sprintf("invalid Fact type: got %T, want pointer", fact))
	}
	return t
}

// A packageIndex answers whether one package imports another, directly
// or not, with a bit set per package made on first use.
type packageIndex struct {
	index map[*packages.Package]int
	list  []*packages.Package // by index
	sets  []belowSet
}

type belowSet struct {
	once sync.Once
	bits []uint64
}

func newPackageIndex() *packageIndex {
	return &packageIndex{index: make(map[*packages.Package]int)}
}

func (x *packageIndex) add(pkg *packages.Package) {
	if _, ok := x.index[pkg]; !ok {
		x.index[pkg] = len(x.list)
		x.list = append(x.list, pkg)
	}
}

// freeze makes the sets, once every package has been added.
func (x *packageIndex) freeze() { x.sets = make([]belowSet, len(x.index)) }

// below reports whether pkg imports dep, directly or not.
func (x *packageIndex) below(pkg, dep *packages.Package) bool {
	j, ok := x.index[dep]
	if !ok {
		return false
	}
	set := x.set(pkg)
	return j/64 < len(set) && set[j/64]&(1<<(j%64)) != 0
}

// allBelow returns the packages pkg imports, directly or not, in the
// order they were added.
func (x *packageIndex) allBelow(pkg *packages.Package) iter.Seq[*packages.Package] {
	return func(yield func(*packages.Package) bool) {
		for k, w := range x.set(pkg) {
			for ; w != 0; w &= w - 1 {
				if !yield(x.list[k*64+bits.TrailingZeros64(w)]) {
					return
				}
			}
		}
	}
}

func (x *packageIndex) set(pkg *packages.Package) []uint64 {
	i, ok := x.index[pkg]
	if !ok {
		return nil
	}
	s := &x.sets[i]
	s.once.Do(func() {
		s.bits = make([]uint64, (len(x.index)+63)/64)
		for _, imp := range pkg.Imports {
			j, ok := x.index[imp]
			if !ok {
				continue
			}
			s.bits[j/64] |= 1 << (j % 64)
			for k, w := range x.set(imp) {
				s.bits[k] |= w
			}
		}
	})
	return s.bits
}
