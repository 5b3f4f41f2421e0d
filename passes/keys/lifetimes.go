package keys

import (
	"go/types"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// Lifetimes returns the places where the handler, or a function of the
// package it calls, keeps a key for a lifetime it states: every ledger
// record and every claim with a time.Duration argument (Use.TTL), and
// every go-redis Set (a cache record) whose key is a value the handler
// also hands to a key slot or a ledger operation. The redis Sets are not
// among k.Uses, since a plain Set of an arbitrary key is no ledger
// operation; they are returned as LedgerRecord uses with the Key of the
// use they share their key with.
func (k *Tool) Lifetimes() []*Use {
	if k == nil {
		return nil
	}
	return k.lifetimes
}

// lifetimes computes Lifetimes.
func (w *walk) lifetimes(k *Tool) []*Use {
	var out []*Use
	known := make(map[ssa.Value]*Key)
	seen := make(map[ssa.Instruction]bool)
	for _, u := range k.Uses {
		seen[u.Instr] = true
		if u.Key != nil && u.Key.Value != nil {
			if _, ok := known[u.Key.Value]; !ok {
				known[u.Key.Value] = u.Key
			}
		}
		if u.TTL != nil && (u.Kind == LedgerRecord || u.Claim) {
			out = append(out, u)
		}
	}
	redisSet := func(instr ssa.Instruction) {
		call, ok := instr.(ssa.CallInstruction)
		if !ok || seen[instr] {
			return
		}
		common := call.Common()
		fn := flow.Callee(common)
		if fn == nil || !lifetimeRedisSet(fn) {
			return
		}
		args := common.Args
		if !common.IsInvoke() && fn.Signature().Recv() != nil && len(args) > 0 {
			args = args[1:]
		}
		key, ttl := firstKeyArg(args), durationArg(args)
		if key == nil || ttl == nil {
			return
		}
		if kk, ok := known[key]; ok {
			out = append(out, &Use{Kind: LedgerRecord, Slot: shortName(fn), Instr: call, Pos: call.Pos(),
				Key: kk, Call: call, TTL: ttl})
		}
	}
	w.root.instructions(redisSet)
	for _, h := range w.callees {
		h.instructions(redisSet)
	}
	return out
}

// lifetimeRedisSet recognises go-redis's Set (and SetEx, which takes the same
// arguments): a cache record of a key for a lifetime.
func lifetimeRedisSet(fn *types.Func) bool {
	if fn.Name() != "Set" && fn.Name() != "SetEx" {
		return false
	}
	return fn.Pkg() != nil && strings.Contains(fn.Pkg().Path(), "redis")
}
