package keys

import (
	"go/types"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/ssa"
)

// Ledger operations, by method name.
var (
	lookupOps = []string{"Get", "Lookup", "Load", "Find", "Seen", "Exists", "Has", "Check"}
	claimOps  = []string{"Claim", "Reserve", "PutIfAbsent", "Begin", "SetNX", "TryLock", "Acquire"}
	recordOps = []string{"Put", "Record", "Save", "Store", "Set", "Complete", "Commit", "Finish", "Done"}
)

// ledgerOp classifies a ledger method by its name: a lookup, a claim (a
// lookup whose true result means "first time") or a record.
func ledgerOp(fn *types.Func) (kind UseKind, claim, ok bool) {
	name := fn.Name()
	if r, size := utf8.DecodeRuneInString(name); r != utf8.RuneError {
		name = string(unicode.ToUpper(r)) + name[size:] // checkIdempotency
	}
	has := func(ops []string) bool {
		for _, op := range ops {
			// Lookup, LookupKey; not Hash for Has or Settle for Set.
			if rest, ok := strings.CutPrefix(name, op); ok && (rest == "" || unicode.IsUpper(rune(rest[0]))) {
				return true
			}
		}
		return false
	}
	switch {
	case has(claimOps):
		return LedgerLookup, true, true
	case has(lookupOps):
		return LedgerLookup, false, true
	case has(recordOps):
		return LedgerRecord, false, true
	}
	return 0, false, false
}

// isRedisClaim recognises go-redis's SetNX, which claims a key.
func isRedisClaim(fn *types.Func) bool {
	return fn.Name() == "SetNX" && fn.Pkg() != nil && strings.Contains(fn.Pkg().Path(), "redis")
}

// firstKeyArg returns the first string-like argument: the key of a ledger
// operation (after the context).
func firstKeyArg(args []ssa.Value) ssa.Value {
	for _, a := range args {
		if isStringish(a.Type()) {
			return a
		}
	}
	return nil
}

func durationArg(args []ssa.Value) ssa.Value {
	for _, a := range args {
		if isNamedType(a.Type(), "time", "Duration") {
			return a
		}
	}
	return nil
}
