package flow

import (
	"go/constant"
	"go/token"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// SaysFailed reports whether v, a value a return hands back, is an answer
// of the program's own type that says the call failed (MemoryOut{Success:
// false, Error: "no user in the session"}): a bool field named for
// success set to false, or an error text set. A helper of the package
// whose every answer at that result says so, or is nil, says so too
// (cfg, out, err := loadConfig(ctx); if out != nil { return out, nil }).
func SaysFailed(v ssa.Value) bool { return saysFailedDepth(v, 0) }

func saysFailedDepth(v ssa.Value, depth int) bool {
	if depth > 3 {
		return false
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return saysFailedDepth(x.X, depth)
		}
	case *ssa.Alloc:
		return storesFailure(x)
	case *ssa.Extract:
		call, ok := x.Tuple.(*ssa.Call)
		if !ok {
			return false
		}
		fn := call.Call.StaticCallee()
		if fn == nil || len(fn.Blocks) == 0 || fn.Pkg != call.Parent().Pkg {
			return false
		}
		some := false
		for _, b := range fn.Blocks {
			ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return)
			if !ok || x.Index >= len(ret.Results) {
				continue
			}
			r := ret.Results[x.Index]
			if IsNil(r) {
				continue
			}
			if !saysFailedDepth(r, depth+1) {
				return false
			}
			some = true
		}
		return some
	}
	return false
}

// storesFailure reports whether a struct literal at alloc sets a field
// that says the call failed.
func storesFailure(alloc *ssa.Alloc) bool {
	for _, ref := range *alloc.Referrers() {
		fa, ok := ref.(*ssa.FieldAddr)
		if !ok {
			continue
		}
		field := FieldOf(fa.X.Type(), fa.Field)
		if field == nil {
			continue
		}
		for _, r := range *fa.Referrers() {
			st, ok := r.(*ssa.Store)
			if !ok || st.Addr != fa {
				continue
			}
			c, isConst := st.Val.(*ssa.Const)
			switch name := strings.ToLower(field.Name()); {
			case (name == "success" || name == "ok" || name == "succeeded") && isConst && c.Value != nil && c.Value.Kind() == constant.Bool:
				if !constant.BoolVal(c.Value) {
					return true
				}
			case name == "error" || name == "err" || name == "errormessage" || name == "errmsg":
				if !isConst || c.Value != nil && c.Value.Kind() == constant.String && constant.StringVal(c.Value) != "" {
					return true
				}
			}
		}
	}
	return false
}
