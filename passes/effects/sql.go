package effects

import (
	"strings"
)

// A sqlWrite is what a constant SQL text does to rows.
type sqlWrite struct {
	Detail     string // "INSERT INTO refunds", "UPDATE accounts"
	Idempotent bool
}

// ClassifySQL reports whether a SQL text changes rows and how. INSERT
// without ON CONFLICT is not idempotent, nor is an UPDATE (or an upsert's
// update) that computes a column from itself ("n = n + 1",
// "tags = array_append(tags, $1)"; a lock's version counter, "version =
// version + 1", does not count); other UPDATE and DELETE statements,
// upserts, MERGE, REPLACE and TRUNCATE are idempotent; CALL is a write that
// is not. SELECT, DDL, transaction control and anything unrecognised are
// not writes. Data-modifying WITH clauses count; of several statements the
// least idempotent write is reported.
func ClassifySQL(query string) (detail string, idempotent, write bool) {
	toks := sqlTokens(query)
	if definesRoutine(toks) {
		// CREATE TRIGGER ... BEGIN DELETE ...; END: the statements of
		// its body run on later events, not now.
		return "", false, false
	}
	var found []sqlWrite
	for _, stmt := range splitStatements(toks) {
		found = append(found, classifyStatement(stmt)...)
	}
	if len(found) == 0 {
		return "", false, false
	}
	best := found[0]
	for _, w := range found[1:] {
		if best.Idempotent && !w.Idempotent {
			best = w
		}
	}
	return best.Detail, best.Idempotent, true
}

// definesRoutine reports whether SQL starts by defining a trigger, a
// function, a procedure or a rule (CREATE [OR REPLACE] [TEMP] TRIGGER
// ...): DDL whose body holds statements for later.
func definesRoutine(toks []string) bool {
	if len(toks) == 0 || !strings.EqualFold(toks[0], "CREATE") {
		return false
	}
	for _, t := range toks[1:min(len(toks), 6)] {
		switch strings.ToUpper(t) {
		case "TRIGGER", "FUNCTION", "PROCEDURE", "RULE":
			return true
		}
	}
	return false
}

// sqlTokens splits SQL into words, quoted identifiers (unquoted), "?" for
// string literals and single punctuation characters ("||" stays one
// token). Comments are dropped.
func sqlTokens(s string) []string {
	var toks []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '-' && i+1 < len(s) && s[i+1] == '-':
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(s) && s[i+1] == '*':
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				return toks
			}
			i += end + 4
		case c == '\'':
			i++
			for i < len(s) {
				if s[i] == '\'' {
					if i+1 < len(s) && s[i+1] == '\'' {
						i += 2
						continue
					}
					break
				}
				i++
			}
			i++
			toks = append(toks, "?")
		case c == '"' || c == '`':
			j := strings.IndexByte(s[i+1:], c)
			if j < 0 {
				return toks
			}
			toks = append(toks, s[i+1:i+1+j])
			i += j + 2
		case isWordByte(c):
			j := i
			for j < len(s) && (isWordByte(s[j]) || s[j] == '.') {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		case c == '|' && i+1 < len(s) && s[i+1] == '|':
			toks = append(toks, "||")
			i += 2
		default:
			toks = append(toks, string(c))
			i++
		}
	}
	return toks
}

func isWordByte(c byte) bool {
	return c == '_' || c == '$' || c == '@' ||
		'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c >= 0x80
}

func splitStatements(toks []string) [][]string {
	var out [][]string
	start, depth := 0, 0
	for i, t := range toks {
		switch t {
		case "(":
			depth++
		case ")":
			depth--
		case ";":
			if depth == 0 {
				if i > start {
					out = append(out, toks[start:i])
				}
				start = i + 1
			}
		}
	}
	if start < len(toks) {
		out = append(out, toks[start:])
	}
	return out
}

func kw(tok, word string) bool { return strings.EqualFold(tok, word) }

// classifyStatement returns the writes of one statement, including those
// in its WITH clause.
func classifyStatement(toks []string) []sqlWrite {
	for len(toks) > 0 && toks[0] == "(" {
		toks = toks[1:]
	}
	if len(toks) == 0 {
		return nil
	}
	if kw(toks[0], "WITH") {
		return classifyWith(toks[1:])
	}
	if w, ok := classifySimple(toks); ok {
		return []sqlWrite{w}
	}
	return nil
}

// classifyWith handles "WITH [RECURSIVE] name [(cols)] AS [NOT]
// [MATERIALIZED] (body), ... main".
func classifyWith(toks []string) []sqlWrite {
	var out []sqlWrite
	i := 0
	if i < len(toks) && kw(toks[i], "RECURSIVE") {
		i++
	}
	for i < len(toks) {
		// Skip to the body's opening parenthesis after AS.
		for i < len(toks) && !kw(toks[i], "AS") {
			if toks[i] == "(" {
				i = skipParens(toks, i)
				continue
			}
			i++
		}
		for i < len(toks) && toks[i] != "(" {
			i++
		}
		if i >= len(toks) {
			return out
		}
		end := skipParens(toks, i)
		out = append(out, classifyStatement(toks[i+1:end-1])...)
		i = end
		if i < len(toks) && toks[i] == "," {
			i++
			continue
		}
		out = append(out, classifyStatement(toks[i:])...)
		return out
	}
	return out
}

// skipParens returns the index after the parenthesis that closes the one
// at toks[i].
func skipParens(toks []string, i int) int {
	depth := 0
	for ; i < len(toks); i++ {
		switch toks[i] {
		case "(":
			depth++
		case ")":
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return len(toks)
}

func classifySimple(toks []string) (sqlWrite, bool) {
	head := strings.ToUpper(toks[0])
	switch head {
	case "INSERT":
		return classifyInsert(toks)
	case "UPSERT", "REPLACE":
		return sqlWrite{Detail: head + " INTO " + tableAfter(toks, "INTO"), Idempotent: true}, true
	case "UPDATE":
		i := 1
		if i < len(toks) && kw(toks[i], "ONLY") {
			i++
		}
		table := ""
		if i < len(toks) {
			table = toks[i]
		}
		set := clause(toks, "SET", "WHERE", "FROM", "RETURNING", "ORDER", "LIMIT")
		return sqlWrite{Detail: "UPDATE " + table, Idempotent: !computesFromItself(set)}, true
	case "DELETE":
		return sqlWrite{Detail: "DELETE FROM " + tableAfter(toks, "FROM"), Idempotent: true}, true
	case "MERGE":
		return sqlWrite{Detail: "MERGE INTO " + tableAfter(toks, "INTO"), Idempotent: true}, true
	case "TRUNCATE":
		i := 1
		if i < len(toks) && kw(toks[i], "TABLE") {
			i++
		}
		table := ""
		if i < len(toks) {
			table = toks[i]
		}
		return sqlWrite{Detail: "TRUNCATE " + table, Idempotent: true}, true
	case "CALL":
		name := ""
		if len(toks) > 1 {
			name = toks[1]
		}
		return sqlWrite{Detail: "CALL " + name}, true
	}
	return sqlWrite{}, false
}

func classifyInsert(toks []string) (sqlWrite, bool) {
	table := tableAfter(toks, "INTO")
	// SQLite's INSERT OR REPLACE / OR IGNORE, MySQL's INSERT IGNORE.
	if len(toks) > 2 && kw(toks[1], "OR") {
		return sqlWrite{Detail: "INSERT OR " + strings.ToUpper(toks[2]) + " INTO " + table, Idempotent: true}, true
	}
	if len(toks) > 1 && kw(toks[1], "IGNORE") {
		return sqlWrite{Detail: "INSERT IGNORE INTO " + table, Idempotent: true}, true
	}
	for i := 1; i+1 < len(toks); i++ {
		if !kw(toks[i], "ON") {
			continue
		}
		switch {
		case kw(toks[i+1], "CONFLICT"):
			rest := toks[i+2:]
			set := clause(rest, "SET", "WHERE", "RETURNING")
			return sqlWrite{Detail: "INSERT INTO " + table + " ON CONFLICT", Idempotent: !computesFromItself(set)}, true
		case kw(toks[i+1], "DUPLICATE"):
			set := toks[i+2:]
			if len(set) > 0 && kw(set[0], "KEY") {
				set = set[1:]
			}
			if len(set) > 0 && kw(set[0], "UPDATE") {
				set = set[1:]
			}
			return sqlWrite{Detail: "INSERT INTO " + table + " ON DUPLICATE KEY", Idempotent: !computesFromItself(set)}, true
		}
	}
	return sqlWrite{Detail: "INSERT INTO " + table}, true
}

// tableAfter returns the word after the first keyword word.
func tableAfter(toks []string, word string) string {
	for i, t := range toks {
		if kw(t, word) && i+1 < len(toks) {
			return toks[i+1]
		}
	}
	return "?"
}

// clause returns the tokens after the first top-level keyword start, up
// to the first top-level keyword among ends.
func clause(toks []string, start string, ends ...string) []string {
	depth := 0
	from := -1
	for i, t := range toks {
		switch t {
		case "(":
			depth++
			continue
		case ")":
			depth--
			continue
		}
		if depth != 0 {
			continue
		}
		if from < 0 {
			if kw(t, start) {
				from = i + 1
			}
			continue
		}
		for _, e := range ends {
			if kw(t, e) {
				return toks[from:i]
			}
		}
	}
	if from < 0 {
		return nil
	}
	return toks[from:]
}

// computesFromItself reports whether an assignment list (the tokens
// after SET) assigns a column a value computed from that column with an
// arithmetic or concatenating operator or an append function.
func computesFromItself(set []string) bool {
	for _, a := range splitTop(set, ",") {
		eq := -1
		for i, t := range a {
			if t == "=" {
				eq = i
				break
			}
		}
		if eq <= 0 {
			continue
		}
		cols := map[string]bool{}
		for _, t := range a[:eq] {
			if t != "(" && t != ")" && t != "," && !versionColumns[columnName(t)] {
				cols[columnName(t)] = true
			}
		}
		refers, computes := false, false
		for _, t := range a[eq+1:] {
			switch {
			case t == "+" || t == "-" || t == "*" || t == "/" || t == "||":
				computes = true
			case strings.Contains(strings.ToLower(t), "append") || strings.Contains(strings.ToLower(t), "concat") ||
				strings.EqualFold(t, "array_cat") || strings.EqualFold(t, "jsonb_insert"):
				computes = true
			case cols[columnName(t)]:
				refers = true
			}
		}
		if refers && computes {
			return true
		}
	}
	return false
}

// versionColumns count the writes to a row for optimistic locking
// (version = version + 1 beside status = ?): a repeat bumps the counter
// again, but what the row holds is set, not added to.
var versionColumns = map[string]bool{
	"version": true, "revision": true, "rev": true, "lock_version": true, "row_version": true,
	"optlock": true, "version_number": true, "version_no": true, "record_version": true,
}

// bumpsVersion reports whether an expression computes a version counter
// from itself ("version + 1", "`revision`+1"), as optimistic locking
// does.
func bumpsVersion(expr string) bool {
	name := strings.TrimLeft(expr, " \t`\"[")
	if i := strings.IndexAny(name, " +-`\"]"); i >= 0 {
		name = name[:i]
	}
	return versionColumns[columnName(name)]
}

// columnName lower-cases a possibly qualified column reference and drops
// its qualifier: "t.Count" becomes "count".
func columnName(t string) string {
	if i := strings.LastIndexByte(t, '.'); i >= 0 {
		t = t[i+1:]
	}
	return strings.ToLower(t)
}

func splitTop(toks []string, sep string) [][]string {
	var out [][]string
	depth, start := 0, 0
	for i, t := range toks {
		switch t {
		case "(":
			depth++
		case ")":
			depth--
		case sep:
			if depth == 0 {
				out = append(out, toks[start:i])
				start = i + 1
			}
		}
	}
	return append(out, toks[start:])
}
