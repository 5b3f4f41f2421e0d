package main_test

import (
	"cmp"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// timingLine is what -timing prints; user, system and faults are left out
// where the system cannot tell them.
var timingLine = regexp.MustCompile(`^idemlint: timing: list (\d+\.\d{3})s, load and analysis (\d+\.\d{3})s \(` +
	`workers loading (\d+\.\d{3})s, analysing \d+\.\d{3}s, ` +
	`(?:user \d+\.\d{3}s, system \d+\.\d{3}s, \d+ minor page faults, )?(\d+) MiB allocated, \d+ collections?\), output \d+\.\d{3}s$`)

var duration = regexp.MustCompile(` (\d+\.\d{3})s`)

// longestLine names the five longest analyzer runs, longest first.
var longestLine = regexp.MustCompile(`^idemlint: timing: longest analyses: \w+ on \S+ \d+\.\d{3}s(, \w+ on \S+ \d+\.\d{3}s){4}$`)

func TestTiming(t *testing.T) {
	bin := idemlintBinary(t)
	dir := t.TempDir()
	write(t, filepath.Join(dir, "go.mod"), "module example.com/timing\n\ngo 1.24\n")
	// fmt, so that loading takes a measurable time.
	write(t, filepath.Join(dir, "a.go"), "package a\n\nimport \"fmt\"\n\n// F prints.\nfunc F() { fmt.Println() }\n")

	r := run(t, dir, bin, "-timing", "./...")
	if r.exit != 0 {
		t.Fatalf("want exit status 0\n%s", r)
	}
	lines := strings.Split(strings.TrimRight(r.stderr, "\n"), "\n")
	m := timingLine.FindStringSubmatch(lines[len(lines)-1])
	if m == nil {
		t.Fatalf("the last line on stderr is not -timing's\n%s", r)
	}
	list, _ := strconv.ParseFloat(m[1], 64)
	if list <= 0 {
		t.Errorf("go list took %ss, want more than nothing\n%s", m[1], r)
	}
	if loading, _ := strconv.ParseFloat(m[3], 64); loading <= 0 {
		t.Errorf("the workers spent %ss loading, want more than nothing\n%s", m[3], r)
	}
	if len(lines) < 2 || !longestLine.MatchString(lines[len(lines)-2]) {
		t.Errorf("the line before -timing's does not name the longest analyses\n%s", r)
	} else {
		var took []float64
		for _, d := range duration.FindAllStringSubmatch(lines[len(lines)-2], -1) {
			f, _ := strconv.ParseFloat(d[1], 64)
			took = append(took, f)
		}
		if !slices.IsSortedFunc(took, func(a, b float64) int { return cmp.Compare(b, a) }) {
			t.Errorf("the longest analyses are not longest first: %v", took)
		}
	}

	if r := run(t, dir, bin, "./..."); r.exit != 0 || strings.Contains(r.stderr, "timing") {
		t.Errorf("without -timing: want exit status 0 and no timing\n%s", r)
	}
}
