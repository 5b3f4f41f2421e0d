package main

import (
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
