package effects

import (
	"go/types"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/volatile"
	"golang.org/x/tools/go/ssa"
)

// freshArgument reports whether an argument of a store's write (other
// than a context) is computed, in fn, from an identifier generated for
// this call: HSet(ctx, "plan:"+uuid.New().String(), ...), SAdd(ctx,
// "plans", id) with that id. Setting a key or adding a member is
// idempotent, but a new key or member on every call makes another record
// each time: a repeat acts again. Ids alone count: a set of a timestamp
// (updated_at) changes a value, it makes nothing new.
func (a *analyzer) freshArgument(fn *ssa.Function, common *ssa.CallCommon) bool {
	if callee := staticFunc(common); callee != nil && removesByName(callee.Name()) {
		return false // removing the new record (a clean-up) makes nothing
	}
	fresh, ok := a.freshIDs[fn]
	if !ok {
		fresh = freshIDs(fn)
		a.freshIDs[fn] = fresh
	}
	if len(fresh) == 0 {
		return false
	}
	for _, v := range args(common) {
		if !isContext(v.Type()) && flow.Derives(v, fresh) {
			return true
		}
	}
	return false
}

// freshIDs returns the results of fn's calls of an id generator, and the
// buffers it fills with random bytes (rand.Read(b); hex.EncodeToString(b)).
func freshIDs(fn *ssa.Function) map[ssa.Value]bool {
	out := make(map[ssa.Value]bool)
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			sf := call.Call.StaticCallee()
			if sf == nil {
				continue
			}
			callee, ok := sf.Object().(*types.Func)
			switch {
			case !ok:
			case generatesID(callee):
				out[call] = true
			case callee.Name() == "Read" && callee.Pkg() != nil && (callee.Pkg().Path() == "crypto/rand" || callee.Pkg().Path() == "math/rand") &&
				callee.Signature().Recv() == nil && len(call.Call.Args) == 1:
				out[call.Call.Args[0]] = true
			}
		}
	}
	return out
}

// markFreshTargets turns the idempotent PUTs and PATCHes a call makes
// into writes that act again when the call's arguments (its URL) are
// computed from an id generated in fn: a PUT to base+"/"+uid+".ics" with
// a random uid makes another event on every call.
func (a *analyzer) markFreshTargets(fn *ssa.Function, call ssa.CallInstruction, effects []Effect) {
	for i := range effects {
		e := &effects[i]
		if e.Kind != KindHTTP || !e.Idempotent || e.Detail != "PUT" && e.Detail != "PATCH" {
			continue
		}
		if !a.freshArgument(fn, call.Common()) {
			return
		}
		e.Idempotent = false
		e.Detail += " to a path made from an id generated for the call"
		if g := a.local(fn); g != nil && e.Op == "" {
			e.Op = g.name // decided here: no operation's name overrides it
		}
	}
}

// generatesID reports whether fn makes a new identifier on every call
// (uuid.New, ksuid.New, xid.New, ulid.Make, crypto/rand.Text).
func generatesID(fn *types.Func) bool {
	if _, ok := volatile.Source(fn); !ok || fn.Pkg() == nil {
		return false
	}
	path := strings.ToLower(fn.Pkg().Path())
	if path == "crypto/rand" {
		return fn.Name() == "Text"
	}
	for _, gen := range volatile.IDGenerators {
		if strings.Contains(path, gen) {
			return true
		}
	}
	return false
}

// removesByName reports whether a store's command removes what it names:
// Del, Unlink, HDel, SRem, ZRem, LRem, XDel, DeleteOne.
func removesByName(name string) bool {
	lower := strings.ToLower(name)
	for _, w := range []string{"del", "rem", "unlink", "trim", "purge", "drop"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
