package effects

import (
	"cmp"
	"encoding/gob"
	"fmt"
	"github.com/idemlint/idemlint/internal/modpath"
	"slices"
	"strconv"
	"strings"
)

// The kinds of effect.
const (
	KindHTTP      = "http"      // an HTTP request whose method writes
	KindSQL       = "sql"       // a SQL statement that changes rows
	KindSMTP      = "smtp"      // a mail send
	KindGRPC      = "grpc"      // a unary gRPC call
	KindMessage   = "message"   // a message sent over a connection (a WebSocket frame), as the catalogue says
	KindSDK       = "sdk"       // an SDK call the catalogue knows writes
	KindVerb      = "verb"      // an interface method named with a writing verb
	KindDirective = "directive" // a function marked //idemlint:effect
	KindConfig    = "config"    // a function named by configuration
	KindExec      = "exec"      // a run of an external program whose subcommand writes: "nats kv put"
)

// The kinds of parameter a ParamWrite depends on.
const (
	ParamMethod  = "method"  // a string, the HTTP request method
	ParamRequest = "request" // an *http.Request, whose method decides
	ParamMaker   = "maker"   // a function that makes the *http.Request sent
	ParamSQL     = "sql"     // a string, the SQL statement
)

// Limits that keep facts small. Effects beyond maxEffects are dropped
// (non-idempotent ones are kept first); chains longer than maxChain keep
// their first maxChain-1 links and their last.
const (
	maxEffects = 8
	maxParams  = 8
	maxChain   = 12
)

// A Link is one call in a chain: Func calls Call at Pos.
type Link struct {
	Func string // the calling function, qualified: "(*example.com/pay.Client).post"
	Pos  string // where Func makes the call: "client.go:41" (base file name and line)
	Call string // the function called: "(*net/http.Client).Do"
}

// An Effect is one external write a function can perform.
type Effect struct {
	Kind       string // KindHTTP, KindSQL, ...
	Idempotent bool   // repeating the write changes nothing more
	Detail     string // "POST", "INSERT INTO refunds", "stripe refund.New"
	// RejectsRepeat says that the provider refuses a repeat of this
	// non-idempotent write (a create by a caller-chosen unique name): a
	// retry fails with a conflict instead of acting twice.
	RejectsRepeat bool
	// Duplicates says that the provider makes another object on a
	// repeat whatever name it is given (a Drive file): a name the
	// caller chooses does not make the provider refuse it.
	Duplicates bool
	// Op names the operation that decided Idempotent, where its name
	// says what a repeat does ("(*incident.Service).UpdateStatus"): the
	// innermost function of the chain with such a name. Empty when the
	// method alone decides.
	Op string
	// OpParam, when not 0, is 1 + the parameter whose argument names
	// the operation of this undecided POST: a transport that puts the
	// action it is given in its body's "action" or "method" field. A
	// call that passes a constant decides the write by it.
	OpParam int
	// OpField, with OpParam, is the field of that struct parameter
	// whose value names the operation: a sender's Params{Method, Path}.
	OpField string
	// OpFree, when not 0, is 1 + the free variable of the closure the
	// effect is reported for whose value names the operation: the
	// closure makeHandler(node, "get_pages") returns sends the command
	// it captured. Only the closure's maker knows the value (Captured).
	OpFree int
	// Item says that this POST goes to the address of one item
	// (fmt.Sprintf("/tasks/%s", id)), which updates it, as PATCH would:
	// where no name of the chain decides Op, the tool takes it for an
	// update (ItemUpdate).
	Item bool
	// Guards are the conditions on the function's parameters under
	// which the write happens at all; a caller that passes a constant
	// failing one does not write.
	Guards []Guard
	// Detached says that the write's failure cannot reach the callers
	// of the function the effect is reported for: it is made in a
	// goroutine, or below a function that returns nothing and lets no
	// error out (detached.go). Nothing such a caller returns can say
	// whether it happened: beside a write whose outcome the caller
	// does report, it is a side write (a relay, a notification, a
	// telemetry row whose error is only logged).
	Detached bool
	// InProcess says the write goes to a database that runs inside the
	// program (an embedded SQLite): a statement that fails did not
	// commit, so its failure, a timeout's too, is definite.
	InProcess bool
	// Chain holds the whole call chain from the function the effect is
	// reported for down to the call that writes (its last link). It is
	// empty when the function itself is the write (a catalogue entry, a
	// directive or a configured effect).
	Chain []Link
}

// RunTimeStatement is the Detail of a SQL write whose statement the
// program does not write down: an Exec of the model's SQL, or of one a
// query builder assembles. It writes, and a repeat may act again, but
// what it does is not known: no key can name it.
const RunTimeStatement = "statement chosen at run time"

// IsRunTimeStatement reports whether e executes a statement chosen at
// run time.
func (e Effect) IsRunTimeStatement() bool {
	return e.Kind == KindSQL && e.Detail == RunTimeStatement
}

// RunTimeMethod is the Detail of an HTTP request whose method the
// program does not write down: a proxy sends the method the model
// names (GetString("method"), opts.Method = method). It may write, and
// a POST repeated acts again, but what it does is not known: no key can
// name it.
const RunTimeMethod = "method chosen at run time"

// SetUpSuffix ends the Detail of a write that a read-named callee makes
// as its set-up (defaults stored on first use, a schema made before it
// answers): a repeat of the read finds it made.
const SetUpSuffix = " set up in a read"

// SetUpByConstructor ends the Detail of a write that a client's
// constructor makes (the bucket it makes sure of): see SetUpSuffix.
const SetUpByConstructor = " set up by a client's constructor"

// SetUpByRefresh ends the Detail of a write that a credential's refresh
// makes (the new token stored, a notice of it published).
const SetUpByRefresh = " set up by a credential's refresh"

// SetUpBySession ends the Detail of a write that opening a connection or
// a session makes (the authentication message a WebSocket client sends
// when it connects, a login).
const SetUpBySession = " set up by opening a session"

// SetUpOncePerProcess ends the Detail of a write that a function makes
// the first time it is called only (a lazy initialisation, a
// sync.Once): the schema a store creates when it is first opened.
const SetUpOncePerProcess = " set up once per process"

// IsSetUp reports whether e is the set-up of a read, of a client, of a
// credential, of a session or of the process.
func (e Effect) IsSetUp() bool {
	for _, s := range [...]string{SetUpSuffix, SetUpByConstructor, SetUpByRefresh, SetUpBySession, SetUpOncePerProcess} {
		if strings.HasSuffix(e.Detail, s) {
			return true
		}
	}
	return false
}

// IsRunTime reports whether e runs what is chosen at run time: a SQL
// statement or an HTTP method the program does not write down.
func (e Effect) IsRunTime() bool {
	return e.IsRunTimeStatement() || e.Kind == KindHTTP && e.Detail == RunTimeMethod
}

// A Guard is a condition on a parameter that a write needs: the
// parameter equals Value ("true", "create"), or differs from it with Not.
type Guard struct {
	Param int // counted from 0 without the receiver
	Value string
	Not   bool
}

func compareGuards(a, b Guard) int {
	return cmp.Or(cmp.Compare(a.Param, b.Param), strings.Compare(a.Value, b.Value), cmp.Compare(boolInt(a.Not), boolInt(b.Not)))
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (g Guard) String() string {
	op := "=="
	if g.Not {
		op = "!="
	}
	return fmt.Sprintf("param %d %s %s", g.Param, op, strconv.Quote(g.Value))
}

// Writes is the fact on a function or method that can perform external
// writes. Effects are sorted, deduplicated and capped.
type Writes struct {
	Effects []Effect
}

func (*Writes) AFact() {}

func (w *Writes) String() string {
	parts := make([]string, len(w.Effects))
	for i, e := range w.Effects {
		parts[i] = e.String()
	}
	return "writes " + strings.Join(parts, "; ")
}

// A ParamWrite says that a function performs a write whose nature one of
// its parameters decides: the HTTP method of a request it sends, the
// request itself, or the SQL statement it executes. Each caller resolves
// the argument it passes (http.MethodPost, "POST", a constant query), or
// passes the dependency on to its own caller.
type ParamWrite struct {
	Index int    // the parameter, counted from 0 without the receiver
	Kind  string // ParamMethod, ParamRequest, ParamSQL, ParamCommand, ParamProgram or ParamBatch
	// Field, when set, says the value is held in this field of the
	// parameter (a struct or a pointer to one) rather than being the
	// parameter itself: go-openapi's ClientOperation.Method.
	Field string
	// Runs, for ParamSQL, says that the statement is executed (Exec):
	// one the program does not write down (the model's, or a query
	// builder's) still writes, though what it does is not known
	// (RunTimeStatement).
	Runs bool
	// InProcess, for ParamSQL, says the statement runs in a database
	// inside the program, as Effect.InProcess.
	InProcess bool
	// Options says that the parameter holds functional options (a
	// variadic ...func(*config) error) one of which may store the value
	// in field Field of the config they are applied to.
	Options bool
	// Command, for ParamCommand, is the program and the words of its
	// subcommand before the parameter's: "nats", "gh issue"; for
	// ParamProgram, the constant words the program is run with, when
	// no parameter holds them.
	Command string
	// ArgsParam, for ParamProgram, is 1 + the parameter that holds the
	// words the program is run with, or 0.
	ArgsParam int
	// Batch, for ParamBatch, is the batch call the parameter's request
	// goes to.
	Batch *BatchWrite
	// OpParam, when not 0, is 1 + the parameter whose argument names the
	// operation of a POST made with the method this parameter gives (a
	// sender's path: doRequest(ctx, method, path)), as Effect.OpParam,
	// and OpField as Effect.OpField.
	OpParam int
	OpField string
	// Up, in a function literal's summary, says the parameter is not the
	// literal's but that of the function Up levels out that makes it (a
	// request a retry callback captured): that function's own once the
	// literal's writes are folded into it. Always 0 in a fact.
	Up    int
	Chain []Link // from the function down to the call that writes
}

// ParamWrites is the fact on a function with parameter-dependent writes.
// One fact type serves HTTP methods, requests and SQL statements, since
// one wrapper may take several.
type ParamWrites struct {
	Params []ParamWrite
}

func (*ParamWrites) AFact() {}

func (p *ParamWrites) String() string {
	parts := make([]string, len(p.Params))
	for i, pw := range p.Params {
		parts[i] = pw.String()
	}
	return strings.Join(parts, "; ")
}

// Impl is the fact on an interface method when the program gives the
// interface one implementation: its package declares exactly one
// non-interface type that implements it. It carries the writes of that
// type's method (none: the method is known not to write), so that a
// caller in any package, under any driver, uses them instead of the
// verb rule. When the package declares a few implementations and each
// one's method writes (a repository over MariaDB and over SQLite), it
// carries each one's writes in Joined instead, and a caller joins them
// (see impl.go).
type Impl struct {
	Method  string // the implementation: "(*example.com/tfe.runs).Apply"
	Effects []Effect
	Params  []ParamWrite
	Joined  []MethodWrites // the implementations joined, in their package's order
}

func (*Impl) AFact() {}

func (i *Impl) String() string {
	if len(i.Joined) > 0 {
		parts := make([]string, len(i.Joined))
		for j, m := range i.Joined {
			parts[j] = ShortName(m.Func) + summaryString(m.Effects, m.Params)
		}
		return "implemented by each of " + strings.Join(parts, " | ")
	}
	return "implemented by " + ShortName(i.Method) + summaryString(i.Effects, i.Params)
}

// Returns is the fact on a function that returns an interface value of
// one concrete type at every return (a constructor such as
// orders.NewService): for each such result, the writes of the concrete
// type's methods, so that a call of a method on the returned value is
// resolved where the constructor's body cannot be seen.
type Returns struct {
	Results []ReturnedImpl
}

// A ReturnedImpl is one interface result of a function and the concrete
// type behind it.
type ReturnedImpl struct {
	Index   int    // the result
	Type    string // the concrete type: "*example.com/orders.service"
	Methods []MethodWrites
}

// MethodWrites are the writes of one method of a concrete type. Methods
// that are not listed do not write.
type MethodWrites struct {
	Name    string // the method name: "AcceptQuote"
	Func    string // its qualified name: "(*example.com/orders.service).AcceptQuote"
	Effects []Effect
	Params  []ParamWrite
}

func (*Returns) AFact() {}

func (r *Returns) String() string {
	var parts []string
	for _, ri := range r.Results {
		s := fmt.Sprintf("result %d is %s", ri.Index, typeName(ri.Type))
		for _, m := range ri.Methods {
			s += "; " + m.Name + summaryString(m.Effects, m.Params)
		}
		parts = append(parts, s)
	}
	return "returns " + strings.Join(parts, "; ")
}

// typeName shortens a qualified type: "*example.com/orders.service"
// becomes "*orders.service".
func typeName(qualified string) string {
	if rest, ok := strings.CutPrefix(qualified, "*"); ok {
		return "*" + ShortName(rest)
	}
	return ShortName(qualified)
}

func summaryString(effects []Effect, params []ParamWrite) string {
	if len(effects)+len(params) == 0 {
		return " (no writes)"
	}
	var parts []string
	if len(effects) > 0 {
		parts = append(parts, (&Writes{Effects: effects}).String())
	}
	if len(params) > 0 {
		parts = append(parts, (&ParamWrites{Params: params}).String())
	}
	return ": " + strings.Join(parts, "; ")
}

// Makes is the fact on a function that builds a request and returns it
// without sending it: an SDK's NewRequest, go-retryablehttp's
// NewRequestWithContext. For each such result it says where the
// request's method comes from, so that a caller in another package that
// hands the result to a sender (a function with a ParamWrites fact of
// kind ParamRequest, or one whose Field names the method) resolves the
// method as if the request had been built in its own body.
type Makes struct {
	Results []MadeResult
}

// A MadeResult is one result of a request-building function.
type MadeResult struct {
	Index int // the result
	// Field is "" when the result is a request: an *http.Request or a
	// value that carries one (go-retryablehttp's Request embeds it). It
	// names a string field when the result is an SDK's own request
	// struct whose field holds the method (apikit.Request.Method).
	Field string
	From  []Source
}

// A Source is where a made request's method comes from.
type Source struct {
	// Param is the parameter the method comes from, counted from 0
	// without the receiver, or -1: the receiver when Request or Field
	// is set, otherwise the constant Const ("" for a request built
	// without one: GET).
	Param int
	Const string
	// Request says that parameter Param is itself a request (or a
	// carrier of one) whose method the result keeps.
	Request bool
	// Field says that the method is held in this field of parameter
	// Param; with Options, of the config the option functions in
	// parameter Param are applied to.
	Field   string
	Options bool
	// OpParam, when not 0, is 1 + the parameter whose argument ends the
	// request's URL and names its operation (an SDK's
	// NewRequest(method, path, body)), as Effect.OpParam, and OpField
	// as Effect.OpField.
	OpParam int
	OpField string
}

func (*Makes) AFact() {}

func (m *Makes) String() string {
	var parts []string
	for _, r := range m.Results {
		what := "a request with method"
		if r.Field != "" {
			what = "field " + r.Field
		}
		var from []string
		for _, s := range r.From {
			from = append(from, s.String())
		}
		parts = append(parts, fmt.Sprintf("result %d: %s from %s", r.Index, what, strings.Join(from, ", ")))
	}
	return "makes " + strings.Join(parts, "; ")
}

func (s Source) String() string {
	switch {
	case s.Request && s.Param < 0:
		return "the request of the receiver"
	case s.Request:
		return fmt.Sprintf("the request of param %d", s.Param)
	case s.Field != "" && s.Param < 0:
		return "the receiver's field " + s.Field
	case s.Param < 0:
		return strconv.Quote(s.Const)
	case s.Options:
		return fmt.Sprintf("param %d options field %s", s.Param, s.Field)
	case s.Field != "":
		return fmt.Sprintf("param %d field %s", s.Param, s.Field)
	}
	return fmt.Sprintf("param %d", s.Param)
}

// Ledger is the fact on a type or method marked //idemlint:ledger: its
// methods are ledger operations, never effects.
type Ledger struct{}

func (*Ledger) AFact() {}

func (*Ledger) String() string { return "ledger" }

func init() {
	gob.Register(new(Writes))
	gob.Register(new(ParamWrites))
	gob.Register(new(Ledger))
	gob.Register(new(Impl))
	gob.Register(new(Returns))
	gob.Register(new(Makes))
	gob.Register(new(KeepsErrors))
	gob.Register(new(ReplacesErrors))
	gob.Register(new(GuardedRun))
}

func (e Effect) String() string {
	var b strings.Builder
	b.WriteString(e.Kind)
	b.WriteString(" ")
	b.WriteString(e.Detail)
	if e.Idempotent {
		b.WriteString(" (idempotent)")
	}
	if e.RejectsRepeat {
		b.WriteString(" (rejects a repeat)")
	}
	if e.Duplicates {
		b.WriteString(" (duplicates by name)")
	}
	if e.InProcess {
		b.WriteString(" (in-process database)")
	}
	if e.Item && e.Op == "" {
		b.WriteString(" to an item's address")
	}
	if e.Op != "" && e.Idempotent != defaultIdempotent(e) && e.Kind != KindExec {
		b.WriteString(" as ")
		b.WriteString(e.Op)
	}
	if len(e.Chain) > 0 {
		b.WriteString(" via ")
		b.WriteString(ChainString(e.Chain))
	}
	if len(e.Guards) > 0 {
		b.WriteString(" when " + guardsString(e.Guards))
	}
	return b.String()
}

func (p ParamWrite) String() string {
	what := map[string]string{
		ParamMethod:  "http method",
		ParamRequest: "http request",
		ParamMaker:   "http request made by the function",
		ParamSQL:     "sql statement",
		ParamCommand: "command " + p.Command,
		ParamProgram: "command program",
		ParamBatch:   "batch request",
	}[p.Kind]
	from := fmt.Sprintf("param %d", p.Index)
	if p.Index < 0 {
		from = "the receiver"
	}
	if p.Options {
		from += " options"
	}
	if p.Field != "" {
		from += " field " + p.Field
	}
	if p.InProcess {
		what += " (in-process database)"
	}
	return fmt.Sprintf("%s from %s via %s", what, from, ChainString(p.Chain))
}

// ChainString renders a chain with short names:
// "pay.Refund -> (*pay.Client).post -> (*http.Client).Do".
func ChainString(chain []Link) string {
	var b strings.Builder
	for i, l := range chain {
		if i > 0 {
			b.WriteString(" -> ")
		}
		b.WriteString(ShortName(l.Func))
	}
	if len(chain) > 0 {
		b.WriteString(" -> ")
		b.WriteString(ShortName(chain[len(chain)-1].Call))
	}
	return b.String()
}

// ShortName drops the package path of a qualified name but keeps the
// package name: "(*example.com/pay.Client).post" becomes
// "(*pay.Client).post", "net/http.Post" becomes "http.Post".
func ShortName(qualified string) string {
	prefix := ""
	rest := qualified
	for _, p := range []string{"(*", "("} {
		if r, ok := strings.CutPrefix(rest, p); ok {
			prefix, rest = p, r
			break
		}
	}
	end := strings.IndexAny(rest, ")[")
	if end < 0 {
		end = len(rest)
	}
	if i := strings.LastIndex(rest[:end], "/"); i >= 0 {
		// Keep the element before a major version: "pgx/v5.Tx".
		if j := strings.LastIndex(rest[:i], "/"); modpath.IsMajorVersion(strings.SplitN(rest[i+1:end], ".", 2)[0]) && j >= 0 {
			i = j
		}
		rest = rest[i+1:]
	}
	return prefix + rest
}

func compareLinks(a, b Link) int {
	return cmp.Or(
		strings.Compare(a.Pos, b.Pos),
		strings.Compare(a.Func, b.Func),
		strings.Compare(a.Call, b.Call),
	)
}

func compareChains(a, b []Link) int {
	if c := cmp.Compare(len(a), len(b)); c != 0 {
		return c
	}
	return slices.CompareFunc(a, b, compareLinks)
}

func firstLink(chain []Link) Link {
	if len(chain) == 0 {
		return Link{}
	}
	return chain[0]
}

// effectKey is what makes two effects the same for deduplication: the
// same write reached through the same first call. Of two such effects
// only the one with the shortest chain is kept.
func compareEffectKeys(a, b Effect) int {
	af, bf := firstLink(a.Chain), firstLink(b.Chain)
	rank := func(e Effect) int { // non-idempotent writes first, side writes last: they survive the cap
		r := 0
		switch {
		case e.Idempotent:
			r = 2
		case e.RejectsRepeat:
			r = 1
		}
		if e.Detached {
			r += 3
		}
		return r
	}
	return cmp.Or(
		cmp.Compare(rank(a), rank(b)),
		strings.Compare(a.Kind, b.Kind),
		strings.Compare(a.Detail, b.Detail),
		compareLinks(af, bf),
		// The same write under other guards is another write: keeping
		// only one would lose it for a caller that passes the other's
		// constant.
		slices.CompareFunc(a.Guards, b.Guards, compareGuards),
		cmp.Compare(a.OpParam, b.OpParam),
		strings.Compare(a.OpField, b.OpField),
		cmp.Compare(a.OpFree, b.OpFree),
	)
}

// normalizeEffects sorts, deduplicates, truncates and caps effects. It
// may reorder its argument.
func normalizeEffects(effects []Effect) []Effect {
	return normalize(effects, compareEffectKeys, func(e *Effect) *[]Link { return &e.Chain }, maxEffects)
}

func compareParamKeys(a, b ParamWrite) int {
	return cmp.Or(cmp.Compare(a.Up, b.Up), cmp.Compare(a.Index, b.Index), strings.Compare(a.Kind, b.Kind), strings.Compare(a.Field, b.Field), cmp.Compare(boolInt(a.Options), boolInt(b.Options)), strings.Compare(a.Command, b.Command))
}

// normalizeParams sorts, deduplicates (one entry per parameter and kind,
// with the shortest chain), truncates and caps parameter writes.
func normalizeParams(params []ParamWrite) []ParamWrite {
	return normalize(params, compareParamKeys, func(p *ParamWrite) *[]Link { return &p.Chain }, maxParams)
}

// normalize sorts items by key and then chain, keeps the first item per
// key (the one with the shortest chain), truncates chains and keeps at
// most max items, so facts encode the same way every time.
func normalize[T any](items []T, key func(a, b T) int, chain func(*T) *[]Link, max int) []T {
	if len(items) == 0 {
		return nil
	}
	slices.SortFunc(items, func(a, b T) int {
		return cmp.Or(key(a, b), compareChains(*chain(&a), *chain(&b)))
	})
	out := items[:0:0]
	for i, it := range items {
		if i > 0 && key(items[i-1], it) == 0 {
			continue
		}
		c := chain(&it)
		*c = truncateChain(*c)
		out = append(out, it)
		if len(out) == max {
			break
		}
	}
	return out
}

func truncateChain(chain []Link) []Link {
	if len(chain) <= maxChain {
		return chain
	}
	out := slices.Clip(chain[:maxChain-1])
	return append(out, chain[len(chain)-1])
}

// prepend returns link followed by chain, in a new slice.
func prepend(link Link, chain []Link) []Link {
	out := make([]Link, 0, len(chain)+1)
	out = append(out, link)
	return append(out, chain...)
}

// passesThrough reports whether a chain already goes through fn, so that
// extending it by a call from fn would make a cycle.
func passesThrough(chain []Link, fn string) bool {
	for _, l := range chain {
		if l.Func == fn {
			return true
		}
	}
	return false
}

func equalEffects(a, b []Effect) bool {
	return slices.EqualFunc(a, b, func(x, y Effect) bool {
		return x.Kind == y.Kind && x.Idempotent == y.Idempotent && x.RejectsRepeat == y.RejectsRepeat && x.Duplicates == y.Duplicates &&
			x.Detail == y.Detail && x.Op == y.Op && x.OpParam == y.OpParam && x.OpField == y.OpField && x.OpFree == y.OpFree && x.Detached == y.Detached && x.InProcess == y.InProcess && slices.Equal(x.Guards, y.Guards) && slices.Equal(x.Chain, y.Chain)
	})
}

func equalParams(a, b []ParamWrite) bool {
	return slices.EqualFunc(a, b, func(x, y ParamWrite) bool {
		return x.Up == y.Up && x.Index == y.Index && x.Kind == y.Kind && x.Field == y.Field && x.Options == y.Options && x.Command == y.Command && slices.Equal(x.Chain, y.Chain)
	})
}

// Evidence says in a sentence why e is a write and what a repeat does:
// the method and the operation that decided, the catalogue entry, the
// statement, the directive, and the guard it needs.
func (e Effect) Evidence() string {
	var what string
	switch e.Kind {
	case KindHTTP:
		what = "HTTP " + e.Detail
	case KindSQL:
		what = "SQL " + e.Detail
	case KindSMTP:
		what = "a mail send (" + e.Detail + ")"
	case KindGRPC:
		what = "gRPC " + e.Detail
	case KindMessage:
		what = "a message sent by " + e.Detail
	case KindSDK:
		what = "the catalogue's entry for " + e.Detail
	case KindVerb:
		what = "a call of " + e.Detail + ", an interface method named with a writing verb (the last resort)"
	case KindDirective:
		what = "//idemlint:effect on " + e.Detail
	case KindConfig:
		what = "the configuration's effect " + e.Detail
	case KindExec:
		what = "a run of the command " + e.Detail
	default:
		what = e.Kind + " " + e.Detail
	}
	s := what + "; " + e.Repeat()
	if e.Op != "" && e.Idempotent != defaultIdempotent(e) && (e.Kind == KindHTTP || e.Kind == KindGRPC || e.Kind == KindMessage) {
		s += ", whatever the method"
	}
	if len(e.Guards) > 0 {
		s += "; only when " + guardsString(e.Guards)
	}
	if e.Detached {
		s += "; its failure reaches no caller (a goroutine, or a function that returns nothing and only logs it)"
	}
	if e.InProcess {
		s += "; the database runs in this process, so a failure means it did not commit"
	}
	return s
}

// guardsString joins guards: `param 2 == "create" and param 3 != "x"`.
// guardsString says when a write happens. A parameter equal to one
// value is unequal to every other, so its != guards are left out:
// "param 1 == "create_task"", not "... and param 1 != "get_task"".
func guardsString(guards []Guard) string {
	equal := make(map[int]string)
	for _, g := range guards {
		if !g.Not {
			equal[g.Param] = g.Value
		}
	}
	var parts []string
	for _, g := range guards {
		if v, ok := equal[g.Param]; g.Not && ok && v != g.Value {
			continue
		}
		parts = append(parts, g.String())
	}
	return strings.Join(parts, " and ")
}

// Repeat says what a repeat of e does, and which operation said so:
// "a repeat changes nothing more (the operation mutation closeIssue)".
func (e Effect) Repeat() string {
	var s string
	switch {
	case e.Idempotent:
		s = "a repeat changes nothing more"
	case e.RejectsRepeat:
		s = "the provider rejects a repeat"
	case e.Duplicates:
		s = "a repeat makes another, whatever name it is given"
	case e.Kind == KindSDK && strings.Contains(e.Detail, UnbuiltUpdate):
		s = "a repeat may act again: that depends on the update the model or the caller sends ($set changes nothing more, $inc or $push acts again)"
	default:
		s = "a repeat acts again"
	}
	switch {
	case e.Kind == KindExec && e.Op != "":
		s += " (the subcommand " + e.Op + ")"
	case e.Op != "":
		s += " (the operation " + e.Op + ")"
	}
	return s
}

// Described is the effect and what a repeat of it does, as a report's
// related line shows it: "http POST via ... ; a repeat acts again (the
// operation (*pay.Client).Refund)".
func (e Effect) Described() string { return e.String() + "; " + e.Repeat() }
