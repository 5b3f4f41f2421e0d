package keys

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/internal/lazyssa"
	"github.com/idemlint/idemlint/passes/effects"
	"github.com/idemlint/idemlint/passes/timeouts"
	"github.com/idemlint/idemlint/passes/tools"
	"github.com/idemlint/idemlint/passes/volatile"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// Analyzer finds keys, their sources and their slots in tool handlers.
var Analyzer = &analysis.Analyzer{
	Name:       "keys",
	Doc:        "find where each tool's idempotency keys go and come from",
	URL:        "https://pkg.go.dev/github.com/idemlint/idemlint/passes/keys",
	Requires:   []*analysis.Analyzer{config.Analyzer, tools.Analyzer, effects.Analyzer, volatile.Analyzer, timeouts.Analyzer, lazyssa.Analyzer},
	ResultType: reflect.TypeFor[*Result](),
	FactTypes:  []analysis.Fact{new(HandlerKeys)},
	Run:        run,
}

// Result holds the keys of every tool handled in the package.
type Result struct {
	Tools []*Tool // in the order of the tools pass
	// Declared are the tools declared here whose handler is a function
	// of another package, rebuilt from its HandlerKeys fact (Foreign):
	// for the checks of a declaration only, in the order of the tools
	// pass.
	Declared []*Tool
}

// Of returns the keys of a tool, from Tools or Declared, or nil when its
// handler is not here and no fact describes it.
func (r *Result) Of(t *tools.Tool) *Tool {
	if r == nil {
		return nil
	}
	for _, k := range r.Tools {
		if k.Tool == t {
			return k
		}
	}
	for _, k := range r.Declared {
		if k.Tool == t {
			return k
		}
	}
	return nil
}

// Tool is what the analyzer found in one tool's handler and in the
// functions of the package it calls.
type Tool struct {
	Tool *tools.Tool
	Fn   *ssa.Function // the handler (for dispatch, the enclosing function)
	// Uses are every key slot and ledger operation: the handler's in
	// source order, then those of the functions of the package it calls
	// (up to three calls deep), whose parameters are bound to the
	// arguments of the first call that reaches them.
	Uses []*Use
	// Writes are the handler's write calls, in source order; a call of a
	// function of the package that writes is one of them (through its
	// effects fact).
	Writes []*Write
	// Foreign marks a tool whose handler is a function of another
	// package: Fn is nil, and Writes and Uses come from the handler's
	// HandlerKeys fact, without instructions (Call, Instr) or positions
	// of their own (a Write's Pos is where this package binds the
	// handler). Only the checks of a declaration use it; the body is
	// checked where it lives.
	Foreign bool
	// Unconfirmed says why writes the handler seemed to make were set
	// aside: the tool's author declares it read-only (readOnlyHint:
	// true) and the only evidence against that is HTTP POSTs whose
	// operation nothing names, the way RPC transports send reads. Writes
	// is then empty: the tool is not a write tool.
	Unconfirmed string
	// RepeatUnconfirmed says why writes that seemed to act again on a
	// repeat were taken to change nothing more: the author's
	// idempotentHint against the default of a POST that names no
	// operation.
	RepeatUnconfirmed string
	// SideWrites says which writes were set aside as side writes of the
	// tool: writes whose failure cannot reach the handler (made in a
	// goroutine, or below a function that returns nothing and only logs
	// it) beside another write whose outcome it does report. They do not
	// decide what a repeat does, nor any check.
	SideWrites string
	// side are the effects set aside as side writes.
	side []effects.Effect

	exposed []*Write
	// setUp are the calls of the handler whose only writes are the
	// set-up of what they return (a connection and its credential).
	setUp []*ssa.Call
	// removals are the deferred calls of the handler whose writes only
	// remove something.
	removals    []*ssa.Defer
	mayFindGone bool
	identifying []*tools.Param
	fields      map[*tools.Param]*types.Var
	lifetimes   []*Use
}

// UseKind classifies where a key goes.
type UseKind int

const (
	ProviderSlot UseKind = iota // handed to a provider that deduplicates
	LedgerLookup                // looked up (or claimed) in a ledger
	LedgerRecord                // recorded in a ledger
)

func (k UseKind) String() string {
	return [...]string{"slot", "lookup", "record"}[k]
}

// A Use is one place a key goes.
type Use struct {
	Kind  UseKind
	Slot  string          // "IdempotencyKey", "Idempotency-Key header", "(*Ledger).Lookup", ...
	Instr ssa.Instruction // the store or call
	Pos   token.Pos
	Key   *Key
	// For ledger calls: the call, and for a claim (SetNX, Claim, Reserve,
	// PutIfAbsent, Begin) whether its boolean result means "first time".
	Call  ssa.CallInstruction
	Claim bool
	// Runner marks the call of a guarded runner (effects.GuardedRun):
	// it looks the key up before it runs the function literal it is
	// handed, which the lookup so protects.
	Runner bool
	// TTL is the lifetime argument of a record or claim, when it has one.
	TTL ssa.Value
	// root is the object the slot belongs to (a params struct, a request),
	// used to tell which write call receives it.
	root ssa.Value
}

// SlotPhrase names where the key goes as a message does:
// "idempotencyKey", "the Idempotency-Key header", "(*Ledger).Lookup".
func (u *Use) SlotPhrase() string {
	if strings.HasSuffix(u.Slot, " header") {
		return "the " + u.Slot
	}
	return u.Slot
}

// A Key is a value that reaches a key slot or a ledger operation.
type Key struct {
	Value   ssa.Value
	Sources []Source
	// Derived is true when the key is computed from its sources (hashed,
	// formatted, concatenated) rather than one of them passed unchanged.
	Derived bool
	// Filled is true when the key depends on memory that a call fills
	// (db.QueryRow(...).Scan(&id), json.Unmarshal(data, &rec)), which
	// the trace does not follow: Sources may then be incomplete.
	Filled bool

	bind *binding // the binding of the function Value is in
}

// Params returns the names of the tool parameters the key comes from.
func (k *Key) Params() []string {
	var out []string
	seen := make(map[string]bool)
	for _, s := range k.Sources {
		if s.Kind == Param && !seen[s.Param] {
			seen[s.Param] = true
			out = append(out, s.Param)
		}
	}
	sort.Strings(out)
	return out
}

// Has reports whether the key has a source of the kind.
func (k *Key) Has(kind SourceKind) bool {
	for _, s := range k.Sources {
		if s.Kind == kind {
			return true
		}
	}
	return false
}

// SourceKind classifies where a key value comes from.
type SourceKind int

const (
	Param    SourceKind = iota // a tool parameter
	Constant                   // a constant
	Volatile                   // a clock, a random source, an id generator, a counter
	Opaque                     // anything that cannot be followed
)

func (k SourceKind) String() string {
	return [...]string{"param", "const", "volatile", "opaque"}[k]
}

// A Source is one origin of a key value.
type Source struct {
	Kind  SourceKind
	Param string // the tool parameter, for Param
	Func  string // the function that produces it, for Volatile: "time.Now", "uuid.NewString", "ids.NewString"
	// Via is, for a function of another package that is volatile by its
	// fact, the source underneath: "uuid.New" for ids.NewString.
	Via string
	Pos token.Pos // where the value is produced
}

// A Write is one write call in a handler.
type Write struct {
	Call    ssa.CallInstruction
	Effects []effects.Effect
	Pos     token.Pos
	// Slots are the provider key slots this call receives.
	Slots []*Use
	// Lookup is a ledger lookup of a key that dominates the call, or nil.
	Lookup *Use
	// Found is the block entered when Lookup finds the key, or nil when
	// no branch on its result was recognised.
	Found *ssa.BasicBlock
	// StateCheck names the read of the current state that guards the
	// call and returns early when it is already done (L1, statecheck.go),
	// or is empty.
	StateCheck string
	// Named is the tool parameter that names the object a create makes
	// (create_database's "name"), when the write creates one and the
	// parameter reaches the call: whether a repeat makes a second object
	// or is refused depends on the provider (namedcreate.go).
	Named string

	callee string // Callee, for a write rebuilt from a fact (Call is nil)
}

// Idempotent reports whether every effect of the call is idempotent.
func (w *Write) Idempotent() bool {
	for _, e := range w.Effects {
		if !e.Idempotent {
			return false
		}
	}
	return len(w.Effects) > 0
}

// RejectsRepeat reports whether the call's non-idempotent effects are all
// ones the provider refuses to repeat (a create by a caller-chosen unique
// name): a retry fails with a conflict instead of acting twice.
func (w *Write) RejectsRepeat() bool {
	rejected := false
	for _, e := range w.Effects {
		switch {
		case e.Idempotent:
		case e.RejectsRepeat:
			rejected = true
		default:
			return false
		}
	}
	return rejected
}

// OnlyInProcess reports whether every write of the tool that may act
// again goes to a database inside the program: a failure of one says
// truly that it did not happen, so the agent's retry after it acts once.
func (k *Tool) OnlyInProcess() bool {
	found := false
	for _, w := range k.Writes {
		switch {
		case w.Idempotent():
		case w.InProcess():
			found = true
		default:
			return false
		}
	}
	return found
}

// InProcess reports whether every effect of the call goes to a database
// inside the program (an embedded SQLite): a failure, a timeout's too,
// means the write did not commit.
func (w *Write) InProcess() bool {
	for _, e := range w.Effects {
		if !e.InProcess {
			return false
		}
	}
	return len(w.Effects) > 0
}

// Refuser names who would refuse a repeat of the call: "the database"
// when every effect that acts is a SQL statement, else "the provider".
func (w *Write) Refuser() string {
	if len(w.Effects) > 0 && !slices.ContainsFunc(w.Effects, func(e effects.Effect) bool {
		return !e.Idempotent && !strings.HasSuffix(e.Detail, effects.RefusedWhenFound)
	}) {
		return "its own check for an existing one"
	}
	for _, e := range w.Effects {
		if !e.Idempotent && e.Kind != effects.KindSQL {
			return "the provider"
		}
	}
	if len(w.Effects) == 0 {
		return "the provider"
	}
	return "the database"
}

func run(pass *analysis.Pass) (any, error) {
	found := pass.ResultOf[tools.Analyzer].([]*tools.Tool)
	res := &Result{}
	if len(found) == 0 {
		return res, nil
	}
	ssaRes := lazyssa.Of(pass).SSA()
	eff := pass.ResultOf[effects.Analyzer].(*effects.Result)
	cfg := pass.ResultOf[config.Analyzer].(*config.Config)
	vol := pass.ResultOf[volatile.Analyzer].(*volatile.Result)
	hs := pass.ResultOf[timeouts.Analyzer].(*timeouts.Result)
	for _, t := range found {
		if t.Handler == nil {
			continue
		}
		fn := t.Handler.SSA(ssaRes)
		if fn == nil || len(fn.Blocks) == 0 {
			if k := foreignTool(pass, t, cfg); k != nil {
				res.Declared = append(res.Declared, k)
			}
			continue
		}
		h := newHandler(pass.Pkg, t, fn, eff, cfg, vol, hs)
		h.made = factoryArgs(pass.TypesInfo, t.Handler, fn)
		res.Tools = append(res.Tools, analyseTool(h))
	}
	for _, k := range res.Tools {
		setAsideTransient(k)
	}
	setAsideInstrumentation(res.Tools)
	setAsideSharedRows(res.Tools)
	for _, k := range res.Tools {
		exportDeclaredHandler(pass, k)
	}
	for _, k := range res.Declared {
		setAsideSideWrites(k) // rebuilt from a fact: set aside where it was made, but a fact may be older
	}
	yieldSharedToAuthor(res.Tools)
	for _, k := range res.Tools {
		yieldRepeatToAuthor(yieldToAuthor(k))
	}
	for _, k := range res.Declared {
		yieldRepeatToAuthor(yieldToAuthor(k))
	}
	exportHandlerKeys(pass, found, ssaRes, eff, cfg, vol, hs)
	return res, nil
}

// setAsideSideWrites sets aside the side writes of a tool: writes whose
// failure cannot reach the handler (effects.Effect.Detached: a relay to
// peer nodes in a goroutine, a notification or a telemetry row whose
// error a helper that returns nothing only logs), when the tool makes
// another write whose failure can. What the tool exists for is the write
// its result reports on; a side write does not decide what a repeat does,
// nolookup, retrydoc or timeouterr. A tool whose only writes are such
// writes keeps them: a send_notification tool that ignores the error
// still sends. Unless they are all rows of the program's own database
// (an audit entry a helper writes and drops the error of) in a tool
// whose name says no write, or the tool is named for a read (fetch_webpage posting
// "Reading..." to the chat first): what it exists for is the read.
func setAsideSideWrites(k *Tool) {
	own := func(e effects.Effect) bool { return !e.Detached }
	why := "writes whose failure reaches no caller, beside writes whose outcome the tool reports"
	if k.Tool != nil && effects.NameReads(k.Tool.Name) && !slices.ContainsFunc(k.Writes, k.reportsOn) {
		for _, w := range k.Writes {
			w.Effects = slices.Clone(w.Effects)
			for i := range w.Effects {
				w.Effects[i].Detached = true
			}
		}
		why = "writes whose failure reaches no caller, in a tool named for a read"
	} else if !slices.ContainsFunc(k.Writes, func(w *Write) bool { return slices.ContainsFunc(w.Effects, own) }) {
		if k.Tool == nil || effects.NameActs(k.Tool.Name) || !onlyDetachedRows(k.Writes) {
			return
		}
		// Rows whose failure nobody sees (audit.Record(...) dropping
		// its Exec's error) are the program's record of the call, not
		// an action: alone, in a tool whose name says no write
		// (price_comparison), they make no write tool. A tool named
		// for the write (save_alias, saving in a goroutine) and a
		// notification or a request sent so still act.
		why = "rows whose failure reaches no caller (a log or an audit entry), the tool's only writes"
	}
	removed := k.dropEffects(func(e effects.Effect) bool { return e.Detached })
	if len(removed) == 0 {
		return
	}
	k.side = append(k.side, removed...)
	k.noteSetAside(why, removed)
}

// onlyDetachedRows reports whether every effect of ws is a detached SQL
// write of a statement the program writes down.
func onlyDetachedRows(ws []*Write) bool {
	n := 0
	for _, w := range ws {
		for _, e := range w.Effects {
			if !e.Detached || e.Kind != effects.KindSQL || e.IsRunTimeStatement() {
				return false
			}
			n++
		}
	}
	return n > 0
}

// reportsOn reports whether the tool can learn whether w happened: w
// has an effect that is not detached, made by a call whose results the
// handler does not drop (_ = notify(ctx, "Reading...")).
func (k *Tool) reportsOn(w *Write) bool {
	if w.Call != nil && w.Call.Parent() == k.Fn && effects.Discarded(w.Call) {
		return false
	}
	return slices.ContainsFunc(w.Effects, func(e effects.Effect) bool { return !e.Detached })
}

// setAsideTransient sets aside what a tool makes for the length of the
// call alone: a deferred write that only removes what another call of
// the tool returned (conn := connect(ctx, db) making a temporary
// credential; defer conn.close() deleting it), and that call's writes.
// Nothing of them lasts, so a retry acts on nothing twice: a read that
// needs a credential is still a read.
func setAsideTransient(k *Tool) {
	drop := make(map[*Write]bool)
	for _, def := range k.removals {
		operands := def.Call.Args
		if def.Call.IsInvoke() {
			operands = append([]ssa.Value{def.Call.Value}, operands...)
		}
		derives := func(made *ssa.Call) bool {
			return slices.ContainsFunc(operands, func(v ssa.Value) bool { return flow.Derives(v, map[ssa.Value]bool{made: true}) })
		}
		transient := slices.ContainsFunc(k.setUp, derives) // the set-up's own writes are set aside already
		for _, w := range k.Writes {
			if made, ok := w.Call.(*ssa.Call); ok && derives(made) {
				drop[w], transient = true, true
			}
		}
		if !transient {
			continue
		}
		for _, w := range k.Writes {
			if w.Call == ssa.CallInstruction(def) {
				drop[w] = true
			}
		}
	}
	if len(drop) == 0 {
		return
	}
	var removed []effects.Effect
	keep := k.Writes[:0:0]
	for _, w := range k.Writes {
		if drop[w] {
			removed = append(removed, w.Effects...)
			continue
		}
		keep = append(keep, w)
	}
	k.Writes = keep
	k.exposed = slices.DeleteFunc(k.exposed, func(w *Write) bool { return drop[w] })
	k.noteSetAside("what the tool makes for the call and removes in a deferred call before it returns", removed)
}

// setAsideInstrumentation sets aside, in every tool of the package, a
// side write that each of them makes at the same place: an activity log
// every handler feeds (logger.LogToolCall(name, in, out), its buffer
// flushed by a helper that only logs a failure). A write that every tool
// makes alike, reads included, is the program's bookkeeping of its
// tools, not what any one of them exists for, so it is set aside even in
// a tool whose only write it is, where a side write of one tool alone (a
// send_notification that ignores its error) is kept. It takes three
// tools at least, and every one of them.
func setAsideInstrumentation(ks []*Tool) {
	if len(ks) < 3 {
		return
	}
	count := make(map[string]int)
	for _, k := range ks {
		seen := make(map[string]bool)
		effs := slices.Clone(k.side) // set aside already beside the tool's own writes
		for _, w := range k.Writes {
			effs = append(effs, w.Effects...)
		}
		for _, e := range effs {
			if site := writeSite(e); e.Detached && site != "" && !seen[site] {
				seen[site] = true
				count[site]++
			}
		}
	}
	common := func(e effects.Effect) bool { return e.Detached && count[writeSite(e)] == len(ks) }
	for _, k := range ks {
		k.noteSetAside("writes every tool of the package makes alike, whose failure reaches no caller (bookkeeping)", k.dropEffects(common))
	}
}

// setAsideSharedRows sets aside, in every write tool of the package, a
// row that each of them writes with the same statement beside its own
// writes: an audit entry, an outbox row for a later sync
// (audit.Record(ctx, db, "delete_entities", args) after the delete). The
// statement is the tool layer's bookkeeping, not the action: a delete
// that also logs is still a delete a retry finds done. Only SQL rows
// count (a notification sent by every tool is an action of each); it
// takes three write tools at least, every one of them, and each must
// write something else too.
func setAsideSharedRows(ks []*Tool) {
	var writers []*Tool
	for _, k := range ks {
		if len(k.Writes) > 0 {
			writers = append(writers, k)
		}
	}
	if len(writers) < 3 {
		return
	}
	count := make(map[string]int)
	for _, k := range writers {
		seen := make(map[string]bool)
		for _, w := range k.Writes {
			for _, e := range w.Effects {
				if site := writeSite(e); e.Kind == effects.KindSQL && site != "" && !seen[site] {
					seen[site] = true
					count[site]++
				}
			}
		}
	}
	shared := func(e effects.Effect) bool { return e.Kind == effects.KindSQL && count[writeSite(e)] == len(writers) }
	for _, k := range writers {
		own := false
		for _, w := range k.Writes {
			own = own || slices.ContainsFunc(w.Effects, func(e effects.Effect) bool { return !shared(e) })
		}
		if !own {
			continue
		}
		k.noteSetAside("rows every write tool of the package writes with the same statement beside its own writes (bookkeeping)", k.dropEffects(shared))
	}
}

// noteSetAside adds to SideWrites what was set aside, and why.
func (k *Tool) noteSetAside(why string, removed []effects.Effect) {
	if len(removed) == 0 {
		return
	}
	set := chainsOf(removed)
	sort.Strings(set)
	note := why + ": " + strings.Join(slices.Compact(set), "; ")
	if k.SideWrites != "" {
		note = k.SideWrites + "; " + note
	}
	k.SideWrites = note
}

// dropEffects removes the tool's effects that drop reports, and the
// writes left with none, and returns what it removed.
func (k *Tool) dropEffects(drop func(effects.Effect) bool) []effects.Effect {
	var removed []effects.Effect
	keep := k.Writes[:0:0]
	for _, w := range k.Writes {
		kept := slices.DeleteFunc(slices.Clone(w.Effects), drop)
		for _, e := range w.Effects {
			if drop(e) {
				removed = append(removed, e)
			}
		}
		if len(kept) > 0 {
			w.Effects = kept
			keep = append(keep, w)
		}
	}
	if len(removed) > 0 {
		k.Writes = keep
		k.exposed = slices.DeleteFunc(k.exposed, func(w *Write) bool { return !slices.Contains(keep, w) })
	}
	return removed
}

// chainsOf returns the effects' chains as text.
func chainsOf(es []effects.Effect) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = effects.ChainString(e.Chain)
	}
	return out
}

// writeSite names where an effect's write is made, whatever the chain
// that reaches it: the last call of its chain.
func writeSite(e effects.Effect) string {
	if len(e.Chain) == 0 {
		return ""
	}
	l := e.Chain[len(e.Chain)-1]
	return l.Func + " (" + l.Pos + ") -> " + l.Call
}

// yieldToAuthor sets aside the writes of a tool its author declares
// read-only when the only evidence of a write is weak: HTTP POSTs whose
// operation nothing in the code names (no SDK method, GraphQL field, RPC
// method or endpoint with a verb), the way RPC transports, query
// endpoints and GraphQL clients post their reads, or names for a verb
// that as often computes an answer (GenerateDQLFromNL, an analyzer's
// :execute: effects.NameAnswers), or calls of interface
// methods that the verb rule takes for writes that set a state by their
// names alone (UpdateStatus(ctx, ...), when no implementation is known).
// Any other write (PUT,
// DELETE, SQL, a catalogued SDK call, a POST whose operation is named)
// keeps the tool a write tool, and hintmismatch reports the hint. A tool
// with no readOnlyHint whose name names a read and nothing else
// (web_search posting a search form), or a collection and no action
// (prometheus_labels), or whose constant description says it is
// read-only ("Only read-only (SELECT) queries are allowed"), is taken at
// its word the same way; a handler body
// whose tool is declared in another package, by its own name or its
// factory's (NewGetTraceValuesHandler).
func yieldToAuthor(k *Tool) *Tool {
	ro := k.Tool.Annotations.ReadOnly
	word := "annotated readOnlyHint: true"
	name := k.Tool.Name
	if k.Tool.BodyOnly {
		name = bodyName(k.Tool) // the handler's own name stands for the tool's, declared elsewhere
	}
	listing := false
	switch {
	case len(k.Writes) == 0:
		return k
	case ro.Set && ro.Value:
	case !ro.Set && describedReadOnly(k.Tool.Description):
		word = "described as read-only"
	case !ro.Set && name != "" && effects.NameReads(name):
		word = "named for a read (" + name + ")"
	case !ro.Set && name != "" && effects.NameLists(name):
		word, listing = "named for what it lists ("+name+")", true
	default:
		return k
	}
	var chains []string
	for _, w := range k.Writes {
		for _, e := range w.Effects {
			if e.Kind == effects.KindVerb && e.Idempotent && listing {
				return k // a tool named for a list that sets a state by name: pulse_tasks' UpsertTask
			}
			if !(e.Kind == effects.KindVerb && e.Idempotent) && (e.Kind != effects.KindHTTP || e.Detail != "POST" || e.Op != "" && !effects.NameAnswers(e.Op)) {
				return k
			}
			chains = append(chains, effects.ChainString(e.Chain))
		}
	}
	sort.Strings(chains)
	k.Unconfirmed = word + ", and the only sign of a write is an HTTP POST that names no operation or one that may compute an answer, " +
		"as RPC transports send reads, or an interface method's name that sets a state (" + strings.Join(chains, "; ") + ")"
	k.Writes = nil
	k.exposed = nil
	return k
}

// bodyName is the name a handler body declared elsewhere is known by
// here: its factory's or its function's, without New, Handle or Handler
// (NewGetTraceValuesHandler: GetTraceValues).
func bodyName(t *tools.Tool) string {
	switch {
	case t.Handler == nil:
		return ""
	case t.Handler.Factory != nil:
		return effects.HandlerName(t.Handler.Factory.Name())
	case t.Handler.Func != nil:
		return effects.HandlerName(t.Handler.Func.Name())
	}
	return ""
}

// yieldRepeatToAuthor takes the word of an author who declares a tool
// idempotent (idempotentHint: true) over the default of the HTTP method:
// a write whose only sign that a repeat acts again is a POST that names
// no operation, the way upserts and RPC transports post, is taken to
// change nothing more. A POST whose operation is named, a catalogued SDK
// call, SQL, a mail or a message keep what they say, and hintmismatch
// reports the hint. A description that says a repeat is safe
// ("Idempotent: re-attaching only updates the name") is the same word,
// where no hint says otherwise; so is a tool's name that starts with a
// verb that sets a state (convert_to_template, authorize_device,
// start_guest), where the description does not say a repeat is unsafe:
// the POST is how the provider takes every change, and the author named
// the change.
func yieldRepeatToAuthor(k *Tool) {
	h := k.Tool.Annotations.Idempotent
	word := "annotated idempotentHint: true"
	switch {
	case h.Set && h.Value:
	case h.Set:
		return
	case describedIdempotent(k.Tool.Description):
		word = "described as safe to repeat"
	case effects.NameSets(k.Tool.Name) && !describedUnsafe(k.Tool.Description):
		word = "named for a state it sets"
	default:
		return
	}
	var chains []string
	runTime := "" // the Detail of a write chosen at run time, if one is the sign
	for _, w := range k.Writes {
		if w.Idempotent() || !slices.ContainsFunc(w.Effects, unnamedPOST) {
			continue
		}
		if slices.ContainsFunc(w.Effects, func(e effects.Effect) bool { return !e.Idempotent && !unnamedPOST(e) }) {
			continue
		}
		w.Effects = slices.Clone(w.Effects) // the effects fact's own slice
		for i, e := range w.Effects {
			if unnamedPOST(e) {
				if e.IsRunTime() {
					runTime = e.Detail
				}
				w.Effects[i].Idempotent = true
				chains = append(chains, effects.ChainString(e.Chain))
			}
		}
	}
	if len(chains) == 0 {
		return
	}
	k.exposed = slices.DeleteFunc(k.exposed, (*Write).Idempotent)
	sort.Strings(chains)
	sign := "an HTTP POST that names no operation"
	if runTime != "" {
		sign = "a " + runTime
	}
	k.RepeatUnconfirmed = word + ", and the only sign that a repeat acts again is " + sign + " (" +
		strings.Join(slices.Compact(chains), "; ") + "), as upserts are sent"
}

// describedIdempotent reports whether a tool's constant description
// says that calling it again is safe, and nowhere that it is not.
func describedIdempotent(d tools.Description) bool {
	if !d.Constant {
		return false
	}
	if describedUnsafe(d) {
		return false
	}
	text := strings.ToLower(d.Value)
	for _, yes := range []string{"idempotent", "safe to retry", "safe to call again", "safe to repeat", "retrying is safe", "retries are safe"} {
		if strings.Contains(text, yes) {
			return true
		}
	}
	return false
}

// describedReadOnly reports whether a tool's constant description says
// that it only reads ("Only read-only (SELECT) queries are allowed"), and
// nowhere that it is not read-only.
func describedReadOnly(d tools.Description) bool {
	if !d.Constant {
		return false
	}
	text := strings.ToLower(d.Value)
	for _, no := range []string{"not read-only", "not read only", "not readonly", "non-read-only"} {
		if strings.Contains(text, no) {
			return false
		}
	}
	return strings.Contains(text, "read-only") || strings.Contains(text, "read only") || strings.Contains(text, "readonly")
}

// describedUnsafe reports whether a tool's constant description says
// that calling it again is not safe.
func describedUnsafe(d tools.Description) bool {
	text := strings.ToLower(d.Value)
	for _, no := range []string{"not idempotent", "non-idempotent", "nonidempotent", "not safe", "unsafe", "do not retry", "don't retry", "never retry"} {
		if strings.Contains(text, no) {
			return true
		}
	}
	return false
}

// unnamedPOST reports whether e is a non-idempotent HTTP POST whose
// operation nothing in the code names or refuses to repeat.
func unnamedPOST(e effects.Effect) bool {
	if e.IsRunTime() {
		return true // the statement or method says what it does, and the code does not say which
	}
	return e.Kind == effects.KindHTTP && e.Detail == "POST" && !e.Idempotent && !e.RejectsRepeat && e.Op == "" && e.OpParam == 0
}

// yieldSharedToAuthor sets aside, in every tool of the package, a write
// that two or more tools annotated readOnlyHint: true all make through
// the same chain: set-up the tools share, such as the login of a session
// each handler ensures first (spacectl's authenticated.Ensure exchanges
// an API key with a GraphQL mutation), is not what any one of them does.
// Their authors say so of the read-only ones; what a write tool does is
// in its other writes. A tool annotated read-only that makes no other
// write is not a write tool, and Unconfirmed says why.
func yieldSharedToAuthor(ks []*Tool) {
	readOnly := func(k *Tool) bool {
		ro := k.Tool.Annotations.ReadOnly
		return ro.Set && ro.Value
	}
	count := make(map[string]int) // shared chain -> read-only tools making it
	for _, k := range ks {
		if !readOnly(k) {
			continue
		}
		seen := make(map[string]bool)
		for _, w := range k.Writes {
			for _, e := range w.Effects {
				if key := sharedKey(e); key != "" && !seen[key] {
					seen[key] = true
					count[key]++
				}
			}
		}
	}
	shared := func(e effects.Effect) bool { key := sharedKey(e); return key != "" && count[key] >= 2 }
	for _, k := range ks {
		removed := k.dropEffects(shared)
		if len(removed) == 0 {
			continue
		}
		set := chainsOf(removed)
		if len(k.Writes) == 0 && readOnly(k) {
			sort.Strings(set)
			k.Unconfirmed = fmt.Sprintf("annotated readOnlyHint: true, and its only write (%s) is one that other tools annotated read-only make too: set-up they share, not what the tool does",
				strings.Join(slices.Compact(set), "; "))
		}
	}
}

// sharedKey identifies a write by what it does past the handler's own
// call: its kind, method or statement, operation and chain.
func sharedKey(e effects.Effect) string {
	if len(e.Chain) < 2 {
		return "" // the handler's own call: nothing shared
	}
	return e.Kind + "\x00" + e.Detail + "\x00" + e.Op + "\x00" + effects.ChainString(e.Chain[1:])
}

// isString reports whether t is a string, a []byte or a pointer to one.
func isStringish(t types.Type) bool {
	if p, ok := t.Underlying().(*types.Pointer); ok {
		t = p.Elem()
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return u.Info()&types.IsString != 0
	case *types.Slice:
		b, ok := u.Elem().Underlying().(*types.Basic)
		return ok && b.Kind() == types.Byte
	}
	return false
}

// factoryArgs returns the constant arguments of the call that binds a
// tool's handler, a closure its factory in this package returns
// (makeHandler(node, "get_pages")), nil where an argument is not a
// constant; nil when the handler is bound otherwise.
func factoryArgs(info *types.Info, h *tools.Handler, fn *ssa.Function) []ssa.Value {
	call, ok := ast.Unparen(h.Expr).(*ast.CallExpr)
	if !ok || h.Lit == nil || fn.Parent() == nil || fn.Parent().Object() == nil || typeutil.StaticCallee(info, call) != fn.Parent().Object() {
		return nil
	}
	exprs := call.Args
	if h.Args != nil {
		exprs = h.Args // this tool's row of a table
	}
	args := make([]ssa.Value, len(exprs))
	for i, a := range exprs {
		if fn.Parent().Signature.Variadic() && i >= fn.Parent().Signature.Params().Len()-1 {
			break // a variadic parameter is a slice of these
		}
		if tv := info.Types[a]; tv.Value != nil {
			args[i] = ssa.NewConst(tv.Value, tv.Type)
		}
	}
	return args
}
