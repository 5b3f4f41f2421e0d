package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestRoundRatio checks that a round's ratio pairs the commands of one
// round: a slow round for idemlint alone moves the median of the rounds'
// ratios less than the ratio of the medians.
func TestRoundRatio(t *testing.T) {
	walls := func(secs ...float64) []sample {
		var out []sample
		for _, s := range secs {
			out = append(out, sample{wall: time.Duration(s * float64(time.Second))})
		}
		return out
	}
	r := &result{samples: map[string][]sample{
		"floor":    walls(1, 3, 1.5),
		"idemlint": walls(1.1, 3.3, 4),
	}}
	if got := r.roundRatio("idemlint", "floor", sampleWall); got != "1.10" {
		t.Errorf("roundRatio = %s, want 1.10", got)
	}
	if got := ratio(r.wall("idemlint"), r.wall("floor")); got != "2.20" {
		t.Errorf("ratio of the medians = %s, want 2.20", got)
	}
	if got := r.roundRatio("idemlint", "vetsuite", sampleWall); got != "-" {
		t.Errorf("roundRatio with no samples = %s, want -", got)
	}
}

// TestPhases runs the idemlint of this checkout with -timing on a small
// module and reads its phases as the benchmark does; the table puts the
// slowest round first.
func TestPhases(t *testing.T) {
	if testing.Short() {
		t.Skip("builds idemlint")
	}
	bin := filepath.Join(t.TempDir(), "idemlint")
	if _, err := goCmd("../..", nil, "build", "-o", bin, "./cmd/idemlint"); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, src := range map[string]string{
		"go.mod": "module example.com/phases\n\ngo 1.24\n",
		"a.go":   "package a\n\nimport \"fmt\"\n\n// F prints.\nfunc F() { fmt.Println() }\n", // fmt: a measurable load
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	logPath := filepath.Join(t.TempDir(), "idemlint.log")
	s, err := runOnce(command{name: "idemlint", args: []string{bin, "-timing", "./..."}}, dir, logPath)
	if err != nil {
		t.Fatal(err)
	}
	if s.phases == nil || s.phases.list <= 0 || s.phases.work <= 0 || s.phases.loading <= 0 {
		t.Fatalf("phases %+v, want a go list time and a load and analysis time\n%s", s.phases, tail(logPath))
	}

	r := &result{target: "2", samples: map[string][]sample{
		"floor":    {{wall: time.Second}, {wall: time.Second}},
		"idemlint": {{wall: 1100 * time.Millisecond, phases: &phases{work: 100 * time.Millisecond, faults: 10, allocMiB: 1}}, {wall: 1300 * time.Millisecond, phases: &phases{work: 300 * time.Millisecond, faults: 30000, allocMiB: 1}}},
	}}
	var b strings.Builder
	reportPhases(&b, []*result{r})
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if len(lines) != 5 || !strings.Contains(lines[2], "30000") || !strings.Contains(lines[3], " 10 ") || !strings.Contains(lines[4], "1.20 median") {
		t.Errorf("reportPhases: want the 1.30 round first, then the 1.10 round, then the median ratio 1.20:\n%s", b.String())
	}
}
