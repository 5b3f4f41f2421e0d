package effects

import (
	"go/constant"
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// A claim row.
//
// A write that runs only when an insert that skips a duplicate
// (INSERT ... ON CONFLICT DO NOTHING, INSERT IGNORE, INSERT OR IGNORE),
// or a delete, affected a row runs once per key: a repeat inserts or
// deletes nothing and skips the write. The claim is read where the row count is tested (n == 1,
// n > 0, n != 0 after res.RowsAffected()), or through a function of the
// package that returns that test (if !claim(ctx, db, key) { continue }).
// The writes under it are idempotent, and their detail says why.

// markClaimed makes idempotent the effects of a call in block b that runs
// only after a successful claim.
func markClaimed(b *ssa.BasicBlock, effects []Effect) {
	if len(effects) == 0 || !claimedAt(b) {
		return
	}
	for i := range effects {
		if !effects[i].Idempotent {
			effects[i].Idempotent, effects[i].RejectsRepeat = true, false
			effects[i].Detail += " once per claimed row"
		}
	}
}

// claimedAt reports whether b runs only on the branch of a dominating if
// where a claim succeeded.
func claimedAt(b *ssa.BasicBlock) bool {
	for d := b.Idom(); d != nil; d = d.Idom() {
		iff, ok := lastInstr(d).(*ssa.If)
		if !ok {
			continue
		}
		cond, branch := iff.Cond, 0
		if not, ok := cond.(*ssa.UnOp); ok && not.Op == token.NOT {
			cond, branch = not.X, 1
		}
		if s := d.Succs[branch]; enteredOnlyFrom(s, d) && s.Dominates(b) && isClaim(cond, 1) {
			return true
		}
		// if !claim(...) { continue }: the other branch is the claim's.
		if s := d.Succs[1-branch]; isClaim(cond, 1) && leaves(s) && d.Succs[branch].Dominates(b) {
			return true
		}
	}
	return false
}

// leaves reports whether a block only leaves: returns, or jumps away
// without calls (a continue).
func leaves(b *ssa.BasicBlock) bool {
	if _, ok := lastInstr(b).(*ssa.Return); ok {
		return true
	}
	return len(b.Succs) == 1 && !callsAnything(b) && len(b.Preds) == 1
}

// isClaim reports whether v is true exactly when a claim inserted its row:
// a test of the rows a skipping insert affected, or a call of a function
// of the package that returns one (depth bounds how deep).
func isClaim(v ssa.Value, depth int) bool {
	switch x := v.(type) {
	case *ssa.BinOp:
		n, k := x.X, x.Y
		if _, ok := n.(*ssa.Const); ok {
			n, k = k, n
		}
		c, ok := k.(*ssa.Const)
		if !ok || c.Value == nil || c.Value.Kind() != constant.Int || !claimedRows(n) {
			return false
		}
		one, zero := constant.Compare(c.Value, token.EQL, constant.MakeInt64(1)), constant.Sign(c.Value) == 0
		switch x.Op {
		case token.EQL, token.GEQ:
			return one
		case token.NEQ, token.GTR:
			return zero
		}
	case *ssa.Extract:
		// claimed, err := a.claim(ctx, key): the first result.
		if call, ok := x.Tuple.(*ssa.Call); ok && x.Index == 0 {
			return claimReturned(call, 0, depth)
		}
	case *ssa.Call:
		return claimReturned(x, -1, depth)
	}
	return false
}

// claimReturned reports whether every return of a function of the
// package that a call runs gives, in result i (-1: the only one), false
// or a claim, and one gives a claim.
func claimReturned(x *ssa.Call, i int, depth int) bool {
	fn := x.Call.StaticCallee()
	if fn == nil || depth == 0 || len(fn.Blocks) == 0 {
		return false
	}
	found := false
	for _, b := range fn.Blocks {
		ret, ok := lastInstr(b).(*ssa.Return)
		if !ok || len(ret.Results) == 0 || i < 0 && len(ret.Results) != 1 {
			continue
		}
		switch r := ret.Results[max(i, 0)]; {
		case isZeroConst(r):
		case isClaim(r, depth-1):
			found = true
		default:
			return false
		}
	}
	return found
}

// claimedRows reports whether v is the count of rows that an insert
// skipping a duplicate affected: res.RowsAffected() of its result.
func claimedRows(v ssa.Value) bool {
	ext, ok := v.(*ssa.Extract)
	if !ok || ext.Index != 0 {
		return false
	}
	call, ok := ext.Tuple.(*ssa.Call)
	if !ok || call.Call.Method == nil && (call.Call.StaticCallee() == nil || call.Call.StaticCallee().Name() != "RowsAffected") {
		return false
	}
	if call.Call.Method != nil && call.Call.Method.Name() != "RowsAffected" {
		return false
	}
	res := call.Call.Value
	if call.Call.Method == nil && len(call.Call.Args) > 0 {
		res = call.Call.Args[0]
	}
	rext, ok := res.(*ssa.Extract)
	if !ok || rext.Index != 0 {
		return false
	}
	exec, ok := rext.Tuple.(*ssa.Call)
	if !ok {
		return false
	}
	for _, a := range exec.Call.Args {
		if q, ok := constString(a); ok {
			// An insert that skips a duplicate, or a delete: a repeat
			// affects no row.
			if d, idempotent, write := ClassifySQL(q); write && idempotent && (strings.HasPrefix(d, "INSERT") || strings.HasPrefix(d, "DELETE")) {
				return true
			}
		}
	}
	return false
}
