package main

import (
	"testing"
	"time"
)

// TestAnalysing reads the workers' analysis time from idemlint -timing.
func TestAnalysing(t *testing.T) {
	out := []byte("x.go:1:1: finding (modelkey)\n" +
		"idemlint: timing: longest analyses: modelkey on p 0.696s\n" +
		"idemlint: timing: list 0.678s, load and analysis 8.052s (workers loading 12.349s, analysing 3.287s, user 4.045s, system 1.283s), output 0.124s\n")
	got, ok := analysing(out)
	if want := 3287 * time.Millisecond; !ok || got != want {
		t.Errorf("analysing = %v, %v; want %v", got, ok, want)
	}
	if _, ok := analysing([]byte("no timing")); ok {
		t.Error("analysing found a time in output without one")
	}
}
