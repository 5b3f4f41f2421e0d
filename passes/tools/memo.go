package tools

import (
	"go/types"
	"runtime"
	"sync"
	"weak"
)

// A packageMemo keeps one answer per package for as long as the package
// lives: a question every importer asks of a package is worked out once,
// and a finished run's packages take their answers with them.
type packageMemo[V any] struct {
	entries sync.Map // weak.Pointer[types.Package] -> V
}

// get returns the answer kept for p, working it out with compute on
// first use. compute may ask the memo about other packages.
func (m *packageMemo[V]) get(p *types.Package, compute func() V) V {
	key := weak.Make(p)
	if v, ok := m.entries.Load(key); ok {
		return v.(V)
	}
	v, loaded := m.entries.LoadOrStore(key, compute())
	if !loaded {
		runtime.AddCleanup(p, func(key weak.Pointer[types.Package]) { m.entries.Delete(key) }, key)
	}
	return v.(V)
}

// holds reports whether an answer is kept for the package of key.
func (m *packageMemo[V]) holds(key weak.Pointer[types.Package]) bool {
	_, ok := m.entries.Load(key)
	return ok
}
