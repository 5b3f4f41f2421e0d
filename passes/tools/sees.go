package tools

import (
	"go/types"
	"slices"
	"sync"
)

// sees reports whether the package depends on a package of one of the
// modules, directly or transitively.
func (f *finder) sees(modules ...string) bool {
	var below moduleSet
	for _, imp := range f.pass.Pkg.Imports() {
		below |= modulesBelow(imp)
	}
	for _, m := range modules {
		i := slices.Index(frameworkModules(), m)
		if i < 0 {
			// Not a framework's module: walk the imports.
			for _, p := range f.allPackages() {
				if inModule(p.Path(), m) {
					return true
				}
			}
			continue
		}
		if below&(1<<i) != 0 {
			return true
		}
	}
	return false
}

// seesFramework reports whether the package depends on a package of any
// framework idemlint knows, directly or transitively.
func (f *finder) seesFramework() bool {
	for _, a := range adapters {
		if f.sees(a.modules...) {
			return true
		}
	}
	return false
}

// A moduleSet holds frameworkModules()[i] when bit i is set.
type moduleSet uint64

// frameworkModules returns the modules of every adapter, in a fixed
// order.
var frameworkModules = sync.OnceValue(func() []string {
	var out []string
	for _, a := range adapters {
		for _, m := range a.modules {
			if !slices.Contains(out, m) {
				out = append(out, m)
			}
		}
	}
	if len(out) > 64 {
		panic("tools: more framework modules than a moduleSet holds")
	}
	return out
})

// belowOf holds modulesBelow's answer for each package.
var belowOf packageMemo[moduleSet]

// modulesBelow returns the framework modules that p or a package it
// depends on belongs to. Every package outside GOROOT asks which
// frameworks it sees, and walking its imports each time made the pass's
// cost grow with the product of a program's packages and their
// dependencies; kept with each package, the answer costs a look at each
// import once.
func modulesBelow(p *types.Package) moduleSet {
	return belowOf.get(p, func() moduleSet {
		var set moduleSet
		for i, m := range frameworkModules() {
			if inModule(p.Path(), m) {
				set |= 1 << i
			}
		}
		for _, imp := range p.Imports() {
			set |= modulesBelow(imp)
		}
		return set
	})
}
