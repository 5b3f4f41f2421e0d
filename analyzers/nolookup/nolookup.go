package nolookup

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
)

//go:embed doc.go
var doc string

// Analyzer reports non-idempotent writes that no key and no ledger
// lookup protect.
var Analyzer = check.New("nolookup", doc, check.ForEachWrite(reportExposed), effects.Analyzer, keys.Analyzer)

// reportExposed reports the writes of a tool that nothing protects: one
// report per callee and message, at its first call, with the tool's
// other calls of it (the same create on another branch) as related
// positions: they share one cause and one fix.
func reportExposed(r *check.Runner, k *keys.Tool) {
	var reports []*analysis.Diagnostic
	first := make(map[string]*analysis.Diagnostic)
	for _, w := range k.Exposed() {
		msg := message(k.Tool, w, r.Pass)
		hygiene := w.MayBeRefused() || k.OnlyInProcess()
		key := fmt.Sprint(msg, hygiene)
		if len(w.Effects) > 0 {
			// The same write: its detail and its chain of calls (a
			// create on each branch of a switch), not another write
			// of the same callee (an audit row beside the order's).
			key += w.Effects[0].Detail + effects.ChainString(w.Effects[0].Chain)
		}
		if d := first[key]; d != nil {
			d.Related = append(d.Related, analysis.RelatedInformation{Pos: w.Pos, Message: "the same write, unprotected, here too"})
			continue
		}
		d := &analysis.Diagnostic{
			Pos:     w.Pos,
			Message: msg,
			Related: related(k, w),
		}
		if hygiene {
			// A retry fails with a conflict, or may: it does not act
			// twice for sure. Or the write goes to a database inside
			// the program, whose failure is definite: the agent retries
			// only what did not happen. Low harm.
			d.Category = check.Hygiene
		}
		first[key] = d
		reports = append(reports, d)
	}
	for _, d := range reports {
		r.Report(k.Tool, *d)
	}
}

// message says what a retry of the write really does: it acts twice,
// unless the provider refuses the repeat, in which case the retry of a
// call whose first attempt succeeded fails with a conflict.
func message(t *tools.Tool, w *keys.Write, pass *analysis.Pass) string {
	if w.RejectsRepeat() {
		return fmt.Sprintf("%s calls %s with no lookup of an earlier result before it; %s rejects a repeat, "+
			"so a retried call whose first attempt succeeded fails with a conflict instead of returning that result",
			t.Label(), w.Callee(pass.Pkg), w.Refuser())
	}
	if w.Named != "" {
		return fmt.Sprintf("%s calls %s with no idempotency key and no ledger lookup before it; a retried call creates a second one "+
			"unless %s refuses a repeat of the %s it is given",
			t.Label(), w.Callee(pass.Pkg), w.Refuser(), w.Named)
	}
	if unbuiltUpdate(w) {
		return fmt.Sprintf("%s calls %s with no idempotency key and no ledger lookup before it; a retried call may act twice: "+
			"the update it is sent decides ($inc or $push acts again, $set does not)",
			t.Label(), w.Callee(pass.Pkg))
	}
	return fmt.Sprintf("%s calls %s with no idempotency key and no ledger lookup before it; a retried call %s",
		t.Label(), w.Callee(pass.Pkg), keys.ActionVerb(t.Name))
}

// unbuiltUpdate reports whether each of the write's effects is an update
// whose update document the program does not build (the model's): what
// a repeat does depends on the operators sent.
func unbuiltUpdate(w *keys.Write) bool {
	for _, e := range w.Effects {
		if e.Idempotent {
			continue
		}
		if e.Kind != effects.KindSDK || !strings.Contains(e.Detail, effects.UnbuiltUpdate) {
			return false
		}
	}
	return len(w.Effects) > 0
}

// related shows the write's chain and the lookups that do not come
// before it on every path.
func related(k *keys.Tool, w *keys.Write) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	if len(w.Effects) > 0 {
		out = append(out, analysis.RelatedInformation{Pos: w.Pos, Message: "the write: " + w.Effects[0].Described()})
	}
	for _, u := range k.Uses {
		if u.Kind == keys.LedgerLookup && u.Pos.IsValid() {
			out = append(out, analysis.RelatedInformation{Pos: u.Pos,
				Message: "this lookup of a key does not run on every path to the write"})
		}
	}
	return out
}
