package keys

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// RepeatMayFindItGone reports whether a repeat of the tool, though it
// changes nothing more, may be told that what it removes does not exist:
// a write removes something (an HTTP DELETE, an operation named Delete or
// Remove) and neither the handler nor the functions of its package that
// it calls look at a "not found" answer. A retry sentence that says only
// "no further effect" would then leave the agent to read the 404 of its
// own retry as a failure.
func (k *Tool) RepeatMayFindItGone() bool { return k.mayFindGone }

// removes reports whether a write of the tool removes something.
func (k *Tool) removes() bool {
	for _, w := range k.Writes {
		for _, e := range w.Effects {
			if e.Removes() {
				return true
			}
		}
	}
	return false
}

// acceptsGone reports whether the handler or a function of the package
// it calls tells a "not found" answer apart: it compares with 404 or 410
// (net/http's StatusNotFound, StatusGone) or gRPC's codes.NotFound, calls
// or reads something named for it (IsNotFound, ErrNotFound,
// os.ErrNotExist, sql.ErrNoRows), or looks for "not found" in a message.
func (w *walk) acceptsGone() bool {
	found := false
	look := func(instr ssa.Instruction) {
		if found {
			return
		}
		var ops [8]*ssa.Value
		for _, op := range instr.Operands(ops[:0]) {
			if op != nil && *op != nil && namesGone(*op) {
				found = true
				return
			}
		}
		if call, ok := instr.(ssa.CallInstruction); ok && call.Common().IsInvoke() && goneName(call.Common().Method.Name()) {
			found = true
		}
	}
	w.root.instructions(look)
	for _, h := range w.callees {
		h.instructions(look)
	}
	return found
}

// namesGone reports whether v is a sign of a "not found" answer.
func namesGone(v ssa.Value) bool {
	switch v := v.(type) {
	case *ssa.Const:
		if v.Value == nil {
			return false
		}
		switch v.Value.Kind() {
		case constant.Int:
			n, ok := constant.Int64Val(v.Value)
			if named, isNamed := types.Unalias(v.Type()).(*types.Named); isNamed {
				obj := named.Obj()
				return ok && n == 5 && obj.Name() == "Code" && obj.Pkg() != nil && obj.Pkg().Path() == "google.golang.org/grpc/codes"
			}
			return ok && (n == 404 || n == 410)
		case constant.String:
			s := strings.ToLower(constant.StringVal(v.Value))
			return strings.Contains(s, "not found") || strings.Contains(s, "not exist") || strings.Contains(s, "no longer exist")
		}
	case *ssa.Global:
		return goneName(v.Name())
	case *ssa.Function:
		return goneName(v.Name())
	}
	return false
}

// goneName reports whether a name says "not found": IsNotFound,
// ErrNotFound, ErrNotExist, ErrNoRows, StatusGone.
func goneName(name string) bool {
	return strings.Contains(name, "NotFound") || strings.Contains(name, "NotExist") || strings.Contains(name, "NoRows") ||
		token.IsExported(name) && strings.HasSuffix(name, "Gone")
}
