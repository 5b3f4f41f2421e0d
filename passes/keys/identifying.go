package keys

import (
	"go/token"
	"go/types"
	"slices"
	"strings"

	"github.com/fatih/structtag"
	"github.com/idemlint/idemlint/passes/tools"
	"golang.org/x/tools/go/ssa"
)

// IdentifyingParams returns the parameters that identify the tool's
// action and belong in its key: tools.Tool.Identifying, where the idem
// tags of a struct the handler decodes schema-declared parameters into
// count as well, without the parameters named like a key (the model's
// key is not part of the action; the configuration's key-params count).
// It is the one definition every check and fix uses.
func (k *Tool) IdentifyingParams() []*tools.Param {
	if k == nil {
		return nil
	}
	return k.identifying
}

// DeclaringField returns the struct field that declares p (a struct
// input) or that the handler decodes it into (a local struct whose JSON
// name is the parameter's): where an idem:"-" tag goes. Nil when only a
// schema declares the parameter.
func (k *Tool) DeclaringField(p *tools.Param) *types.Var {
	if k == nil {
		return nil
	}
	return k.fields[p]
}

// identifying computes IdentifyingParams and DeclaringField. The names
// of the configuration's key-params are key names too.
func (w *walk) identifying(k *Tool) ([]*tools.Param, map[*tools.Param]*types.Var) {
	extraNames := w.root.cfg.KeyParams
	fields, roles := w.paramFields(k)
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

// paramFields returns, for each parameter, the struct field that declares
// it or that the handler decodes it into, and the key role its idem tag
// gives it. A parameter declared only by a schema (mcp.WithString, a
// JSON schema map) takes the tag of a field of a struct declared in this
// package whose JSON name is the parameter's and which the handler, or a
// function holding one of the key's uses, reads.
func (w *walk) paramFields(k *Tool) (map[*tools.Param]*types.Var, map[*tools.Param]tools.KeyRole) {
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
		if st == nil || i >= st.NumFields() || st.Field(i).Pkg() != w.root.pkg || slices.Contains(structs, st) {
			return
		}
		if name, _, ok := fieldTags(st, i); ok && byName[name] != nil {
			structs = append(structs, st)
		}
	}
	w.root.instructions(decoded)
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
		(&handler{tool: k.Tool, fn: fn}).instructions(decoded)
	}
	for _, st := range structs {
		for i := range st.NumFields() {
			name, role, ok := fieldTags(st, i)
			if p := byName[name]; ok && p != nil && fields[p] == nil {
				fields[p], roles[p] = st.Field(i), role
			}
		}
	}
	return fields, roles
}

// fieldTags reads a struct field's JSON name and the key role its idem
// tag gives it.
func fieldTags(st *types.Struct, i int) (name string, role tools.KeyRole, ok bool) {
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
