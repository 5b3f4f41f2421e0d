// Package drive runs analyzers the way idemlint's standalone driver
// (cmd/idemlint/driver.go) does: the same loader (internal/loader), the
// same checker (internal/checker), loading and analysing together, the
// same exit statuses. The benchmark's floor and go vet suite use it, so
// that what they cost differs from idemlint's cost only by the analyzers
// run.
package drive

import (
	"flag"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/bodies"
	"github.com/idemlint/idemlint/internal/checker"
	"github.com/idemlint/idemlint/internal/loader"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// Main loads the packages named on the command line, as idemlint does
// (with their tests unless -test=false), runs the analyzers on them and
// exits: 0 when nothing is reported, 1 when a package does not load or an
// analyzer fails, 2 for a usage error, 3 when diagnostics are reported.
// With -load it only loads. Files are parsed without the deprecated
// ast.Object resolution, as idemlint parses them, unless resolveObjects
// says that an analyzer reads it. Every function body is type-checked,
// as go/packages and go vet check them, unless -lean skips those that
// idemlint skips: of the packages not named, the standard library's and
// the agent frameworks' APIs (internal/bodies).
func Main(name string, analyzers []*analysis.Analyzer, resolveObjects bool) {
	fs := flag.NewFlagSet(name, flag.ExitOnError)
	tests := fs.Bool("test", true, "load test files too (idemlint's default)")
	loadOnly := fs.Bool("load", false, "only load and type-check the packages")
	lean := fs.Bool("lean", false, "load as idemlint does: without the function bodies no pass of idemlint reads (internal/bodies)")
	fs.Usage = func() {
		fmt.Fprintf(os.Stderr, "usage: %s [-test=false] [-load] [-lean] packages\n", name)
		fs.PrintDefaults()
	}
	fs.Parse(os.Args[1:])
	if fs.NArg() == 0 {
		fs.Usage()
		os.Exit(2)
	}
	os.Exit(run(name, analyzers, fs.Args(), *tests, *loadOnly, *lean, resolveObjects))
}

func run(name string, analyzers []*analysis.Analyzer, patterns []string, tests, loadOnly, lean, resolveObjects bool) int {
	initial, ld, err := loader.Metadata(packages.Config{Tests: tests}, patterns...)
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
		return 1
	}
	ld.SkipObjectResolution = !resolveObjects
	if lean {
		ld.IgnoreFuncBodies = bodies.Unread(initial)
	}
	if len(initial) == 0 {
		fmt.Fprintf(os.Stderr, "%s: %s matched no packages\n", name, strings.Join(patterns, " "))
		return 1
	}
	if loadOnly {
		analyzers = nil // the loads alone, on the same workers
	}
	graph, err := checker.AnalyzeLoading(analyzers, initial, initial, ld)
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
		return 1
	}
	status := 0
	if packages.PrintErrors(initial) > 0 {
		status = 1
	}
	// Print each diagnostic once (a package and its test variant report
	// the same ones), sorted, as idemlint does.
	var lines []string
	seen := make(map[string]bool)
	for _, act := range graph.Roots {
		if act.Err != nil {
			fmt.Fprintf(os.Stderr, "%s: %s: %s: %v\n", name, act.Package.PkgPath, act.Analyzer.Name, act.Err)
			status = 1
			continue
		}
		for _, d := range act.Diagnostics {
			line := fmt.Sprintf("%s: %s (%s)", act.Package.Fset.Position(d.Pos), d.Message, act.Analyzer.Name)
			if !seen[line] {
				seen[line] = true
				lines = append(lines, line)
			}
		}
	}
	slices.Sort(lines)
	for _, line := range lines {
		fmt.Fprintln(os.Stderr, line)
	}
	if status == 0 && len(lines) > 0 {
		status = 3
	}
	return status
}
