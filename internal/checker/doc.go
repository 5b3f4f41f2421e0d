// Package checker runs analyzers, with their facts, on packages loaded
// by go/packages, as golang.org/x/tools/go/analysis/checker does, with a
// fixed pool of workers.
//
// x/tools' checker runs each edge of the action graph in a goroutine of
// its own, and the goroutines wait for one another, so nearly all of them
// are alive at once. An analyzer with facts has an edge for every import
// of every package, and idemlint has six: on a 1,000-tool module the
// checker kept 12,000 to 15,000 goroutines alive, 47,000 on a Kubernetes
// MCP server, whose fresh stacks (35 to 103 MB) cost more CPU than the
// checker's own work. Here GOMAXPROCS workers take actions whose
// dependencies are done, the deepest first.
//
// AnalyzeLoading also loads the packages, with internal/loader, on the
// same workers: parsing and type-checking a package are two more nodes
// of the graph. Parsing waits for nothing, so it fills the time
// type-checking leaves a worker idle, and a package's actions wait for
// its type-checking only, not for the whole program's.
//
// What an analyzer sees is what x/tools' checker gives it: the same
// Pass, the same results of required analyzers, the same errors (an
// ill-typed package, a failed prerequisite), and the same facts. A
// fact is kept once, with the action that exported it, rather than copied
// into every importer; which facts an action can see follows x/tools'
// rule (see visible), so an analyzer cannot tell the two checkers apart.
// TestSameAsXTools holds them together.
//
// It differs where x/tools' checker would crash the process: an
// analyzer's panic, or a suggested fix whose edits are not well formed,
// becomes the action's error.
package checker
