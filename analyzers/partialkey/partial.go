package partialkey

import (
	"go/token"
	"go/types"
	"slices"

	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/keys"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/ssa"
)

// A PartialKey is a key the tool derives from some of the parameters that
// identify the action but not from all of them, so two different actions
// get the same key.
type PartialKey struct {
	Key *keys.Key
	// At is the value that computes the key (the hash, the format, the
	// concatenation), with pointer helpers and conversions around it
	// stripped. Pos is its position, or the first use's when it has none.
	At  ssa.Value
	Pos token.Pos
	// Uses are the key slots and ledger operations the key reaches, in
	// source order.
	Uses []*keys.Use
	// From names the parameters the key is derived from, in declaration
	// order.
	From []string
	// Missing are the identifying parameters it leaves out, in
	// declaration order.
	Missing []MissingParam
}

// A MissingParam is an identifying parameter a key leaves out.
type MissingParam struct {
	Param *tools.Param
	// Field is the struct field that declares the parameter (a struct
	// input) or that the handler decodes it into (a local struct whose
	// JSON name is the parameter's): where an idem:"-" tag goes. Nil when
	// only a schema declares the parameter.
	Field *types.Var
}

// partialKeys returns the keys that are derived from tool parameters but
// leave out a parameter that identifies the action (tools.Tool.Identifying;
// the idem tags of a struct the handler decodes schema-declared
// parameters into count as well). Only derivations that are visible are
// judged: every source of the key is a parameter or a constant, at least
// one is a parameter, and the key is computed (Derived), not a parameter
// passed through. A key that involves a parameter named like a key
// (idempotency_key, request_id, ...) is the model's key, for modelkey;
// such parameters are never counted as missing either. Only write tools
// have partial keys.
func partialKeys(k *keys.Tool, extraNames []string) []PartialKey {
	if !k.Write() {
		return nil
	}
	identifying := k.IdentifyingParams()
	if len(identifying) == 0 {
		return nil
	}

	var out []PartialKey
	index := make(map[ssa.Value]int)
	for _, u := range k.Uses {
		key := u.Key
		if !key.Derived || !visible(key) || key.Filled {
			continue
		}
		from := key.Params()
		if len(from) == 0 || slices.Contains(from, "") {
			continue // constants only, or the whole input
		}
		if slices.ContainsFunc(from, func(name string) bool { return keys.IsKeyName(name, extraNames) }) {
			continue
		}
		var missing []MissingParam
		for _, p := range identifying {
			if !slices.Contains(from, p.Name) {
				missing = append(missing, MissingParam{Param: p, Field: k.DeclaringField(p)})
			}
		}
		if len(missing) == 0 {
			continue
		}
		at := derivation(key.Value)
		if i, ok := index[at]; ok {
			out[i].Uses = append(out[i].Uses, u)
			continue
		}
		pos := at.Pos()
		if !pos.IsValid() {
			pos = u.Pos
		}
		index[at] = len(out)
		out = append(out, PartialKey{Key: key, At: at, Pos: pos, Uses: []*keys.Use{u}, From: declOrder(k.Tool, from), Missing: missing})
	}
	return out
}

// declOrder puts parameter names in the tool's declaration order.
func declOrder(t *tools.Tool, names []string) []string {
	var out []string
	for _, p := range t.Params {
		if slices.Contains(names, p.Name) {
			out = append(out, p.Name)
		}
	}
	for _, n := range names {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// visible reports whether every source of a key is a parameter or a
// constant.
func visible(k *keys.Key) bool {
	for _, s := range k.Sources {
		if s.Kind != keys.Param && s.Kind != keys.Constant {
			return false
		}
	}
	return len(k.Sources) > 0
}

// derivation strips what hands a key on unchanged (pointer helpers such
// as stripe.String, conversions, a local variable stored once) to reach
// the value that computes it.
func derivation(v ssa.Value) ssa.Value {
	for range 16 {
		switch x := v.(type) {
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Convert:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.Call:
			arg := keys.HandsOn(x)
			if arg == nil {
				return v
			}
			v = arg
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return v
			}
			alloc, ok := x.X.(*ssa.Alloc)
			if !ok {
				return v
			}
			stored := onlyStore(alloc)
			if stored == nil {
				return v
			}
			v = stored
		case *ssa.Alloc:
			stored := onlyStore(x)
			if stored == nil {
				return v
			}
			v = stored
		default:
			return v
		}
	}
	return v
}

// onlyStore returns the value stored into a local variable when it is
// stored exactly once.
func onlyStore(a *ssa.Alloc) ssa.Value {
	var val ssa.Value
	for _, ref := range flow.Refs(a) {
		if st, ok := ref.(*ssa.Store); ok && st.Addr == a {
			if val != nil {
				return nil
			}
			val = st.Val
		}
	}
	return val
}
