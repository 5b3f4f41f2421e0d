package replayerr

import (
	_ "embed"
	"fmt"
	"github.com/idemlint/idemlint/internal/flow"
	"go/token"
	"go/types"

	"github.com/idemlint/idemlint/internal/check"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/timeouts"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

//go:embed doc.go
var doc string

// Analyzer reports write tools that answer a replay with an error or
// without the recorded result.
var Analyzer = check.New("replayerr", doc, check.ForEachWrite(reportReplays), keys.Analyzer, timeouts.Analyzer)

const advice = "return the recorded result, marked as a replay"

// reportReplays reports how a tool answers a replay: with an error or
// without the recorded result.
func reportReplays(r *check.Runner, k *keys.Tool) {
	helpers := r.Pass.ResultOf[timeouts.Analyzer].(*timeouts.Result)
	for _, d := range diagnose(k.Tool, k, helpers) {
		r.ReportOnce(k.Tool, d) // tools that share a handler share its reports
	}
}

// diagnose reports the returns on the "found" branch of every ledger lookup
// of the tool.
func diagnose(t *tools.Tool, k *keys.Tool, helpers flow.Helpers) []analysis.Diagnostic {
	s := flow.NewScope(t, k.Fn)
	var out []analysis.Diagnostic
	reported := make(map[token.Pos]bool)
	for _, u := range k.Uses {
		if u.Kind != keys.LedgerLookup || !s.Has(u.Instr) {
			continue
		}
		found := u.FoundBlock()
		if found == nil || writesUnder(s, k, found) {
			continue
		}
		entry := entryValues(u)
		for _, ret := range s.ReturnsUnder(found) {
			if reported[ret.Pos()] {
				continue
			}
			var what, why string
			switch flow.Classify(ret, t.ErrorResults(), helpers) {
			case flow.GoError:
				what, why = "an error", "a replay looks like a failure"
			case flow.ErrorResult:
				what, why = "an error result", "a replay looks like a failure"
			default:
				if len(entry) == 0 || carries(ret, entry) {
					continue
				}
				what, why = "a result without the recorded outcome", "the agent cannot report the original result"
			}
			reported[ret.Pos()] = true
			d := analysis.Diagnostic{
				Pos: ret.Pos(),
				Message: fmt.Sprintf("%s returns %s when its ledger finds the key, so %s; %s",
					t.Label(), what, why, advice),
				Related: []analysis.RelatedInformation{{Pos: u.Pos, Message: "the ledger lookup: " + u.Slot}},
			}
			if rs := flow.ReturnStmt(k.Fn, ret.Pos()); rs != nil {
				d.End = rs.End()
			}
			out = append(out, d)
		}
	}
	return out
}

// writesUnder reports whether a write of the tool runs on the branch: then
// the branch is not a replay as this check understands it (the lookup's
// result was misread, or the branch updates what it found).
func writesUnder(s flow.Scope, k *keys.Tool, b *ssa.BasicBlock) bool {
	for _, w := range k.Writes {
		if s.Has(w.Call) && b.Dominates(w.Call.Block()) {
			return true
		}
	}
	return false
}

// entryValues returns what a lookup yields besides "found" and an error:
// the recorded entry, returned or written through a pointer argument.
func entryValues(u *keys.Use) map[ssa.Value]bool {
	out := make(map[ssa.Value]bool)
	v, ok := u.Call.(ssa.Value)
	if !ok {
		return out
	}
	if _, isTuple := v.Type().(*types.Tuple); isTuple {
		for _, ref := range flow.Refs(v) {
			if ex, ok := ref.(*ssa.Extract); ok && isEntryType(ex.Type()) {
				out[ex] = true
			}
		}
	} else if isEntryType(v.Type()) {
		out[v] = true
	}
	for _, a := range u.Call.Common().Args {
		if _, ok := a.(*ssa.Alloc); ok && u.Key != nil && a != u.Key.Value {
			out[a] = true
		}
	}
	return out
}

func isEntryType(t types.Type) bool {
	return !flow.IsBoolType(t) && !flow.IsErrorType(t)
}

// carries reports whether a value derived from the entry is returned.
func carries(ret *ssa.Return, entry map[ssa.Value]bool) bool {
	for _, v := range ret.Results {
		if flow.Derives(v, entry) {
			return true
		}
	}
	return false
}
