package main

import (
	"cmp"
	"fmt"
	"io"
	"runtime/metrics"
	"slices"
	"strings"
	"time"

	"github.com/idemlint/idemlint/internal/checker"
)

// A timing records, for -timing, how long go list, loading with the
// analysis (they overlap: see internal/loader) and the output took, and
// what loading and the analysis cost besides their time: what they
// allocated and the page faults that allocation caused. On a machine
// where touching fresh memory is dear, the faults, not the computation,
// decide how long they take (docs/performance.md).
//
// Its methods do nothing on a nil *timing, so that the driver need not
// test for the flag at each phase.
type timing struct {
	start, listed, analysed time.Time
	before, after           counters // around loading and the analysis

	// The workers' time, summed over them: loading, and the analyzers'
	// runs. The analysis's share is what idemlint adds to loading.
	loading, analysing time.Duration

	// The analyzers' runs that took longest, longest first: on real code
	// a few packages of a dependency can cost more than all the rest.
	slowest []*checker.Action
}

// slowestShown is how many of the longest runs -timing names.
const slowestShown = 5

// counters are what the process had used at one moment.
type counters struct {
	allocated   uint64 // bytes allocated on the heap, cumulative
	collections uint64
	process     processUsage // zero where the system cannot tell (see rusage_*.go)
}

func startTiming() *timing { return &timing{start: time.Now()} }

// listDone marks the end of go list and the start of loading and the
// analysis.
func (t *timing) listDone() {
	if t == nil {
		return
	}
	t.listed = time.Now()
	t.before = readCounters()
}

// analysisDone marks the end of loading and the analysis, whose graph
// g is, unless it failed.
func (t *timing) analysisDone(g *checker.Graph) {
	if t == nil {
		return
	}
	t.after = readCounters()
	t.analysed = time.Now()
	if g != nil {
		t.loading = g.Loading
		for act := range g.All() {
			t.analysing += act.Duration
			t.slowest = append(t.slowest, act)
		}
		slices.SortStableFunc(t.slowest, func(a, b *checker.Action) int { return cmp.Compare(b.Duration, a.Duration) })
		t.slowest = t.slowest[:min(len(t.slowest), slowestShown)]
	}
}

// print writes the longest runs on one line, then the phases on another;
// output is the time since analysisDone.
func (t *timing) print(w io.Writer) {
	if t == nil || t.analysed.IsZero() {
		return
	}
	if len(t.slowest) > 0 {
		runs := make([]string, len(t.slowest))
		for i, act := range t.slowest {
			runs[i] = fmt.Sprintf("%s on %s %s", act.Analyzer.Name, act.Package.ID, seconds(act.Duration))
		}
		fmt.Fprintf(w, "idemlint: timing: longest analyses: %s\n", strings.Join(runs, ", "))
	}
	cost := []string{
		fmt.Sprintf("workers loading %s", seconds(t.loading)),
		fmt.Sprintf("analysing %s", seconds(t.analysing)),
	}
	if p, q := t.before.process, t.after.process; q.known {
		cost = append(cost,
			fmt.Sprintf("user %s", seconds(q.user-p.user)),
			fmt.Sprintf("system %s", seconds(q.system-p.system)),
			fmt.Sprintf("%d minor page faults", q.minorFaults-p.minorFaults))
	}
	cost = append(cost,
		fmt.Sprintf("%d MiB allocated", (t.after.allocated-t.before.allocated)>>20),
		count(t.after.collections-t.before.collections, "collection"))
	fmt.Fprintf(w, "idemlint: timing: list %s, load and analysis %s (%s), output %s\n",
		seconds(t.listed.Sub(t.start)), seconds(t.analysed.Sub(t.listed)), strings.Join(cost, ", "), seconds(time.Since(t.analysed)))
}

func count(n uint64, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func seconds(d time.Duration) string { return fmt.Sprintf("%.3fs", d.Seconds()) }

// readCounters reads the runtime's counters without stopping the world, as
// runtime.ReadMemStats would.
func readCounters() counters {
	samples := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}}
	metrics.Read(samples)
	return counters{
		allocated:   samples[0].Value.Uint64(),
		collections: samples[1].Value.Uint64(),
		process:     readProcessUsage(),
	}
}
