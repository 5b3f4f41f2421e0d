package effects

import (
	"github.com/idemlint/idemlint/internal/flow"
	"github.com/idemlint/idemlint/passes/volatile"
	"go/token"
	"go/types"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/ssa"
)

// Packages whose functions are primitives: the analyzer knows what their
// calls do and does not analyse the packages themselves.
const (
	pkgHTTP    = "net/http"
	pkgSQL     = "database/sql"
	pkgSMTP    = "net/smtp"
	pkgGRPC    = "google.golang.org/grpc"
	pkgPGX     = "github.com/jackc/pgx/v5"
	pkgPGXPool = "github.com/jackc/pgx/v5/pgxpool"
	pkgPGConn  = "github.com/jackc/pgx/v5/pgconn"
	pkgSQLX    = "github.com/jmoiron/sqlx"
)

var primitivePackages = []string{pkgHTTP, pkgSQL, pkgSMTP, pkgGRPC, pkgPGX, pkgPGXPool, pkgSQLX, pkgExec}

// classifiedPrimitive reports whether the scan can record a call of fn, a
// function or method of a primitive package: staticSite and declaredInvoke
// classify only calls of these names there. Anything else those packages
// declare (a handler's ResponseWriter, a request's fields, NewRequest, a
// status code) records nothing by itself, and the write that may follow
// it is a call of one of these.
func classifiedPrimitive(fn *types.Func) bool {
	switch fn.Name() {
	case "Post", "PostForm", "Do", "RoundTrip", "SendMail", "Data", "Invoke":
		return true
	case "Command", "CommandContext":
		return fn.Pkg() != nil && fn.Pkg().Path() == pkgExec
	case "Queue":
		return fn.Pkg() != nil && fn.Pkg().Path() == pkgPGX
	}
	return sqlMethods[fn.Name()]
}

// writeVerbs start the names of interface methods that the verb rule
// treats as writes.
var writeVerbs = []string{
	"Create", "Send", "Post", "Charge", "Refund", "Transfer", "Pay", "Publish", "Submit",
	"Book", "Insert", "Add", "Enqueue", "Issue", "Place", "Launch", "Trigger", "Invite",
}

// readNouns end the names of methods that name a verb but read: the
// verb is used as a noun ("ChargeStatus", "TransferInfo"), or the call
// asks a model for an answer (CreateChatCompletion, CreateEmbeddings of
// an application's own model client), which changes nothing.
var readNouns = []string{"Status", "State", "Info", "Count", "Preview", "Estimate", "Quote", "History", "Exists",
	"Completion", "Completions", "CompletionStream", "Embedding", "Embeddings"}

func endsWithReadNoun(name string) bool {
	for _, n := range readNouns {
		if strings.HasSuffix(name, n) {
			return true
		}
	}
	return false
}

// readVerbs start the names of gRPC methods that read (Google's API
// design guide names reads Get, List, ...). Other gRPC calls are writes.
var readVerbs = []string{
	"Get", "List", "Read", "Search", "Describe", "Fetch", "Lookup", "Query", "Watch", "Check",
	"Count", "Exists", "Find", "BatchGet", "Stream", "Health", "Ping", "Stat",
}

// keepsSession names the gRPC methods that keep or close the client's
// session (Heartbeat, Logout); with the ones that open it (opensSession:
// Milvus' Connect, which its UseDatabase calls) a repeat renews it and
// changes nothing a tool acts on.
var keepsSession = map[string]bool{"Hello": true, "Heartbeat": true, "KeepAlive": true, "Logout": true}

// hasVerb reports whether name starts with one of verbs as a whole word:
// "CreateOrder" and "Create" do, "Address" and "Payout" do not.
func hasVerb(name string, verbs []string) bool {
	for _, v := range verbs {
		rest, ok := strings.CutPrefix(name, v)
		if !ok {
			continue
		}
		r, _ := utf8.DecodeRuneInString(rest)
		if rest == "" || !unicode.IsLower(r) {
			return true
		}
	}
	return false
}

// httpEffect returns the write an HTTP request with method makes.
func httpEffect(method string, chain []Link) (Effect, bool) {
	m := strings.ToUpper(method)
	switch m {
	case "", "GET", "HEAD", "OPTIONS", "TRACE", "CONNECT",
		"PROPFIND", "REPORT", "SEARCH", "QUERY", // WebDAV's (CalDAV, CardDAV) and HTTP's reads
		"LIST": // a listing, as Vault's API names it
		return Effect{}, false
	case "PUT", "DELETE", "PATCH",
		"PROPPATCH", "MKCOL", "MKCALENDAR", "COPY", "MOVE", "LOCK", "UNLOCK": // WebDAV's, each names what it sets
		return Effect{Kind: KindHTTP, Idempotent: true, Detail: m, Chain: chain}, true
	}
	return Effect{Kind: KindHTTP, Detail: m, Chain: chain}, true
}

func (a *analyzer) sqlEffect(query string, chain []Link) (Effect, bool) {
	detail, idem, ok := ClassifySQL(query)
	if !ok {
		return Effect{}, false
	}
	e := Effect{Kind: KindSQL, Idempotent: idem, Detail: detail, Chain: chain}
	// An upsert that adds to what is there (ON CONFLICT DO UPDATE SET
	// n = n + 1) acts again on a repeat, but never conflicts.
	upsert := strings.HasSuffix(detail, " ON CONFLICT") || strings.HasSuffix(detail, " ON DUPLICATE KEY")
	if !idem && !upsert && strings.HasPrefix(detail, "INSERT INTO ") && a.insertRejectsRepeat(query) {
		e.RejectsRepeat = true
	}
	return e, true
}

// A siteResult is what one call site does: writes whose chains start at
// the call, and writes that depend on the caller's parameters.
type siteResult struct {
	effects []Effect
	params  []ParamWrite
}

func (r *siteResult) add(o siteResult) {
	r.effects = append(r.effects, o.effects...)
	r.params = append(r.params, o.params...)
}

func (r *siteResult) empty() bool { return len(r.effects) == 0 && len(r.params) == 0 }

// resolve resolves a parameter-dependent write at a call site, given the
// argument passed for the parameter. tail is the chain below the callee.
func (a *analyzer) resolve(kind string, arg ssa.Value, link Link, tail []Link) siteResult {
	return a.resolveField(kind, arg, "", link, tail)
}

// resolveField is resolve for a value held in a field of the argument
// when field is not "".
func (a *analyzer) resolveField(kind string, arg ssa.Value, field string, link Link, tail []Link) siteResult {
	return a.resolveParam(ParamWrite{Kind: kind, Field: field}, arg, link, tail)
}

// resolveParam resolves a parameter write at a call site, given the
// argument passed for its parameter: the value itself, a field of it,
// or what the option functions it holds set (Options).
func (a *analyzer) resolveParam(p ParamWrite, arg ssa.Value, link Link, tail []Link) siteResult {
	kind, field, options := p.Kind, p.Field, p.Options
	switch kind {
	case ParamCommand:
		return a.resolveCommand(p, arg, link, tail)
	case ParamBatch:
		return a.resolveBatch(p, arg, link, tail)
	case ParamProgram:
		return siteResult{} // resolveParamAt: it needs the words' argument too
	}
	var r siteResult
	if arg == nil {
		return r
	}
	chain := prepend(link, tail)
	if field != "" && !options {
		a.noteMethodField(arg.Type(), field)
	}
	t := a.newTracer()
	t.home = valueFunc(arg)
	t.prefixes = kind == ParamSQL
	var origins []origin
	switch {
	case options:
		origins = t.options(arg, field, 0)
	case field != "":
		origins = t.field(arg, field, 0)
	case kind == ParamRequest:
		origins = t.request(arg, 0)
	case kind == ParamMaker:
		origins = t.madeBy(arg, 0)
		kind = ParamRequest
	default:
		origins = t.strings(arg, 0)
	}
	if kind == ParamSQL && p.Runs && len(origins) == 0 && !isConstValue(arg) {
		// An Exec of a statement the program does not write down.
		r.effects = append(r.effects, Effect{Kind: KindSQL, Detail: RunTimeStatement, InProcess: p.InProcess, Chain: chain})
	}
	if kind == ParamMethod && field == "" && len(origins) == 0 && chosenAtRunTime(arg) {
		origins = []origin{{kind: oRunTime}} // Run(ctx, r.GetString("method", "POST"), path)
	}
	for _, o := range origins {
		switch o.kind {
		case oConst:
			var e Effect
			var ok bool
			if kind == ParamSQL {
				e, ok = a.sqlEffect(o.s, chain)
				// A statement whose table is filled in at run time
				// (fmt.Sprintf("DELETE FROM %s ...", table)) writes
				// where the code does not say: no write is claimed.
				ok = ok && knownTarget(e.Detail)
				e.InProcess = p.InProcess
			} else {
				e, ok = httpEffect(o.s, chain)
			}
			if ok && o.op != nil && kind != ParamSQL {
				e, ok = withOperation(*o.op, e)
			}
			if ok && e.Op == "" && isPOST(e) {
				e.OpParam, e.OpField = o.opParam, o.opField
			}
			if ok {
				e.Guards = o.guards
				r.effects = append(r.effects, e)
			}
		case oParam:
			k := kind
			if k == ParamRequest {
				k = ParamMethod // the request was built with the caller's method parameter
			}
			r.params = append(r.params, ParamWrite{Index: o.idx, Kind: k, Runs: p.Runs, InProcess: p.InProcess, OpParam: o.opParam, OpField: o.opField, Up: o.up, Chain: chain})
		case oRunTime:
			if kind == ParamMethod || kind == ParamRequest {
				r.effects = append(r.effects, Effect{Kind: KindHTTP, Detail: RunTimeMethod, Chain: chain})
			}
		case oRequest:
			r.params = append(r.params, ParamWrite{Index: o.idx, Kind: ParamRequest, Up: o.up, Chain: chain})
		case oMaker:
			r.params = append(r.params, ParamWrite{Index: o.idx, Kind: ParamMaker, Up: o.up, Chain: chain})
		case oStruct, oOptions:
			k := kind
			if k == ParamRequest {
				k = ParamMethod // the request was built with the method a field of the caller's parameter holds
			}
			r.params = append(r.params, ParamWrite{Index: o.idx, Kind: k, Field: o.s, Options: o.kind == oOptions, Runs: p.Runs, InProcess: p.InProcess, OpParam: o.opParam, OpField: o.opField, Up: o.up, Chain: chain})
		}
	}
	return r
}

// resolveParamAt resolves a callee's parameter write at a call: with the
// argument for its parameter, and, where the callee's parameter OpParam
// names the operation of the POST it makes (a sender's path), with what
// the argument for that one names: a path whose end is chosen among
// constants (fmt.Sprintf("alertgroups/%s/%s/", id, action), the action a
// helper's switch picks) decides the write; the caller's own parameter
// takes the dependency over.
func (a *analyzer) resolveParamAt(p ParamWrite, common *ssa.CallCommon, link Link) siteResult {
	if p.Kind == ParamProgram {
		return a.resolveProgram(p, common, link)
	}
	if pinnedRead(common, p) {
		return siteResult{} // if method != http.MethodGet { return errReadOnly }
	}
	r := a.resolveParam(p, argAt(common, p.Index), link, p.Chain)
	if p.OpParam == 0 {
		return r
	}
	op, param, field, ok := namedAt(common, p.OpParam, p.OpField)
	if !ok {
		return r
	}
	var effects []Effect
	for _, e := range r.effects {
		if e.Op == "" && e.OpParam == 0 && isPOST(e) {
			if param >= 0 {
				e.OpParam, e.OpField = param+1, field
			} else if e, ok = withOperation(op, e); !ok {
				continue // the call reads: a query, token or model endpoint
			}
		}
		effects = append(effects, e)
	}
	r.effects = effects
	for i := range r.params {
		if pw := &r.params[i]; param >= 0 && pw.Kind == ParamMethod && pw.OpParam == 0 {
			pw.OpParam, pw.OpField = param+1, field
		}
	}
	return r
}

// knownTarget reports whether a classified statement names the table it
// writes, rather than one a format or a concatenation fills in.
func knownTarget(detail string) bool {
	fs := strings.Fields(detail)
	return len(fs) > 1 && !strings.ContainsAny(fs[len(fs)-1], "%?")
}

// valueFunc returns the function a value belongs to, or nil for a
// constant or global.
func valueFunc(v ssa.Value) *ssa.Function {
	switch v := v.(type) {
	case *ssa.Parameter:
		return v.Parent()
	case ssa.Instruction:
		return v.Parent()
	}
	return nil
}

// methodSite classifies a call the catalogue says sends a request of a
// fixed method (resty's (*Request).Post(url)) as http.Post is: a POST to
// a query endpoint reads, and one to a URL its caller's parameter ends
// does what the caller names.
func methodSite(common *ssa.CallCommon, e Entry, link Link) siteResult {
	w, ok := httpEffect(e.Method, []Link{link})
	if !ok {
		return siteResult{}
	}
	if e.URL != nil && isPOST(w) {
		url := argAt(common, e.URL.Arg)
		if isQueryURL(url) {
			return siteResult{}
		}
		if param, ok := urlParam(url); ok {
			w.OpParam = param + 1
		}
	}
	return siteResult{effects: []Effect{w}}
}

// staticSite classifies a call to a function or method declared outside
// the package being analysed.
func (a *analyzer) staticSite(common *ssa.CallCommon, fn *types.Func, link Link) siteResult {
	var r siteResult
	if a.isLedger(fn) {
		return r
	}
	pkg := fn.Pkg().Path()
	recv := recvTypeName(fn)
	name := fn.Name()
	effect := func(kind, detail string, idem bool) siteResult {
		return siteResult{effects: []Effect{{Kind: kind, Idempotent: idem, Detail: detail, Chain: []Link{link}}}}
	}
	switch pkg {
	case pkgHTTP:
		switch {
		case (recv == "Client" || recv == "") && (name == "Post" || name == "PostForm"):
			if isQueryURL(argAt(common, 0)) {
				return r // a POST to /search reads
			}
			r = effect(KindHTTP, "POST", false)
			e := &r.effects[0]
			if op, param, ok := bodyOperation(argAt(common, 2)); ok {
				if param >= 0 {
					e.OpParam = param + 1 // {"action": action}: the caller names it
				} else if *e, ok = withOperation(op, *e); !ok {
					return siteResult{} // a GraphQL query posted reads
				}
			} else if param, ok := urlParam(argAt(common, 0)); ok {
				e.OpParam = param + 1 // base + method: the caller names it
			} else if param, ok := bodyParam(argAt(common, 2)); ok {
				e.OpParam, e.OpField = param+1, opKey // the caller's envelope names it
			}
			return r
		case recv == "Client" && name == "Do", recv == "Transport" && name == "RoundTrip":
			return a.resolve(ParamRequest, argAt(common, 0), link, nil)
		}
		return r
	case pkgExec:
		if recv == "" && (name == "Command" || name == "CommandContext") {
			return a.execSite(common, name, link)
		}
		return r
	case pkgSMTP:
		if recv == "" && name == "SendMail" || recv == "Client" && name == "Data" {
			return effect(KindSMTP, shortFunc(fn), false)
		}
		return r
	case pkgGRPC:
		if recv == "ClientConn" && name == "Invoke" || recv == "" && name == "Invoke" {
			return a.grpcSite(argAt(common, 1), link)
		}
		return r
	case pkgSQL:
		if recv == "Stmt" {
			if sqlMethods[name] {
				return a.stmtSite(recvArg(common), link)
			}
			return r
		}
	}
	if fn.Pkg() != nil && fn.Pkg().Path() == pkgPGX && recvTypeName(fn) == "Batch" && name == "Queue" {
		// A statement queued on a batch runs when the batch is sent
		// (SendBatch): its text says what it does, as a Query's would.
		return a.resolveParam(ParamWrite{Kind: ParamSQL, InProcess: a.inProcessDB}, argAt(common, 0), link, nil)
	}
	if i := sqlArgIndex(fn, false); i >= 0 && sqlMethods[name] {
		return a.resolveParam(ParamWrite{Kind: ParamSQL, Runs: executes(name), InProcess: a.inProcessDB}, argAt(common, i), link, nil)
	}
	if e, ok := LookupSDK(fn); ok {
		return a.sdkSite(common, fn, e, link)
	}
	if idem, ok := a.extra(fn); ok {
		return effect(KindConfig, shortFunc(fn), idem)
	}
	var w Writes
	if a.pass.ImportObjectFact(fn, &w) {
		r.effects = append(r.effects, callEffects(fn.FullName(), w.Effects, common, link, nil)...)
	}
	var pw ParamWrites
	if a.pass.ImportObjectFact(fn, &pw) {
		for _, p := range pw.Params {
			r.add(a.resolveParamAt(p, common, link))
		}
	}
	return r
}

// declaredInvoke classifies a call of an interface method whose effect is
// declared rather than derived: a primitive (gRPC, HTTP, SQL), a ledger
// operation, a directive, configuration, the catalogue or a directive's
// fact. It reports false when none of them covers the method.
func (a *analyzer) declaredInvoke(common *ssa.CallCommon, m *types.Func, link Link) (siteResult, bool) {
	var r siteResult
	if a.isLedger(m) {
		return r, true
	}
	effect := func(kind, detail string, idem bool) (siteResult, bool) {
		return siteResult{effects: []Effect{{Kind: kind, Idempotent: idem, Detail: detail, Chain: []Link{link}}}}, true
	}
	if m.Pkg() != nil {
		switch path := m.Pkg().Path(); {
		case path == pkgGRPC && m.Name() == "Invoke":
			return a.grpcSite(argAt(common, 1), link), true
		case path == pkgHTTP && m.Name() == "RoundTrip":
			return a.resolve(ParamRequest, argAt(common, 0), link, nil), true
		}
	}
	if i := sentParam(m); i >= 0 {
		return a.resolve(ParamRequest, argAt(common, i), link, nil), true
	}
	if i := sqlArgIndex(m, true); i >= 0 && sqlMethods[m.Name()] {
		return a.resolveParam(ParamWrite{Kind: ParamSQL, Runs: executes(m.Name()), InProcess: a.inProcessDB}, argAt(common, i), link, nil), true
	}
	if d, ok := a.directives[m]; ok {
		return effect(KindDirective, shortFunc(m), d)
	}
	if idem, ok := a.extra(m); ok {
		return effect(KindConfig, shortFunc(m), idem)
	}
	if e, ok := LookupSDK(m); ok {
		return a.sdkSite(common, m, e, link), true
	}
	var w Writes
	if a.pass.ImportObjectFact(m, &w) {
		r.effects = append(r.effects, callEffects(m.FullName(), w.Effects, common, link, nil)...)
		return r, true
	}
	return r, false
}

// verbSite is the last resort for a call of an interface method that
// nothing declares and the program does not resolve: a method named
// with a writing verb that takes a context first is taken to write.
// Inside a catalogued SDK's module, calling an interface of that module
// (client-go's request reporting to its BackoffManager), the rule is
// silent: the catalogue speaks for the SDK, and its own interfaces are
// its plumbing.
func (a *analyzer) verbSite(common *ssa.CallCommon, link Link) siteResult {
	m := common.Method
	if m.Pkg() != nil && a.sdkPlumbing(m.Pkg().Path()) {
		return siteResult{}
	}
	if runsCommand(m.Name()) && a.asksOnlyFlags(common) {
		return siteResult{} // ExecuteCommand(ctx, &Request{Args: []string{"--version"}})
	}
	if verbWrites(m) {
		return siteResult{effects: []Effect{{Kind: KindVerb, Detail: shortFunc(m), Idempotent: verbSets(m.Name()) || upsertsGiven(m), Chain: []Link{link}}}}
	}
	return siteResult{}
}

// asksOnlyFlags reports whether a call hands a command whose arguments
// are all constant flags (--help, --version), in a struct it builds: a
// question to the program, not a subcommand.
func (a *analyzer) asksOnlyFlags(common *ssa.CallCommon) bool {
	found := false
	for _, arg := range common.Args {
		if u, ok := arg.(*ssa.UnOp); ok && u.Op == token.MUL {
			arg = u.X
		}
		alloc, ok := arg.(*ssa.Alloc)
		if !ok {
			continue
		}
		for _, r := range *alloc.Referrers() {
			fa, ok := r.(*ssa.FieldAddr)
			if !ok || !isStringSliceType(fa.Type().Underlying().(*types.Pointer).Elem()) {
				continue
			}
			for _, u := range *fa.Referrers() {
				st, ok := u.(*ssa.Store)
				if !ok || st.Addr != fa {
					continue
				}
				elems, exact := commandElems(st.Val, a.newTracer())
				if !exact || len(elems) == 0 || !flagsOnly(elems) {
					return false
				}
				found = true
			}
		}
	}
	return found
}

func isStringSliceType(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	return ok && isString(s.Elem())
}

// setStateVerbs start the names of interface methods that the verb rule
// treats as writes that set a state: a repeat changes nothing more
// (CancelOrder, SetLeverage, UpdateStatus, DeleteEntities). The name must
// say what it sets: Close(ctx), Update(ctx) or Cancel(ctx) alone end or
// refresh something of the program's own.
var setStateVerbs = []string{
	"Update", "Set", "Cancel", "Delete", "Remove", "Archive", "Resolve", "Assign", "Unassign", "Enable", "Disable",
	"Revoke", "Rename", "Modify", "Edit", "Replace", "Upsert", "Mark", "Acknowledge", "Approve", "Reject",
	"Close", "Reopen", "Pause", "Resume", "Suspend", "Activate", "Deactivate", "Stop", "Restore",
	"Pin", "Unpin", "Star", "Unstar", "Mute", "Unmute", "Lock", "Unlock", "Abort", "Move", "Reorder",
}

// verbSets reports whether a method named with a writing verb sets a
// state: a set verb followed by what it sets.
func verbSets(name string) bool {
	return hasVerb(name, setStateVerbs) && !slices.Contains(setStateVerbs, name)
}

// upsertsGiven reports whether m is a bare Upsert of what it is given
// (Upsert(ctx, items)): unlike Update(ctx) or Close(ctx), no program
// upserts its own state, so it is a store's write of the items.
func upsertsGiven(m *types.Func) bool {
	return m.Name() == "Upsert" && m.Signature().Params().Len() > 1
}

// verbWrites reports whether the verb rule takes a call of the method for
// a write: named with a writing verb, not as a noun, with a context first,
// outside the quiet modules, and not answering as a model (model.go).
func verbWrites(m *types.Func) bool {
	quiet := m.Pkg() != nil && IsQuiet(m.Pkg().Path())
	return !quiet && namedAsWrite(m) && !answersAsModel(m) && !filtersInput(m)
}

// filtersInput reports whether a method hands back a collection of the
// type it is given (RemoveContainedTools(ctx, tools []string, sets)
// ([]string, error)): it computes a new slice or map from its argument,
// and the name's verb says what it does to that value, not to the world.
func filtersInput(m *types.Func) bool {
	sig := m.Signature()
	for r := range sig.Results().Variables() {
		switch r.Type().Underlying().(type) {
		case *types.Slice, *types.Map:
		default:
			continue
		}
		for p := range sig.Params().Variables() {
			if types.Identical(p.Type(), r.Type()) {
				return true
			}
		}
	}
	return false
}

// namedAsWrite reports whether the method is named with a writing verb,
// not as a noun, and takes a context first.
func namedAsWrite(m *types.Func) bool {
	sig := m.Signature()
	return (hasVerb(m.Name(), writeVerbs) || verbSets(m.Name()) || upsertsGiven(m) || runsCommand(m.Name())) && !endsWithReadNoun(m.Name()) &&
		sig.Params().Len() > 0 && isContext(sig.Params().At(0).Type())
}

// runsCommand reports whether a method is named for applying, executing
// or running a command of the provider's (ApplyCommand, ExecuteCommands,
// RunCommand): what the command does is unknown, and a repeat runs it
// again.
func runsCommand(name string) bool {
	ws := camelWords(name)
	return len(ws) >= 2 && (ws[0] == "Apply" || ws[0] == "Execute" || ws[0] == "Run") &&
		(ws[1] == "Command" || ws[1] == "Commands" || ws[0] != "Apply" && runnables[ws[1]])
}

// runnables are what a provider runs as a new execution each time it is
// asked (RunWorkflow, ExecutePipeline, RunJob): a repeat starts another.
var runnables = words(`Workflow Workflows Pipeline Pipelines Job Jobs Build Builds Playbook Playbooks Flow Flows Automation Runbook`)

// isInterfaceMethod reports whether fn is a method of an interface.
func isInterfaceMethod(fn *types.Func) bool {
	recv := fn.Signature().Recv()
	return recv != nil && types.IsInterface(recv.Type())
}

// sdkSite classifies a call the catalogue knows.
func (a *analyzer) sdkSite(common *ssa.CallCommon, fn *types.Func, e Entry, link Link) siteResult {
	switch {
	case e.Read, a.readAfter(common, e):
		return siteResult{}
	case e.HTTPMethod != nil:
		return a.resolveField(ParamMethod, argAt(common, e.HTTPMethod.Arg), e.HTTPMethod.Field, link, nil)
	case e.Method != "":
		return methodSite(common, e, link)
	case e.SQL != nil:
		return a.resolveParam(ParamWrite{Kind: ParamSQL, Runs: executes(fn.Name()), InProcess: a.inProcessDB}, argAt(common, e.SQL.Arg), link, nil)
	case e.Message:
		m := Effect{Kind: KindMessage, Detail: e.SDK + " " + shortFunc(fn), Chain: []Link{link}}
		// The message is the last argument (WriteJSON(v),
		// WriteMessage(type, data), wsjson.Write(ctx, c, v)): its
		// operation field may name what it does, as a POST's body does.
		if op, param, ok := bodyOperation(argAt(common, len(args(common))-1)); ok {
			if param >= 0 {
				m.OpParam = param + 1
			} else if m, ok = withOperation(op, m); !ok {
				return siteResult{}
			}
		} else if param, ok := bodyParam(argAt(common, len(args(common))-1)); ok {
			m.OpParam, m.OpField = param+1, opKey
		}
		return siteResult{effects: []Effect{m}}
	case e.Batch != nil:
		return a.batchEffect(fn, e, link)
	}
	detail := e.SDK + " " + shortFunc(fn)
	idem := e.Idempotent
	if !idem && !e.RejectsRepeat && upsertChain(common, e) {
		// An insert that updates or skips the row it conflicts with.
		idem = true
		detail += " with an upsert"
	}
	if idem && a.scanning != nil && mentionsAny(a.scanning.fn, e) {
		// An update that adds to what is there ($inc, stock - ?).
		idem = false
		detail += " that adds to what is there"
	} else if idem && e.Update != nil && !builtUpdate(argAt(common, e.Update.Arg), 0) {
		// An update whose operators come from the input ($set, or $inc).
		idem = false
		detail += UnbuiltUpdate
	} else if idem && a.scanning != nil && a.freshArgument(a.scanning.fn, common) {
		// A set of a key, or an add of a member, made for this call.
		idem = false
		detail += " of an id generated for the call"
	}
	rejects := e.RejectsRepeat
	if rejects && a.scanning != nil && generatesName(a.scanning.fn) {
		// The server names what it creates: a repeat makes another.
		rejects = false
		detail += " with a server-generated name"
	} else if rejects && a.scanning != nil && madeFresh(a.scanning.fn) {
		// The name is made anew on each call (backup-<unix time>, a
		// random suffix): a repeat makes another under a new name.
		rejects = false
		detail += " with a name made for the call"
	}
	return siteResult{effects: []Effect{{
		Kind: KindSDK, Idempotent: idem, RejectsRepeat: rejects, Duplicates: e.Duplicates && !idem,
		InProcess: e.Database && a.inProcessDB,
		Detail:    detail, Chain: []Link{link},
	}}}
}

// madeFresh reports whether the name fn gives what it creates derives
// from a value fn makes anew on each call: a clock's or a random
// source's, or an id generator's, called there or in a function of the
// package it calls (randSuffix()).
func madeFresh(fn *ssa.Function) bool {
	fresh := make(map[ssa.Value]bool)
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, ok := instr.(*ssa.Call)
			if !ok {
				continue
			}
			if g := call.Call.StaticCallee(); g != nil && (volatileCall(g) || g.Pkg == fn.Pkg && callsVolatile(g)) {
				fresh[call] = true
			}
		}
	}
	if len(fresh) == 0 {
		return false
	}
	// Only a name counts: a timestamp stored beside a caller's name
	// (an annotation, CreatedAt) makes nothing new.
	for _, v := range namesGiven(fn) {
		if flow.Derives(v, fresh) {
			return true
		}
	}
	return false
}

// namesGiven returns the values fn gives as the name of what it makes:
// stored in a Name field, passed to a SetName method, or put under a
// "name" key.
func namesGiven(fn *ssa.Function) []ssa.Value {
	var out []ssa.Value
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Store:
				if fa, ok := x.Addr.(*ssa.FieldAddr); ok && fieldName(fa) == "Name" {
					out = append(out, x.Val)
				}
			case *ssa.MapUpdate:
				if k, ok := constString(x.Key); ok && k == "name" {
					out = append(out, x.Value)
				}
			case ssa.CallInstruction:
				c := x.Common()
				name := ""
				if c.IsInvoke() {
					name = c.Method.Name()
				} else if g := c.StaticCallee(); g != nil {
					name = g.Name()
				}
				if name == "SetName" && len(c.Args) > 0 {
					out = append(out, c.Args[len(c.Args)-1])
				}
				// A helper's parameter named for a name
				// (createJob(ctx, client, ns, jobName, spec)).
				if g := c.StaticCallee(); g != nil && g.Pkg == fn.Pkg {
					for i, p := range g.Params {
						if i < len(c.Args) && isString(p.Type()) && strings.HasSuffix(strings.ToLower(p.Name()), "name") {
							out = append(out, c.Args[i])
						}
					}
				}
			}
		}
	}
	return out
}

// volatileCall reports whether g is a source of a value new on each
// call (time.Now, math/rand, crypto/rand, an id generator).
func volatileCall(g *ssa.Function) bool {
	obj, ok := g.Object().(*types.Func)
	if !ok {
		return false
	}
	_, ok = volatile.Source(obj)
	return ok
}

// callsVolatile reports whether g, a function of the package, calls a
// volatile source itself.
func callsVolatile(g *ssa.Function) bool {
	for _, b := range g.Blocks {
		for _, instr := range b.Instrs {
			if call, ok := instr.(*ssa.Call); ok {
				if h := call.Call.StaticCallee(); h != nil && volatileCall(h) {
					return true
				}
			}
		}
	}
	return false
}

// markServerNamed makes the creates that refuse a repeat of a function
// that asks the server to name what it creates act again: a create
// reached through an interface whose implementation another package
// resolved (a generated clientset's TaskRuns(ns).Create over gentype),
// which sdkSite did not see.
func markServerNamed(fn *ssa.Function, effects []Effect) {
	if !slices.ContainsFunc(effects, func(e Effect) bool { return e.RejectsRepeat }) {
		return
	}
	how := " with a server-generated name"
	if !generatesName(fn) {
		if !madeFresh(fn) {
			return
		}
		how = " with a name made for the call"
	}
	for i := range effects {
		if effects[i].RejectsRepeat {
			effects[i].RejectsRepeat = false
			effects[i].Detail += how
		}
	}
}

// generatesName reports whether fn asks the server to generate the name
// of what it creates, as Kubernetes' generateName does: it stores into a
// GenerateName field, calls SetGenerateName, or uses the constant
// "generateName" (an unstructured object's key).
func generatesName(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Store:
				if fa, ok := x.Addr.(*ssa.FieldAddr); ok && fieldName(fa) == "GenerateName" {
					return true
				}
			case ssa.CallInstruction:
				c := x.Common()
				if c.IsInvoke() && c.Method.Name() == "SetGenerateName" {
					return true
				}
				if f := c.StaticCallee(); f != nil && f.Name() == "SetGenerateName" {
					return true
				}
			}
			for _, op := range instr.Operands(nil) {
				if op != nil && *op != nil {
					if s, ok := constString(*op); ok && s == "generateName" {
						return true
					}
				}
			}
		}
	}
	return false
}

// applySummary returns the writes of a call whose callee's summary is
// known (from a fact): its effects with the call prepended and its
// parameter writes resolved with the call's arguments.
func (a *analyzer) applySummary(common *ssa.CallCommon, link Link, callee string, effects []Effect, params []ParamWrite) siteResult {
	var r siteResult
	r.effects = callEffects(callee, effects, common, link, nil)
	for _, p := range params {
		r.add(a.resolveParamAt(p, common, link))
	}
	return r
}

// grpcSite classifies a unary gRPC call by its method name: reads by
// name are not writes; others, and calls whose method is not constant,
// are.
func (a *analyzer) grpcSite(method ssa.Value, link Link) siteResult {
	var r siteResult
	consts := 0
	for _, o := range a.newTracer().strings(method, 0) {
		if o.kind != oConst {
			continue
		}
		consts++
		short := o.s[strings.LastIndexByte(o.s, '/')+1:]
		if hasVerb(short, readVerbs) || keepsSession[short] || opensSession(short) {
			continue
		}
		r.effects = append(r.effects, Effect{Kind: KindGRPC, Detail: o.s, Chain: []Link{link}})
	}
	if consts == 0 {
		r.effects = append(r.effects, Effect{Kind: KindGRPC, Detail: "Invoke", Chain: []Link{link}})
	}
	return r
}

// stmtSite classifies the execution of a prepared statement by the
// constant text it was prepared from.
func (a *analyzer) stmtSite(stmt ssa.Value, link Link) siteResult {
	var r siteResult
	for _, q := range a.preparedFrom(stmt, 0) {
		if e, ok := a.sqlEffect(q, []Link{link}); ok {
			r.effects = append(r.effects, e)
		}
	}
	return r
}

func (a *analyzer) preparedFrom(v ssa.Value, depth int) []string {
	if depth > 8 {
		return nil
	}
	switch v := v.(type) {
	case *ssa.Phi:
		var out []string
		for _, e := range v.Edges {
			out = append(out, a.preparedFrom(e, depth+1)...)
		}
		return out
	case *ssa.Extract:
		call, ok := v.Tuple.(*ssa.Call)
		if !ok || v.Index != 0 {
			return nil
		}
		fn := calleeFunc(call.Common())
		if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != pkgSQL || !strings.HasPrefix(fn.Name(), "Prepare") {
			return nil
		}
		i := sqlArgIndex(fn, false)
		var out []string
		for _, o := range a.newTracer().strings(argAt(call.Common(), i), 0) {
			if o.kind == oConst {
				out = append(out, o.s)
			}
		}
		return out
	}
	return nil
}

// sqlMethods are the names of methods that run SQL text.
var sqlMethods = map[string]bool{
	"Exec": true, "ExecContext": true, "Query": true, "QueryContext": true,
	"QueryRow": true, "QueryRowContext": true, "NamedExec": true, "NamedExecContext": true,
	"MustExec": true, "MustExecContext": true, "Prepare": false, "PrepareContext": false,
}

// executes reports whether a SQL method of the name executes its
// statement for its effect (Exec, ExecContext, MustExec, NamedExec)
// rather than for rows.
func executes(name string) bool {
	return strings.HasPrefix(name, "Exec") || strings.HasPrefix(name, "MustExec") || strings.HasPrefix(name, "NamedExec")
}

// isConstValue reports whether v is a constant.
func isConstValue(v ssa.Value) bool {
	_, ok := v.(*ssa.Const)
	return ok
}

// sqlArgIndex returns the index of the SQL text parameter of fn when fn
// runs (or prepares) SQL, and -1 otherwise. A concrete method must belong
// to database/sql's DB, Tx or Conn, pgx or sqlx; an interface method
// (sqlc's DBTX, pgx.Tx) must return database/sql or pgx types.
func sqlArgIndex(fn *types.Func, iface bool) int {
	if _, ok := sqlMethods[fn.Name()]; !ok {
		return -1
	}
	sig := fn.Signature()
	params := sig.Params()
	i := 0
	if params.Len() > 0 && isContext(params.At(0).Type()) {
		i = 1
	}
	if params.Len() <= i {
		return -1
	}
	if b, ok := types.Unalias(params.At(i).Type()).(*types.Basic); !ok || b.Kind() != types.String {
		return -1
	}
	if iface {
		if sig.Results().Len() > 0 && isSQLResult(sig.Results().At(0).Type()) {
			return i
		}
		return -1
	}
	if fn.Pkg() == nil {
		return -1
	}
	switch recv := recvTypeName(fn); fn.Pkg().Path() {
	case pkgSQL:
		if recv == "DB" || recv == "Tx" || recv == "Conn" {
			return i
		}
	case pkgPGX:
		if recv == "Conn" {
			return i
		}
	case pkgPGXPool:
		if recv == "Pool" || recv == "Conn" || recv == "Tx" {
			return i
		}
	case pkgSQLX:
		if recv == "DB" || recv == "Tx" || recv == "Conn" {
			return i
		}
	}
	return -1
}

func isSQLResult(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return false
	}
	switch n.Obj().Pkg().Path() {
	case pkgSQL:
		return n.Obj().Name() == "Result" || n.Obj().Name() == "Rows" || n.Obj().Name() == "Row"
	case pkgPGConn:
		return n.Obj().Name() == "CommandTag"
	case pkgPGX:
		return n.Obj().Name() == "Rows" || n.Obj().Name() == "Row"
	}
	return false
}

// isContext reports whether t is context.Context.
func isContext(t types.Type) bool {
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == "context" && n.Obj().Name() == "Context"
}

// calleeFunc returns the declared function a static call invokes, without
// instantiation, or nil.
func calleeFunc(common *ssa.CallCommon) *types.Func {
	fn := staticFunc(common)
	if fn == nil {
		return nil
	}
	obj, _ := fn.Object().(*types.Func)
	if obj == nil {
		return nil
	}
	return obj.Origin()
}

// newRequestMethod returns the method argument of a call to
// http.NewRequest or http.NewRequestWithContext, or nil.
func newRequestMethod(common *ssa.CallCommon) ssa.Value {
	fn := calleeFunc(common)
	if fn == nil || fn.Pkg() == nil || fn.Pkg().Path() != pkgHTTP || fn.Signature().Recv() != nil {
		return nil
	}
	switch fn.Name() {
	case "NewRequest":
		return argAt(common, 0)
	case "NewRequestWithContext":
		return argAt(common, 1)
	}
	return nil
}

// newRequestURL returns the URL argument of a call to http.NewRequest or
// http.NewRequestWithContext, or nil.
func newRequestURL(common *ssa.CallCommon) ssa.Value {
	if fn := calleeFunc(common); fn != nil && fn.Name() == "NewRequestWithContext" {
		return argAt(common, 2)
	}
	return argAt(common, 1)
}

// newRequestBody returns the body argument of an http.NewRequest call.
func newRequestBody(common *ssa.CallCommon) ssa.Value {
	if fn := calleeFunc(common); fn != nil && fn.Name() == "NewRequestWithContext" {
		return argAt(common, 3)
	}
	return argAt(common, 2)
}

// isHTTPRequestMethod reports whether fn is one of the named methods of
// *http.Request.
func isHTTPRequestMethod(fn *ssa.Function, names ...string) bool {
	obj, _ := fn.Object().(*types.Func)
	if obj == nil || obj.Pkg() == nil || obj.Pkg().Path() != pkgHTTP || recvTypeName(obj) != "Request" {
		return false
	}
	for _, n := range names {
		if obj.Name() == n {
			return true
		}
	}
	return false
}

// isDoer reports whether an interface method sends the request it is
// given: it takes one *http.Request and returns an error last, as
// (*http.Client).Do and the HTTP client interfaces code declares for
// testing do, and as an SDK's connector does (go-atlassian's
// Call(request *http.Request, structure any) (*ResponseScheme, error)).
// What else would a method do with a request that can fail?
func isDoer(m *types.Func) bool { return sentParam(m) >= 0 }

// sentParam returns the index of the request parameter of an interface
// method that sends it (see isDoer), or -1.
func sentParam(m *types.Func) int {
	sig := m.Signature()
	res := sig.Results()
	if res.Len() == 0 || !isError(res.At(res.Len()-1).Type()) {
		return -1
	}
	found := -1
	for i := range sig.Params().Len() {
		if isHTTPRequestPtr(sig.Params().At(i).Type()) {
			if found >= 0 {
				return -1
			}
			found = i
		}
	}
	return found
}

func isError(t types.Type) bool { return types.Identical(t, types.Universe.Lookup("error").Type()) }

// httpMethodNames are the methods that name an HTTP request's method.
var httpMethodNames = words(`GET HEAD POST PUT PATCH DELETE OPTIONS`)

// interfaceRequestMethod returns the method argument of a call of an
// interface method that returns an *http.Request: the parameter the
// interface names "method", or else the one argument that is a constant
// HTTP method (go-atlassian's Connector.NewRequest(ctx, http.MethodPut,
// endpoint, "", body)). Its implementation is out of sight, but a
// request built from a method has that method.
func interfaceRequestMethod(common *ssa.CallCommon) ssa.Value {
	if !common.IsInvoke() {
		return nil
	}
	sig := common.Signature()
	res := sig.Results()
	if res.Len() == 0 || !isHTTPRequestPtr(res.At(0).Type()) {
		return nil
	}
	for i := range sig.Params().Len() {
		if p := sig.Params().At(i); strings.EqualFold(p.Name(), "method") && isString(p.Type()) && i < len(common.Args) {
			return common.Args[i]
		}
	}
	var found ssa.Value
	for _, arg := range common.Args {
		if s, ok := constString(arg); ok && httpMethodNames[s] {
			if found != nil {
				return nil
			}
			found = arg
		}
	}
	return found
}

func isHTTPRequestPtr(t types.Type) bool { return isHTTPPtr(t, "Request") }

func isHTTPResponsePtr(t types.Type) bool { return isHTTPPtr(t, "Response") }

func isHTTPPtr(t types.Type, name string) bool {
	p, ok := t.Underlying().(*types.Pointer)
	if !ok {
		return false
	}
	n, ok := types.Unalias(p.Elem()).(*types.Named)
	return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkgHTTP && n.Obj().Name() == name
}

// shortFunc names a function or method by package name, for details:
// "refund.New", "(*github.IssuesService).Create".
func shortFunc(fn *types.Func) string {
	fn = fn.Origin()
	recv := fn.Signature().Recv()
	if recv == nil {
		if fn.Pkg() == nil {
			return fn.Name()
		}
		return fn.Pkg().Name() + "." + fn.Name()
	}
	t := recv.Type()
	ptr := ""
	if p, ok := t.(*types.Pointer); ok {
		ptr, t = "*", p.Elem()
	}
	name := types.TypeString(t, func(p *types.Package) string { return p.Name() })
	if n, ok := types.Unalias(t).(*types.Named); ok && n.Obj().Pkg() != nil {
		name = n.Obj().Pkg().Name() + "." + n.Obj().Name()
	}
	return "(" + ptr + name + ")." + fn.Name()
}

// sdkPlumbing reports whether the package being analysed and the package
// at path are of the same catalogued SDK module.
func (a *analyzer) sdkPlumbing(path string) bool {
	mod := cataloguedModule(a.pass.Pkg.Path())
	return mod != "" && mod == cataloguedModule(path)
}
