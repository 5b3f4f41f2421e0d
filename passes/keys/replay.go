package keys

import "golang.org/x/tools/go/ssa"

// FoundBlock returns the block entered when a ledger lookup finds its
// key: the true branch of `if found`, the false branch of `if !found` or
// of a claim's "acquired" result, the true branch of `if entry != nil`.
// It returns nil for a use that is not a lookup, or when no branch on the
// lookup's result was recognised.
func (u *Use) FoundBlock() *ssa.BasicBlock {
	if u == nil || u.Kind != LedgerLookup || u.Call == nil {
		return nil
	}
	return foundBlock(u)
}
