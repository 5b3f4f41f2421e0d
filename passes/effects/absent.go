package effects

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/idemlint/idemlint/internal/flow"
	"golang.org/x/tools/go/ssa"
)

// Get-or-create.
//
// A function that looks a row up and inserts it only when the lookup
// finds none (err == sql.ErrNoRows after QueryRow(...).Scan on the same
// table) inserts once: a repeat finds the row the first call inserted.
// Its INSERT is idempotent like an upsert's, and so is any other INSERT
// on that branch when the branch inserts into the looked-up table too
// (an account made with the identity the lookup missed). Only the SQL
// shape is read: the lookup's text must select from a table the branch
// inserts into, so an audit row inserted when a user is missing, and
// the user not made there, still acts again. An upsert written by hand
// is the same: an INSERT that runs only where an UPDATE of its table
// changed no row (if n, _ := res.RowsAffected(); n == 0 { INSERT }).
// Stores and clients too: a create of the record type a lookup did not
// find (gorm's First(&Fact{}), then Create(&Fact{...}) on
// ErrRecordNotFound), and a client's Create after its Get, Patch,
// Update or Apply returned NotFound (Kubernetes' ri.Patch(...), then
// ri.Create(...) if apierrors.IsNotFound(err)): the lookup and the
// create are matched by the record's type or the client's. A service's
// lookup (projects.GetBySlug, s.findSessionNote: named for a read) whose
// error the branch finds to be the program's own not-found error
// (errors.Is(err, project.ErrNotFound)) is matched by name instead: what
// the branch creates by a create-named call (Create, CreateNote) is what
// the lookup missed; a journal row written there still acts again.

// markGetOrCreate makes idempotent the INSERTs of a call that runs only
// when a lookup of the same table found no row, and a store's create of
// a record of the type a lookup did not find (gorm's First(&Fact{}) then,
// on gorm.ErrRecordNotFound, Create(&Fact{...})).
func markGetOrCreate(call ssa.CallInstruction, effects []Effect) {
	b := call.Block()
	var table string
	var branch *ssa.BasicBlock
	var byName bool
	for i, e := range effects {
		if e.Idempotent {
			continue
		}
		sql := e.Kind == KindSQL && strings.HasPrefix(e.Detail, "INSERT INTO ")
		named := createsByName(call)
		if !sql && !named && (e.Kind == KindSQL || !createsModel(call) && !createsOnClient(call)) {
			continue
		}
		if table == "" && !byName {
			if table, branch, byName = absentTable(b, call.Common()); table == "" && !byName {
				return
			}
		}
		// Any INSERT where the branch also inserts the row the lookup
		// missed: a retry finds that row and takes the other branch (an
		// account and its identity, made together). After a service's
		// lookup missed, by its not-found error, what the branch creates
		// by name is what it looked for.
		if sql && table != "" && (e.Detail == "INSERT INTO "+table || insertsUnder(branch, table)) ||
			!sql && table != "" && (slices.Contains(modelTypes(call.Common()), table) || receiverKey(call.Common()) == table && createsOnClient(call)) ||
			byName && named {
			effects[i].Idempotent, effects[i].RejectsRepeat = true, false
			effects[i].Detail += " when a lookup finds none"
		}
	}
}

// createsByName reports whether a call is a function or method named for
// a create (Create, CreateNote, insertProject): after a lookup's
// not-found error, it makes what the lookup missed.
func createsByName(call ssa.CallInstruction) bool {
	common := call.Common()
	if common.IsInvoke() {
		return NameCreates(common.Method.Name())
	}
	fn := common.StaticCallee()
	return fn != nil && NameCreates(fn.Name())
}

// createsOnClient reports whether a call is a client's Create method
// (ri.Create(ctx, obj, opts)): after a NotFound from the same client's
// Get or Patch, it makes what was missing, an upsert by hand.
func createsOnClient(call ssa.CallInstruction) bool {
	return methodName(call.Common()) == "Create"
}

// createsModel reports whether a call is given a pointer to a struct
// that names a record (gorm's Create(&Fact{...}), mongo's InsertOne(ctx,
// &doc)).
func createsModel(call ssa.CallInstruction) bool {
	return len(modelTypes(call.Common())) > 0
}

// modelTypes returns the keys ("type p.Fact") of the structs that a
// call's arguments, its receiver aside, point to: the way lookedUp names
// a lookup's destination.
func modelTypes(common *ssa.CallCommon) []string {
	args := common.Args
	if !common.IsInvoke() && receiverOf(common) != nil {
		args = args[1:]
	}
	var out []string
	for _, a := range args {
		if mi, ok := a.(*ssa.MakeInterface); ok {
			a = mi.X
		}
		p, ok := a.Type().Underlying().(*types.Pointer)
		if !ok {
			continue
		}
		if tn := structName(p.Elem()); tn != nil && tn.Pkg() != nil {
			out = append(out, "type "+tn.Pkg().Path()+"."+tn.Name())
		}
	}
	return out
}

// insertsUnder reports whether a call in a block that branch dominates
// is given a constant INSERT into table.
func insertsUnder(branch *ssa.BasicBlock, table string) bool {
	for _, blk := range branch.Parent().Blocks {
		if !branch.Dominates(blk) {
			continue
		}
		for _, instr := range blk.Instrs {
			call, ok := instr.(ssa.CallInstruction)
			if !ok {
				continue
			}
			for _, a := range call.Common().Args {
				if q, ok := constString(a); ok {
					if d, _, ok := ClassifySQL(q); ok && d == "INSERT INTO "+table {
						return true
					}
				}
			}
		}
	}
	return false
}

// absentTable returns the table that a lookup dominating b found no row
// in, when b runs only on that branch, and the branch; or "". byName
// says the lookup is a call named for a read (GetBySlug,
// findSessionNote) whose error the branch finds to be the program's own
// not-found error: whatever it looked in, what the branch creates by
// name is what it missed. A failure of the same function the branch
// calls (c.do(req) again after c.do(req) failed) is a retry, not a
// lookup.
func absentTable(b *ssa.BasicBlock, create *ssa.CallCommon) (table string, branch *ssa.BasicBlock, byName bool) {
	for d := b.Idom(); d != nil; d = d.Idom() {
		ifInstr, ok := d.Instrs[len(d.Instrs)-1].(*ssa.If)
		if !ok {
			continue
		}
		if errv, branch, ok := noRowsTest(ifInstr.Cond); ok {
			if sameCallee(errCall(errv), create) {
				continue
			}
			s := d.Succs[branch]
			if enteredOnlyFrom(s, d) && s.Dominates(b) {
				byName := notFoundTest(ifInstr.Cond) && readsByName(errv)
				if t := lookedUp(errv); t != "" || byName {
					return t, s, byName
				}
			}
			continue
		}
		if table, branch, ok := noRowsUpdated(ifInstr.Cond); ok {
			s := d.Succs[branch]
			if enteredOnlyFrom(s, d) && s.Dominates(b) {
				return table, s, false
			}
		}
	}
	return "", nil, false
}

// noRowsUpdated reports whether cond tests that an UPDATE changed no row
// (n == 0, n != 0 or n > 0 with n, _ := res.RowsAffected() of the
// UPDATE's result), with its table and the successor taken when it
// changed none: an INSERT there is an upsert written by hand.
func noRowsUpdated(cond ssa.Value) (string, int, bool) {
	c, ok := cond.(*ssa.BinOp)
	if !ok {
		return "", 0, false
	}
	n, zero := c.X, c.Y
	if k, ok := n.(*ssa.Const); ok && k.Value != nil {
		n, zero = zero, n
	}
	if k, ok := zero.(*ssa.Const); !ok || k.Value == nil || k.Value.String() != "0" {
		return "", 0, false
	}
	var branch int
	switch {
	case c.Op == token.EQL:
		branch = 0
	case c.Op == token.NEQ, c.Op == token.GTR && zero == c.Y:
		branch = 1
	default:
		return "", 0, false
	}
	ext, ok := n.(*ssa.Extract)
	if !ok || ext.Index != 0 {
		return "", 0, false
	}
	call, ok := ext.Tuple.(*ssa.Call)
	if !ok || call.Call.Method == nil && (call.Call.StaticCallee() == nil || call.Call.StaticCallee().Name() != "RowsAffected") ||
		call.Call.Method != nil && call.Call.Method.Name() != "RowsAffected" {
		return "", 0, false
	}
	res := call.Call.Value
	if call.Call.Method == nil && len(call.Call.Args) > 0 {
		res = call.Call.Args[0]
	}
	if mi, ok := res.(*ssa.MakeInterface); ok {
		res = mi.X
	}
	rext, ok := res.(*ssa.Extract)
	if !ok {
		return "", 0, false
	}
	exec, ok := rext.Tuple.(*ssa.Call)
	if !ok {
		return "", 0, false
	}
	for _, a := range exec.Call.Args {
		if q, ok := constString(a); ok {
			if d, _, ok := ClassifySQL(q); ok && strings.HasPrefix(d, "UPDATE ") {
				return strings.TrimPrefix(d, "UPDATE "), branch, true
			}
		}
	}
	return "", 0, false
}

// noRowsTest reports whether cond tests an error for "no rows"
// (err == sql.ErrNoRows, err != sql.ErrNoRows, errors.Is(err,
// sql.ErrNoRows)), with the error and the successor taken when there
// was no row.
func noRowsTest(cond ssa.Value) (ssa.Value, int, bool) {
	switch c := cond.(type) {
	case *ssa.BinOp:
		if c.Op != token.EQL && c.Op != token.NEQ {
			return nil, 0, false
		}
		branch := 0
		if c.Op == token.NEQ {
			branch = 1
		}
		switch {
		case isNoRows(c.Y):
			return c.X, branch, true
		case isNoRows(c.X):
			return c.Y, branch, true
		case isNilConst(c.Y) && isError(c.X.Type()):
			// if err == nil { return existing }: found; the other
			// side, where the lookup failed, is where it found none
			// (absentTable still asks that a lookup made err).
			return c.X, 1 - branch, true
		case isNilConst(c.X) && isError(c.Y.Type()):
			return c.Y, 1 - branch, true
		}
	case *ssa.Call:
		if fn := c.Call.StaticCallee(); fn != nil && fn.Pkg != nil && fn.Pkg.Pkg.Path() == "errors" && fn.Name() == "Is" &&
			len(c.Call.Args) == 2 && isNoRows(c.Call.Args[1]) {
			return c.Call.Args[0], 0, true
		}
		if fn := c.Call.StaticCallee(); fn != nil && fn.Name() == "IsNotFound" && len(c.Call.Args) == 1 {
			return c.Call.Args[0], 0, true // Kubernetes' apierrors.IsNotFound(err)
		}
	}
	return nil, 0, false
}

// errCall returns the call whose error errv is, or nil.
func errCall(errv ssa.Value) *ssa.CallCommon {
	if ext, ok := errv.(*ssa.Extract); ok {
		errv = ext.Tuple
	}
	if call, ok := errv.(*ssa.Call); ok {
		return call.Common()
	}
	return nil
}

// sameCallee reports whether two calls call the same function or the
// same interface method.
func sameCallee(a, b *ssa.CallCommon) bool {
	if a == nil || b == nil {
		return false
	}
	if a.IsInvoke() || b.IsInvoke() {
		return a.IsInvoke() && b.IsInvoke() && a.Method == b.Method
	}
	fa, fb := a.StaticCallee(), b.StaticCallee()
	return fa != nil && fa == fb
}

func isNilConst(v ssa.Value) bool {
	k, ok := v.(*ssa.Const)
	return ok && k.IsNil()
}

// isNoRows reports whether v is a package's error for a lookup that
// found nothing: ErrNoRows (database/sql's, pgx's), ErrRecordNotFound
// (gorm's), ErrNoDocuments (mongo-driver's), or a program's own
// not-found error (ErrNotFound, ErrProjectNotFound).
func isNoRows(v ssa.Value) bool {
	g := errGlobal(v)
	return g != nil && (g.Name() == "ErrNoRows" || g.Name() == "ErrRecordNotFound" || g.Name() == "ErrNoDocuments" || isNotFoundName(g.Name()))
}

// errGlobal returns the package-level variable whose value v loads, or
// nil.
func errGlobal(v ssa.Value) *ssa.Global {
	if mi, ok := v.(*ssa.MakeInterface); ok {
		v = mi.X
	}
	load, ok := v.(*ssa.UnOp)
	if !ok || load.Op != token.MUL {
		return nil
	}
	g, _ := load.X.(*ssa.Global)
	return g
}

// isNotFoundName reports whether an error variable is named for a lookup
// that found nothing: Err...NotFound.
func isNotFoundName(name string) bool {
	return strings.HasPrefix(name, "Err") && strings.HasSuffix(name, "NotFound")
}

// notFoundTest reports whether cond compares an error with a program's
// own not-found error (errors.Is(err, project.ErrNotFound)), not with a
// store's, whose lookup lookedUp names by its table or type.
func notFoundTest(cond ssa.Value) bool {
	switch c := cond.(type) {
	case *ssa.BinOp:
		return isNotFound(c.X) || isNotFound(c.Y)
	case *ssa.Call:
		return len(c.Call.Args) == 2 && isNotFound(c.Call.Args[1])
	}
	return false
}

func isNotFound(v ssa.Value) bool {
	g := errGlobal(v)
	return g != nil && isNotFoundName(g.Name())
}

// readsByName reports whether errv is the error of a call of a function
// or method named for a read (GetBySlug, findSessionNote).
func readsByName(errv ssa.Value) bool {
	if ext, ok := errv.(*ssa.Extract); ok {
		errv = ext.Tuple
	}
	call, ok := errv.(*ssa.Call)
	if !ok {
		return false
	}
	if call.Call.IsInvoke() {
		return NameReads(call.Call.Method.Name())
	}
	fn := call.Call.StaticCallee()
	return fn != nil && NameReads(fn.Name())
}

// lookedUp returns the table the lookup whose error errv is selects
// from: a call given the SELECT's text (sqlx's Get), or the Scan of a
// row that such a call returned (QueryRow(...).Scan).
func lookedUp(errv ssa.Value) string {
	if load, ok := errv.(*ssa.UnOp); ok && load.Op == token.MUL {
		// gorm's db.Where(...).First(&Fact{}).Error: the chain's result.
		if fa, ok := load.X.(*ssa.FieldAddr); ok && fieldName(fa) == "Error" {
			errv = fa.X
		}
	}
	if ext, ok := errv.(*ssa.Extract); ok {
		errv = ext.Tuple // _, err := ri.Patch(...)
	}
	call, ok := errv.(*ssa.Call)
	if !ok {
		return ""
	}
	if t := selectedTable(call.Call.Args); t != "" {
		return t
	}
	if call.Call.StaticCallee() != nil && call.Call.StaticCallee().Name() == "Scan" && len(call.Call.Args) > 0 {
		if row, ok := call.Call.Args[0].(*ssa.Call); ok {
			return selectedTable(row.Call.Args)
		}
	}
	if ts := modelTypes(&call.Call); len(ts) == 1 {
		return ts[0] // a store's lookup into a record: First(&Fact{}), Decode(&doc)
	}
	switch methodName(&call.Call) {
	case "Get", "Patch", "Update", "Apply":
		// A client's lookup or change of what it names: a NotFound
		// says it is missing (ri.Patch(ctx, name, ...)).
		return receiverKey(&call.Call)
	}
	return ""
}

// receiverKey names the client a method call is made on by its
// receiver's type ("recv k8s.io/client-go/dynamic.ResourceInterface"),
// the way a lookup and the create it guards are made on one client.
func receiverKey(common *ssa.CallCommon) string {
	if recv := receiverOf(common); recv != nil {
		return "recv " + types.TypeString(recv.Type(), nil)
	}
	return ""
}

// receiverOf returns the receiver of a method call, or nil.
func receiverOf(common *ssa.CallCommon) ssa.Value {
	switch {
	case common.IsInvoke():
		return common.Value
	case common.Signature().Recv() != nil && len(common.Args) > 0:
		return common.Args[0]
	}
	return nil
}

// methodName returns the name of the method a call invokes, through an
// interface or statically, or "" for a call of a function.
func methodName(common *ssa.CallCommon) string {
	if common.IsInvoke() {
		return common.Method.Name()
	}
	if fn := common.StaticCallee(); fn != nil && fn.Signature.Recv() != nil {
		return fn.Name()
	}
	return ""
}

// selectedTable returns the table a constant SELECT among args reads
// from.
func selectedTable(args []ssa.Value) string {
	for _, a := range args {
		q, ok := constString(a)
		if !ok {
			continue
		}
		toks := sqlTokens(q)
		if len(toks) > 0 && kw(toks[0], "SELECT") {
			if t := tableAfter(toks, "FROM"); t != "?" {
				return t
			}
		}
	}
	return ""
}

// Get-or-create by a scan of a listing.
//
// A function that lists what exists, returns the item whose name equals
// the one it is given, and creates it only when the scan finds none
// (Labels.List, then for _, l := range labels { if l.Name == name {
// return l, nil } }, then Labels.Create(name)) creates once: a repeat
// finds the item the first call made. The create must take the name the
// items are compared with, and the branch where they are equal must
// leave without reaching it.

// RefusedWhenFound ends the detail of a write whose function looks up
// what it makes first and fails when it finds it: a repeat is refused
// by the program itself.
const RefusedWhenFound = " unless a lookup finds it"

// markListedAbsent makes idempotent the writes of call when it runs only
// after such a scan, or a lookup, found nothing, and refused when the
// function fails where the lookup found it.
func (a *analyzer) markListedAbsent(call ssa.CallInstruction, effects []Effect) {
	if !slices.ContainsFunc(effects, func(e Effect) bool { return !e.Idempotent }) {
		return
	}
	guard, ok := a.scanned[call]
	if !ok {
		// compute reaches a call once per round of its component.
		guard = foundReturns
		if !scannedAbsent(call) {
			guard = guardedByLookup(call)
		}
		a.scanned[call] = guard
	}
	for i, e := range effects {
		switch {
		case e.Idempotent || guard == notGuarded:
		case guard == foundRefuses:
			if !e.RejectsRepeat {
				effects[i].RejectsRepeat = true
				effects[i].Detail += RefusedWhenFound
			}
		default:
			effects[i].Idempotent, effects[i].RejectsRepeat = true, false
			if e.Kind != KindHTTP {
				effects[i].Detail += " when a lookup finds none"
			}
		}
	}
}

// scannedAbsent reports whether call runs only where a comparison of a
// listed item with the name it is given failed.
func scannedAbsent(call ssa.CallInstruction) bool {
	b := call.Block()
	fn := call.Parent()
	if b == nil || fn == nil {
		return false
	}
	args := call.Common().Args
	for _, c := range fn.Blocks {
		iff, ok := lastInstr(c).(*ssa.If)
		if !ok {
			continue
		}
		x, y, equal, ok := stringsCompared(iff.Cond)
		if !ok {
			continue
		}
		match := c.Succs[0]
		if !equal {
			match = c.Succs[1]
		}
		if flow.Reaches(match, b) || !flow.Reaches(c, b) {
			continue
		}
		for _, pair := range [][2]ssa.Value{{x, y}, {y, x}} {
			listed, name := pair[0], pair[1]
			if r := listingOf(listed, 0); r != nil && r != call && r.Block() != nil && flow.Dominates(r, call) && reachesArgs(name, args) {
				return true
			}
		}
	}
	return false
}

// stringsCompared returns the strings cond compares and whether it is
// true when they are equal: x == y, x != y, strings.EqualFold(x, y).
func stringsCompared(cond ssa.Value) (x, y ssa.Value, equal, ok bool) {
	switch c := cond.(type) {
	case *ssa.BinOp:
		if (c.Op == token.EQL || c.Op == token.NEQ) && isString(c.X.Type()) {
			return c.X, c.Y, c.Op == token.EQL, true
		}
	case *ssa.Call:
		if fn := c.Call.StaticCallee(); fn != nil && fn.Pkg != nil && fn.Pkg.Pkg.Path() == "strings" && fn.Name() == "EqualFold" {
			return c.Call.Args[0], c.Call.Args[1], true, true
		}
	}
	return nil, nil, false, false
}

// listingOf returns the call whose result an item compared is read from
// (a field of an element of its result), or nil. A value no element
// access leads to (shared.AgentID(ctx) compared with the target) is no
// item of a listing.
func listingOf(v ssa.Value, depth int) *ssa.Call {
	return listedFrom(v, depth, false)
}

func listedFrom(v ssa.Value, depth int, elem bool) *ssa.Call {
	if depth > 8 {
		return nil
	}
	switch x := v.(type) {
	case *ssa.UnOp:
		return listedFrom(x.X, depth+1, elem)
	case *ssa.FieldAddr:
		return listedFrom(x.X, depth+1, elem)
	case *ssa.Field:
		return listedFrom(x.X, depth+1, elem)
	case *ssa.IndexAddr:
		return listedFrom(x.X, depth+1, true)
	case *ssa.Index:
		return listedFrom(x.X, depth+1, true)
	case *ssa.Extract:
		if c, ok := x.Tuple.(*ssa.Call); ok {
			if elem {
				return c
			}
			return nil
		}
		return listedFrom(x.Tuple, depth+1, elem)
	case *ssa.Next:
		return listedFrom(x.Iter, depth+1, true)
	case *ssa.Range:
		return listedFrom(x.X, depth+1, elem)
	case *ssa.Call:
		if elem {
			return x
		}
	case *ssa.Alloc:
		// The loop's variable: a copy of the element stored in it.
		for _, r := range flow.Refs(x) {
			if st, ok := r.(*ssa.Store); ok && st.Addr == x {
				if c := listedFrom(st.Val, depth+1, elem); c != nil {
					return c
				}
			}
		}
	}
	return nil
}

// reachesArgs reports whether name is, or is stored into, one of args:
// the create is given the name compared.
func reachesArgs(name ssa.Value, args []ssa.Value) bool {
	carried := flow.Carriers(name)
	return slices.ContainsFunc(args, func(a ssa.Value) bool {
		if mi, ok := a.(*ssa.MakeInterface); ok {
			a = mi.X
		}
		if built, ok := a.(*ssa.Call); ok {
			// The create's request built from the name
			// (notion.CategoryProperties(name)).
			return slices.ContainsFunc(built.Call.Args, func(b ssa.Value) bool { return carried[b] })
		}
		return carried[a]
	})
}

// Replace.
//
// An INSERT into a table that runs only after a DELETE from that same
// table (a constant statement, on every path to it) replaces the rows:
// DELETE FROM days WHERE event_id = $1, then INSERT INTO days for each
// day. A repeat deletes what the first call inserted and inserts it
// again, so the INSERT changes nothing more.

// markReplaced makes idempotent the INSERTs of a call that a DELETE from
// the same table dominates, when the DELETE matches what the INSERT
// inserts: it takes no value (the whole table), or the INSERT is given
// one of the values it is (DELETE ... WHERE src = $1 with from, INSERT
// with from too). A DELETE of one key before an INSERT of another
// (from, then to) replaces nothing: a repeat inserts to again.
func markReplaced(call ssa.CallInstruction, effects []Effect) {
	markReplacedRecords(call, effects)
	var deleted map[string][]ssa.CallInstruction
	for i, e := range effects {
		if e.Kind != KindSQL || e.Idempotent || !strings.HasPrefix(e.Detail, "INSERT INTO ") {
			continue
		}
		if deleted == nil {
			deleted = deletedBefore(call)
		}
		table := strings.TrimPrefix(e.Detail, "INSERT INTO ")
		if slices.ContainsFunc(deleted[table], func(d ssa.CallInstruction) bool { return matchesValues(d, call) }) {
			effects[i].Idempotent = true
			effects[i].Detail += " after a DELETE from it"
		}
	}
}

// A store's create of records of a type after a Delete of that type
// (gorm's db.Where("template_id = ?", id).Delete(&Variable{}), then
// db.Create(&variables), rows of Variable made with that id) replaces
// them the same way, when the rows carry a value the delete's filter is
// given: a repeat deletes what the first call made and makes it again.

// markReplacedRecords makes idempotent the creates of call, a store's
// create of records, that a Delete of records of the same type, filtered
// by a value the records carry, dominates.
func markReplacedRecords(call ssa.CallInstruction, effects []Effect) {
	if !slices.ContainsFunc(effects, func(e Effect) bool { return !e.Idempotent && e.Kind != KindSQL }) {
		return
	}
	created := recordTypes(call.Common())
	if len(created) == 0 || methodName(call.Common()) == "Delete" {
		return
	}
	fn := call.Parent()
	found := false
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			del, ok := instr.(ssa.CallInstruction)
			if !ok || del == call || methodName(del.Common()) != "Delete" || !flow.Dominates(del, call) {
				continue
			}
			if slices.ContainsFunc(recordTypes(del.Common()), func(t string) bool { return slices.Contains(created, t) }) &&
				carriesFilter(fn, del, call) {
				found = true
			}
		}
	}
	if !found {
		return
	}
	for i, e := range effects {
		if !e.Idempotent && e.Kind != KindSQL {
			effects[i].Idempotent, effects[i].RejectsRepeat = true, false
			effects[i].Detail += " after a Delete of them"
		}
	}
}

// recordTypes returns the record types (modelTypes) a call is given,
// counting a pointer to a slice of them (Create(&rows)) as their type.
func recordTypes(common *ssa.CallCommon) []string {
	out := modelTypes(common)
	for _, a := range args(common) {
		if mi, ok := a.(*ssa.MakeInterface); ok {
			a = mi.X
		}
		p, ok := a.Type().Underlying().(*types.Pointer)
		if !ok {
			continue
		}
		sl, ok := p.Elem().Underlying().(*types.Slice)
		if !ok {
			continue
		}
		elem := sl.Elem()
		if q, ok := elem.Underlying().(*types.Pointer); ok {
			elem = q.Elem()
		}
		if tn := structName(elem); tn != nil && tn.Pkg() != nil {
			out = append(out, "type "+tn.Pkg().Path()+"."+tn.Name())
		}
	}
	return out
}

// carriesFilter reports whether a value the delete, or a call of the
// chain it is made on (Where), is given, or another read of the same
// field, reaches what the create is given.
func carriesFilter(fn *ssa.Function, del, create ssa.CallInstruction) bool {
	var filter []ssa.Value
	common := del.Common()
	for depth := 0; depth < 4; depth++ {
		for v := range callValues(del) {
			filter = append(filter, v)
		}
		recv, ok := receiverOf(common).(*ssa.Call)
		if !ok {
			break
		}
		del, common = recv, recv.Common()
	}
	filter = slices.DeleteFunc(filter, func(v ssa.Value) bool { return !isBasic(v.Type()) })
	if len(filter) == 0 {
		return false
	}
	carried := flow.Carriers(sameReads(fn, filter...)...)
	return slices.ContainsFunc(args(create.Common()), func(a ssa.Value) bool {
		if mi, ok := a.(*ssa.MakeInterface); ok {
			a = mi.X
		}
		return carried[a]
	})
}

func isBasic(t types.Type) bool {
	_, ok := t.Underlying().(*types.Basic)
	return ok
}

// matchesValues reports whether the insert call is given a value the
// delete call is given, or the delete is given none: the statement and
// the context aside, values passed directly or in a variadic list.
func matchesValues(del, ins ssa.CallInstruction) bool {
	dv := callValues(del)
	if len(dv) == 0 {
		return true
	}
	read := make(map[valueKey]bool, len(dv))
	for v := range dv {
		read[keyOf(v)] = true
	}
	for v := range callValues(ins) {
		if dv[v] || read[keyOf(v)] || flow.Derives(v, dv) {
			return true
		}
	}
	return false
}

// loaded is the field of a valueKey that names a variable read whole.
const loaded = -2

// A valueKey names where a value is read from, so that two reads of one
// field (entity.Name given to the DELETE and again to the INSERT) are
// the same value: the struct and the field, or the value itself.
type valueKey struct {
	base  ssa.Value
	field int
}

func keyOf(v ssa.Value) valueKey {
	switch x := v.(type) {
	case *ssa.UnOp:
		if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL {
			return valueKey{fa.X, fa.Field}
		}
		switch x.X.(type) {
		case *ssa.FreeVar, *ssa.Alloc:
			if x.Op == token.MUL {
				// A variable a closure captured, or one whose
				// address is taken: each read loads it again.
				return valueKey{x.X, loaded}
			}
		}
	case *ssa.Field:
		return valueKey{x.X, x.Field}
	}
	return valueKey{v, -1}
}

// callValues returns the values a call is given besides its receiver,
// constants and contexts, looking into a variadic list
// (ExecContext(ctx, q, a, b)).
func callValues(call ssa.CallInstruction) map[ssa.Value]bool {
	out := make(map[ssa.Value]bool)
	var add func(v ssa.Value)
	add = func(v ssa.Value) {
		switch x := v.(type) {
		case *ssa.Const:
			return
		case *ssa.MakeInterface:
			add(x.X)
			return
		case *ssa.Slice:
			if a, ok := x.X.(*ssa.Alloc); ok && a.Referrers() != nil {
				for _, r := range *a.Referrers() {
					if ia, ok := r.(*ssa.IndexAddr); ok && ia.Referrers() != nil {
						for _, s := range *ia.Referrers() {
							if st, ok := s.(*ssa.Store); ok && st.Addr == ia {
								add(st.Val)
							}
						}
					}
				}
				return
			}
		}
		if isContext(v.Type()) {
			return
		}
		out[v] = true
	}
	for _, a := range args(call.Common()) { // not the receiver: the handle both use
		add(a)
	}
	return out
}

// deletedBefore returns the calls dominating call that delete from a
// table with a constant statement, by table.
func deletedBefore(call ssa.CallInstruction) map[string][]ssa.CallInstruction {
	out := make(map[string][]ssa.CallInstruction)
	fn := call.Parent()
	if fn == nil {
		return out
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			c, ok := instr.(ssa.CallInstruction)
			if !ok || c == call || !flow.Dominates(c, call) {
				continue
			}
			for _, a := range c.Common().Args {
				if q, ok := constString(a); ok {
					if d, _, ok := ClassifySQL(q); ok && strings.HasPrefix(d, "DELETE FROM ") {
						table := strings.TrimPrefix(d, "DELETE FROM ")
						out[table] = append(out[table], c)
					}
				}
			}
		}
	}
	return out
}

// Create unless found.
//
// A function that looks up what it is about to create, by a value it
// gives the create too, and leaves when the lookup finds it (existing,
// err := repo.FindByName(name); if err == nil && existing.ID != 0 {
// return ErrExists }; repo.Create(Category{Name: name})) does not make
// it twice: a repeat finds what the first call made. Leaving with no
// error (return existing, nil; return nil) makes the create idempotent;
// leaving with an error makes a repeat refused. The lookup is a call
// named for a read (FindByName, GetUser, Exists) or one that returns an
// ok (FindDeadline(board, week) (Deadline, bool)); the test is that it
// found something: a non-nil result, a non-zero field of it (ID,
// Name), a non-empty list, true, or a nil error. A test of another
// field (user.Disabled) or one the found branch does not leave on
// (it goes on to the create) guards nothing.

// A foundGuard says what a call's function does when a lookup before
// the call finds what the call makes.
type foundGuard uint8

const (
	notGuarded   foundGuard = iota
	foundReturns            // leaves with no error: the create is idempotent
	foundRefuses            // leaves with an error: a repeat is refused
)

// guardedByLookup says whether call runs only where a lookup of what it
// is given found nothing, and how its function leaves where it found it.
func guardedByLookup(call ssa.CallInstruction) foundGuard {
	b, fn := call.Block(), call.Parent()
	if b == nil || fn == nil {
		return notGuarded
	}
	guard := notGuarded
	for _, c := range fn.Blocks {
		iff, ok := lastInstr(c).(*ssa.If)
		if !ok {
			continue
		}
		lookup, found, ok := foundTest(iff.Cond, false, false)
		if !ok || lookup == ssa.Instruction(call) || lookup.Block() == nil {
			continue
		}
		match := c.Succs[found]
		// In a loop, the found branch of one item goes on to the next,
		// whose create its own lookup guards again.
		if flow.ReachesAvoiding(match, b, lookup.Block()) || !flow.Reaches(c, b) || !flow.Dominates(lookup, call) || !sharesKey(lookup, call.Common()) {
			continue
		}
		if leavesWithError(fn, match) {
			guard = foundRefuses
			continue
		}
		return foundReturns
	}
	return guard
}

// foundTest returns the lookup whose finding cond tests, a call or a
// map's comma-ok lookup, and the successor (0 or 1) taken when it found
// something. withErr takes a boolean result before an error for the
// finding too ((Operation, bool, error): a store's lookup).
func foundTest(cond ssa.Value, negated, withErr bool) (ssa.Instruction, int, bool) {
	found := func(i int) int {
		if negated {
			return 1 - i
		}
		return i
	}
	switch c := cond.(type) {
	case *ssa.UnOp:
		if c.Op == token.NOT {
			return foundTest(c.X, !negated, withErr)
		}
	case *ssa.Extract:
		// _, dup := bySlug[slug]: a map of what exists has it.
		if l, ok := c.Tuple.(*ssa.Lookup); ok && l.CommaOk && c.Index == 1 {
			return l, found(0), true
		}
		// ok, the last result of FindDeadline(board, week); exists,
		// the first of ExistsCode(ctx, code) (bool, error).
		if call, ok := c.Tuple.(*ssa.Call); ok && isBool(c.Type()) &&
			(c.Index == okIndex(call, withErr) || asksPresence(call)) {
			return call, found(0), true
		}
	case *ssa.Call:
		// exists, the one result of Exists(name).
		if isBool(c.Type()) && asksPresence(c) {
			return c, found(0), true
		}
	case *ssa.BinOp:
		x, y := c.X, c.Y
		if _, ok := x.(*ssa.Const); ok {
			x, y = y, x
		}
		k, ok := y.(*ssa.Const)
		if !ok {
			return nil, 0, false
		}
		// eq is the successor taken when x is the zero value.
		var eq int
		switch {
		case c.Op == token.EQL:
			eq = 0
		case c.Op == token.NEQ, c.Op == token.GTR && k.Value != nil && k.Value.String() == "0":
			eq = 1
		default:
			return nil, 0, false
		}
		if l, ok := x.(*ssa.Call); ok && isBuiltin(l, "len") && k.Value != nil && k.Value.String() == "0" {
			x = l.Call.Args[0] // len(rows) > 0
		}
		call, ok := lookupResult(x)
		if !ok || !readsByName(call) || !isZeroConst(k) {
			return nil, 0, false
		}
		if flow.ImplementsError(x.Type()) {
			return call, found(eq), true // err == nil: it found it
		}
		if b, ok := x.Type().Underlying().(*types.Basic); ok && b.Info()&types.IsBoolean != 0 {
			return nil, 0, false // user.Disabled: a state, not a finding
		}
		return call, found(1 - eq), true // existing != nil, existing.ID != 0
	}
	return nil, 0, false
}

// lookupResult returns the call whose result v is, or a field of it.
func lookupResult(v ssa.Value) (*ssa.Call, bool) {
	for range 6 {
		switch x := v.(type) {
		case *ssa.Field:
			v = x.X
		case *ssa.FieldAddr:
			v = x.X
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return nil, false
			}
			v = x.X
		case *ssa.Extract:
			call, ok := x.Tuple.(*ssa.Call)
			return call, ok
		case *ssa.Call:
			return x, true
		case *ssa.Alloc:
			// A local the result is kept in (existing.ID of a struct):
			// the one value stored into it.
			if v = onlyStored(x); v == nil {
				return nil, false
			}
		default:
			return nil, false
		}
	}
	return nil, false
}

// okIndex returns the index of a lookup's "found" result: a boolean
// last ((Deadline, bool)), or, withErr, last before an error
// ((Operation, bool, error)); -1 when there is none.
func okIndex(call *ssa.Call, withErr bool) int {
	return foundResult(call.Call.Signature().Results(), withErr)
}

// foundResult is okIndex for a function's results.
func foundResult(res *types.Tuple, withErr bool) int {
	i := res.Len() - 1
	if withErr && i >= 2 && isError(res.At(i).Type()) {
		i--
	}
	if i < 1 {
		return -1
	}
	if b, ok := res.At(i).Type().Underlying().(*types.Basic); ok && b.Kind() == types.Bool {
		return i
	}
	return -1
}

// asksPresence reports whether a call is named for asking whether
// something is there (Exists, HasUser, ContainsKey, isKnown), not for
// another predicate of it (IsBlocked).
func asksPresence(call *ssa.Call) bool {
	fn := flow.Callee(&call.Call)
	return fn != nil && slices.ContainsFunc(toolNameWords(fn.Name()), func(w string) bool {
		return w == "Exists" || w == "Exist" || w == "Has" || w == "Contains" || w == "Known" || w == "Seen"
	})
}

// refusal reports whether an error returned is made where it is
// returned: a package's error variable (ErrExists), errors.New, or a
// constructor of one that wraps no other error (fmt.Errorf("%q exists",
// name), NewConflictError(name)).
func refusal(v ssa.Value) bool {
	for {
		switch x := v.(type) {
		case *ssa.MakeInterface:
			v = x.X
			continue
		case *ssa.ChangeInterface:
			v = x.X
			continue
		}
		break
	}
	if errGlobal(v) != nil {
		return true
	}
	call, ok := v.(*ssa.Call)
	if !ok || call.Call.IsInvoke() {
		return false
	}
	callee := call.Call.StaticCallee()
	if callee == nil {
		return false
	}
	if name := callee.Name(); !(callee.Pkg != nil && (callee.Pkg.Pkg.Path() == "errors" || callee.Pkg.Pkg.Path() == "fmt") ||
		strings.HasPrefix(name, "New") || strings.HasPrefix(name, "Err") || strings.HasSuffix(name, "Error") || strings.HasSuffix(name, "Err")) {
		return false // another call's failure, passed on (return s.update(...))
	}
	for _, a := range call.Call.Args {
		if mi, ok := a.(*ssa.MakeInterface); ok {
			a = mi.X
		}
		if isError(a.Type()) || isErrorSliceOf(a) {
			return false
		}
	}
	return true
}

// isErrorSliceOf reports whether v is the variadic list of a call that
// holds an error (fmt.Errorf("update: %w", err)).
func isErrorSliceOf(v ssa.Value) bool {
	return slices.ContainsFunc(sliceElems(v), func(e ssa.Value) bool {
		if mi, ok := e.(*ssa.MakeInterface); ok {
			e = mi.X
		}
		return isError(e.Type())
	})
}

func isBuiltin(call *ssa.Call, name string) bool {
	b, ok := call.Call.Value.(*ssa.Builtin)
	return ok && b.Name() == name && len(call.Call.Args) == 1
}

// sharesKey reports whether the lookup is given a string or a number
// (a call's argument, a map's key) that the create is given too, or stores into what it is given: what
// it looked for is what the create makes.
func sharesKey(lookup ssa.Instruction, create *ssa.CallCommon) bool {
	fn := lookup.Parent()
	var keys []ssa.Value
	switch l := lookup.(type) {
	case *ssa.Call:
		keys = args(&l.Call)
	case *ssa.Lookup:
		keys = []ssa.Value{l.Index}
	}
	for _, a := range keys {
		if _, ok := a.(*ssa.Const); ok {
			continue
		}
		if b, ok := a.Type().Underlying().(*types.Basic); ok && b.Info()&(types.IsString|types.IsInteger) != 0 &&
			slices.ContainsFunc(sameReads(fn, a), func(v ssa.Value) bool { return reachesArgs(v, create.Args) }) {
			return true
		}
	}
	return false
}

// sameReads returns vs and, for each that reads a field or a variable,
// the other reads of it in fn (in.Locale given to the lookup, and read
// again for the create).
func sameReads(fn *ssa.Function, vs ...ssa.Value) []ssa.Value {
	out := slices.Clone(vs)
	keys := make(map[valueKey]bool)
	for _, v := range vs {
		if k := keyOf(v); k.field != -1 {
			keys[k] = true
		}
	}
	if len(keys) == 0 || fn == nil {
		return out
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if w, ok := instr.(ssa.Value); ok && keys[keyOf(w)] && !slices.Contains(vs, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// leavesWithError reports whether a return reached from b gives fn's
// error result an error of its own making ("already exists"), not the
// failure of a call it passes on (an update made instead of the create,
// which failed).
func leavesWithError(fn *ssa.Function, b *ssa.BasicBlock) bool {
	res := fn.Signature.Results()
	if res.Len() == 0 || !isError(res.At(res.Len()-1).Type()) {
		return false
	}
	seen := make(map[*ssa.BasicBlock]bool)
	work := []*ssa.BasicBlock{b}
	for len(work) > 0 {
		blk := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[blk] {
			continue
		}
		seen[blk] = true
		if ret, ok := lastInstr(blk).(*ssa.Return); ok && len(ret.Results) > 0 && refusal(ret.Results[len(ret.Results)-1]) {
			return true
		}
		work = append(work, blk.Succs...)
	}
	return false
}
