// Floor is the benchmark's floor: idemlint's loader and checker running
// one analyzer that does nothing but declare a fact type, so that, like
// idemlint's, it runs on every dependency. What idemlint costs beyond
// this is the cost of its own passes.
//
//	floor ./...        load, type-check and run the no-op analyzer
//	floor -load ./...  load and type-check only
package main

import (
	"github.com/idemlint/idemlint/bench/internal/drive"
	"golang.org/x/tools/go/analysis"
)

// nothing is the fact the floor analyzer declares and never exports.
type nothing struct{}

func (*nothing) AFact() {}

var analyzer = &analysis.Analyzer{
	Name:      "floor",
	Doc:       "does nothing; declares a fact type, so it runs on every dependency",
	FactTypes: []analysis.Fact{new(nothing)},
	Run:       func(*analysis.Pass) (any, error) { return nil, nil },
}

// The floor parses as idemlint does: without object resolution.
func main() { drive.Main("floor", []*analysis.Analyzer{analyzer}, false) }
