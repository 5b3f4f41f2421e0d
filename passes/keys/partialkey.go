package keys

import (
	"github.com/idemlint/idemlint/internal/flow"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/fatih/structtag"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// A PartialKey is a key the tool derives from some of the parameters that
// identify the action but not from all of them, so two different actions
// get the same key.
type PartialKey struct {
	Key *Key
	// At is the value that computes the key (the hash, the format, the
	// concatenation), with pointer helpers and conversions around it
	// stripped. Pos is its position, or the first use's when it has none.
	At  ssa.Value
	Pos token.Pos
	// Uses are the key slots and ledger operations the key reaches, in
	// source order.
	Uses []*Use
	// From names the parameters the key is derived from, in declaration
	// order.
	From []string
	// Missing are the identifying parameters it leaves out, in
	// declaration order.
	Missing []MissingParam
}

// A MissingParam is an identifying parameter a key leaves out.
type MissingParam struct {
	Param *tools.Param
	// Field is the struct field that declares the parameter (a struct
	// input) or that the handler decodes it into (a local struct whose
	// JSON name is the parameter's): where an idem:"-" tag goes. Nil when
	// only a schema declares the parameter.
	Field *types.Var
}

// PartialKeys returns the keys that are derived from tool parameters but
// leave out a parameter that identifies the action (tools.Tool.Identifying;
// the idem tags of a struct the handler decodes schema-declared
// parameters into count as well). Only derivations that are visible are
// judged: every source of the key is a parameter or a constant, at least
// one is a parameter, and the key is computed (Derived), not a parameter
// passed through. A key that involves a parameter named like a key
// (idempotency_key, request_id, ...) is the model's key, for modelkey;
// such parameters are never counted as missing either. Only write tools
// have partial keys.
func (k *Tool) PartialKeys(pass *analysis.Pass, extraNames []string) []PartialKey {
	if !k.Write() {
		return nil
	}
	identifying, fields := k.partialIdentifying(pass, extraNames)
	if len(identifying) == 0 {
		return nil
	}

	var out []PartialKey
	index := make(map[ssa.Value]int)
	for _, u := range k.Uses {
		key := u.Key
		if !key.Derived || !partialVisible(key) || k.partialFilled(pass, u) {
			continue
		}
		from := key.Params()
		if len(from) == 0 || slices.Contains(from, "") {
			continue // constants only, or the whole input
		}
		if slices.ContainsFunc(from, func(name string) bool { return IsKeyName(name, extraNames) }) {
			continue
		}
		var missing []MissingParam
		for _, p := range identifying {
			if !slices.Contains(from, p.Name) {
				missing = append(missing, MissingParam{Param: p, Field: fields[p]})
			}
		}
		if len(missing) == 0 {
			continue
		}
		at := partialDerivation(key.Value)
		if i, ok := index[at]; ok {
			out[i].Uses = append(out[i].Uses, u)
			continue
		}
		pos := at.Pos()
		if !pos.IsValid() {
			pos = u.Pos
		}
		index[at] = len(out)
		out = append(out, PartialKey{Key: key, At: at, Pos: pos, Uses: []*Use{u}, From: k.partialOrder(from), Missing: missing})
	}
	return out
}

// IdentifyingParams returns the parameters that identify the tool's action and
// belong in its key: tools.Tool.Identifying, where the idem tags of a
// struct the handler decodes schema-declared parameters into count as
// well, without the parameters named like a key (the model's key is not
// part of the action).
func (k *Tool) IdentifyingParams(pass *analysis.Pass, extraNames []string) []*tools.Param {
	params, _ := k.partialIdentifying(pass, extraNames)
	return params
}

func (k *Tool) partialIdentifying(pass *analysis.Pass, extraNames []string) ([]*tools.Param, map[*tools.Param]*types.Var) {
	fields, roles := k.partialParamFields(pass)
	anyKey := false
	for _, p := range k.Tool.Params {
		if roles[p] == tools.KeyPart {
			anyKey = true
		}
	}
	var out []*tools.Param
	for _, p := range k.Tool.Params {
		if IsKeyName(p.Name, extraNames) {
			continue
		}
		if (anyKey && roles[p] == tools.KeyPart) || (!anyKey && roles[p] == tools.KeyDefault) {
			out = append(out, p)
		}
	}
	return out, fields
}

// partialOrder puts parameter names in the tool's declaration order.
func (k *Tool) partialOrder(names []string) []string {
	var out []string
	for _, p := range k.Tool.Params {
		if slices.Contains(names, p.Name) {
			out = append(out, p.Name)
		}
	}
	for _, n := range names {
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}

// partialVisible reports whether every source of a key is a parameter or a
// constant.
func partialVisible(k *Key) bool {
	for _, s := range k.Sources {
		if s.Kind != Param && s.Kind != Constant {
			return false
		}
	}
	return len(k.Sources) > 0
}

// partialFilled reports whether a key depends on memory that a call fills
// (db.QueryRow(...).Scan(&id), json.Unmarshal(data, &rec), a
// strings.Builder written by its methods). The keys pass does not follow
// such fills, so the sources of the key would be incomplete: a key built
// from in.OrderID and an id scanned from a query of the amount looks
// derived from order_id alone. Reads of tool parameters stop the walk, so
// the struct the handler decodes its arguments into does not count.
func (k *Tool) partialFilled(pass *analysis.Pass, u *Use) bool {
	fn := u.Instr.Parent()
	for fn != nil && fn != k.Fn && fn.Parent() != nil {
		fn = fn.Parent()
	}
	var h *handler
	if fn == k.Fn {
		h = newHandler(pass, k.Tool, k.Fn, nil)
	} else {
		h = &handler{pass: pass, tool: k.Tool, fn: fn}
	}
	t := &tracer{h: h, seen: make(map[ssa.Value]bool)}
	seen := make(map[ssa.Value]bool)
	consumers := make(map[ssa.CallInstruction]bool) // the calls the walk came through
	var visit func(v ssa.Value, depth int) bool
	var filled func(addr ssa.Value, depth int) bool
	visit = func(v ssa.Value, depth int) bool {
		if v == nil || seen[v] || depth > 64 {
			return false
		}
		seen[v] = true
		if _, ok := t.paramName(v); ok {
			return false
		}
		switch x := v.(type) {
		case *ssa.Alloc:
			return filled(x, depth)
		case *ssa.Call:
			consumers[x] = true
			defer delete(consumers, x)
			if callee := x.Common().StaticCallee(); callee != nil && callee.Pkg != nil && callee.Pkg.Pkg == pass.Pkg {
				for _, b := range callee.Blocks {
					if ret, ok := b.Instrs[len(b.Instrs)-1].(*ssa.Return); ok {
						for _, r := range ret.Results {
							if visit(r, depth+1) {
								return true
							}
						}
					}
				}
			}
		}
		instr, ok := v.(ssa.Instruction)
		if !ok {
			return false
		}
		for _, op := range instr.Operands(nil) {
			if *op != nil && visit(*op, depth+1) {
				return true
			}
		}
		return false
	}
	// filled looks at what writes into an address: stores are followed,
	// and a call it is handed to (other than one the walk came through)
	// fills it, as does whoever receives it when it is stored elsewhere.
	filled = func(addr ssa.Value, depth int) bool {
		if depth > 64 {
			return false
		}
		for _, ref := range flow.Refs(addr) {
			switch r := ref.(type) {
			case *ssa.Store:
				if r.Val == addr {
					return true // the address escapes: Scan(&id) through ...any
				}
				if r.Addr == addr && visit(r.Val, depth+1) {
					return true
				}
			case *ssa.FieldAddr, *ssa.IndexAddr, *ssa.Slice, *ssa.MakeInterface, *ssa.ChangeType, *ssa.Convert:
				if filled(r.(ssa.Value), depth+1) {
					return true
				}
			case ssa.CallInstruction:
				if !consumers[r] {
					return true
				}
			}
		}
		return false
	}
	return visit(u.Key.Value, 0)
}

// partialDerivation strips what hands a key on unchanged (pointer helpers such
// as stripe.String, conversions, a local variable stored once) to reach
// the value that computes it.
func partialDerivation(v ssa.Value) ssa.Value {
	for range 16 {
		switch x := v.(type) {
		case *ssa.ChangeType:
			v = x.X
		case *ssa.Convert:
			v = x.X
		case *ssa.MakeInterface:
			v = x.X
		case *ssa.Call:
			fn := calleeFunc(x.Common())
			if fn == nil || !isPassThrough(fn, x) {
				return v
			}
			args := x.Common().Args
			v = args[len(args)-1]
		case *ssa.UnOp:
			if x.Op != token.MUL {
				return v
			}
			alloc, ok := x.X.(*ssa.Alloc)
			if !ok {
				return v
			}
			stored := partialOnlyStore(alloc)
			if stored == nil {
				return v
			}
			v = stored
		case *ssa.Alloc:
			stored := partialOnlyStore(x)
			if stored == nil {
				return v
			}
			v = stored
		default:
			return v
		}
	}
	return v
}

// partialOnlyStore returns the value stored into a local variable when it is
// stored exactly once.
func partialOnlyStore(a *ssa.Alloc) ssa.Value {
	var val ssa.Value
	for _, ref := range flow.Refs(a) {
		if st, ok := ref.(*ssa.Store); ok && st.Addr == a {
			if val != nil {
				return nil
			}
			val = st.Val
		}
	}
	return val
}

// partialParamFields returns, for each parameter, the struct field that declares
// it or that the handler decodes it into, and the key role its idem tag
// gives it. A parameter declared only by a schema (mcp.WithString, a
// JSON schema map) takes the tag of a field of a struct declared in this
// package whose JSON name is the parameter's and which the handler, or a
// function holding one of the key's uses, reads.
func (k *Tool) partialParamFields(pass *analysis.Pass) (map[*tools.Param]*types.Var, map[*tools.Param]tools.KeyRole) {
	fields := make(map[*tools.Param]*types.Var)
	roles := make(map[*tools.Param]tools.KeyRole)
	byName := make(map[string]*tools.Param)
	for _, p := range k.Tool.Params {
		if p.Field != nil {
			fields[p], roles[p] = p.Field, p.Role
			continue
		}
		byName[p.Name] = p
	}
	if len(byName) == 0 || k.Fn == nil {
		return fields, roles
	}
	// A decoded struct is one of this package with a field read whose
	// JSON name is a schema-declared parameter's; all its fields count.
	var structs []*types.Struct
	decoded := func(instr ssa.Instruction) {
		var x ssa.Value
		var i int
		switch in := instr.(type) {
		case *ssa.UnOp:
			fa, ok := in.X.(*ssa.FieldAddr)
			if !ok || in.Op != token.MUL {
				return
			}
			x, i = fa.X, fa.Field
		case *ssa.Field:
			x, i = in.X, in.Field
		default:
			return
		}
		st := structOf(x.Type())
		if st == nil || i >= st.NumFields() || st.Field(i).Pkg() != pass.Pkg || slices.Contains(structs, st) {
			return
		}
		if name, _, ok := partialTags(st, i); ok && byName[name] != nil {
			structs = append(structs, st)
		}
	}
	newHandler(pass, k.Tool, k.Fn, nil).instructions(decoded)
	done := map[*ssa.Function]bool{k.Fn: true}
	for _, u := range k.Uses {
		fn := u.Instr.Parent()
		for fn != nil && fn != k.Fn && fn.Parent() != nil {
			fn = fn.Parent()
		}
		if fn == nil || done[fn] {
			continue // in the handler, scanned above
		}
		done[fn] = true
		(&handler{pass: pass, tool: k.Tool, fn: fn}).instructions(decoded)
	}
	for _, st := range structs {
		for i := range st.NumFields() {
			name, role, ok := partialTags(st, i)
			if p := byName[name]; ok && p != nil && fields[p] == nil {
				fields[p], roles[p] = st.Field(i), role
			}
		}
	}
	return fields, roles
}

// partialTags reads a struct field's JSON name and the key role its idem
// tag gives it.
func partialTags(st *types.Struct, i int) (name string, role tools.KeyRole, ok bool) {
	tags, err := structtag.Parse(st.Tag(i))
	if err != nil {
		return "", 0, false
	}
	j, err := tags.Get("json")
	if err != nil || j.Name == "" || j.Name == "-" {
		return "", 0, false
	}
	if idem, err := tags.Get("idem"); err == nil {
		switch strings.TrimSpace(idem.Name) {
		case "key":
			role = tools.KeyPart
		case "-":
			role = tools.KeyExcluded
		}
	}
	return j.Name, role, true
}
