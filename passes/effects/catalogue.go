package effects

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"github.com/idemlint/idemlint/internal/modpath"
	"github.com/idemlint/idemlint/passes/tools"
	"go/types"
	"path"
	"slices"
	"strconv"
	"strings"
	"sync"
)

//go:embed catalogue.json
var catalogueJSON []byte

// An Entry of the SDK catalogue: functions or methods of an SDK and what
// a call of them does. Patterns use path.Match syntax.
type Entry struct {
	SDK        string   // short SDK name: "stripe", "github", "slack", "aws", "google"
	Database   bool     // the SDK talks to a SQL database through a driver (an ORM)
	Module     string   // module path without a major-version suffix
	Packages   []string // package patterns relative to Module; "" is the module root
	Recv       string   // receiver type name pattern; "" for package-level functions
	Funcs      []string // function or method name patterns
	Idempotent bool     // the call is an idempotent write
	// RejectsRepeat says the provider refuses a repeat of the write (a
	// create by a caller-chosen unique name: a Kubernetes object, a helm
	// release, an IMAP mailbox): a retry fails instead of acting twice.
	RejectsRepeat bool
	// Duplicates says the provider makes another object on a repeat
	// whatever its name (Drive allows files of one name): a create by a
	// name the caller gives is not one it may refuse.
	Duplicates bool
	// Read says the calls are known not to write: neither the verb rule
	// nor the SDK's own code is consulted.
	Read bool
	// ReadAfter names links of a builder chain that, called on the
	// call's result with one of their constant arguments, make the
	// request no write of the API's own: client-go's RESTClient Post
	// followed by SubResource("exec") runs a command in a pod, which
	// is the command's business, as a shell command the model picks is.
	ReadAfter []ChainLink
	// Message says the call sends a message whose content says what it
	// does (a WebSocket frame carrying a JSON-RPC call): a write that,
	// like a POST to an RPC endpoint, the operation its caller names
	// decides ("sharing.smb.query" reads, "app.restart" acts again).
	Message bool
	// HTTPMethod, when set, says the call sends an HTTP request whose
	// method is the string at this access path, resolved like a method
	// parameter (go-openapi's ClientTransport.Submit).
	HTTPMethod *AccessPath
	// Method, when set, says the call sends an HTTP request of this
	// method (resty's (*Request).Post), to the URL at URL when that is
	// set: the write is decided as http.Post's is, by the method, the
	// URL (a query endpoint reads) and the operation its caller names.
	Method string
	URL    *AccessPath
	// SQL, when set, says the call runs the SQL statement at this access
	// path (gorm's (*DB).Exec(sql, values...)), classified as the
	// statement of a database/sql Exec is.
	SQL *AccessPath
	// Upsert names links of the call's receiver chain that make a write
	// an upsert, idempotent: gorm's db.Clauses(clause.OnConflict{...})
	// before Create, bun's q.On("CONFLICT (id) DO UPDATE") before Exec.
	Upsert []UpsertLink
	// ActsAgainWith names what, in the calling function, makes an
	// idempotent write one that acts again: an update document's "$inc",
	// a gorm.Expr("stock - ?") column, a firestore.Increment.
	ActsAgainWith []Mention
	// Update, when set, says the call's update document is the argument
	// at this access path (mongo's UpdateOne(ctx, filter, update)). A
	// document the program builds is judged by ActsAgainWith; one it
	// does not build (a field of the tool's input, a map the model
	// sent) has operators no one can see: a repeat may act again ($inc),
	// so the update is not taken for idempotent.
	Update *AccessPath
	// Slots name where the SDK takes an idempotency key: fields or setters
	// of the call's arguments ("IdempotencyKey", "SetIdempotencyKey",
	// "ClientToken").
	Slots []string
	// Batch, when set, says the call sends a batch of operations that
	// the caller's request values name, and decide what a repeat does
	// (google.golang.org/api's Docs BatchUpdate of docs.Request
	// values). Idempotent is then what a batch of operations out of
	// sight does.
	Batch *Batch
}

// A Batch names where a batch call's operations are: the struct type
// whose values are the operations, and how their verdict is read.
type Batch struct {
	// Request is the name of the struct type, declared in the package
	// of the call's receiver, whose values are the batch's operations
	// ("Request": docs.Request{InsertText: ...}).
	Request string
	// Verdict is where each operation's verdict is read: batchFields,
	// the names of the fields (of a pointer type: the operation's own
	// request) that the calling function sets in composite literals or
	// assignments of Request.
	Verdict string
	// Sets, Acts and Rejects name operations whose verdict the provider,
	// not their verb, decides: Sheets' RepeatCell sets a format on a
	// range; DeleteDimension removes rows by position, so a repeat
	// removes the next ones; AddSheet with a title is refused when a
	// sheet has that title.
	Sets, Acts, Rejects []string
}

// A ChainLink is a method of a builder chain called with one of Args, a
// constant string.
type ChainLink struct {
	Link string   `json:"link"`
	Args []string `json:"args"`
}

// An UpsertLink is a method of a builder chain that makes the write at
// its end an upsert: a call of method Link on the chain, with an
// argument of type ArgType when that is set ("clause.OnConflict": the
// package relative to the entry's module, a dot, the type's name).
type UpsertLink struct {
	Link    string `json:"link"`
	ArgType string `json:"arg_type"`
}

// A Mention is something a calling function mentions: a constant string
// matching String, or a call of a function or method named Func (a
// pattern) of the entry's module's package Package, whose first constant
// string argument matches Arg when that is set.
type Mention struct {
	String  string `json:"string"`
	Package string `json:"package"`
	Func    string `json:"func"`
	Arg     string `json:"arg"`
}

// The sources of a Batch's verdict.
const batchFields = "fields"

// An AccessPath names a value reachable from a call's arguments, in the
// notation of CodeQL's models-as-data: "Argument[0]" is the first
// argument (the receiver not counted), "Argument[0].Field[Method]" its
// field Method (through a pointer).
type AccessPath struct {
	Arg   int
	Field string // "" for the argument itself
}

func (p *AccessPath) String() string {
	s := "Argument[" + strconv.Itoa(p.Arg) + "]"
	if p.Field != "" {
		s += ".Field[" + p.Field + "]"
	}
	return s
}

func parseAccessPath(s string) (*AccessPath, error) {
	rest, ok := strings.CutPrefix(s, "Argument[")
	i := strings.IndexByte(rest, ']')
	if !ok || i < 0 {
		return nil, fmt.Errorf("bad access path %q", s)
	}
	n, err := strconv.Atoi(rest[:i])
	if err != nil || n < 0 {
		return nil, fmt.Errorf("bad access path %q", s)
	}
	p := &AccessPath{Arg: n}
	rest = rest[i+1:]
	if rest == "" {
		return p, nil
	}
	field, ok := strings.CutPrefix(rest, ".Field[")
	if !ok || !strings.HasSuffix(field, "]") || strings.ContainsAny(field[:len(field)-1], "[].") {
		return nil, fmt.Errorf("bad access path %q", s)
	}
	p.Field = field[:len(field)-1]
	return p, nil
}

// The effects a method family assigns to each of its methods.
const (
	familyWrite         = "write"          // a non-idempotent write
	familyIdempotent    = "idempotent"     // an idempotent write
	familyRejectsRepeat = "rejects-repeat" // a non-idempotent write the provider refuses to repeat
	familyRead          = "read"           // not a write
)

type catalogueEntry struct {
	Packages      []string     `json:"packages"`
	Recv          string       `json:"recv"`
	Funcs         []string     `json:"funcs"`
	Idempotent    bool         `json:"idempotent"`
	RejectsRepeat bool         `json:"rejects_repeat"`
	Duplicates    bool         `json:"duplicates"`
	ReadAfter     []ChainLink  `json:"read_after"`
	Read          bool         `json:"read"`
	Message       bool         `json:"message"`
	HTTPMethod    string       `json:"http_method"`
	URL           string       `json:"url"`
	Slots         []string     `json:"slots"`
	SQL           string       `json:"sql"`
	Upsert        []UpsertLink `json:"upsert"`
	ActsAgainWith []Mention    `json:"acts_again_with"`
	Update        string       `json:"update"`
	Batch         *struct {
		Request string   `json:"request"`
		Verdict string   `json:"verdict"`
		Sets    []string `json:"sets"`
		Acts    []string `json:"acts"`
		Rejects []string `json:"rejects"`
	} `json:"batch"`
	// Methods makes the entry a family: one type (Recv) and a set of its
	// methods, each with its effect (familyWrite, ...).
	Methods map[string]string `json:"methods"`
}

type catalogueFile struct {
	Quiet     []string `json:"quiet"`
	Loud      []string `json:"loud"`
	Databases struct {
		InProcess []string `json:"in_process"`
		Networked []string `json:"networked"`
	} `json:"database_drivers"`
	SDKs []struct {
		Name     string           `json:"name"`
		Module   string           `json:"module"`
		Database bool             `json:"database"`
		Entries  []catalogueEntry `json:"entries"`
		KeySlots []keySlotEntry   `json:"key_slots"`
	} `json:"sdks"`
}

// A keySlotEntry of the file names functions or methods that hand a
// deduplication key to what the SDK sends: an option constructor whose
// argument Arg is the key (nats.MsgId(id), jetstream.WithMsgID(id)), or,
// with Header, a header setter whose first argument names that header
// and whose second is the key (msg.Header.Set("Nats-Msg-Id", id)).
type keySlotEntry struct {
	Packages []string `json:"packages"`
	Recv     string   `json:"recv"`
	Funcs    []string `json:"funcs"`
	Arg      int      `json:"arg"`
	Header   string   `json:"header"`
}

// A KeySlot is where an SDK takes a deduplication key through a call
// rather than a field: the call's argument Arg, handed to the option the
// call returns; or, when Header is set, the second argument of a header
// setter whose first is Header, handed to the receiver.
type KeySlot struct {
	SDK    string
	Arg    int
	Header string
}

type keySlot struct {
	sdk, module string
	keySlotEntry
}

// loadCatalogue parses the embedded catalogue once and returns its
// entries and distinct modules, which must not be modified.
var loadCatalogue = sync.OnceValues(func() ([]Entry, []string) {
	entries, err := parseCatalogue(catalogueJSON)
	if err != nil {
		panic(err)
	}
	var mods []string
	for _, e := range entries {
		if !slices.Contains(mods, e.Module) {
			mods = append(mods, e.Module)
		}
	}
	return entries, mods
})

// Catalogue returns a copy of the SDK catalogue, in lookup order.
func Catalogue() []Entry {
	entries, _ := loadCatalogue()
	out := make([]Entry, len(entries))
	for i, e := range entries {
		e.Packages = slices.Clone(e.Packages)
		e.Funcs = slices.Clone(e.Funcs)
		e.Slots = slices.Clone(e.Slots)
		e.Upsert = slices.Clone(e.Upsert)
		e.ActsAgainWith = slices.Clone(e.ActsAgainWith)
		if e.SQL != nil {
			p := *e.SQL
			e.SQL = &p
		}
		if e.Update != nil {
			p := *e.Update
			e.Update = &p
		}
		if e.Batch != nil {
			b := *e.Batch
			e.Batch = &b
		}
		if e.HTTPMethod != nil {
			p := *e.HTTPMethod
			e.HTTPMethod = &p
		}
		if e.URL != nil {
			p := *e.URL
			e.URL = &p
		}
		out[i] = e
	}
	return out
}

func parseCatalogue(data []byte) ([]Entry, error) {
	var f catalogueFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, fmt.Errorf("effects: catalogue.json: %v", err)
	}
	var out []Entry
	for _, sdk := range f.SDKs {
		for _, e := range sdk.Entries {
			entries, err := expandEntry(sdk.Name, sdk.Module, e)
			if err != nil {
				return nil, fmt.Errorf("effects: catalogue.json: %s: %v", sdk.Name, err)
			}
			for i := range entries {
				entries[i].Database = sdk.Database
			}
			out = append(out, entries...)
		}
	}
	return out, nil
}

// expandEntry turns one entry of the file into lookup entries: a family
// becomes one entry per effect, in the order write, rejects-repeat,
// idempotent, read.
func expandEntry(sdk, module string, e catalogueEntry) ([]Entry, error) {
	base := Entry{
		SDK: sdk, Module: module, Packages: e.Packages, Recv: e.Recv, Funcs: e.Funcs,
		Idempotent: e.Idempotent, RejectsRepeat: e.RejectsRepeat, Duplicates: e.Duplicates, Read: e.Read, Message: e.Message, Slots: e.Slots,
		Upsert: e.Upsert, ActsAgainWith: e.ActsAgainWith, ReadAfter: e.ReadAfter,
	}
	switch {
	case e.HTTPMethod == "":
	case strings.HasPrefix(e.HTTPMethod, "Argument["):
		p, err := parseAccessPath(e.HTTPMethod)
		if err != nil {
			return nil, err
		}
		base.HTTPMethod = p
	case strings.ToUpper(e.HTTPMethod) == e.HTTPMethod && !strings.ContainsAny(e.HTTPMethod, "[]. "):
		base.Method = e.HTTPMethod
	default:
		return nil, fmt.Errorf("bad http_method %q (want Argument[i], Argument[i].Field[F] or a method such as POST)", e.HTTPMethod)
	}
	if e.URL != "" {
		p, err := parseAccessPath(e.URL)
		if err != nil || p.Field != "" || base.Method == "" {
			return nil, fmt.Errorf("bad url access path %q (want Argument[i], beside a constant http_method)", e.URL)
		}
		base.URL = p
	}
	if e.SQL != "" {
		p, err := parseAccessPath(e.SQL)
		if err != nil || p.Field != "" {
			return nil, fmt.Errorf("bad sql access path %q (want Argument[i])", e.SQL)
		}
		base.SQL = p
	}
	if e.Update != "" {
		p, err := parseAccessPath(e.Update)
		if err != nil || p.Field != "" {
			return nil, fmt.Errorf("bad update access path %q (want Argument[i])", e.Update)
		}
		base.Update = p
	}
	for _, u := range e.Upsert {
		if u.Link == "" {
			return nil, fmt.Errorf("recv %q: an upsert names its link", e.Recv)
		}
	}
	for _, m := range e.ActsAgainWith {
		if (m.String == "") == (m.Func == "") {
			return nil, fmt.Errorf("recv %q: acts_again_with names a string or a func", e.Recv)
		}
	}
	if b := e.Batch; b != nil {
		if b.Request == "" || b.Verdict != batchFields || e.Recv == "" || len(e.Methods) > 0 {
			return nil, fmt.Errorf("recv %q: a batch names its request type and verdict %q, on a method", e.Recv, batchFields)
		}
		base.Batch = &Batch{Request: b.Request, Verdict: b.Verdict, Sets: b.Sets, Acts: b.Acts, Rejects: b.Rejects}
	}
	patterns := append(append(slices.Clone(e.Packages), e.Recv), e.Funcs...)
	for _, m := range e.ActsAgainWith {
		patterns = append(patterns, m.String, m.Package, m.Func, m.Arg)
	}
	for _, p := range patterns {
		if _, err := path.Match(p, ""); err != nil {
			return nil, fmt.Errorf("bad pattern %q", p)
		}
	}
	if len(e.Methods) == 0 {
		return []Entry{base}, nil
	}
	if len(e.Funcs) > 0 || e.Recv == "" {
		return nil, fmt.Errorf("a family (recv %q) names its methods in methods, not funcs", e.Recv)
	}
	byEffect := make(map[string][]string)
	for name, effect := range e.Methods {
		if _, err := path.Match(name, ""); err != nil {
			return nil, fmt.Errorf("bad pattern %q", name)
		}
		byEffect[effect] = append(byEffect[effect], name)
	}
	var out []Entry
	for _, effect := range []string{familyWrite, familyRejectsRepeat, familyIdempotent, familyRead} {
		names := byEffect[effect]
		delete(byEffect, effect)
		if len(names) == 0 {
			continue
		}
		slices.Sort(names)
		entry := base
		entry.Funcs = names
		entry.Idempotent = effect == familyIdempotent
		entry.RejectsRepeat = effect == familyRejectsRepeat
		entry.Read = effect == familyRead
		out = append(out, entry)
	}
	for effect := range byEffect {
		return nil, fmt.Errorf("recv %q: unknown effect %q (want write, rejects-repeat, idempotent or read)", e.Recv, effect)
	}
	return out, nil
}

// loadKeySlots parses the embedded catalogue's key slots once.
var loadKeySlots = sync.OnceValue(func() []keySlot {
	var f catalogueFile
	if err := json.Unmarshal(catalogueJSON, &f); err != nil {
		panic(err)
	}
	var out []keySlot
	for _, sdk := range f.SDKs {
		for _, e := range sdk.KeySlots {
			out = append(out, keySlot{sdk: sdk.Name, module: sdk.Module, keySlotEntry: e})
		}
	}
	return out
})

// LookupKeySlot returns where a function or method of a catalogued SDK
// takes a deduplication key, if it is one of the catalogue's key slots.
// Such a call is no write of its own.
func LookupKeySlot(fn *types.Func) (KeySlot, bool) {
	if fn == nil || fn.Pkg() == nil {
		return KeySlot{}, false
	}
	fn = fn.Origin()
	recv := recvTypeName(fn)
	for _, s := range loadKeySlots() {
		sub, ok := subpackage(fn.Pkg().Path(), s.module)
		if !ok || !matchAny(s.Packages, sub) || (s.Recv == "") != (recv == "") || !matchAny(s.Funcs, fn.Name()) {
			continue
		}
		if s.Recv != "" {
			if ok, _ := path.Match(s.Recv, recv); !ok {
				continue
			}
		}
		return KeySlot{SDK: s.sdk, Arg: s.Arg, Header: s.Header}, true
	}
	return KeySlot{}, false
}

// cataloguedPackage reports whether the catalogue names functions or
// methods of the package: not every package of an SDK's module, whose
// builders, listers and utilities the catalogue does not name.
func cataloguedPackage(pkgPath string) bool {
	entries, _ := loadCatalogue()
	return slices.ContainsFunc(entries, func(e Entry) bool { return e.inPackage(pkgPath) })
}

// cataloguedModule returns the module of a catalogued SDK that holds the
// package, or "".
func cataloguedModule(pkgPath string) string {
	entries, _ := loadCatalogue()
	for _, e := range entries {
		if _, ok := subpackage(pkgPath, e.Module); ok {
			return e.Module
		}
	}
	return ""
}

// inPackage reports whether the entry names functions or methods of the
// package.
func (e Entry) inPackage(pkgPath string) bool {
	sub, ok := subpackage(pkgPath, e.Module)
	return ok && matchAny(e.Packages, sub)
}

// LookupSDK returns the catalogue entry for a function or method, if the
// catalogue knows what it does: a write, or (Entry.Read) not a write.
func LookupSDK(fn *types.Func) (Entry, bool) {
	if fn == nil || fn.Pkg() == nil {
		return Entry{}, false
	}
	fn = fn.Origin()
	pkgPath := fn.Pkg().Path()
	entries, mods := loadCatalogue()
	if !slices.ContainsFunc(mods, func(m string) bool { return strings.HasPrefix(pkgPath, m) }) {
		return Entry{}, false
	}
	recv := recvTypeName(fn)
	for _, e := range entries {
		if !e.inPackage(pkgPath) {
			continue
		}
		if (e.Recv == "") != (recv == "") {
			continue
		}
		if e.Recv != "" {
			if ok, _ := path.Match(e.Recv, recv); !ok {
				continue
			}
		}
		if !matchAny(e.Funcs, fn.Name()) {
			continue
		}
		return e, true
	}
	return Entry{}, false
}

func matchAny(patterns []string, s string) bool {
	for _, p := range patterns {
		if ok, _ := path.Match(p, s); ok {
			return true
		}
	}
	return false
}

// subpackage returns the package path relative to module; see modpath.Sub.
func subpackage(pkgPath, module string) (string, bool) { return modpath.Sub(pkgPath, module) }

// recvTypeName returns the name of a method's receiver type without the
// pointer, or "" for a function.
func recvTypeName(fn *types.Func) string {
	recv := fn.Signature().Recv()
	if recv == nil {
		return ""
	}
	t := recv.Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		return t.Obj().Name()
	case *types.Interface:
		return "interface"
	}
	return ""
}

// quietModules lists the catalogue's modules whose calls are never
// external writes.
var quietModules = sync.OnceValues(func() (quiet, loud []string) {
	var f catalogueFile
	if err := json.Unmarshal(catalogueJSON, &f); err != nil {
		panic(err)
	}
	return f.Quiet, f.Loud
})

// databaseDrivers lists the catalogue's database drivers: those whose
// database runs in the process (an embedded SQLite), and networked ones.
var databaseDrivers = sync.OnceValues(func() (inProcess, networked []string) {
	var f catalogueFile
	if err := json.Unmarshal(catalogueJSON, &f); err != nil {
		panic(err)
	}
	return f.Databases.InProcess, f.Databases.Networked
})

// InProcessDatabase reports whether pkg talks only to databases that run
// in its own process: it imports a driver of an embedded database and
// none of a networked one. The driver is imported for its registration
// where the handle is opened (_ "modernc.org/sqlite" beside
// sql.Open("sqlite", path)), which is usually the package that runs the
// statements; where it is imported elsewhere, nothing is claimed.
func InProcessDatabase(pkg *types.Package) bool {
	inProcess, networked := databaseDrivers()
	found := false
	for _, imp := range pkg.Imports() {
		for _, m := range networked {
			if _, ok := subpackage(imp.Path(), m); ok {
				return false
			}
		}
		for _, m := range inProcess {
			if _, ok := subpackage(imp.Path(), m); ok {
				found = true
			}
		}
	}
	return found
}

// IsQuiet reports whether the package belongs to a module whose calls
// are never external writes, and is not one of its packages the
// catalogue lists as loud (a model API of the catalogue, or an agent
// framework that passes/tools knows), and is not one of a framework's
// own packages that do write (langchaingo's tools: zapier's Call is an
// HTTP POST).
func IsQuiet(pkgPath string) bool {
	if tools.InFrameworkAPI(pkgPath) {
		return true
	}
	quiet, loud := quietModules()
	for _, m := range loud {
		if _, ok := subpackage(pkgPath, m); ok {
			return false
		}
	}
	for _, m := range quiet {
		if _, ok := subpackage(pkgPath, m); ok {
			return true
		}
	}
	return false
}

// databaseSDKs names the SDKs of the catalogue marked database (ORMs and
// document stores: gorm, mongo), as an SDK effect's Detail starts.
var databaseSDKs = sync.OnceValue(func() map[string]bool {
	out := make(map[string]bool)
	entries, _ := loadCatalogue()
	for _, e := range entries {
		if e.Database {
			out[e.SDK] = true
		}
	}
	return out
})

// InDatabase reports whether e writes to a database: a SQL statement, or
// a call of an SDK the catalogue marks database (gorm's Create).
func (e Effect) InDatabase() bool {
	if e.Kind == KindSQL {
		return true
	}
	if e.Kind != KindSDK {
		return false
	}
	sdk, _, _ := strings.Cut(e.Detail, " ")
	return databaseSDKs()[sdk]
}
