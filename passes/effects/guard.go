package effects

import (
	"go/constant"
	"go/token"
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// maxGuards bounds the guards of one effect.
const maxGuards = 4

// siteGuards returns the conditions on f's parameters under which a call
// in block b runs: each dominating if whose condition tests a boolean
// parameter, or compares a string parameter with a constant, and whose
// branch towards b is entered only from it. deeplink(ctx, args, false)
// then skips a shorten() that runs only when the third parameter holds.
func siteGuards(b *ssa.BasicBlock) []Guard {
	var out []Guard
	for d := b.Idom(); d != nil && len(out) < maxGuards; d = d.Idom() {
		for _, s := range d.Succs {
			if enteredOnlyFrom(s, d) && s.Dominates(b) {
				if g, ok := branchGuard(d, s); ok {
					out = append(out, g)
				}
				break
			}
		}
	}
	return out
}

// edgeGuards returns the guards of the end of block b: those of b's
// dominators, and the one that b itself is the branch of.
func edgeGuards(b *ssa.BasicBlock) []Guard {
	if len(b.Preds) == 1 {
		if g, ok := branchGuard(b.Preds[0], b); ok {
			return withGuards([]Guard{g}, siteGuards(b))
		}
	}
	return siteGuards(b)
}

// branchGuard returns the guard under which an if in block d enters
// block b, its successor.
func branchGuard(d, b *ssa.BasicBlock) (Guard, bool) {
	ifInstr, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
	if !ok {
		return Guard{}, false
	}
	g, ok := paramTest(ifInstr.Cond)
	if !ok {
		return Guard{}, false
	}
	switch b {
	case d.Succs[0]:
		return g, true
	case d.Succs[1]:
		g.Not = !g.Not
		return g, true
	}
	return Guard{}, false
}

func enteredOnlyFrom(b, from *ssa.BasicBlock) bool {
	return len(b.Preds) == 1 && b.Preds[0] == from
}

// paramTest returns the guard a condition is when true: a boolean
// parameter, its negation, or a string parameter compared with a
// constant.
func paramTest(cond ssa.Value) (Guard, bool) {
	switch c := cond.(type) {
	case *ssa.Parameter:
		if i := paramIndex(c); i >= 0 && isBool(c.Type()) {
			return Guard{Param: i, Value: "true"}, true
		}
	case *ssa.UnOp:
		if c.Op == token.NOT {
			if g, ok := paramTest(c.X); ok {
				g.Not = !g.Not
				return g, true
			}
		}
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ {
			return Guard{}, false
		}
		p, k := c.X, c.Y
		if _, ok := p.(*ssa.Const); ok {
			p, k = k, p
		}
		param, ok := p.(*ssa.Parameter)
		if !ok || !isString(param.Type()) && !isBool(param.Type()) {
			return Guard{}, false
		}
		i := paramIndex(param)
		s, ok := constValue(k)
		if i < 0 || !ok {
			return Guard{}, false
		}
		return Guard{Param: i, Value: s, Not: c.Op == token.NEQ}, true
	}
	return Guard{}, false
}

// constValue renders a constant boolean or string.
func constValue(v ssa.Value) (string, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil {
		return "", false
	}
	switch c.Value.Kind() {
	case constant.String:
		return constant.StringVal(c.Value), true
	case constant.Bool:
		if constant.BoolVal(c.Value) {
			return "true", true
		}
		return "false", true
	}
	return "", false
}

func isBool(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsBoolean != 0
}

// bindGuards carries a callee's guards to a call: a guard on a constant
// argument holds or not (the write cannot happen: false); one on the
// caller's own parameter becomes the caller's; any other is dropped, as
// the callee may then write. Without a call (a function literal the
// caller creates), all guards are dropped.
func bindGuards(guards []Guard, common *ssa.CallCommon) ([]Guard, bool) {
	var out []Guard
	if common == nil {
		return nil, true
	}
	for _, g := range guards {
		arg := argAt(common, g.Param)
		if s, ok := constValue(arg); ok {
			if (s == g.Value) == g.Not {
				return nil, false
			}
			continue
		}
		if p, ok := arg.(*ssa.Parameter); ok {
			if i := paramIndex(p); i >= 0 {
				out = append(out, Guard{Param: i, Value: g.Value, Not: g.Not})
			}
		}
	}
	return out, true
}

// withGuards adds guards to an effect's, without repeats, up to maxGuards.
func withGuards(have, add []Guard) []Guard {
	if len(add) == 0 {
		return have
	}
	out := slices.Clone(have)
	for _, g := range add {
		if len(out) < maxGuards && !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}

// callEffects returns the writes a call brings to its caller from the
// callee's summary: a read-named callee's POSTs dropped, unless an
// argument names their operation, the operation the call names applied, the callee's guards bound to the call's
// arguments, the call prepended, and the guards of the call's own block
// added. (The callee's own name already refined its summary: compute.)
func callEffects(callee string, effects []Effect, common *ssa.CallCommon, link Link, site []Guard) []Effect {
	short := callee
	if i := lastDot(callee); i >= 0 {
		short = callee[i+1:]
	}
	// A write whose operation the callee's parameter names is the
	// argument's to decide, whatever the callee's name (a transport
	// called fetch or query).
	var named, unnamed []Effect
	for _, e := range effects {
		e.OpFree = 0 // the callee's captured variable, out of sight here
		if e.OpParam != 0 && (e.OpField != opKey || envelopeNamed(common, e)) {
			named = append(named, e)
		} else {
			e.OpParam, e.OpField = 0, "" // a body that names no operation: the callee's name may
			unnamed = append(unnamed, e)
		}
	}
	switch {
	case constructsClient(common):
		unnamed = markSetUp(unnamed, SetUpByConstructor)
	case refreshesCredential(short):
		unnamed = markSetUp(unnamed, SetUpByRefresh)
	case opensSession(short):
		unnamed = markSetUp(unnamed, SetUpBySession)
	}
	effects = append(readCallEffects(short, unnamed), bindOpParams(named, common)...)
	if op, ok := callOperation(common, short); ok {
		effects = applyOperation(op, effects)
	}
	var out []Effect
	for _, e := range effects {
		guards, ok := bindGuards(e.Guards, common)
		if !ok {
			continue // the caller never takes the branch that writes
		}
		e.Guards = withGuards(guards, site)
		e.Chain = prepend(link, e.Chain)
		out = append(out, e)
	}
	return out
}

// envelopeNamed reports whether the call's argument for a sender's body
// parameter (OpField opKey) names the operation, or may: an envelope
// with an operation field, or the caller's own parameter.
func envelopeNamed(common *ssa.CallCommon, e Effect) bool {
	_, _, _, ok := namedAt(common, e.OpParam, e.OpField)
	return ok
}

// bindOpParams decides writes whose operation a parameter of the callee
// names (Effect.OpParam) by the argument the call passes: a constant
// name decides the write (a read drops it); the caller's own parameter
// takes the dependency over; anything else leaves the write undecided.
func bindOpParams(effects []Effect, common *ssa.CallCommon) []Effect {
	var out []Effect
	for _, e := range effects {
		op, param, field, ok := namedAt(common, e.OpParam, e.OpField)
		if ok && e.OpField == opKey && field != opKey {
			// The envelope's operation field, not the sender's name,
			// says what the call does.
			e.Op, e.Idempotent = "", defaultIdempotent(e)
		}
		captured := -1
		if !ok && e.OpField == "" && common != nil {
			captured = capturedIndex(argAt(common, e.OpParam-1))
		}
		e.OpParam, e.OpField = 0, ""
		switch {
		case ok && param >= 0:
			e.OpParam, e.OpField = param+1, field
		case captured >= 0:
			e.OpFree = captured + 1
		case ok:
			if e, ok = withOperation(op, e); !ok {
				continue // the call reads
			}
		}
		out = append(out, e)
	}
	return out
}

// lastDot returns the index of the dot before a qualified name's last
// element: "(*p.T).M" and "example.com/p.F" end after it.
func lastDot(qualified string) int {
	for i := len(qualified) - 1; i >= 0; i-- {
		switch qualified[i] {
		case '.':
			return i
		case '/', ')':
			return -1
		}
	}
	return -1
}

// pinnedRead reports whether a call passes for a callee's method
// parameter a value that a comparison the call runs only after pins to
// a method that reads: if method != http.MethodGet { return err }, then
// do(ctx, method, path). A read-only variant of a proxy that checks the
// model's method sends a GET, whatever the model asks. A value pinned
// to a write's method is resolved as any other.
func pinnedRead(common *ssa.CallCommon, p ParamWrite) bool {
	m, ok := pinnedMethod(common, p)
	if !ok {
		return false
	}
	_, writes := httpEffect(m, nil)
	return !writes
}

// pinnedMethod returns the constant that a comparison dominating the
// call pins its argument for the method parameter p to.
func pinnedMethod(common *ssa.CallCommon, p ParamWrite) (string, bool) {
	if p.Kind != ParamMethod || p.Field != "" || p.Options {
		return "", false
	}
	v := argAt(common, p.Index)
	if v == nil || v.Referrers() == nil {
		return "", false
	}
	var b *ssa.BasicBlock
	for _, r := range *v.Referrers() {
		if call, ok := r.(ssa.CallInstruction); ok && call.Common() == common {
			b = call.Block()
		}
	}
	if b == nil {
		return "", false
	}
	for d := b.Idom(); d != nil; d = d.Idom() {
		ifInstr, ok := lastInstr(d).(*ssa.If)
		if !ok {
			continue
		}
		c, ok := ifInstr.Cond.(*ssa.BinOp)
		if !ok || c.Op != token.EQL && c.Op != token.NEQ {
			continue
		}
		x, k := c.X, c.Y
		if _, ok := x.(*ssa.Const); ok {
			x, k = k, x
		}
		m, ok := constString(k)
		if !ok || x != v {
			continue
		}
		equal := d.Succs[0]
		if c.Op == token.NEQ {
			equal = d.Succs[1]
		}
		if enteredOnlyFrom(equal, d) && equal.Dominates(b) {
			return m, true
		}
	}
	return "", false
}
