package effects

import (
	"go/types"

	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// A write is detached from a function when its failure cannot reach the
// function's callers: it is made in a goroutine, by a call whose results
// the caller drops, or below a function that returns nothing and lets no
// error out (a relay to peer nodes, a
// notification, a telemetry row whose error is only logged). Whether it
// happened, nothing the caller returns can say: it is a side write of
// whatever the caller does (Effect.Detached).

// leaksErrors reports whether fn can hand an error to someone other than
// its results: it sends on a channel, panics, stores an error where its
// caller or another goroutine can read it (a field, a pointer parameter,
// a captured variable, a package variable), puts one in a map it did not
// make, or passes one to a function value (a callback). A function of
// its own or another package that it hands an error to is taken for a
// log line: that is what a function that returns nothing does with one.
func leaksErrors(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch in := instr.(type) {
			case *ssa.Send, *ssa.Panic:
				return true
			case *ssa.Store:
				if carriesError(in.Val.Type()) && !localAddr(fn, in.Addr) {
					return true
				}
			case *ssa.MapUpdate:
				if _, made := in.Map.(*ssa.MakeMap); !made && (carriesError(in.Value.Type()) || carriesError(in.Key.Type())) {
					return true
				}
			case ssa.CallInstruction:
				c := in.Common()
				if c.IsInvoke() || c.StaticCallee() != nil {
					continue
				}
				for _, arg := range c.Args {
					if carriesError(arg.Type()) {
						return true
					}
				}
			}
		}
	}
	return false
}

// carriesError reports whether a value of type t is or holds an error
// (an error, a pointer to one, a struct with an error field).
func carriesError(t types.Type) bool {
	for range 4 {
		if flow.IsErrorType(t) {
			return true
		}
		switch u := t.Underlying().(type) {
		case *types.Pointer:
			t = u.Elem()
		case *types.Struct:
			for i := range u.NumFields() {
				if flow.IsErrorType(u.Field(i).Type()) {
					return true
				}
			}
			return false
		default:
			return false
		}
	}
	return false
}

// localAddr reports whether addr is memory of fn's own frame: an Alloc of
// fn, or a field or element of one.
func localAddr(fn *ssa.Function, addr ssa.Value) bool {
	for range 8 {
		switch a := addr.(type) {
		case *ssa.Alloc:
			return a.Parent() == fn
		case *ssa.FieldAddr:
			addr = a.X
		case *ssa.IndexAddr:
			addr = a.X
		default:
			return false
		}
	}
	return false
}

// goDetaches reports whether a go statement's call leaves its writes'
// failures to no one: the goroutine's function, when it is of the
// package (g), lets no error out, and an imported one is handed no
// channel and no function to report through.
func goDetaches(call ssa.CallInstruction, g *fnInfo) bool {
	if _, ok := call.(*ssa.Go); !ok {
		return false
	}
	if g != nil {
		return !g.leaks
	}
	for _, arg := range call.Common().Args {
		switch arg.Type().Underlying().(type) {
		case *types.Chan, *types.Signature:
			return false
		}
	}
	return true
}

// RunsDetached reports whether fn, a function literal, runs in a
// goroutine its enclosing function starts (go func() { ... }()), itself
// or inside one, and lets no error out: what it writes is a side write
// of whatever starts it.
func RunsDetached(fn *ssa.Function) bool {
	for ; fn != nil && fn.Parent() != nil; fn = fn.Parent() {
		if startedByGo(fn) {
			return !leaksErrors(fn)
		}
	}
	return false
}

// startedByGo reports whether a go statement of fn's enclosing function
// runs fn.
func startedByGo(fn *ssa.Function) bool {
	for _, b := range fn.Parent().Blocks {
		for _, instr := range b.Instrs {
			g, ok := instr.(*ssa.Go)
			if !ok {
				continue
			}
			switch v := g.Call.Value.(type) {
			case *ssa.Function:
				if v == fn {
					return true
				}
			case *ssa.MakeClosure:
				if v.Fn == fn {
					return true
				}
			}
		}
	}
	return false
}

// Discarded reports whether a call's results, its error among them, are
// all dropped: see discarded.
func Discarded(call ssa.CallInstruction) bool { return discarded(call) }

// discarded reports whether a call's results, its error among them, are
// all dropped (`_ = s.AddEvent(...)`, or a call made as a statement): the
// caller never learns whether the write it makes happened.
func discarded(call ssa.CallInstruction) bool {
	c, ok := call.(*ssa.Call)
	if !ok || c.Call.Signature().Results().Len() == 0 {
		return false
	}
	refs := c.Referrers()
	if refs == nil {
		return false
	}
	for _, r := range *refs {
		ex, ok := r.(*ssa.Extract)
		if !ok {
			return false
		}
		if er := ex.Referrers(); er != nil && len(*er) > 0 {
			return false
		}
	}
	return true
}

// detach marks effects as detached from the caller.
func detach(effects []Effect) {
	for i := range effects {
		effects[i].Detached = true
	}
}

// leavesNext reports whether the function returns right after call, in
// its block (c.Close(); return nil, err: the clean-up of a failed open).
func leavesNext(call ssa.CallInstruction) bool {
	b := call.Block()
	if b == nil {
		return false
	}
	after := false
	for _, instr := range b.Instrs {
		if instr == call {
			after = true
			continue
		}
		if !after {
			continue
		}
		switch instr.(type) {
		case *ssa.Return:
			return true
		case ssa.CallInstruction, *ssa.Store, *ssa.Jump, *ssa.If:
			return false
		}
	}
	return false
}

// tearsDown reports whether call is a deferred Close, Logout or
// Disconnect of what the function opened (defer c.Close()), or one made
// just before it returns: the end of
// a session, not a write of the function's, whatever the protocol does
// on it (IMAP's CLOSE expunges only what a Store marked deleted, which
// the Store's own write stands for).
func tearsDown(call ssa.CallInstruction) bool {
	if _, ok := call.(*ssa.Defer); !ok && !(leavesNext(call) && (discarded(call) || noResults(call))) {
		return false
	}
	c := call.Common()
	name := ""
	if c.IsInvoke() {
		name = c.Method.Name()
	} else if fn := c.StaticCallee(); fn != nil && fn.Signature.Recv() != nil {
		name = fn.Name()
	}
	switch name {
	case "Close", "Logout", "Disconnect":
		return len(c.Args) <= 1 // the receiver alone
	}
	return false
}

func noResults(call ssa.CallInstruction) bool {
	return call.Common().Signature().Results().Len() == 0
}
