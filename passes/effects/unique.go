package effects

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"slices"
	"strings"

	"golang.org/x/tools/go/ssa"
)

// Unique constraints.
//
// An INSERT acts again on a repeat, unless the table refuses a second
// row with the same values: a UNIQUE column or UNIQUE(a, b) constraint
// that the INSERT fills. The schema is read where the program writes it,
// in constant CREATE TABLE and CREATE UNIQUE INDEX statements of the
// package that runs the INSERT (schema.go beside the store's queries).
// Such an INSERT rejects a repeat: a retry fails with a constraint error
// instead of adding a row. A primary key is left out, since it is most
// often an id the call makes afresh; so are schemas the package reads
// from files or another package, which this pass does not see.
//
// Where the schema is not in sight, the code that runs the INSERT may
// still say the table refuses a repeat: it tells a unique violation
// apart (pgErr.Code == "23505", MySQL's error 1062, SQLite's "UNIQUE
// constraint failed", a helper named isUniqueViolation or
// isDuplicateKey) to answer it as a conflict. Its INSERTs reject a
// repeat too.

// uniqueSets returns, per table (lower case), the column sets (lower
// case) its unique constraints cover, read once per package.
func (a *analyzer) uniqueSets() map[string][][]string {
	if a.uniques != nil {
		return a.uniques
	}
	a.uniques = make(map[string][][]string)
	for _, file := range a.pass.Files {
		ast.Inspect(file, func(n ast.Node) bool {
			e, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			tv, ok := a.pass.TypesInfo.Types[e]
			if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
				return true
			}
			s := constant.StringVal(tv.Value)
			if strings.Contains(strings.ToUpper(s), "UNIQUE") {
				addUniqueSets(a.uniques, s)
			}
			return false // its parts are in it
		})
	}
	return a.uniques
}

// addUniqueSets records the unique constraints of the CREATE statements
// in a constant SQL text.
func addUniqueSets(out map[string][][]string, text string) {
	add := func(table string, cols []string) {
		table = columnName(table)
		if len(cols) == 0 || slices.ContainsFunc(out[table], func(s []string) bool { return slices.Equal(s, cols) }) {
			return
		}
		out[table] = append(out[table], cols)
	}
	for _, st := range splitStatements(sqlTokens(text)) {
		if len(st) < 4 || !kw(st[0], "CREATE") {
			continue
		}
		switch {
		case kw(st[1], "TABLE"):
			i := 2
			if i+2 < len(st) && kw(st[i], "IF") && kw(st[i+1], "NOT") && kw(st[i+2], "EXISTS") {
				i += 3
			}
			if i+1 >= len(st) || st[i+1] != "(" {
				continue
			}
			table := st[i]
			end := skipParens(st, i+1)
			for _, def := range splitTop(st[i+2:end-1], ",") {
				add(table, uniqueOf(def))
			}
		case kw(st[1], "UNIQUE") && kw(st[2], "INDEX"):
			on := slices.IndexFunc(st, func(t string) bool { return kw(t, "ON") })
			if on < 0 || on+2 >= len(st) || st[on+2] != "(" {
				continue
			}
			add(st[on+1], parenColumns(st[on+2:]))
		}
	}
}

// uniqueOf returns the columns one definition of a CREATE TABLE makes
// unique: UNIQUE (a, b) or CONSTRAINT name UNIQUE (a, b), or a column
// declared UNIQUE; nil for anything else, a primary key included.
func uniqueOf(def []string) []string {
	if len(def) == 0 {
		return nil
	}
	if kw(def[0], "CONSTRAINT") && len(def) > 2 {
		def = def[2:]
	}
	if kw(def[0], "UNIQUE") {
		for i, t := range def {
			if t == "(" {
				return parenColumns(def[i:])
			}
		}
		return nil
	}
	if kw(def[0], "PRIMARY") || kw(def[0], "FOREIGN") || kw(def[0], "CHECK") || kw(def[0], "INDEX") || kw(def[0], "KEY") {
		return nil
	}
	depth := 0
	for _, t := range def[1:] {
		switch t {
		case "(":
			depth++
		case ")":
			depth--
		}
		if depth == 0 && kw(t, "UNIQUE") {
			return []string{columnName(def[0])}
		}
	}
	return nil
}

// parenColumns returns the sorted column names in the parenthesised list
// toks starts with.
func parenColumns(toks []string) []string {
	if len(toks) == 0 || toks[0] != "(" {
		return nil
	}
	end := skipParens(toks, 0)
	var cols []string
	for _, c := range splitTop(toks[1:end-1], ",") {
		if len(c) > 0 {
			cols = append(cols, columnName(c[0]))
		}
	}
	slices.Sort(cols)
	return cols
}

// insertRejectsRepeat reports whether an INSERT fills every column of a
// unique constraint of its table.
func (a *analyzer) insertRejectsRepeat(query string) bool {
	toks := sqlTokens(query)
	into := slices.IndexFunc(toks, func(t string) bool { return kw(t, "INTO") })
	if into < 0 || into+2 >= len(toks) || toks[into+2] != "(" {
		return false
	}
	sets := a.uniqueSets()[columnName(toks[into+1])]
	if len(sets) == 0 {
		return false
	}
	cols := parenColumns(toks[into+2:])
	for _, set := range sets {
		if !slices.ContainsFunc(set, func(c string) bool { return !slices.Contains(cols, c) }) {
			return true
		}
	}
	return false
}

// uniqueViolationCodes are the codes of a unique violation: PostgreSQL's
// SQLSTATE 23505 and MySQL's error 1062 (ER_DUP_ENTRY).
var uniqueViolationCodes = map[string]bool{"23505": true, "1062": true}

// uniqueViolationTexts are the messages drivers give a unique violation,
// lower case.
var uniqueViolationTexts = []string{"unique constraint", "duplicate key", "duplicate entry", "unique_violation"}

// handlesUniqueViolation reports whether fn tells a unique violation
// apart: it compares an error's code with one of uniqueViolationCodes,
// looks for a driver's message of one, or asks a function named for one
// (isUniqueViolation, IsDuplicateKeyError).
func handlesUniqueViolation(fn *ssa.Function) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.BinOp:
				if x.Op == token.EQL || x.Op == token.NEQ {
					if isUniqueCode(x.X) || isUniqueCode(x.Y) {
						return true
					}
				}
			case *ssa.Call:
				if callee := x.Call.StaticCallee(); callee != nil {
					n := strings.ToLower(callee.Name())
					if (strings.Contains(n, "unique") || strings.Contains(n, "duplicate")) && returnsBool(callee.Signature) {
						return true
					}
				}
				for _, arg := range x.Call.Args {
					if s, ok := constString(arg); ok {
						s = strings.ToLower(s)
						if slices.ContainsFunc(uniqueViolationTexts, func(t string) bool { return strings.Contains(s, t) }) {
							return true
						}
					}
				}
			}
		}
	}
	return false
}

// isUniqueCode reports whether v is the constant code of a unique
// violation.
func isUniqueCode(v ssa.Value) bool {
	if s, ok := constString(v); ok {
		return uniqueViolationCodes[s]
	}
	c, ok := v.(*ssa.Const)
	return ok && c.Value != nil && c.Value.Kind() == constant.Int && uniqueViolationCodes[c.Value.ExactString()]
}

func returnsBool(sig *types.Signature) bool {
	if sig.Results().Len() != 1 {
		return false
	}
	b, ok := sig.Results().At(0).Type().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Bool
}

// rejectInserts marks the INSERTs among fn's effects that act again as
// ones the database refuses to repeat, when fn tells a unique violation
// apart. fn's body is read only when it makes such an INSERT.
func rejectInserts(fn *ssa.Function, effects []Effect) {
	insert := func(e Effect) bool {
		return e.Kind == KindSQL && !e.Idempotent && !e.RejectsRepeat && strings.HasPrefix(e.Detail, "INSERT INTO ") && !strings.Contains(e.Detail, " ON ")
	}
	if !slices.ContainsFunc(effects, insert) || !handlesUniqueViolation(fn) {
		return
	}
	for i, e := range effects {
		if insert(e) {
			effects[i].RejectsRepeat = true
		}
	}
}
