package effects

import (
	"go/ast"
	"go/constant"
	"slices"
	"strings"
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
