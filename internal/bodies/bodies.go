// Package bodies tells a driver's loader (internal/loader's
// IgnoreFuncBodies) which packages idemlint's passes need type-checked
// without their function bodies only.
//
// A dependency's bodies are read by the passes that export facts about
// what its functions do, each behind a test of whether the package can
// matter. Two kinds of package never do, whatever their code:
//
//   - the standard library's: effects, timeouts, volatile and tools know
//     its writes, timeout tests and volatile sources by name and return
//     before looking at a package of GOROOT (lazyssa.InGOROOT);
//   - an agent framework's own API (tools.InFrameworkAPI, not its
//     examples or its ready-made tools): its adapter knows it, effects
//     takes it as quiet, timeouts and volatile skip it, and tools neither
//     finds tools nor summarises pass-throughs there.
//
// noreturn reads every body, and finds the callees of one the type
// checker skipped from the package's declarations (see its doc). A
// package the user named is always checked whole.
package bodies

import (
	"github.com/idemlint/idemlint/internal/lazyssa"
	"github.com/idemlint/idemlint/passes/tools"

	"golang.org/x/tools/go/packages"
)

// Unread returns the test for IgnoreFuncBodies: a package that is not
// among the initial ones, of the Go distribution or of a framework's API.
func Unread(initial []*packages.Package) func(*packages.Package) bool {
	isInitial := make(map[*packages.Package]bool, len(initial))
	for _, pkg := range initial {
		isInitial[pkg] = true
	}
	return func(pkg *packages.Package) bool {
		if isInitial[pkg] || len(pkg.CompiledGoFiles) == 0 {
			return false
		}
		return lazyssa.InGOROOTFile(pkg.CompiledGoFiles[0]) || tools.InFrameworkAPI(pkg.PkgPath)
	}
}
