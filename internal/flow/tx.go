package flow

import (
	"go/types"
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
