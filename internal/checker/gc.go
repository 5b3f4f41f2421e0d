package checker

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// deferCollection raises the collector's percentage (GOGC) so that the
// next collection is not due before the heap has doubled from what it
// holds now, and returns the function that restores it.
//
// Analyze runs when loading is done. The heap then holds the syntax and
// types of the whole program, live until the process exits, and where
// the collector's next trigger lies is chance: on the 1,000-tool module
// it lay within the analysis's first 30 MB in about half the runs. That
// collection marks the whole program, 550 MB, to free some of the
// analysis's 95 MB, and it took the analysis from 0.3 s to 0.6 to 0.7 s.
// The percentage the collector returns to afterwards is the user's; a
// GOGC set in the environment is left alone.
func deferCollection() (restore func()) {
	if os.Getenv("GOGC") != "" {
		return func() {}
	}
	gcMu.Lock()
	defer gcMu.Unlock()
	if gcDeferrals == 0 {
		gcSaved = -1
		if percent := doublingPercent(); percent > 0 {
			gcSaved = debug.SetGCPercent(percent)
		}
	}
	gcDeferrals++
	return func() {
		gcMu.Lock()
		defer gcMu.Unlock()
		if gcDeferrals--; gcDeferrals == 0 && gcSaved >= 0 {
			debug.SetGCPercent(gcSaved)
		}
	}
}

var (
	gcMu        sync.Mutex
	gcDeferrals int // calls of Analyze running
	gcSaved     int // the percentage to restore, or -1 for none
)

// doublingPercent returns the percentage at which the collector's goal,
// the heap marked live by the last collection grown by that percentage,
// is twice the heap now; 0 if the default's goal is as far or farther,
// or the runtime does not say.
func doublingPercent() int {
	s := []metrics.Sample{{Name: "/gc/heap/live:bytes"}, {Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	live, now := s[0].Value.Uint64(), s[1].Value.Uint64()
	if live == 0 || now <= live {
		return 0
	}
	percent := 200*now/live - 100
	if percent <= 100 {
		return 0
	}
	return int(min(percent, 10000))
}
