package effects

import (
	"go/constant"
	"os"

	"golang.org/x/tools/go/ssa"
)

// Stores kept in a local file.
//
// Writing a local file is not a write here: a program that saves its
// settings, a cache or a report is not a write tool, and a tool that
// edits files on the user's machine is what the user asked for. But a
// repository interface may have one implementation over a database and
// one that keeps the same data in a file it rewrites on every change (a
// knowledge graph in SQLite or in a JSON Lines file). In a join over
// those (impl.go), the file implementation is the same store kept
// elsewhere, not one that does not write: the call writes what the
// database implementation writes. An implementation that keeps its data
// in memory (a map) still leaves the call unresolved.

// fileWriters are the standard library calls that create, replace or
// write a file.
var fileWriters = map[string]bool{
	"os.WriteFile": true, "os.Create": true, "os.OpenFile": true, "os.Rename": true,
	"io/ioutil.WriteFile": true,
	"(*os.File).Write":    true, "(*os.File).WriteString": true, "(*os.File).WriteAt": true,
}

// maxPersistDepth bounds the calls of the package followed to find a
// file write.
const maxPersistDepth = 4

// persists reports whether fn, or a function of this package it calls,
// writes a local file.
func (a *analyzer) persists(fn *ssa.Function) bool {
	return a.persistsFrom(fn, 0, make(map[*ssa.Function]bool))
}

func (a *analyzer) persistsFrom(fn *ssa.Function, depth int, seen map[*ssa.Function]bool) bool {
	if fn == nil || seen[fn] || depth > maxPersistDepth {
		return false
	}
	seen[fn] = true
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			common := call.Common()
			if obj := calleeFunc(common); obj != nil && fileWriters[obj.FullName()] {
				if obj.FullName() != "os.OpenFile" || opensForWriting(argAt(common, 1)) {
					return true
				}
			}
			if callee := staticFunc(common); callee != nil && a.funcs[callee] != nil && a.persistsFrom(callee, depth+1, seen) {
				return true
			}
		}
	}
	return false
}

// opensForWriting reports whether os.OpenFile's flag may open the file
// for writing: a constant without O_WRONLY or O_RDWR opens it to read.
func opensForWriting(flag ssa.Value) bool {
	c, ok := flag.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.Int {
		return true
	}
	v, _ := constant.Int64Val(c.Value)
	return v&int64(os.O_WRONLY|os.O_RDWR) != 0
}
