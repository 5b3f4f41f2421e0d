package effects

import (
	"go/constant"
	"go/token"
	"slices"
	"strings"

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
//
// A write whose error the function tests for a conflict of the program's
// own (errors.Is(err, store.ErrConflict), IsAlreadyExists(err)) is one
// refused too, whatever it writes to: a unique constraint turns the
// repeat away, and the code says so.
func markConflictChecked(call ssa.CallInstruction, effects []Effect) {
	acts := func(e Effect) bool {
		return !e.Idempotent && !e.RejectsRepeat && !e.IsRunTime()
	}
	if !slices.ContainsFunc(effects, acts) {
		return
	}
	byStatus := conflictChecked(call)
	byError := !byStatus && conflictErrorChecked(call)
	for i, e := range effects {
		if acts(e) && (byStatus && e.Kind == KindHTTP || byError) {
			effects[i].RejectsRepeat = true
		}
	}
}

// conflictErrorChecked reports whether the error a call returns is
// tested for a conflict: compared with, or errors.Is given, an error
// variable named for one, or handed to a predicate named for one.
func conflictErrorChecked(call ssa.CallInstruction) bool {
	v := call.Value()
	if v == nil || v.Referrers() == nil {
		return false
	}
	var errs []ssa.Value
	if isError(v.Type()) {
		errs = append(errs, v)
	}
	for _, r := range *v.Referrers() {
		if ext, ok := r.(*ssa.Extract); ok && isError(ext.Type()) {
			errs = append(errs, ext)
		}
	}
	for _, err := range errs {
		for _, r := range *err.Referrers() {
			switch r := r.(type) {
			case *ssa.BinOp:
				if g := errGlobal(r.X); g != nil && namesConflict(g.Name()) {
					return true
				}
				if g := errGlobal(r.Y); g != nil && namesConflict(g.Name()) {
					return true
				}
			case *ssa.Call:
				fn := r.Call.StaticCallee()
				if fn == nil {
					continue
				}
				if fn.Name() == "Is" && fn.Pkg != nil && fn.Pkg.Pkg.Path() == "errors" && len(r.Call.Args) == 2 {
					if g := errGlobal(r.Call.Args[1]); g != nil && namesConflict(g.Name()) {
						return true
					}
				}
				if strings.HasPrefix(fn.Name(), "Is") && namesConflict(fn.Name()) && len(r.Call.Args) == 1 {
					return true // apierrors.IsAlreadyExists(err), IsConflict(err)
				}
			}
		}
	}
	return false
}

// namesConflict reports whether a name says a repeat was turned away:
// ErrConflict, ErrAlreadyExists, ErrDuplicateName, IsUniqueViolation.
func namesConflict(name string) bool {
	lower := strings.ToLower(name)
	if strings.Contains(lower, "notexist") || strings.Contains(lower, "nonexist") || strings.Contains(lower, "notfound") {
		return false // ErrNotExist: the opposite
	}
	for _, w := range []string{"conflict", "exist", "duplicate", "unique", "taken"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
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
