package config

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"
	"strings"
)

// A name given in the configuration can only be judged where the package
// it names has been type-checked: in that package, or in a package that
// imports it. The configuration file is read before any package, so
// Loader keeps the file's own entries (with their positions) beside the
// effective configuration, and Reporter judges them package by package
// with [Config.Unresolved].

// Unresolved returns an error for each function, method, type or field
// named in the configuration file whose package pkg is or imports and
// which that package does not declare: a typo there would silently
// disable the rule the entry meant to add. Each error gives the entry's
// file, line, column and key.
//
// Where a name is judged, so that it is reported once:
//   - a name in pkg's own module (mod is pkg's module path, "" when
//     unknown) only in the package it names, where every declaration,
//     exported or not, is known;
//   - a name in another module (a provider's SDK, the standard library),
//     which idemlint does not check itself, in each package that imports
//     that package directly and is not an external test package; only
//     exported names, since an importer may see only the exported API.
//
// A name whose package is not part of the build is not judged: nothing
// tells a missing package from one this build leaves out.
func (c *Config) Unresolved(pkg *types.Package, mod string) []error {
	src := c.source
	if src == nil || pkg == nil {
		return nil
	}
	r := resolver{pkg: pkg, mod: mod, l: &errorList{file: src.file, pos: src.pos}}
	for i, e := range src.Effects {
		r.fn(fmt.Sprintf("effects[%d].func", i), e.Func, "effect", -1)
	}
	for i, e := range src.Ledgers {
		r.fn(fmt.Sprintf("ledgers[%d].func", i), e.Func, "ledger operation", -1)
	}
	for i, t := range src.LedgerTypes {
		r.typ(fmt.Sprintf("ledger-types[%d]", i), t)
	}
	for i, s := range src.KeySlots {
		path := fmt.Sprintf("key-slots[%d]", i)
		if s.Func != "" {
			r.fn(path+".func", s.Func, "key slot", s.Arg)
		} else if s.Field != "" {
			r.field(path+".field", s.Field)
		}
	}
	if len(r.l.errs) == 0 {
		return nil
	}
	errs := make([]error, len(r.l.errs))
	for i, e := range r.l.errs {
		errs[i] = e
	}
	return errs
}

type resolver struct {
	pkg *types.Package
	mod string
	l   *errorList
}

// scope returns the package that name (normalised: path.X, path.X.Y)
// belongs to, if it is judged here, and the identifiers after its path.
func (r *resolver) scope(name string, n int) (*types.Package, []string, bool) {
	var best *types.Package
	for _, p := range append([]*types.Package{r.pkg}, r.pkg.Imports()...) {
		if strings.HasPrefix(name, p.Path()+".") && (best == nil || len(p.Path()) > len(best.Path())) {
			best = p
		}
	}
	if best == nil {
		return nil, nil, false
	}
	idents := strings.Split(name[len(best.Path())+1:], ".")
	if len(idents) != n {
		return nil, nil, false
	}
	if best == r.pkg {
		return best, idents, true
	}
	// An imported package: judged here only when it belongs to another
	// module, and only for exported names.
	if strings.HasSuffix(r.pkg.Path(), "_test") || inModule(best.Path(), r.mod) {
		return nil, nil, false
	}
	for _, id := range idents {
		if !token.IsExported(id) {
			return nil, nil, false
		}
	}
	return best, idents, true
}

// inModule reports whether the package path is in the module mod.
func inModule(path, mod string) bool {
	return mod != "" && (path == mod || strings.HasPrefix(path, mod+"/"))
}

func (r *resolver) fn(key, s, what string, arg int) {
	name, ok := parseName(strings.TrimSpace(s), funcName)
	if !ok {
		return // Validate reports it
	}
	// path.F first: a package path may contain dots, so path.T.M is
	// also tried.
	var fn *types.Func
	if p, ids, ok := r.scope(name, 1); ok {
		obj := p.Scope().Lookup(ids[0])
		if f, isFunc := obj.(*types.Func); isFunc {
			fn = f
		} else {
			r.l.at(key, "%s names nothing: package %s has no function %s%s; the %s is ignored",
				strings.TrimSpace(s), p.Path(), ids[0], suggestIdent(ids[0], names(p.Scope(), isFuncObj)), what)
			return
		}
	} else if p, ids, ok := r.scope(name, 2); ok {
		tn, _ := p.Scope().Lookup(ids[0]).(*types.TypeName)
		if tn == nil {
			r.l.at(key, "%s names nothing: package %s has no type %s%s; the %s is ignored",
				strings.TrimSpace(s), p.Path(), ids[0], suggestIdent(ids[0], names(p.Scope(), isTypeObj)), what)
			return
		}
		obj, _, _ := types.LookupFieldOrMethod(tn.Type(), true, p, ids[1])
		f, isFunc := obj.(*types.Func)
		if !isFunc {
			r.l.at(key, "%s names nothing: type %s.%s has no method %s%s; the %s is ignored",
				strings.TrimSpace(s), p.Path(), ids[0], ids[1], suggestIdent(ids[1], methods(tn.Type())), what)
			return
		}
		fn = f
	} else {
		return
	}
	if arg < 0 {
		return
	}
	sig := fn.Signature()
	if n := sig.Params().Len(); arg >= n && !sig.Variadic() {
		r.l.at(strings.TrimSuffix(key, ".func")+".arg", "%s has %d parameters (counting from 0, without the receiver): argument %d names nothing; the %s is ignored",
			strings.TrimSpace(s), n, arg, what)
	}
}

func (r *resolver) typ(key, s string) {
	name := strings.TrimSpace(s)
	if !splitsAs(name, 1) {
		return
	}
	p, ids, ok := r.scope(name, 1)
	if !ok {
		return
	}
	if _, ok := p.Scope().Lookup(ids[0]).(*types.TypeName); !ok {
		r.l.at(key, "%s names nothing: package %s has no type %s%s; the ledger type is ignored",
			name, p.Path(), ids[0], suggestIdent(ids[0], names(p.Scope(), isTypeObj)))
	}
}

func (r *resolver) field(key, s string) {
	name := strings.TrimSpace(s)
	if !splitsAs(name, 2) {
		return
	}
	p, ids, ok := r.scope(name, 2)
	if !ok {
		return
	}
	tn, _ := p.Scope().Lookup(ids[0]).(*types.TypeName)
	if tn == nil {
		r.l.at(key, "%s names nothing: package %s has no type %s%s; the key slot is ignored",
			name, p.Path(), ids[0], suggestIdent(ids[0], names(p.Scope(), isTypeObj)))
		return
	}
	st, _ := tn.Type().Underlying().(*types.Struct)
	if st == nil {
		r.l.at(key, "%s names nothing: %s.%s is not a struct type; the key slot is ignored", name, p.Path(), ids[0])
		return
	}
	var fields []string
	for f := range st.Fields() {
		if f.Name() == ids[1] {
			return
		}
		fields = append(fields, f.Name())
	}
	r.l.at(key, "%s names nothing: struct %s.%s has no field %s%s; the key slot is ignored",
		name, p.Path(), ids[0], ids[1], suggestIdent(ids[1], fields))
}

func isFuncObj(o types.Object) bool { _, ok := o.(*types.Func); return ok }
func isTypeObj(o types.Object) bool { _, ok := o.(*types.TypeName); return ok }

// names returns the names in scope of the objects keep accepts.
func names(s *types.Scope, keep func(types.Object) bool) []string {
	var out []string
	for _, n := range s.Names() {
		if keep(s.Lookup(n)) {
			out = append(out, n)
		}
	}
	return out
}

// methods returns the names of the methods of t and *t.
func methods(t types.Type) []string {
	var out []string
	ms := types.NewMethodSet(types.NewPointer(t))
	if types.IsInterface(t) {
		ms = types.NewMethodSet(t)
	}
	for m := range ms.Methods() {
		out = append(out, m.Obj().Name())
	}
	slices.Sort(out)
	return out
}

// suggestIdent returns ` (did you mean "X"?)` for the identifier closest
// to s when it is a typo away: at most two edits, and at most half of s.
func suggestIdent(s string, candidates []string) string {
	best, bestDist := "", -1
	for _, c := range candidates {
		d := levenshtein(s, c)
		if d > 2 || d*2 > len(s) {
			continue
		}
		if bestDist < 0 || d < bestDist {
			best, bestDist = c, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}
