package effects

import (
	"go/constant"
	"go/token"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// A POST whose response the caller checks for 409 Conflict (if
// resp.StatusCode == http.StatusConflict { "already invited" }) is one
// the server refuses to repeat: the code expects a second call with the
// same arguments to conflict with the first, not to act twice. Such a
// create is keyed by what it is given (an e-mail address, a name), as a
// catalogue's rejects-repeat entry is.

// markConflictChecked marks the non-idempotent HTTP writes of a call
// whose response the function tests for 409 Conflict as writes the
// server refuses to repeat.
func markConflictChecked(call ssa.CallInstruction, effects []Effect) {
	acts := func(e Effect) bool {
		return e.Kind == KindHTTP && !e.Idempotent && !e.RejectsRepeat && !e.IsRunTime()
	}
	if !slices.ContainsFunc(effects, acts) || !conflictChecked(call) {
		return
	}
	for i, e := range effects {
		if acts(e) {
			effects[i].RejectsRepeat = true
		}
	}
}

// conflictChecked reports whether the *http.Response a call returns has
// its StatusCode compared with 409.
func conflictChecked(call ssa.CallInstruction) bool {
	v := call.Value()
	if v == nil || v.Referrers() == nil {
		return false
	}
	for _, resp := range responses(v) {
		for _, r := range *resp.Referrers() {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || fieldName(fa) != "StatusCode" {
				continue
			}
			for _, l := range *fa.Referrers() {
				if load, ok := l.(*ssa.UnOp); ok && load.Op == token.MUL && comparedWithConflict(load) {
					return true
				}
			}
		}
	}
	return false
}

// responses returns the values of a call's results that are an
// *http.Response.
func responses(v ssa.Value) []ssa.Value {
	if isHTTPResponsePtr(v.Type()) {
		return []ssa.Value{v}
	}
	var out []ssa.Value
	for _, r := range *v.Referrers() {
		if ext, ok := r.(*ssa.Extract); ok && isHTTPResponsePtr(ext.Type()) && ext.Referrers() != nil {
			out = append(out, ext)
		}
	}
	return out
}

// comparedWithConflict reports whether a status code is tested for
// equality with 409, as a switch's case is.
func comparedWithConflict(code ssa.Value) bool {
	for _, r := range *code.Referrers() {
		b, ok := r.(*ssa.BinOp)
		if !ok || b.Op != token.EQL && b.Op != token.NEQ {
			continue
		}
		for _, side := range []ssa.Value{b.X, b.Y} {
			if c, ok := side.(*ssa.Const); ok && c.Value != nil && c.Value.Kind() == constant.Int {
				if n, ok := constant.Int64Val(c.Value); ok && n == 409 { // http.StatusConflict
					return true
				}
			}
		}
	}
	return false
}
