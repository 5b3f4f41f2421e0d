package flow

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Transactions returns the transactions a write call runs in: its
// receiver or an argument whose type is a transaction (a named type
// whose name contains Tx, with Commit and Rollback methods).
func Transactions(c *ssa.CallCommon) map[ssa.Value]bool {
	out := make(map[ssa.Value]bool)
	vals := c.Args
	if c.IsInvoke() {
		vals = append([]ssa.Value{c.Value}, vals...)
	}
	for _, v := range vals {
		if mi, ok := v.(*ssa.MakeInterface); ok {
			v = mi.X // tx handed on as an interface of the program's (db.Exec)
		}
		if IsTx(v.Type()) {
			out[Resolve(v)] = true
		}
	}
	return out
}

// TxMethod returns the transaction a call of its method name (Commit,
// Rollback) is made on, or nil when the call is no such method of a
// transaction.
func TxMethod(c *ssa.CallCommon, name string) ssa.Value {
	fn := Callee(c)
	if fn == nil || fn.Name() != name || fn.Signature().Recv() == nil {
		return nil
	}
	var recv ssa.Value
	switch {
	case c.IsInvoke():
		recv = c.Value
	case len(c.Args) > 0:
		recv = c.Args[0]
	}
	if recv == nil || !IsTx(recv.Type()) {
		return nil
	}
	return Resolve(recv)
}

// IsTx reports whether t is a transaction: a named type (or a pointer
// to one) whose name contains Tx and that has Commit and Rollback.
func IsTx(t types.Type) bool {
	n := txNamed(t)
	if n == nil || !strings.Contains(n.Obj().Name(), "Tx") {
		return false
	}
	ms := types.NewMethodSet(types.NewPointer(n))
	if types.IsInterface(n) {
		ms = types.NewMethodSet(n)
	}
	has := func(name string) bool {
		for i := range ms.Len() {
			if ms.At(i).Obj().Name() == name {
				return true
			}
		}
		return false
	}
	return has("Commit") && has("Rollback")
}

func txNamed(t types.Type) *types.Named {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, _ := types.Unalias(t).(*types.Named)
	return n
}

// Commits returns the calls of fn that commit a transaction the write
// runs in (tx.Exec, tx.QueryRow, a statement given the tx) and run after
// it: the write is durable only there, so the Commit's error, not the
// statement's, is the one a timeout leaves unknown. A deferred Commit
// does not count. None when the write runs in no transaction, or fn
// commits it nowhere after the write.
func Commits(fn *ssa.Function, write ssa.CallInstruction) []ssa.CallInstruction {
	txs := Transactions(write.Common())
	if len(txs) == 0 {
		return nil
	}
	wb := write.Block()
	var out []ssa.CallInstruction
	for _, b := range fn.Blocks {
		if !wb.Dominates(b) {
			continue
		}
		after := b != wb
		for _, instr := range b.Instrs {
			if instr == ssa.Instruction(write) {
				after = true
				continue
			}
			c, ok := instr.(*ssa.Call)
			if !ok || !after {
				continue
			}
			if tx := TxMethod(c.Common(), "Commit"); tx != nil && txs[tx] {
				out = append(out, c)
			}
		}
	}
	return out
}

// DeferredRollback returns the transaction a deferred call rolls back:
// defer tx.Rollback(), or a deferred closure that calls Rollback on a
// transaction it captures, as code that rolls back unless a flag says the
// Commit ran does (defer func() { if !committed { tx.Rollback() } }()).
// After a Commit such a rollback does nothing either way. Nil when the
// call rolls back no transaction.
func DeferredRollback(d *ssa.Defer) ssa.Value {
	if tx := TxMethod(d.Common(), "Rollback"); tx != nil {
		return tx
	}
	mc, ok := d.Call.Value.(*ssa.MakeClosure)
	if !ok {
		return nil
	}
	fn, ok := mc.Fn.(*ssa.Function)
	if !ok {
		return nil
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			load, ok := TxMethod(c.Common(), "Rollback").(*ssa.UnOp)
			if !ok || load.Op != token.MUL {
				continue
			}
			fv, ok := load.X.(*ssa.FreeVar)
			if !ok {
				continue
			}
			if i := slices.Index(fn.FreeVars, fv); i >= 0 && i < len(mc.Bindings) {
				if alloc, ok := mc.Bindings[i].(*ssa.Alloc); ok {
					if st := soleStore(alloc); st != nil {
						return st.Val
					}
				}
			}
		}
	}
	return nil
}
