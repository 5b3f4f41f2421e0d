package checker

import (
	"runtime"
	"runtime/debug"
	"testing"
)

// gcPercent returns the collector's percentage, setting it back at once.
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// TestDeferCollection checks that while the checker runs, the next
// collection is due when the heap has doubled, that the user's
// percentage comes back when the last of several runs ends, and that a
// GOGC set in the environment is left alone.
func TestDeferCollection(t *testing.T) {
	t.Setenv("GOGC", "")
	runtime.GC()
	before := gcPercent()
	// Grow the heap by a third of what is live, well below the next
	// trigger, so the heap now is about 1.3 times the live heap.
	var live runtime.MemStats
	runtime.ReadMemStats(&live)
	kept := make([]byte, live.HeapAlloc/3+1<<20)
	for i := range kept {
		kept[i] = byte(i)
	}

	restoreOuter := deferCollection()
	during := gcPercent()
	if during <= 100 || during < before {
		t.Errorf("GC percentage %d while the checker runs, want above 100 (it was %d)", during, before)
	}
	restoreInner := deferCollection()
	if got := gcPercent(); got != during {
		t.Errorf("a second run changed the percentage from %d to %d", during, got)
	}
	restoreInner()
	if got := gcPercent(); got != during {
		t.Errorf("percentage %d after the inner run ended, want %d until the outer one ends", got, during)
	}
	restoreOuter()
	if got := gcPercent(); got != before {
		t.Errorf("percentage %d after the runs, want %d back", got, before)
	}
	runtime.KeepAlive(kept)

	t.Setenv("GOGC", "100")
	restore := deferCollection()
	if got := gcPercent(); got != before {
		t.Errorf("percentage %d with GOGC set, want it left at %d", got, before)
	}
	restore()
}
