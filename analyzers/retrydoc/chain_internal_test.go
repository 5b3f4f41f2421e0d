package retrydoc

import (
	"strings"
	"testing"

	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/keys"
)

// TestChainPointsAtRepeatedWrite: the report shows the write a retry
// repeats, not an idempotent one the handler makes first (a lookup that
// fills in a default).
func TestChainPointsAtRepeatedWrite(t *testing.T) {
	upsert := &keys.Write{Pos: 1, Effects: []effects.Effect{{Kind: effects.KindSQL, Detail: "INSERT INTO user_roles ON CONFLICT", Idempotent: true}}}
	create := &keys.Write{Pos: 2, Effects: []effects.Effect{
		{Kind: effects.KindSQL, Detail: "UPDATE jobs", Idempotent: true},
		{Kind: effects.KindSQL, Detail: "INSERT INTO jobs"},
	}}
	for _, tc := range []struct {
		writes []*keys.Write
		pos    int
		detail string
	}{
		{[]*keys.Write{upsert, create}, 2, "INSERT INTO jobs"},
		{[]*keys.Write{upsert}, 1, "INSERT INTO user_roles ON CONFLICT"},
	} {
		got := chain(&keys.Tool{Writes: tc.writes})
		if len(got) != 1 || int(got[0].Pos) != tc.pos || !strings.HasPrefix(got[0].Message, "the tool writes here: sql "+tc.detail) {
			t.Errorf("chain = %+v, want the write at %d (%s)", got, tc.pos, tc.detail)
		}
	}
}
