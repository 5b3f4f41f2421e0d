// Ratio measures what idemlint's passes add on top of loading and
// type-checking, on the same packages in one run, and prints ratios.
//
//	go run ./bench/ratio std
//	go run ./bench/ratio -C /path/to/module ./...
//
// Each step runs on the same loaded packages: "load" is go/packages with
// full syntax (what the standalone checker does), "ssa" runs buildssa
// alone (the floor for any SSA-based check), "effects" the effects pass,
// "suite" every check. Times are wall-clock medians of -n runs.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"runtime"
	"slices"
	"time"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/passes/effects"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/packages"
)

func main() {
	dir := flag.String("C", "", "run in this directory")
	n := flag.Int("n", 3, "runs per step (the median is reported)")
	flag.Parse()
	if *dir != "" {
		if err := os.Chdir(*dir); err != nil {
			log.Fatal(err)
		}
	}
	patterns := flag.Args()
	if len(patterns) == 0 {
		patterns = []string{"std"}
	}

	var pkgs []*packages.Package
	load := median(*n, func() {
		var err error
		pkgs, err = packages.Load(&packages.Config{Mode: packages.LoadAllSyntax}, patterns...)
		if err != nil {
			log.Fatal(err)
		}
	})
	count := 0
	packages.Visit(pkgs, nil, func(*packages.Package) { count++ })
	fmt.Printf("%d packages (%v), GOMAXPROCS=%d\n", count, patterns, runtime.GOMAXPROCS(0))
	fmt.Printf("%-8s %8s %8s\n", "step", "time", "÷ load")
	fmt.Printf("%-8s %8s %8.2f\n", "load", load.Round(time.Millisecond), 1.0)
	for _, step := range []struct {
		name string
		as   []*analysis.Analyzer
	}{
		{"ssa", []*analysis.Analyzer{buildssa.Analyzer}},
		{"effects", []*analysis.Analyzer{effects.Analyzer}},
		{"suite", analyzers.Suite},
	} {
		d := median(*n, func() {
			if _, err := checker.Analyze(step.as, pkgs, nil); err != nil {
				log.Fatal(err)
			}
		})
		fmt.Printf("%-8s %8s %8.2f\n", step.name, d.Round(time.Millisecond), float64(d)/float64(load))
	}
}

func median(n int, f func()) time.Duration {
	var ds []time.Duration
	for range n {
		runtime.GC()
		start := time.Now()
		f()
		ds = append(ds, time.Since(start))
	}
	slices.Sort(ds)
	return ds[len(ds)/2]
}
