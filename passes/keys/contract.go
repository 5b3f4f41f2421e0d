package keys

import (
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/ssa"
)

// The questions the checks ask of a tool's keys. They live here so that
// checks that depend on one another (retrydoc's fix and hintmismatch ask
// what modelkey, volatilekey and nolookup would say) agree.

// Write reports whether the handler performs an external write.
func (k *Tool) Write() bool { return k != nil && len(k.Writes) > 0 }

// Idempotent reports whether every write of the handler is idempotent.
func (k *Tool) Idempotent() bool {
	if !k.Write() {
		return false
	}
	for _, w := range k.Writes {
		if !w.Idempotent() {
			return false
		}
	}
	return true
}

// A ModelKey is a tool parameter the model chooses that serves as a key.
type ModelKey struct {
	Param *tools.Param
	Use   *Use // where it reaches a slot or ledger unchanged; nil when only its name says key
}

// ModelKeys returns the parameters that are keys chosen by the model: a
// parameter named like a key, or one whose value reaches a key slot or a
// ledger operation unchanged (a key derived from parameters is the
// tool's own). Only write tools have model keys, and only those with a
// write that acts again: where every write is idempotent (an update that
// sets fields, the key only caching the reply), a new key on a retry
// acts no more.
func (k *Tool) ModelKeys(extraNames []string) []ModelKey {
	if !k.Write() || k.Idempotent() {
		return nil
	}
	var out []ModelKey
	seen := make(map[*tools.Param]bool)
	for _, u := range k.Uses {
		if u.Key.Derived {
			continue
		}
		for _, s := range u.Key.Sources {
			if s.Kind != Param {
				continue
			}
			if p := k.Tool.Param(s.Param); p != nil && !seen[p] {
				seen[p] = true
				out = append(out, ModelKey{Param: p, Use: u})
			}
		}
	}
	for _, p := range k.Tool.Params {
		if !seen[p] && IsKeyName(p.Name, extraNames) {
			seen[p] = true
			out = append(out, ModelKey{Param: p})
		}
	}
	return out
}

// A VolatileKey is a key value that differs on every call.
type VolatileKey struct {
	Use    *Use
	Source Source
}

// VolatileKeys returns the keys that come from clocks, random sources,
// id generators or counters. A tool parameter is never volatile.
func (k *Tool) VolatileKeys() []VolatileKey {
	var out []VolatileKey
	seen := make(map[Source]bool)
	for _, u := range k.Uses {
		for _, s := range u.Key.Sources {
			if s.Kind == Volatile && !seen[s] {
				seen[s] = true
				out = append(out, VolatileKey{Use: u, Source: s})
			}
		}
	}
	return out
}

// Unprotected returns the non-idempotent writes that receive no key slot,
// are not dominated by a ledger lookup and are not guarded by a check of
// the current state: the writes a retry repeats.
func (k *Tool) Unprotected() []*Write {
	var out []*Write
	for _, w := range k.Writes {
		if !w.Idempotent() && len(w.Slots) == 0 && w.Lookup == nil && w.StateCheck == "" {
			out = append(out, w)
		}
	}
	return out
}

// SafeToRetry reports whether a retry with the same arguments is safe as
// far as keys go: the tool writes, its key is its own and stable, and
// every non-idempotent write is protected.
func (k *Tool) SafeToRetry(extraNames []string) bool {
	return k.Write() && len(k.ModelKeys(extraNames)) == 0 && len(k.VolatileKeys()) == 0 && len(k.Unprotected()) == 0
}

// SafeAfterTimeout reports whether calling the tool again with the same
// arguments is safe even when the first call timed out: every write is
// idempotent, or the tool is safe to retry as far as keys go and each
// non-idempotent write is protected in a way that survives a timeout (a
// provider key slot, or a ledger claim made before the write). A ledger
// lookup alone does not: the result is recorded after the write
// succeeds, so after a timeout the retry finds nothing and writes again.
// A check of the current state does survive a timeout: the retry reads
// the state the first call left.
// It is the one fact behind what the checks' fixes say about retrying
// (retrydoc's sentence, timeouterr's "unknown" result), so they agree.
func (k *Tool) SafeAfterTimeout(extraNames []string) bool {
	if k.Idempotent() {
		return true
	}
	if !k.SafeToRetry(extraNames) {
		return false
	}
	for _, w := range k.Writes {
		if !w.Idempotent() && len(w.Slots) == 0 && (w.Lookup == nil || !w.Lookup.Claim) && w.StateCheck == "" {
			return false
		}
	}
	return true
}

// SafeAfterTimeoutOf reports whether calling the tool again is safe
// after the write w timed out at the call at (w's own call, or the
// Commit that makes it durable): the tool is (SafeAfterTimeout), or w is
// idempotent and no write that acts again can have run before at in the
// same call. A tool whose operation argument chooses between a create
// and an update repeats, after the update's timeout, only the update:
// the same arguments take the same branch. A write made elsewhere than
// w's function (a function literal, a helper's own loop) may have run
// before it: then only the tool's answer counts.
func (k *Tool) SafeAfterTimeoutOf(w *Write, at ssa.Instruction, extraNames []string) bool {
	if k.SafeAfterTimeout(extraNames) {
		return true
	}
	return w.Idempotent() && k.nothingActsBefore(w, at, (*Write).Idempotent)
}

// RefusedAfterTimeoutOf reports whether a retry after a timeout of w,
// returned as a failure at at, is refused rather than repeated: w is a
// write its provider refuses to repeat (a create by a unique name, an
// INSERT a unique constraint turns away), and no write that acts again
// can precede at. The agent loses the first call's result, and its retry
// fails with a conflict: it does not act twice.
//
// A create by a name the caller gives (Write.Named) counts too: whether
// its provider refuses the second object or makes it is not in the code,
// and those we could check refuse it (a project's identifier, a user's
// login, a category's name), so a report of it is of low harm, as
// nolookup's is.
func (k *Tool) RefusedAfterTimeoutOf(w *Write, at ssa.Instruction) bool {
	return w.MayBeRefused() && k.nothingActsBefore(w, at, func(o *Write) bool { return o.Idempotent() || o.MayBeRefused() })
}

// MayBeRefused reports whether a repeat of the write is refused by its
// provider, or may be: it creates by a name the caller gives.
func (w *Write) MayBeRefused() bool { return w.RejectsRepeat() || w.Named != "" }

// DefiniteAfterTimeoutOf reports whether a timeout of w, returned as a
// failure at at, says truly that nothing happened: w writes only to a
// database inside the program, whose statement does not commit when it
// fails, and no write that may have happened elsewhere precedes at. The
// agent's retry then acts once, as the first call did not.
func (k *Tool) DefiniteAfterTimeoutOf(w *Write, at ssa.Instruction) bool {
	return w.InProcess() && k.nothingActsBefore(w, at, func(o *Write) bool { return o.Idempotent() || o.InProcess() })
}

// nothingActsBefore reports whether no write of the tool but w, and
// those harmless says repeat safely, can run before at (w's call when at
// is not in w's function) in one call of w's function.
func (k *Tool) nothingActsBefore(w *Write, at ssa.Instruction, harmless func(*Write) bool) bool {
	if w.Call == nil || w.Call.Block() == nil {
		return false
	}
	if at == nil || at.Block() == nil || at.Parent() != w.Call.Parent() {
		at = w.Call
	}
	for _, o := range k.Writes {
		if o == w || harmless(o) {
			continue
		}
		if o.Call != nil && runsInside(o.Call.Parent(), at) {
			continue // the failed call's own write, in a literal it is given
		}
		if o.Call == nil || o.Call.Block() == nil || o.Call.Parent() != at.Parent() || mayPrecede(o.Call, at) {
			return false
		}
	}
	return true
}

// runsInside reports whether fn is a function literal, or one nested in
// it, that at is given as an argument (sendOnce(ctx, key, func(ctx)
// { post(...) })): what fn writes, it writes inside at.
func runsInside(fn *ssa.Function, at ssa.Instruction) bool {
	call, ok := at.(ssa.CallInstruction)
	if !ok || fn == nil {
		return false
	}
	for f := fn; f != nil && f.Parent() != nil; f = f.Parent() {
		for _, a := range call.Common().Args {
			switch v := a.(type) {
			case *ssa.MakeClosure:
				if v.Fn == f {
					return true
				}
			case *ssa.Function:
				if v == f {
					return true
				}
			}
		}
	}
	return false
}

// mayPrecede reports whether instruction a can run before b in one call
// of their function: a comes earlier in b's block, or a's block reaches
// b's.
func mayPrecede(a, b ssa.Instruction) bool {
	ab, bb := a.Block(), b.Block()
	if ab == bb && slices.Index(ab.Instrs, a) < slices.Index(bb.Instrs, b) {
		return true
	}
	return slices.ContainsFunc(ab.Succs, func(s *ssa.BasicBlock) bool { return flow.Reaches(s, bb) })
}

// ActionVerb returns a short phrase for what a repeated write does, for
// messages: "refunds twice", "acts twice".
func ActionVerb(name string) string {
	ws := NameWords(name)
	for _, v := range []struct{ word, phrase string }{
		{"refund", "refunds twice"}, {"charge", "charges twice"},
		{"send", "sends twice"}, {"transfer", "transfers twice"}, {"pay", "pays twice"},
		{"create", "creates a duplicate"}, {"book", "books twice"}, {"post", "posts twice"},
		{"place", "places a second order"}, {"issue", "issues twice"},
	} {
		// Any word of the name for a payment noun (stripe_refund,
		// issue_refund), only the first for a verb: add_issue_comment
		// issues nothing. Whole words: payment_link_notify pays nothing.
		payment := v.phrase == "refunds twice" || v.phrase == "charges twice" || v.phrase == "transfers twice" || v.phrase == "pays twice"
		if len(ws) > 0 && ws[0] == v.word || payment && slices.Contains(ws, v.word) {
			return v.phrase
		}
	}
	return "acts twice"
}

// NoDeadlineOf reports whether no deadline of the tool's can cut w short:
// the call hands its callee no context, and every effect that is not
// idempotent writes to a database by a call that takes none (gorm's
// Create, database/sql's Exec; not ExecContext). A failure of such a
// write is the database's answer, not the end of the tool's patience:
// the driver's own timeout aside, the write either happened and the
// call succeeded, or it failed. Reporting its failure as "unknown" is of
// low harm.
func (k *Tool) NoDeadlineOf(w *Write) bool {
	if w.Call == nil {
		return false
	}
	common := w.Call.Common()
	vals := slices.Clone(common.Args)
	if common.IsInvoke() {
		vals = append(vals, common.Value)
	}
	if slices.ContainsFunc(vals, func(v ssa.Value) bool { return isContextType(v.Type()) }) {
		return false
	}
	found := false
	for _, e := range w.Effects {
		if e.Idempotent {
			continue
		}
		if !e.InDatabase() || len(e.Chain) == 0 || strings.HasSuffix(e.Chain[len(e.Chain)-1].Call, "Context") {
			return false
		}
		found = true
	}
	return found
}

// SideActsAgain reports whether a side write set aside from the tool
// (SideWrites: a next occurrence created after the task is completed,
// its error only logged) acts again on a repeat. It decides no check's
// harm, but a sentence telling the agent that calling again has no
// further effect would not be true.
func (k *Tool) SideActsAgain() bool {
	return slices.ContainsFunc(k.side, func(e effects.Effect) bool { return !e.Idempotent })
}
