package keys

import (
	"go/types"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"

	"golang.org/x/tools/go/ssa"
)

// A resultMeaning says what a lookup's boolean result means, by its name.
type resultMeaning int

const (
	meansUnknown resultMeaning = iota
	meansFound                 // hit, found, exists: the key was seen before
	meansClaimed               // acquired, ready, claimed: the key was not seen, the caller owns it now
)

// A meantResult is a result of a lookup and what its true value means:
// claim is set when true says "not seen before, yours now".
type meantResult struct {
	v     ssa.Value
	claim bool
}

// namedMeanings gives the results of a lookup their meaning. With one
// boolean result, the lookup's kind gives it. A lookup that hands back
// several (payload, conflict, hit, ready bool) is read by their names,
// found before claimed; any other flag (conflict, pending, full) guards
// a branch that is no replay, and unnamed flags decide nothing.
func namedMeanings(u *Use, results []ssa.Value) []meantResult {
	sig := u.Call.Common().Signature()
	if sig == nil || boolResults(sig.Results()) < 2 {
		out := make([]meantResult, len(results))
		for i, r := range results {
			out[i] = meantResult{r, u.Claim}
		}
		return out
	}
	var found, claimed []meantResult
	for _, r := range results {
		ex, ok := r.(*ssa.Extract)
		if !ok || !flow.IsBoolType(ex.Type()) {
			continue
		}
		switch meaningOf(sig.Results().At(ex.Index).Name()) {
		case meansFound:
			found = append(found, meantResult{r, false})
		case meansClaimed:
			claimed = append(claimed, meantResult{r, true})
		}
	}
	return append(found, claimed...)
}

func boolResults(t *types.Tuple) int {
	n := 0
	for i := range t.Len() {
		if flow.IsBoolType(t.At(i).Type()) {
			n++
		}
	}
	return n
}

// meaningOf reads a result's name: the words a ledger uses for "seen
// before" and for "yours now".
func meaningOf(name string) resultMeaning {
	n := strings.ToLower(name)
	for _, w := range []string{"found", "hit", "exist", "seen", "cached", "dup", "replay", "present", "known", "done", "completed"} {
		if strings.Contains(n, w) {
			return meansFound
		}
	}
	for _, w := range []string{"acquired", "claimed", "ready", "inserted", "won", "first", "fresh", "isnew", "locked", "reserved", "owned", "started"} {
		if strings.Contains(n, w) {
			return meansClaimed
		}
	}
	return meansUnknown
}
