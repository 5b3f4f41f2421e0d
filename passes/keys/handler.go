package keys

import (
	"fmt"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/tools"
	"github.com/idemlint/idemlint/passes/volatile"
	"golang.org/x/tools/go/ssa"
)

// A handler holds the state of the analysis of one function of a tool:
// its handler, or a function of the package the handler calls.
type handler struct {
	pkg  *types.Package
	tool *tools.Tool
	fn   *ssa.Function
	eff  *effects.Result
	cfg  *config.Config
	vol  *volatile.Result
	// helpers are the package's error helpers (passes/timeouts): a
	// return of ToolError(log, "workspace is locked", nil) is a failure.
	helpers flow.Helpers
	input   *ssa.Parameter // the handler's parameter carrying the arguments, or nil
	// bind binds a callee's parameters to the caller's arguments; nil
	// for the handler, and for a callee seen only by exposure.
	bind *binding

	// isRoot is true for the tool's handler, false for the functions it
	// calls.
	isRoot bool

	// For dispatch-style handlers, only instructions in [lo, hi) belong
	// to the tool. Finding them means a look at every instruction of the
	// function all the dispatch's tools share, so they are kept.
	lo, hi  token.Pos
	inRange []ssa.Instruction

	// open makes every name the handler reads from its input a tool
	// parameter: the analysis of a body whose tool, and so whose
	// parameters, are declared in another package (see foreign.go).
	open bool

	// made are the arguments of the call that made the handler, a
	// closure its factory returns (makeHandler(node, "get_pages")):
	// constants, nil where not one. They decide what the closure's
	// captured variables name (effects.Captured).
	made []ssa.Value

	keys map[ssa.Value]*Key
	out  *Tool
}

func newHandler(pkg *types.Package, t *tools.Tool, fn *ssa.Function, eff *effects.Result, cfg *config.Config, vol *volatile.Result, hs flow.Helpers) *handler {
	h := &handler{pkg: pkg, tool: t, fn: fn, eff: eff, cfg: cfg, vol: vol, helpers: hs, isRoot: true, keys: make(map[ssa.Value]*Key)}
	if in := t.Handler.Input; in >= 0 && t.Handler.Dispatch == nil {
		if fn.Signature.Recv() != nil {
			in++
		}
		if in < len(fn.Params) {
			h.input = fn.Params[in]
		}
	}
	if stmts := t.Handler.Stmts; len(stmts) > 0 {
		h.lo, h.hi = stmts[0].Pos(), stmts[len(stmts)-1].End()
	}
	return h
}

// callee returns a handler for fn, a function of the package that the
// function of h calls: the whole function is looked at, its parameters
// are bound to the call's arguments by bind (nil: not bound), and the
// tool's input stays the handler's.
func (h *handler) callee(fn *ssa.Function, bind *binding) *handler {
	return &handler{pkg: h.pkg, tool: h.tool, fn: fn, eff: h.eff, cfg: h.cfg, vol: h.vol, helpers: h.helpers, input: h.input, bind: bind, open: h.open, keys: make(map[ssa.Value]*Key)}
}

// instructions calls f for every instruction of the handler and of the
// function literals it creates, in source order of functions.
func (h *handler) instructions(f func(ssa.Instruction)) {
	if h.lo.IsValid() && h.inRange == nil {
		h.inRange = []ssa.Instruction{}
		h.visit(func(instr ssa.Instruction) { h.inRange = append(h.inRange, instr) })
	}
	if h.inRange != nil {
		for _, instr := range h.inRange {
			f(instr)
		}
		return
	}
	h.visit(f)
}

// visit is instructions without the kept list.
func (h *handler) visit(f func(ssa.Instruction)) {
	var visit func(fn *ssa.Function)
	visit = func(fn *ssa.Function) {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				if h.lo.IsValid() && fn == h.fn && (instr.Pos() < h.lo || instr.Pos() >= h.hi) && instr.Pos().IsValid() {
					continue
				}
				f(instr)
			}
		}
		for _, anon := range fn.AnonFuncs {
			if h.lo.IsValid() && (anon.Pos() < h.lo || anon.Pos() >= h.hi) {
				continue
			}
			visit(anon)
		}
	}
	visit(h.fn)
}

// inlined reports whether call calls a function literal whose body the
// handler visits as its own (instructions): a helper it makes and calls
// (addSection := func(name, method string) {...}; addSection(...)).
func (h *handler) inlined(call ssa.CallInstruction) bool {
	v := call.Common().Value // go func(...) {...}(i, t) too
	if mc, ok := v.(*ssa.MakeClosure); ok {
		v = mc.Fn // one with free variables; one without is the function itself
	}
	lit, ok := v.(*ssa.Function)
	if !ok || lit.Parent() == nil || h.lo.IsValid() && (lit.Pos() < h.lo || lit.Pos() >= h.hi) {
		return false
	}
	for p := lit.Parent(); p != nil; p = p.Parent() {
		if p == h.fn {
			return true
		}
	}
	return false
}

func (h *handler) analyse() *Tool {
	h.out = &Tool{Tool: h.tool, Fn: h.fn}
	h.instructions(func(instr ssa.Instruction) {
		switch instr := instr.(type) {
		case *ssa.Store:
			h.store(instr)
		case *ssa.MapUpdate:
			h.mapUpdate(instr)
		case ssa.CallInstruction:
			h.call(instr)
		}
	})
	held := make([]map[ssa.Value]bool, len(h.out.Writes))
	for i, w := range h.out.Writes {
		held[i] = callContents(w.Call)
	}
	// A slot set on a struct that reaches no provider is no slot: a
	// ClientOrderId on the record a tool logs or returns to the model.
	h.out.Uses = slices.DeleteFunc(h.out.Uses, func(u *Use) bool {
		return u.Kind == ProviderSlot && u.root != nil && u.Call == nil && !h.handedOn(u, held)
	})
	for i, w := range h.out.Writes {
		if h.givesTarget(w) {
			w.Effects = setsTarget(w.Effects)
		}
		if !w.Idempotent() && refusesDuplicate(held[i]) {
			w.Effects = refused(w.Effects)
		}
		h.connect(w, held[i])
		if r := h.stateCheck(w); r != nil {
			w.StateCheck = calleeName(r.Common())
		}
		w.Named = h.namedBy(w, held[i])
	}
	inheritNames(h.out.Writes)
	// Before anything is asked of the writes (exposure, what a repeat
	// does), in the handler and in each function of the package it
	// calls alike.
	setAsideSideWrites(h.out)
	return h.out
}

func (h *handler) use(u *Use) {
	if u.Key == nil {
		return
	}
	h.out.Uses = append(h.out.Uses, u)
}

// store recognises params.IdempotencyKey = v and its kin.
func (h *handler) store(s *ssa.Store) {
	fa, ok := s.Addr.(*ssa.FieldAddr)
	if !ok {
		return
	}
	field := flow.FieldOf(fa.X.Type(), fa.Field)
	if field == nil || !(isSlotField(field.Name()) || h.cfg.IsKeySlotField(qualifiedField(fa.X.Type(), field))) {
		return
	}
	h.use(&Use{Kind: ProviderSlot, Slot: field.Name(), Instr: s, Pos: s.Pos(), Key: h.trace(s.Val), root: root(fa.X)})
}

// mapUpdate recognises header["Idempotency-Key"] = []string{v}.
func (h *handler) mapUpdate(m *ssa.MapUpdate) {
	if !isNamedType(m.Map.Type(), "net/http", "Header") {
		return
	}
	if name, ok := constString(m.Key); ok && isSlotHeader(name) {
		h.use(&Use{Kind: ProviderSlot, Slot: name + " header", Instr: m, Pos: m.Pos(), Key: h.trace(m.Value), root: root(m.Map)})
	}
}

func (h *handler) call(call ssa.CallInstruction) {
	common := call.Common()
	fn := flow.Callee(common)
	args := common.Args
	recv := ssa.Value(nil)
	if common.IsInvoke() {
		recv = common.Value
	} else if fn != nil && fn.Signature().Recv() != nil && len(args) > 0 {
		recv, args = args[0], args[1:]
	}

	// The set-up of a read (a schema made, defaults stored on first use)
	// is no write of the tool: a read-only tool that lists releases is
	// one, whatever its store does the first time.
	effs := effects.InLiteral(call, h.eff.CallEffects(call))
	if h.made != nil && call.Parent() == h.fn {
		effs = effects.Captured(call, effs, h.made)
	}
	if h.inlined(call) {
		effs = nil // its body's calls are the tool's own, visited as they are
	}
	if h.isRoot && h.input != nil {
		// The statement or method the tool's input holds is the model's.
		effs = append(slices.Clone(effs), h.eff.InputEffects(call, h.tool.Handler.Input)...)
	}
	if c, ok := call.(*ssa.Call); ok && len(effs) > 0 && !slices.ContainsFunc(effs, func(e effects.Effect) bool { return !e.IsSetUp() }) {
		h.out.setUp = append(h.out.setUp, c)
	}
	if d, ok := call.(*ssa.Defer); ok && len(effs) > 0 && !slices.ContainsFunc(effs, func(e effects.Effect) bool { return !e.Removes() }) {
		h.out.removals = append(h.out.removals, d)
	}
	if effs := slices.DeleteFunc(slices.Clone(effs), effects.Effect.IsSetUp); len(effs) > 0 {
		for i := range effs {
			effs[i] = effects.ItemUpdate(effs[i]) // no name in the chain decided a POST to one item's address
		}
		if call.Parent() != h.fn && effects.RunsDetached(call.Parent()) {
			// Made in a goroutine the handler starts and does not wait
			// on (go func() { _ = store.SaveAlias(...) }()): a side write.
			for i := range effs {
				effs[i].Detached = true
			}
		}
		h.out.Writes = append(h.out.Writes, &Write{Call: call, Effects: effs, Pos: call.Pos()})
	}
	if fn == nil {
		return
	}
	name := fn.Name()

	// A guarded runner looks its key argument up before it runs the
	// work it is given (the write above, in the literal it is handed).
	if g := h.eff.GuardedRun(fn); g != nil && g.Key < len(args) {
		key := h.traceHashed(args[g.Key])
		key.Derived = key.Derived || g.Derived // the runner hashes what it is given
		h.use(&Use{Kind: LedgerLookup, Slot: shortName(fn), Instr: call, Pos: call.Pos(), Key: key, Call: call, Runner: true})
		return
	}
	// A ledger operation: its key argument is looked up or recorded.
	if h.eff.IsLedger(fn) || isRedisClaim(fn) {
		kind, claim, ok := ledgerOp(fn)
		switch op, configured := h.cfg.LedgerOp(config.FuncName(fn)); {
		case !configured:
		case op == config.OpLookup:
			kind, claim, ok = LedgerLookup, false, true
		case op == config.OpClaim:
			kind, claim, ok = LedgerLookup, true, true
		case op == config.OpRecord:
			kind, claim, ok = LedgerRecord, false, true
		}
		if !ok {
			return
		}
		if key := firstKeyArg(args); key != nil {
			h.use(&Use{Kind: kind, Slot: shortName(fn), Instr: call, Pos: call.Pos(), Key: h.trace(key),
				Call: call, Claim: claim, TTL: durationArg(args)})
		}
		return
	}
	// A deduplication key the catalogue knows an SDK to take through a
	// call: an option (nats.MsgId(key)), held by the write it is passed
	// to, or a header of the SDK's own type (msg.Header.Set("Nats-Msg-Id",
	// key)), held by the message.
	if ks, ok := effects.LookupKeySlot(fn); ok {
		switch {
		case ks.Header != "":
			if len(args) != 2 || recv == nil {
				break
			}
			if hdr, ok := constString(args[0]); ok && strings.EqualFold(hdr, ks.Header) {
				h.use(&Use{Kind: ProviderSlot, Slot: hdr + " header", Instr: call, Pos: call.Pos(), Key: h.trace(args[1]), root: root(recv)})
			}
		case ks.Arg < len(args):
			if v, ok := call.(ssa.Value); ok {
				h.use(&Use{Kind: ProviderSlot, Slot: fn.Name(), Instr: call, Pos: call.Pos(), Key: h.trace(args[ks.Arg]), root: v})
			}
		}
		return
	}
	// A provider setter: params.SetIdempotencyKey(v).
	if strings.HasPrefix(name, "Set") && isSlotField(strings.TrimPrefix(name, "Set")) && len(args) == 1 {
		h.use(&Use{Kind: ProviderSlot, Slot: name, Instr: call, Pos: call.Pos(), Key: h.trace(args[0]), root: root(recv)})
		return
	}
	// An HTTP header: req.Header.Set("Idempotency-Key", v).
	if (name == "Set" || name == "Add") && recv != nil && isNamedType(recv.Type(), "net/http", "Header") && len(args) == 2 {
		if hdr, ok := constString(args[0]); ok && isSlotHeader(hdr) {
			h.use(&Use{Kind: ProviderSlot, Slot: hdr + " header", Instr: call, Pos: call.Pos(), Key: h.trace(args[1]), root: root(recv)})
		}
		return
	}
	// A configured slot argument.
	for _, i := range h.cfg.KeySlotArgs(config.FuncName(fn)) {
		if i >= 0 && i < len(args) {
			h.use(&Use{Kind: ProviderSlot, Slot: fmt.Sprintf("%s argument %d", fn.Name(), i), Instr: call, Pos: call.Pos(), Key: h.trace(args[i]), Call: call})
		}
	}
	// A parameter whose name says key: pay.Refund(ctx, id, amount, idempotencyKey).
	sig := fn.Signature()
	for i := 0; i < sig.Params().Len() && i < len(args); i++ {
		if s, ok := constString(args[i]); ok && s == "" {
			continue // an empty key is the API's way of saying "no key"
		}
		if isKeyParamName(sig.Params().At(i).Name()) && isStringish(args[i].Type()) {
			h.use(&Use{Kind: ProviderSlot, Slot: sig.Params().At(i).Name(), Instr: call, Pos: call.Pos(), Key: h.trace(args[i]), Call: call})
		}
	}
}

// connect finds, for a write call, the key slots it receives, the ledger
// lookup that dominates it and that lookup's "found" branch.
// held is what the call's receiver and arguments hold (contents), so a
// slot nested anywhere in the request counts.
func (h *handler) connect(w *Write, held map[ssa.Value]bool) {
	for _, u := range h.out.Uses {
		switch u.Kind {
		case ProviderSlot:
			if u.Call == w.Call || (u.root != nil && held[u.root]) {
				w.Slots = append(w.Slots, u)
			}
		case LedgerLookup:
			if w.Lookup == nil && flow.Dominates(u.Instr, w.Call) {
				w.Lookup = u
				w.Found = foundBlock(u)
			}
		}
	}
}

// foundBlock returns the successor entered when a lookup finds its key:
// the true branch of `if found`, the false branch of `if !found` or of a
// claim's "acquired" result, the true branch of `if entry != nil`.
func foundBlock(u *Use) *ssa.BasicBlock {
	v, ok := u.Call.(ssa.Value)
	if !ok {
		return nil
	}
	var results []ssa.Value
	if _, isTuple := v.Type().(*types.Tuple); isTuple {
		for _, ref := range *v.Referrers() {
			if ex, ok := ref.(*ssa.Extract); ok {
				results = append(results, ex)
			}
		}
	} else {
		results = append(results, v)
	}
	for _, m := range namedMeanings(u, results) {
		r, claim := m.v, m.claim
		isBool := flow.IsBoolType(r.Type())
		for _, ref := range *r.Referrers() {
			var cond ssa.Value
			negate := false
			switch ref := ref.(type) {
			case *ssa.If:
				if isBool {
					cond = r
				}
			case *ssa.UnOp:
				if ref.Op == token.NOT && isBool {
					cond, negate = ref, true
				}
			case *ssa.BinOp:
				if flow.IsNil(ref.X) || flow.IsNil(ref.Y) {
					if flow.IsErrorType(r.Type()) {
						continue
					}
					cond, negate = ref, ref.Op == token.EQL
				}
			}
			if cond == nil {
				continue
			}
			for _, cref := range *cond.Referrers() {
				if iff, ok := cref.(*ssa.If); ok && len(iff.Block().Succs) == 2 {
					found := 0
					if negate != claim { // a claim's true result means "not seen before"
						found = 1
					}
					return iff.Block().Succs[found]
				}
			}
		}
	}
	return nil
}

func constString(v ssa.Value) (string, bool) {
	c, ok := v.(*ssa.Const)
	if !ok || c.Value == nil || c.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(c.Value), true
}

// root returns the object a value is part of: the allocation or parameter
// behind field and element addresses, loads and conversions.
func root(v ssa.Value) ssa.Value {
	for range 16 {
		switch x := v.(type) {
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.Field:
			v = x.X
		case *ssa.IndexAddr:
			v = x.X
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return v
			}
			v = x.X
		case *ssa.ChangeType:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.Convert:
			v = x.X
		default:
			return v
		}
	}
	return v
}

// qualifiedField names a field as the configuration does: "path.T.F".
func qualifiedField(t types.Type, field *types.Var) string {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return config.TypeName(n.Obj()) + "." + field.Name()
	}
	return ""
}

func isNamedType(t types.Type, pkg, name string) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Name() == name && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg
}

func shortName(fn *types.Func) string {
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		ptr := ""
		if p, ok := t.(*types.Pointer); ok {
			t, ptr = p.Elem(), "*"
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			return "(" + ptr + n.Obj().Name() + ")." + fn.Name()
		}
	}
	return fn.Name()
}

// inheritNames gives a write that runs only after a named create
// succeeded, or takes what it returned (insertDays(ctx, tx, id) after
// INSERT INTO events ... RETURNING id, the event named by its slug), the
// create's name: a repeat the provider refuses for the name stops before
// it, and one it accepts repeats both.
func inheritNames(writes []*Write) {
	for _, w := range writes {
		if w.Named != "" || w.Idempotent() || w.RejectsRepeat() {
			continue
		}
		for _, first := range writes {
			if first == w || first.Named == "" || !flow.Dominates(first.Call, w.Call) {
				continue
			}
			if takesResultOf(w.Call, first.Call) || onlyAfterSuccess(w.Call, first.Call) {
				w.Named = first.Named
				break
			}
		}
	}
}

// onlyAfterSuccess reports whether call runs only where an earlier
// call's error was found nil (if err != nil { return ... } before it).
func onlyAfterSuccess(call, earlier ssa.CallInstruction) bool {
	errv := flow.CallError(earlier)
	if errv == nil {
		return false
	}
	for _, b := range flow.NilBranches(errv) {
		if b.IsNilOnly && b.IsNilBlock.Dominates(call.Block()) {
			return true
		}
	}
	return false
}

// takesResultOf reports whether a call takes, in an argument other than
// a context or a transaction, what an earlier call returned: its result,
// or what a Scan of it filled (QueryRow(...).Scan(&id)).
func takesResultOf(call, earlier ssa.CallInstruction) bool {
	v, ok := earlier.(ssa.Value)
	if !ok {
		return false
	}
	results := map[ssa.Value]bool{v: true}
	for _, r := range *v.Referrers() {
		c, ok := r.(ssa.CallInstruction)
		if !ok {
			continue
		}
		for _, a := range c.Common().Args {
			for _, alloc := range filled(a) {
				results[alloc] = true
				for _, ar := range *alloc.Referrers() {
					if load, ok := ar.(*ssa.UnOp); ok && load.Op == token.MUL {
						results[load] = true
					}
				}
			}
		}
	}
	for _, a := range call.Common().Args {
		if flow.IsContextType(a.Type()) || flow.IsTx(a.Type()) {
			continue
		}
		if flow.Derives(a, results) {
			return true
		}
	}
	return false
}

// filled returns the variables a call's argument lets it fill: &id, or
// each &x of a variadic ...any (row.Scan(&id, &name)).
func filled(arg ssa.Value) []*ssa.Alloc {
	if mi, ok := arg.(*ssa.MakeInterface); ok {
		arg = mi.X
	}
	if alloc, ok := arg.(*ssa.Alloc); ok {
		return []*ssa.Alloc{alloc}
	}
	sl, ok := arg.(*ssa.Slice)
	if !ok {
		return nil
	}
	array, ok := sl.X.(*ssa.Alloc)
	if !ok {
		return nil
	}
	var out []*ssa.Alloc
	for _, r := range *array.Referrers() {
		ia, ok := r.(*ssa.IndexAddr)
		if !ok {
			continue
		}
		for _, rr := range *ia.Referrers() {
			if st, ok := rr.(*ssa.Store); ok && st.Addr == ia {
				if mi, ok := st.Val.(*ssa.MakeInterface); ok {
					if alloc, ok := mi.X.(*ssa.Alloc); ok {
						out = append(out, alloc)
					}
				}
			}
		}
	}
	return out
}
