package config

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// DefaultMinKeyTTL is the shortest lifetime of a recorded idempotency key
// that keyttl accepts when the configuration does not say.
const DefaultMinKeyTTL = 24 * time.Hour

// Config is idemlint's configuration. The same type is read from
// .idemlint.yml, decoded from the golangci-lint plugin's settings, and
// layered by [Config.Merge].
//
// Every list extends idemlint's built-in catalogue; nothing here removes
// a built-in entry. A Config that a driver hands to an analyzer (the
// result of [Analyzer]) is shared and must not be modified.
type Config struct {
	// Effects are functions and methods that perform an external write.
	Effects []Effect `yaml:"effects,omitempty" json:"effects,omitempty"`
	// Ledgers are idempotency-ledger operations.
	Ledgers []Ledger `yaml:"ledgers,omitempty" json:"ledgers,omitempty"`
	// LedgerTypes are types whose methods are ledger operations, told
	// apart by method name as for a type named like Ledger.
	LedgerTypes []string `yaml:"ledger-types,omitempty" json:"ledger-types,omitempty"`
	// KeySlots are places where a provider takes an idempotency key.
	KeySlots []KeySlot `yaml:"key-slots,omitempty" json:"key-slots,omitempty"`
	// KeyParams are tool parameter names that mean "idempotency key".
	KeyParams []string `yaml:"key-params,omitempty" json:"key-params,omitempty"`
	// RetryPhrases are phrases that make a description's retry sentence.
	RetryPhrases []string `yaml:"retry-phrases,omitempty" json:"retry-phrases,omitempty"`
	// MinKeyTTL is the shortest acceptable lifetime of a recorded key;
	// zero means "not set" (DefaultMinKeyTTL after defaults are applied).
	MinKeyTTL Duration `yaml:"min-key-ttl,omitempty" json:"min-key-ttl,omitzero"`
	// Checks selects the checks that run.
	Checks Checks `yaml:"checks,omitempty" json:"checks,omitzero"`
	// Tests makes the checks look at _test.go files too: at the tools
	// declared there and at the code there. By default they leave test
	// files out, as idemlint inventory does, whatever the driver loads
	// (go vet always hands over the test files).
	Tests bool `yaml:"tests,omitempty" json:"tests,omitempty"`
	// Hygiene makes the checks also report findings of low harm: a
	// contract a retry cannot break, such as a timeout of an idempotent
	// write returned as a failure (the agent's retry repeats a write that
	// changes nothing more). By default they report only what can act
	// twice or lose a result.
	Hygiene bool `yaml:"hygiene,omitempty" json:"hygiene,omitempty"`

	// Where the configuration was read from, for error positions; empty
	// for a Config built in code, decoded from JSON or merged.
	file string
	pos  map[string]position

	// source is the configuration file's own content, with its
	// positions, in the effective configuration Loader gives: the names
	// Unresolved judges.
	source *Config

	err error // why Analyzer could not give the package's configuration
}

// Err returns the error that kept Analyzer from giving the package's
// configuration, for a Config that Analyzer gave in its place (the
// defaults), and nil otherwise. The checks do not run when it is set.
func (c *Config) Err() error { return c.err }

// An Effect names a function or method whose call performs an external
// write.
type Effect struct {
	// Func is the qualified name: "github.com/acme/pay.Send",
	// "github.com/acme/pay.(*Client).Refund" or
	// "github.com/acme/pay.Client.Refund".
	Func string `yaml:"func" json:"func"`
	// Idempotent says that repeating the call with the same arguments
	// has no further effect (a PUT, an upsert).
	Idempotent bool `yaml:"idempotent,omitempty" json:"idempotent,omitempty"`
}

// A Ledger names one ledger operation and says what it does with its key.
type Ledger struct {
	Func string `yaml:"func" json:"func"`
	Op   Op     `yaml:"op" json:"op"`
}

// An Op is what a ledger operation does with its key.
type Op string

// The ledger operations.
const (
	OpLookup Op = "lookup" // reads the key's record (Get, Seen, Exists)
	OpRecord Op = "record" // writes the key's result (Put, Save, Complete)
	OpClaim  Op = "claim"  // atomically looks up and reserves the key (SetNX, PutIfAbsent)
)

// Ops lists the valid ops.
var Ops = []Op{OpLookup, OpRecord, OpClaim}

// A KeySlot is where a provider takes an idempotency key: argument Arg
// (counting from 0, without the receiver) of the function or method Func,
// or the struct field Field ("github.com/acme/pay.Params.DedupID").
// Exactly one of Func and Field is set.
type KeySlot struct {
	Func  string `yaml:"func,omitempty" json:"func,omitempty"`
	Arg   int    `yaml:"arg,omitempty" json:"arg,omitempty"`
	Field string `yaml:"field,omitempty" json:"field,omitempty"`
}

// Checks selects the checks that run. All checks run by default; when
// Enable is not empty only the checks it names run; the checks Disable
// names never run.
type Checks struct {
	Enable  []string `yaml:"enable,omitempty" json:"enable,omitempty"`
	Disable []string `yaml:"disable,omitempty" json:"disable,omitempty"`
}

// A Duration is a length of time written as a Go duration string such as
// "24h" or "90m". A value that does not parse is kept so that Validate
// can report it with its key.
type Duration struct {
	time.Duration
	text string // as written; "" when set in code
	bad  bool   // text is not a duration
}

// UnmarshalText records a duration string. It never fails: Validate
// reports a bad value together with its key.
func (d *Duration) UnmarshalText(b []byte) error {
	d.text = string(b)
	v, err := time.ParseDuration(strings.TrimSpace(d.text))
	d.Duration, d.bad = v, err != nil
	return nil
}

// UnmarshalJSON accepts a JSON string; any other JSON value is kept as a
// bad duration for Validate to report.
func (d *Duration) UnmarshalJSON(b []byte) error {
	if s, err := strconv.Unquote(string(b)); err == nil && len(b) > 0 && b[0] == '"' {
		return d.UnmarshalText([]byte(s))
	}
	if string(b) == "null" {
		*d = Duration{}
		return nil
	}
	d.text, d.Duration, d.bad = string(b), 0, true
	return nil
}

// MarshalText writes the duration as Go formats it ("24h0m0s").
func (d Duration) MarshalText() ([]byte, error) {
	if d.bad {
		return []byte(d.text), nil
	}
	return []byte(d.Duration.String()), nil
}

// isSet reports whether the duration was given at all.
func (d Duration) isSet() bool { return d.Duration != 0 || d.text != "" || d.bad }

// Default returns the configuration used when there is no file: the
// built-in catalogue only, keys kept at least DefaultMinKeyTTL, every
// check enabled.
func Default() *Config {
	return &Config{MinKeyTTL: Duration{Duration: DefaultMinKeyTTL}}
}

// Clone returns a deep copy of c.
func (c *Config) Clone() *Config {
	d := *c
	d.Effects = slices.Clone(c.Effects)
	d.Ledgers = slices.Clone(c.Ledgers)
	d.LedgerTypes = slices.Clone(c.LedgerTypes)
	d.KeySlots = slices.Clone(c.KeySlots)
	d.KeyParams = slices.Clone(c.KeyParams)
	d.RetryPhrases = slices.Clone(c.RetryPhrases)
	d.Checks.Enable = slices.Clone(c.Checks.Enable)
	d.Checks.Disable = slices.Clone(c.Checks.Disable)
	return &d
}

// Merge layers other over c, the way settings given later (flags, the
// golangci-lint plugin's settings) go over a configuration file:
//   - list entries are added; an entry of other that names the same
//     function, type, field, parameter or phrase as one of c replaces it
//     (a function listed as an effect in other stops being a ledger
//     operation of c, and the other way round);
//   - MinKeyTTL is replaced when other sets it;
//   - Tests and Hygiene are set when other sets them;
//   - a non-empty other.Checks.Enable replaces c's, and other's
//     Checks.Disable is added (a check other enables is no longer
//     disabled).
//
// other is not modified and shares no memory with c afterwards. The
// merged configuration no longer knows file positions.
func (c *Config) Merge(other *Config) {
	if other == nil {
		return
	}
	for _, e := range other.Effects {
		n := normFunc(e.Func)
		c.Ledgers = slices.DeleteFunc(c.Ledgers, func(l Ledger) bool { return normFunc(l.Func) == n })
		c.Effects = upsert(c.Effects, e, func(x Effect) bool { return normFunc(x.Func) == n })
	}
	for _, l := range other.Ledgers {
		n := normFunc(l.Func)
		c.Effects = slices.DeleteFunc(c.Effects, func(e Effect) bool { return normFunc(e.Func) == n })
		c.Ledgers = upsert(c.Ledgers, l, func(x Ledger) bool { return normFunc(x.Func) == n })
	}
	for _, s := range other.KeySlots {
		id := s.id()
		c.KeySlots = upsert(c.KeySlots, s, func(x KeySlot) bool { return x.id() == id })
	}
	c.LedgerTypes = union(c.LedgerTypes, other.LedgerTypes, strings.TrimSpace)
	c.KeyParams = union(c.KeyParams, other.KeyParams, normParam)
	c.RetryPhrases = union(c.RetryPhrases, other.RetryPhrases, normPhrase)
	if other.MinKeyTTL.isSet() {
		c.MinKeyTTL = other.MinKeyTTL
	}
	if len(other.Checks.Enable) > 0 {
		c.Checks.Enable = slices.Clone(other.Checks.Enable)
		c.Checks.Disable = slices.DeleteFunc(slices.Clone(c.Checks.Disable), func(n string) bool {
			return slices.Contains(other.Checks.Enable, n)
		})
	}
	c.Checks.Disable = union(c.Checks.Disable, other.Checks.Disable, strings.TrimSpace)
	c.Tests = c.Tests || other.Tests
	c.Hygiene = c.Hygiene || other.Hygiene
	c.file, c.pos = "", nil
}

// upsert replaces the first element of s that same matches with v, or
// appends v.
func upsert[T any](s []T, v T, same func(T) bool) []T {
	if i := slices.IndexFunc(s, same); i >= 0 {
		s = slices.Clone(s)
		s[i] = v
		return s
	}
	return append(slices.Clip(s), v)
}

// union returns a followed by the elements of b not already in it, as
// norm compares them.
func union(a, b []string, norm func(string) string) []string {
	out := slices.Clone(a)
	for _, s := range b {
		if !slices.ContainsFunc(out, func(x string) bool { return norm(x) == norm(s) }) {
			out = append(out, s)
		}
	}
	return out
}

func (s KeySlot) id() string {
	if s.Field != "" {
		return "field " + strings.TrimSpace(s.Field)
	}
	return fmt.Sprintf("func %s arg %d", normFunc(s.Func), s.Arg)
}

// Fingerprint returns a short hash of the configuration's content: twelve
// hex digits that change when a setting changes and stay the same when
// only comments, formatting or the order of list entries change. Put it
// in a flag value (-config=.idemlint.yml#FINGERPRINT) so that go vet's
// cache, which hashes flag strings but not files, sees a new
// configuration.
func (c *Config) Fingerprint() string {
	b, err := json.Marshal(c.canonical())
	if err != nil { // cannot happen: every field marshals
		panic(err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:6])
}

// canonical returns a copy of c in which two configurations that mean the
// same are equal: lists sorted as their entries compare, an empty list
// nil, the default minimum key lifetime set. Entries keep their spelling,
// so that the fingerprints users have put in go vet command lines stay.
func (c *Config) canonical() *Config {
	n := c.Clone()
	if !n.MinKeyTTL.isSet() {
		n.MinKeyTTL.Duration = DefaultMinKeyTTL
	}
	n.Effects = sorted(n.Effects, func(a, b Effect) int { return strings.Compare(normFunc(a.Func), normFunc(b.Func)) })
	n.Ledgers = sorted(n.Ledgers, func(a, b Ledger) int { return strings.Compare(normFunc(a.Func), normFunc(b.Func)) })
	n.KeySlots = sorted(n.KeySlots, func(a, b KeySlot) int { return strings.Compare(a.id(), b.id()) })
	by := func(norm func(string) string) func(a, b string) int {
		return func(a, b string) int { return strings.Compare(norm(a), norm(b)) }
	}
	n.LedgerTypes = sorted(n.LedgerTypes, by(strings.TrimSpace))
	n.KeyParams = sorted(n.KeyParams, by(normParam))
	n.RetryPhrases = sorted(n.RetryPhrases, by(normPhrase))
	n.Checks.Enable = sorted(n.Checks.Enable, by(strings.TrimSpace))
	n.Checks.Disable = sorted(n.Checks.Disable, by(strings.TrimSpace))
	return n
}

// sorted sorts s by compare; it returns nil for an empty s, which
// encodes as a missing one does.
func sorted[T any](s []T, compare func(a, b T) int) []T {
	if len(s) == 0 {
		return nil
	}
	slices.SortFunc(s, compare)
	return s
}

// Enabled reports whether the check named name runs.
func (c *Config) Enabled(name string) bool {
	if len(c.Checks.Enable) > 0 && !slices.Contains(c.Checks.Enable, name) {
		return false
	}
	return !slices.Contains(c.Checks.Disable, name)
}

// Effect returns the configured effect of the function or method named
// fn (in any of the spellings the configuration accepts; see FuncName).
// A method is found whether it was configured as T.M or (*T).M.
func (c *Config) Effect(fn string) (Effect, bool) {
	if len(c.Effects) == 0 {
		// The passes ask of every call; most configurations name none.
		return Effect{}, false
	}
	n := normFunc(fn)
	for _, e := range c.Effects {
		if normFunc(e.Func) == n {
			return e, true
		}
	}
	return Effect{}, false
}

// LedgerOp returns the configured ledger operation of the function or
// method named fn.
func (c *Config) LedgerOp(fn string) (Op, bool) {
	if len(c.Ledgers) == 0 {
		return "", false
	}
	n := normFunc(fn)
	for _, l := range c.Ledgers {
		if normFunc(l.Func) == n {
			return l.Op, true
		}
	}
	return "", false
}

// IsLedgerType reports whether the type named typ ("path.T", see
// TypeName) is a configured ledger type.
func (c *Config) IsLedgerType(typ string) bool {
	return slices.Contains(c.LedgerTypes, typ)
}

// KeySlotArgs returns the indexes of the configured key-slot arguments of
// the function or method named fn, in configuration order.
func (c *Config) KeySlotArgs(fn string) []int {
	if len(c.KeySlots) == 0 {
		return nil
	}
	n := normFunc(fn)
	var args []int
	for _, s := range c.KeySlots {
		if s.Func != "" && normFunc(s.Func) == n {
			args = append(args, s.Arg)
		}
	}
	return args
}

// IsKeySlotField reports whether the field named field ("path.T.F", see
// TypeName) is a configured key slot.
func (c *Config) IsKeySlotField(field string) bool {
	for _, s := range c.KeySlots {
		if s.Field != "" && s.Field == field {
			return true
		}
	}
	return false
}

// IsKeyParam reports whether name is a configured key parameter name.
// Case, "_" and "-" are ignored: txn_ref matches txnRef and TXN-REF.
func (c *Config) IsKeyParam(name string) bool {
	n := normParam(name)
	return slices.ContainsFunc(c.KeyParams, func(p string) bool { return normParam(p) == n })
}

// normParam is how parameter names compare.
func normParam(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '-' {
			return -1
		}
		return unicode.ToLower(r)
	}, strings.TrimSpace(s))
}

// normPhrase is how retry phrases compare: case-insensitive, runs of
// white space as one space.
func normPhrase(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}

// HygieneCategory is the Category of a diagnostic of low harm, reported
// only when Hygiene is set (see internal/check).
const HygieneCategory = "hygiene"
