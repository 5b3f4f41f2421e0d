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

// namedMeanings narrows the results of a lookup that hands back several
// booleans (payload, conflict, hit, ready bool) to those whose names say
// what they mean, in the order found before claimed: any other flag
// (conflict, pending, full) guards a branch that is no replay. With one
// boolean, or results without names, the results are kept as they are
// and the lookup's kind gives the meaning.
func namedMeanings(u *Use, results []ssa.Value) ([]ssa.Value, []resultMeaning) {
	meanings := make([]resultMeaning, len(results))
	sig := u.Call.Common().Signature()
	if sig == nil || boolResults(sig.Results()) < 2 {
		return results, meanings
	}
	var found, claimed []ssa.Value
	for _, r := range results {
		ex, ok := r.(*ssa.Extract)
		if !ok || !flow.IsBoolType(ex.Type()) {
			continue
		}
		switch meaningOf(sig.Results().At(ex.Index).Name()) {
		case meansFound:
			found = append(found, r)
		case meansClaimed:
			claimed = append(claimed, r)
		}
	}
	out := append(found, claimed...)
	meanings = make([]resultMeaning, len(out))
	for i := range out {
		meanings[i] = meansFound
		if i >= len(found) {
			meanings[i] = meansClaimed
		}
	}
	return out, meanings
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
