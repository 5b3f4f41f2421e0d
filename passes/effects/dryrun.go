package effects

import (
	"go/constant"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// A dry run writes nothing. A call whose receiver or argument is a
// request or action value whose DryRun field (DryRun, DryRunStrategy,
// ...) the function sets, at every store, to a constant that asks for
// one (true, "client", "server", "All") only renders or validates what
// it would do: helm's template is an Install with DryRun set, and an AWS
// call with DryRun: true only checks the caller's permissions. A store
// of anything else (a parameter, "none", false) leaves the write as it
// is: the caller may ask for the real thing.

// dryRun reports whether a call's receiver or an argument is a value
// whose DryRun fields the function sets only to constants that ask for
// a dry run.
func dryRun(call ssa.CallInstruction) bool {
	for _, arg := range call.Common().Args {
		if dryRunValue(arg) {
			return true
		}
	}
	return false
}

// dryRunValue reports whether the struct v points to has a DryRun field
// stored, and every store to one asks for a dry run.
func dryRunValue(v ssa.Value) bool {
	refs := v.Referrers()
	if refs == nil {
		return false
	}
	stored := false
	for _, ref := range *refs {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok || fa.X != v || !strings.HasPrefix(fieldName(fa), "DryRun") || fa.Referrers() == nil {
			continue
		}
		for _, r := range *fa.Referrers() {
			st, ok := r.(*ssa.Store)
			if !ok || st.Addr != fa {
				continue
			}
			if !asksDryRun(st.Val) {
				return false
			}
			stored = true
		}
	}
	return stored
}

// asksDryRun reports whether a value stored in a DryRun field is a
// constant that asks for one: true, or a string other than "", "none"
// and "false".
func asksDryRun(v ssa.Value) bool {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil {
		return false
	}
	switch c.Value.Kind() {
	case constant.Bool:
		return constant.BoolVal(c.Value)
	case constant.String:
		s := strings.ToLower(constant.StringVal(c.Value))
		return s != "" && s != "none" && s != "false"
	}
	return false
}

// dropDryRun removes the writes of a call that is a dry run.
func dropDryRun(call ssa.CallInstruction, r *siteResult) {
	if len(r.effects) > 0 && dryRun(call) {
		r.effects = nil
	}
}
