package config

import (
	"cmp"
	"errors"
	"fmt"
	"go/token"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/mod/module"
)

// An Error is one problem in a configuration.
type Error struct {
	File string // the configuration file; "" for settings not read from a file
	Line int    // 1-based; 0 when unknown
	Col  int    // 1-based; 0 when unknown
	Key  string // the setting, such as "min-key-ttl" or "effects[2].func"; "" for the file as a whole
	Msg  string
}

// Error formats the error as FILE:LINE:COL: KEY: MSG, leaving out the
// parts that are unknown.
func (e *Error) Error() string {
	var b strings.Builder
	if e.File != "" {
		b.WriteString(e.File)
		if e.Line > 0 {
			fmt.Fprintf(&b, ":%d", e.Line)
			if e.Col > 0 {
				fmt.Fprintf(&b, ":%d", e.Col)
			}
		}
		b.WriteString(": ")
	}
	if e.Key != "" {
		b.WriteString(e.Key)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	return b.String()
}

// maxErrors is how many errors one configuration reports at most.
const maxErrors = 10

// A position is where a value starts in a configuration file.
type position struct{ line, col int }

// An errorList collects the errors of one configuration.
type errorList struct {
	file string
	pos  map[string]position // by key path
	errs []*Error
}

// at records an error about the value at key path.
func (l *errorList) at(path, format string, args ...any) {
	e := &Error{File: l.file, Key: path, Msg: fmt.Sprintf(format, args...)}
	if p, ok := l.lookup(path); ok {
		e.Line, e.Col = p.line, p.col
	}
	l.errs = append(l.errs, e)
}

// lookup finds the position of path, or of the nearest enclosing value
// that has one.
func (l *errorList) lookup(path string) (position, bool) {
	for {
		if p, ok := l.pos[path]; ok {
			return p, true
		}
		i := strings.LastIndexAny(path, ".[")
		if i <= 0 {
			return position{}, false
		}
		path = path[:i]
	}
}

// where describes path for a message that refers back to it: "line 4"
// when the position is known, else the key path.
func (l *errorList) where(path string) string {
	if p, ok := l.pos[path]; ok {
		return fmt.Sprintf("line %d", p.line)
	}
	return path
}

// err returns the collected errors sorted by position, or nil.
func (l *errorList) err() error {
	if len(l.errs) == 0 {
		return nil
	}
	slices.SortStableFunc(l.errs, func(a, b *Error) int {
		return cmp.Or(cmp.Compare(a.Line, b.Line), cmp.Compare(a.Col, b.Col))
	})
	errs := make([]error, 0, maxErrors+1)
	for i, e := range l.errs {
		if i == maxErrors {
			errs = append(errs, fmt.Errorf("and %d more errors", len(l.errs)-maxErrors))
			break
		}
		errs = append(errs, e)
	}
	if len(errs) == 1 {
		return errs[0]
	}
	return errors.Join(errs...)
}

// Validate reports every bad value in c: qualified names that are not
// well formed, unknown ledger ops, durations that do not parse or are not
// positive, empty names, entries given twice, a function that is both an
// effect and a ledger operation, a check both enabled and disabled, and,
// when knownChecks is not nil, check names not in knownChecks.
//
// Each error names its key ("effects[2].func"); for a configuration
// returned by Load it also names the file, line and column. Several
// errors are joined with errors.Join; errors.As finds the first *Error.
func (c *Config) Validate(knownChecks []string) error {
	l := &errorList{file: c.file, pos: c.pos}
	c.validate(l, knownChecks)
	return l.err()
}

func (c *Config) validate(l *errorList, knownChecks []string) {
	// Each seen map holds the normalised name of an entry and the key path
	// where it was first given.
	funcs := make(map[string]string) // effects and ledgers share one namespace
	for i, e := range c.Effects {
		path := fmt.Sprintf("effects[%d]", i)
		if n, ok := checkName(l, path+".func", e.Func, funcName); ok {
			dup(l, funcs, n, path+".func", e.Func)
		}
	}
	for i, e := range c.Ledgers {
		path := fmt.Sprintf("ledgers[%d]", i)
		if n, ok := checkName(l, path+".func", e.Func, funcName); ok {
			dup(l, funcs, n, path+".func", e.Func)
		}
		switch {
		case e.Op == "":
			l.at(path, "op is required: one of %s", opList())
		case !slices.Contains(Ops, e.Op):
			l.at(path+".op", "%q is not one of %s", e.Op, opList())
		}
	}
	types := make(map[string]string)
	for i, t := range c.LedgerTypes {
		path := fmt.Sprintf("ledger-types[%d]", i)
		if n, ok := checkName(l, path, t, typeName); ok {
			dup(l, types, n, path, t)
		}
	}
	slots := make(map[string]string)
	for i, s := range c.KeySlots {
		path := fmt.Sprintf("key-slots[%d]", i)
		_, hasArg := l.pos[path+".arg"]
		switch {
		case s.Func == "" && s.Field == "":
			l.at(path, "give func (with arg) or field")
			continue
		case s.Func != "" && s.Field != "":
			l.at(path, "give func (with arg) or field, not both")
			continue
		case s.Field != "" && (hasArg || s.Arg != 0):
			l.at(path+".arg", "arg goes with func, not with field")
			continue
		case s.Arg < 0:
			l.at(path+".arg", "%d is not an argument index (0 is the first argument after the receiver)", s.Arg)
			continue
		}
		if s.Func != "" {
			if _, ok := checkName(l, path+".func", s.Func, funcName); ok {
				dup(l, slots, s.id(), path, fmt.Sprintf("%s arg %d", s.Func, s.Arg))
			}
		} else if _, ok := checkName(l, path+".field", s.Field, fieldName); ok {
			dup(l, slots, s.id(), path+".field", s.Field)
		}
	}
	params := make(map[string]string)
	for i, p := range c.KeyParams {
		path := fmt.Sprintf("key-params[%d]", i)
		if !isParamName(p) {
			l.at(path, "%q is not a parameter name (letters, digits, _, - and . only)", p)
			continue
		}
		dup(l, params, normParam(p), path, p)
	}
	phrases := make(map[string]string)
	for i, p := range c.RetryPhrases {
		path := fmt.Sprintf("retry-phrases[%d]", i)
		if strings.TrimSpace(p) == "" {
			l.at(path, "a retry phrase cannot be empty")
			continue
		}
		dup(l, phrases, normPhrase(p), path, p)
	}
	if d := c.MinKeyTTL; d.bad {
		hint := ""
		if t := strings.TrimSpace(d.text); strings.HasSuffix(t, "d") || strings.HasSuffix(t, "days") || strings.HasSuffix(t, "day") {
			hint = " (Go durations have no day unit: 7 days is 168h)"
		}
		l.at("min-key-ttl", "%q is not a duration such as 24h%s", d.text, hint)
	} else if d.isSet() && d.Duration <= 0 {
		l.at("min-key-ttl", "%q is not a positive duration such as 24h", d.String())
	}
	enabled := make(map[string]string)
	disabled := make(map[string]string)
	for _, list := range []struct {
		key   string
		names []string
		seen  map[string]string
	}{{"checks.enable", c.Checks.Enable, enabled}, {"checks.disable", c.Checks.Disable, disabled}} {
		for i, n := range list.names {
			path := fmt.Sprintf("%s[%d]", list.key, i)
			switch {
			case strings.TrimSpace(n) == "":
				l.at(path, "a check name cannot be empty")
				continue
			case knownChecks != nil && !slices.Contains(knownChecks, n):
				l.at(path, "unknown check %q%s", n, suggest(n, knownChecks))
				continue
			}
			dup(l, list.seen, n, path, n)
		}
	}
	for i, n := range c.Checks.Disable {
		if first, ok := enabled[n]; ok {
			l.at(fmt.Sprintf("checks.disable[%d]", i), "check %q is both enabled (%s) and disabled", n, l.where(first))
		}
	}
}

// dup records that the entry named n (shown as shown) was given at path,
// and reports it when it was given before.
func dup(l *errorList, seen map[string]string, n, path, shown string) {
	if first, ok := seen[n]; ok {
		l.at(path, "%q is given twice (first at %s)", shown, l.where(first))
		return
	}
	seen[n] = path
}

func opList() string {
	s := make([]string, len(Ops))
	for i, op := range Ops {
		s[i] = string(op)
	}
	return strings.Join(s, ", ")
}

func isParamName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("_-.", r) {
			return false
		}
	}
	return true
}

// The kinds of qualified name.
type nameKind int

const (
	funcName  nameKind = iota // path.F, path.T.M, path.(*T).M, path.(T).M, (*path.T).M, (path.T).M
	typeName                  // path.T
	fieldName                 // path.T.F
)

var nameExamples = [...]string{
	funcName:  "a function or method name such as github.com/acme/pay.Send or github.com/acme/pay.(*Client).Refund",
	typeName:  "a type name such as github.com/acme/store.Journal",
	fieldName: "a field name such as github.com/acme/pay.Params.DedupID",
}

// checkName checks the qualified name s at path and returns its
// normalised form.
func checkName(l *errorList, path, s string, kind nameKind) (string, bool) {
	if strings.TrimSpace(s) == "" {
		l.at(path, "a name is required: %s", nameExamples[kind])
		return "", false
	}
	n, ok := parseName(s, kind)
	if !ok {
		hint := ""
		switch {
		case strings.ContainsAny(s, " \t\n"):
			hint = " (it contains white space)"
		case strings.ContainsAny(s, "[]"):
			hint = " (leave out type parameters)"
		case !strings.Contains(s, "."):
			hint = " (it needs the package's import path)"
		}
		l.at(path, "%q is not %s%s", s, nameExamples[kind], hint)
		return "", false
	}
	return n, true
}

// parseName checks the syntax of a qualified name of the given kind and
// returns it normalised to path.F, path.T.M, path.T or path.T.F: a
// method's receiver loses its parentheses and star, so the two
// spellings of one method compare equal.
func parseName(s string, kind nameKind) (string, bool) {
	if kind == funcName {
		// (*path.T).M and (path.T).M, as go/types prints them.
		if rest, ok := strings.CutPrefix(s, "("); ok {
			rest = strings.TrimPrefix(rest, "*")
			recv, m, ok := strings.Cut(rest, ").")
			if !ok || !isIdent(m) {
				return "", false
			}
			t, ok := parseName(recv, typeName)
			return t + "." + m, ok
		}
		// path.(*T).M and path.(T).M.
		if i := strings.Index(s, ".("); i >= 0 {
			path, rest := s[:i], strings.TrimPrefix(s[i+2:], "*")
			recv, m, ok := strings.Cut(rest, ").")
			if !ok || !isIdent(recv) || !isIdent(m) || !isImportPath(path) {
				return "", false
			}
			return path + "." + recv + "." + m, true
		}
		// path.F or path.T.M.
		return s, splitsAs(s, 1) || splitsAs(s, 2)
	}
	n := 1
	if kind == fieldName {
		n = 2
	}
	return s, splitsAs(s, n)
}

// splitsAs reports whether s is an import path followed by n
// dot-separated identifiers.
func splitsAs(s string, n int) bool {
	path := s
	for range n {
		i := strings.LastIndexByte(path, '.')
		if i < 0 || !isIdent(path[i+1:]) {
			return false
		}
		path = path[:i]
	}
	return isImportPath(path)
}

func isImportPath(s string) bool {
	return module.CheckImportPath(s) == nil
}

func isIdent(s string) bool {
	return s != "_" && token.IsIdentifier(s)
}

// normFunc normalises a function or method name for comparison; a name
// that does not parse is compared as written.
func normFunc(s string) string {
	s = strings.TrimSpace(s)
	if n, ok := parseName(s, funcName); ok {
		return n
	}
	return s
}

// Suggest returns ` (did you mean "X"?)` for the candidate closest to s,
// or "", for a name that names nothing (a check in //idemlint:ignore, say).
func Suggest(s string, candidates []string) string { return suggest(s, candidates) }

// suggest returns ` (did you mean "X"?)` for the candidate closest to s,
// or "" when none is close: the same word but for case, "_" and "-", a
// typo or two (at most a third of the word), or a prefix of at least four
// letters.
func suggest(s string, candidates []string) string {
	if len(s) > 64 {
		return ""
	}
	fold := normParam
	best, bestDist := "", -1
	for _, c := range candidates {
		d := levenshtein(strings.ToLower(s), c)
		switch {
		case fold(c) == fold(s):
			d = 0
		case d <= 2 && d*3 <= len(c):
		case len(s) >= 4 && strings.HasPrefix(c, strings.ToLower(s)):
		default:
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

func levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
