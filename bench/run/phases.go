package main

import (
	"fmt"
	"io"
	"os"
	"regexp"
	"slices"
	"strconv"
	"time"
)

// phases is what idemlint -timing printed: how long go list took, then
// loading with the analysis (they overlap), and what the latter
// allocated and faulted in.
type phases struct {
	list, work         time.Duration // go list; loading and the analysis
	loading, analysing time.Duration // the workers' time in each, summed over them
	faults             int64         // minor page faults during work; -1 where the system does not tell
	allocMiB           int64
	collections        int64 // garbage collections that ended during work
}

// timingLine matches cmd/idemlint's -timing line (timing.go there).
var timingLine = regexp.MustCompile(`(?m)^idemlint: timing: list (\d+\.\d+)s, load and analysis (\d+\.\d+)s \(` +
	`workers loading (\d+\.\d+)s, analysing (\d+\.\d+)s, (?:user \d+\.\d+s, system \d+\.\d+s, (\d+) minor page faults, )?(\d+) MiB allocated, (\d+) collections?\)`)

// parsePhases returns the phases of the last -timing line in out, or nil.
func parsePhases(out []byte) *phases {
	all := timingLine.FindAllSubmatch(out, -1)
	if len(all) == 0 {
		return nil
	}
	m := all[len(all)-1]
	secs := func(b []byte) time.Duration {
		f, _ := strconv.ParseFloat(string(b), 64)
		return time.Duration(f * float64(time.Second))
	}
	p := &phases{list: secs(m[1]), work: secs(m[2]), loading: secs(m[3]), analysing: secs(m[4]), faults: -1}
	if m[5] != nil {
		p.faults, _ = strconv.ParseInt(string(m[5]), 10, 64)
	}
	p.allocMiB, _ = strconv.ParseInt(string(m[6]), 10, 64)
	p.collections, _ = strconv.ParseInt(string(m[7]), 10, 64)
	return p
}

// readPhases parses the log of a run of idemlint -timing.
func readPhases(logPath string) (*phases, error) {
	b, err := os.ReadFile(logPath)
	if err != nil {
		return nil, err
	}
	p := parsePhases(b)
	if p == nil {
		return nil, fmt.Errorf("no -timing line in %s", logPath)
	}
	return p, nil
}

// reportPhases prints idemlint's phases round by round beside the round's
// wall ratio to the floor, slowest round first: where a round is slow
// because it faulted in fresh memory, it shows there.
func reportPhases(w io.Writer, results []*result) {
	fmt.Fprintf(w, "\nidemlint's phases (-timing), round by round, the slowest round first\n")
	tw := newTable(w, "tools", "wall/floor", "list s", "load+analysis s", "workers loading s", "analysing s", "page faults", "allocated MiB", "collections")
	for _, r := range results {
		type round struct {
			ratio float64
			p     *phases
		}
		var rounds []round
		var ratios []float64
		for i, s := range r.samples["idemlint"] {
			if s.phases == nil || i >= len(r.samples["floor"]) {
				continue
			}
			ratio := float64(s.wall) / float64(r.samples["floor"][i].wall)
			rounds = append(rounds, round{ratio, s.phases})
			ratios = append(ratios, ratio)
		}
		slices.SortFunc(rounds, func(a, b round) int {
			switch {
			case a.ratio > b.ratio:
				return -1
			case a.ratio < b.ratio:
				return 1
			}
			return 0
		})
		for _, rd := range rounds {
			faults := "-"
			if rd.p.faults >= 0 {
				faults = strconv.FormatInt(rd.p.faults, 10)
			}
			tw.row(r.target, fmt.Sprintf("%.2f", rd.ratio), fmt.Sprintf("%.3f", rd.p.list.Seconds()),
				fmt.Sprintf("%.3f", rd.p.work.Seconds()), fmt.Sprintf("%.3f", rd.p.loading.Seconds()),
				fmt.Sprintf("%.3f", rd.p.analysing.Seconds()), faults, strconv.FormatInt(rd.p.allocMiB, 10),
				strconv.FormatInt(rd.p.collections, 10))
		}
		if len(ratios) > 0 {
			tw.row(r.target, fmt.Sprintf("%.2f median", medianFloat(ratios)), "", "", "", "", "", "", "")
		}
	}
	tw.Flush()
}

func medianFloat(xs []float64) float64 {
	xs = slices.Sorted(slices.Values(xs))
	m := xs[len(xs)/2]
	if len(xs)%2 == 0 {
		m = (xs[len(xs)/2-1] + m) / 2
	}
	return m
}
