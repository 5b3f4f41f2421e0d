package config_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/idemlint/idemlint/config"
)

var knownChecks = []string{
	"directives", "modelkey", "volatilekey", "partialkey", "timeouterr", "nolookup",
	"replayerr", "lostresult", "retrydoc", "keyttl", "hintmismatch",
}

func TestLoadValid(t *testing.T) {
	full := &config.Config{
		Effects: []config.Effect{
			{Func: "github.com/acme/pay.(*Client).Refund"},
			{Func: "github.com/acme/pay.(*Client).SetLimit", Idempotent: true},
			{Func: "github.com/acme/notify.Send"},
		},
		Ledgers: []config.Ledger{
			{Func: "github.com/acme/store.(*Outbox).Seen", Op: config.OpLookup},
			{Func: "github.com/acme/store.(*Outbox).Done", Op: config.OpRecord},
			{Func: "github.com/acme/store.(*Outbox).Reserve", Op: config.OpClaim},
		},
		LedgerTypes: []string{"github.com/acme/store.Journal"},
		KeySlots: []config.KeySlot{
			{Func: "github.com/acme/pay.(*Params).SetDedupID", Arg: 0},
			{Field: "github.com/acme/pay.Params.DedupID"},
		},
		KeyParams:    []string{"txn_ref", "request_token"},
		RetryPhrases: []string{"replays return the original refund", "safe to resubmit"},
		MinKeyTTL:    config.Duration{Duration: 72 * time.Hour},
		Checks:       config.Checks{Disable: []string{"keyttl"}},
	}
	for _, tc := range []struct {
		file string
		want *config.Config
	}{
		{"full.yml", full},
		{"empty.yml", config.Default()},
		{"comments.yml", config.Default()},
		{"anchors.yml", &config.Config{
			KeyParams:    []string{"txn_ref", "request_token"},
			RetryPhrases: []string{"safe to resubmit"},
			MinKeyTTL:    config.Duration{Duration: config.DefaultMinKeyTTL},
			Checks:       config.Checks{Disable: []string{"keyttl"}},
		}},
		{"flow.yml", &config.Config{
			Effects:   []config.Effect{{Func: "github.com/acme/pay.Send"}},
			MinKeyTTL: config.Duration{Duration: 36 * time.Hour},
			Checks:    config.Checks{Enable: []string{"modelkey", "nolookup"}},
		}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			got, err := config.Load(filepath.Join("testdata", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			if err := got.Validate(knownChecks); err != nil {
				t.Errorf("Validate: %v", err)
			}
			if !same(got, tc.want) {
				t.Errorf("Load(%s) =\n%s\nwant\n%s", tc.file, dump(got), dump(tc.want))
			}
		})
	}
}

// same compares the settings of two configurations.
func same(a, b *config.Config) bool {
	return dump(a) == dump(b)
}

func dump(c *config.Config) string {
	b, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		panic(err)
	}
	return string(b)
}

func TestLoadErrors(t *testing.T) {
	for _, tc := range []struct {
		name, yaml, want string
	}{
		// Unknown keys.
		{"unknown key", "min-key-ttl: 24h\neffect:\n  - func: github.com/acme/pay.Send\n",
			`.idemlint.yml:2:1: unknown key "effect" (did you mean "effects"?)`},
		{"unknown key, no suggestion", "colour: blue\n",
			`.idemlint.yml:1:1: unknown key "colour"`},
		{"unknown key, underscore", "min_key_ttl: 24h\n",
			`.idemlint.yml:1:1: unknown key "min_key_ttl" (did you mean "min-key-ttl"?)`},
		{"unknown nested key", "effects:\n  - func: github.com/acme/pay.Send\n    idempotnet: true\n",
			`.idemlint.yml:3:5: effects[0]: unknown key "idempotnet" (did you mean "idempotent"?)`},
		{"unknown checks key", "checks:\n  only: [modelkey]\n",
			`.idemlint.yml:2:3: checks: unknown key "only"`},

		// Durations.
		{"bad duration", "key-params: [txn_ref]\nmin-key-ttl: 10 minutes\n",
			`.idemlint.yml:2:14: min-key-ttl: "10 minutes" is not a duration such as 24h`},
		{"days", "min-key-ttl: 7d\n",
			`.idemlint.yml:1:14: min-key-ttl: "7d" is not a duration such as 24h (Go durations have no day unit: 7 days is 168h)`},
		{"zero duration", "min-key-ttl: 0s\n",
			`.idemlint.yml:1:14: min-key-ttl: "0s" is not a positive duration such as 24h`},
		{"negative duration", "min-key-ttl: -1h\n",
			`.idemlint.yml:1:14: min-key-ttl: "-1h0m0s" is not a positive duration such as 24h`},
		{"number as duration", "min-key-ttl: 86400\n",
			`.idemlint.yml:1:14: min-key-ttl: "86400" is not a duration such as 24h`},
		{"empty duration", "min-key-ttl: \"\"\n",
			`.idemlint.yml:1:14: min-key-ttl: "" is not a duration such as 24h`},
		{"list as duration", "min-key-ttl: [24h]\n",
			`.idemlint.yml:1:14: min-key-ttl: expected a value such as 24h, found a list`},

		// Qualified names.
		{"no import path", "effects:\n  - func: Refund\n",
			`.idemlint.yml:2:11: effects[0].func: "Refund" is not a function or method name such as github.com/acme/pay.Send or github.com/acme/pay.(*Client).Refund (it needs the package's import path)`},
		{"unclosed receiver", "effects:\n  - func: github.com/acme/pay.(*Client.Refund\n",
			`.idemlint.yml:2:11: effects[0].func: "github.com/acme/pay.(*Client.Refund" is not a function or method name such as github.com/acme/pay.Send or github.com/acme/pay.(*Client).Refund`},
		{"type parameters", "ledgers:\n  - func: github.com/acme/store.(*Log[K]).Get\n    op: lookup\n",
			`.idemlint.yml:2:11: ledgers[0].func: "github.com/acme/store.(*Log[K]).Get" is not a function or method name such as github.com/acme/pay.Send or github.com/acme/pay.(*Client).Refund (leave out type parameters)`},
		{"space in name", "effects:\n  - func: github.com/acme/pay. Send\n",
			`.idemlint.yml:2:11: effects[0].func: "github.com/acme/pay. Send" is not a function or method name such as github.com/acme/pay.Send or github.com/acme/pay.(*Client).Refund (it contains white space)`},
		{"missing func", "effects:\n  - idempotent: true\n",
			`.idemlint.yml:2:5: effects[0].func: a name is required: a function or method name such as github.com/acme/pay.Send or github.com/acme/pay.(*Client).Refund`},
		{"bad type name", "ledger-types: [Journal]\n",
			`.idemlint.yml:1:16: ledger-types[0]: "Journal" is not a type name such as github.com/acme/store.Journal (it needs the package's import path)`},
		{"method as type name", "ledger-types: [github.com/acme/store.(*Journal)]\n",
			`.idemlint.yml:1:16: ledger-types[0]: "github.com/acme/store.(*Journal)" is not a type name such as github.com/acme/store.Journal`},
		{"bad field name", "key-slots:\n  - field: DedupID\n",
			`.idemlint.yml:2:12: key-slots[0].field: "DedupID" is not a field name such as github.com/acme/pay.Params.DedupID (it needs the package's import path)`},
		{"bad import path", "effects:\n  - func: github.com//pay.Send\n",
			`.idemlint.yml:2:11: effects[0].func: "github.com//pay.Send" is not a function or method name such as github.com/acme/pay.Send or github.com/acme/pay.(*Client).Refund`},

		// Ledger ops.
		{"bad op", "ledgers:\n  - func: github.com/acme/store.(*Outbox).Seen\n    op: read\n",
			`.idemlint.yml:3:9: ledgers[0].op: "read" is not one of lookup, record, claim`},
		{"missing op", "ledgers:\n  - func: github.com/acme/store.(*Outbox).Seen\n",
			`.idemlint.yml:2:5: ledgers[0]: op is required: one of lookup, record, claim`},

		// Key slots.
		{"slot with both", "key-slots:\n  - func: github.com/acme/pay.(*Params).SetDedupID\n    field: github.com/acme/pay.Params.DedupID\n",
			`.idemlint.yml:2:5: key-slots[0]: give func (with arg) or field, not both`},
		{"slot with neither", "key-slots:\n  - arg: 1\n",
			`.idemlint.yml:2:5: key-slots[0]: give func (with arg) or field`},
		{"field with arg", "key-slots:\n  - field: github.com/acme/pay.Params.DedupID\n    arg: 0\n",
			`.idemlint.yml:3:10: key-slots[0].arg: arg goes with func, not with field`},
		{"negative arg", "key-slots:\n  - func: github.com/acme/pay.SetKey\n    arg: -1\n",
			`.idemlint.yml:3:10: key-slots[0].arg: -1 is not an argument index (0 is the first argument after the receiver)`},

		// Other values.
		{"bad key param", "key-params: [\"txn ref\"]\n",
			`.idemlint.yml:1:14: key-params[0]: "txn ref" is not a parameter name (letters, digits, _, - and . only)`},
		{"empty phrase", "retry-phrases: [\"  \"]\n",
			`.idemlint.yml:1:17: retry-phrases[0]: a retry phrase cannot be empty`},
		{"enabled and disabled", "checks:\n  enable: [modelkey, nolookup]\n  disable: [nolookup]\n",
			`.idemlint.yml:3:13: checks.disable[0]: check "nolookup" is both enabled (line 2) and disabled`},

		// Wrong types.
		{"map instead of list", "effects:\n  func: github.com/acme/pay.Send\n",
			`.idemlint.yml:2:3: effects: expected a list of mappings with the keys func and idempotent, found a mapping`},
		{"map keyed by names", "effects:\n  github.com/acme/pay.Send: true\n",
			`.idemlint.yml:2:3: effects: expected a list of mappings with the keys func and idempotent, found a mapping`},
		{"string instead of entry", "effects:\n  - github.com/acme/pay.Send\n",
			`.idemlint.yml:2:5: effects[0]: expected a mapping with the keys func and idempotent, found "github.com/acme/pay.Send"`},
		{"string instead of list", "key-params: txn_ref\n",
			`.idemlint.yml:1:13: key-params: expected a list of strings, found "txn_ref"`},
		{"list instead of string", "effects:\n  - func: [github.com/acme/pay.Send]\n",
			`.idemlint.yml:2:11: effects[0].func: expected a string, found a list`},
		{"bad bool", "effects:\n  - func: github.com/acme/pay.Send\n    idempotent: maybe\n",
			`.idemlint.yml:3:17: effects[0].idempotent: expected true or false, found "maybe"`},
		{"bad int", "key-slots:\n  - func: github.com/acme/pay.SetKey\n    arg: first\n",
			`.idemlint.yml:3:10: key-slots[0].arg: expected a whole number, found "first"`},
		{"list at top", "- effects\n",
			`.idemlint.yml:1:1: expected a mapping of settings such as effects: and min-key-ttl:, found a list`},
		{"scalar at top", "effects\n",
			`.idemlint.yml:1:1: expected a mapping of settings such as effects: and min-key-ttl:, found "effects"`},
		{"checks as list", "checks: [modelkey]\n",
			`.idemlint.yml:1:9: checks: expected a mapping with the keys enable and disable, found a list`},
		{"complex key", "? [a, b]\n: c\n",
			`.idemlint.yml:1:3: a key must be a plain word, not a list`},
		{"merge key", "base: &b {func: github.com/acme/pay.Send}\n",
			`.idemlint.yml:1:1: unknown key "base"`},
		{"merge key in entry", "effects:\n  - <<: {func: github.com/acme/pay.Send}\n",
			`.idemlint.yml:2:5: effects[0]: merge keys (<<) are not supported; repeat the settings`},

		// Duplicates.
		{"duplicate key", "min-key-ttl: 24h\nmin-key-ttl: 48h\n",
			`.idemlint.yml:2:1: key "min-key-ttl" is given twice (first at line 1)`},
		{"duplicate effect", "effects:\n  - func: github.com/acme/pay.Send\n  - func: github.com/acme/pay.Send\n    idempotent: true\n",
			`.idemlint.yml:3:11: effects[1].func: "github.com/acme/pay.Send" is given twice (first at line 2)`},
		{"duplicate method spelling", "effects:\n  - func: github.com/acme/pay.(*Client).Refund\n  - func: (*github.com/acme/pay.Client).Refund\n",
			`.idemlint.yml:3:11: effects[1].func: "(*github.com/acme/pay.Client).Refund" is given twice (first at line 2)`},
		{"effect and ledger", "effects:\n  - func: github.com/acme/store.(*Outbox).Seen\nledgers:\n  - func: github.com/acme/store.Outbox.Seen\n    op: lookup\n",
			`.idemlint.yml:4:11: ledgers[0].func: "github.com/acme/store.Outbox.Seen" is given twice (first at line 2)`},
		{"duplicate slot", "key-slots:\n  - func: github.com/acme/pay.SetKey\n  - func: github.com/acme/pay.SetKey\n    arg: 0\n",
			`.idemlint.yml:3:5: key-slots[1]: "github.com/acme/pay.SetKey arg 0" is given twice (first at line 2)`},
		{"duplicate key param", "key-params: [txn_ref, TxnRef]\n",
			`.idemlint.yml:1:23: key-params[1]: "TxnRef" is given twice (first at line 1)`},
		{"duplicate phrase", "retry-phrases: [safe to resubmit, Safe  to resubmit]\n",
			`.idemlint.yml:1:35: retry-phrases[1]: "Safe  to resubmit" is given twice (first at line 1)`},
		{"duplicate ledger type", "ledger-types: [github.com/acme/store.Journal, github.com/acme/store.Journal]\n",
			`.idemlint.yml:1:47: ledger-types[1]: "github.com/acme/store.Journal" is given twice (first at line 1)`},
		{"duplicate check", "checks:\n  disable: [keyttl, keyttl]\n",
			`.idemlint.yml:2:21: checks.disable[1]: "keyttl" is given twice (first at line 2)`},

		// Not YAML, or not one document.
		{"tab indent", "effects:\n\t- func: github.com/acme/pay.Send\n",
			`.idemlint.yml:2:1: a tab indents this line; YAML indents with spaces only`},
		{"unclosed flow", "effects: [\n",
			`.idemlint.yml:1:10: not valid YAML: did not find expected node content`},
		// yaml.v3 puts this one at line 1, where the enclosing mapping
		// starts; the problem is the key on line 3.
		{"unclosed flow before a key", "min-key-ttl: 1h\nkey-params: [a\ntests: true\n",
			`.idemlint.yml:3:1: not valid YAML: did not find expected ',' or ']'`},
		{"bad indentation", "min-key-ttl: 1h\nkey-params:\n  - a\n b: c\n",
			`.idemlint.yml:4:2: not valid YAML: did not find expected key`},
		// Booleans are true or false.
		{"yes", "effects: [{func: github.com/acme/pay.Send, idempotent: yes}]\n",
			`.idemlint.yml:1:56: effects[0].idempotent: expected true or false, found "yes"`},
		{"quoted yes", "tests: \"yes\"\n",
			`.idemlint.yml:1:8: tests: expected true or false, found the quoted string "yes"; remove the quotes`},
		{"quoted true", "tests: 'true'\n",
			`.idemlint.yml:1:8: tests: expected true or false, found the quoted string "true"; remove the quotes`},
		{"on", "tests: on\n",
			`.idemlint.yml:1:8: tests: expected true or false, found "on"`},
		{"two documents", "min-key-ttl: 24h\n---\nmin-key-ttl: 48h\n",
			`.idemlint.yml:2:1: the file holds more than one YAML document; remove the ---`},
		{"control character", "min-key-ttl: 24h\nkey-params: [a\x01]\n",
			`.idemlint.yml:2:15: control character U+0001 is not allowed`},
		{"not UTF-8", "key-params: [caf\xe9]\n",
			`.idemlint.yml:1:17: the file is not UTF-8 text`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := config.Parse(".idemlint.yml", []byte(tc.yaml))
			if err == nil {
				t.Fatalf("no error; got %s", dump(c))
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("error\n got: %s\nwant: %s", got, tc.want)
			}
			var e *config.Error
			if !errors.As(err, &e) || e.File != ".idemlint.yml" || e.Line == 0 {
				t.Errorf("error %v is not an *Error with a position", err)
			}
		})
	}
}

func TestLoadSeveralErrors(t *testing.T) {
	_, err := config.Parse("c.yml", []byte("effects:\n  - func: Send\nmin-key-ttl: soon\nledgers:\n  - func: x.F\n    op: read\n"))
	want := `c.yml:2:11: effects[0].func: "Send" is not a function or method name such as github.com/acme/pay.Send or github.com/acme/pay.(*Client).Refund (it needs the package's import path)
c.yml:3:14: min-key-ttl: "soon" is not a duration such as 24h
c.yml:6:9: ledgers[0].op: "read" is not one of lookup, record, claim`
	if err == nil || err.Error() != want {
		t.Errorf("error\n got: %v\nwant: %s", err, want)
	}

	var many strings.Builder
	many.WriteString("key-params:\n")
	for range 15 {
		many.WriteString("  - \"a b\"\n")
	}
	_, err = config.Parse("c.yml", []byte(many.String()))
	if err == nil || !strings.HasSuffix(err.Error(), "\nand 5 more errors") || strings.Count(err.Error(), "\n") != 10 {
		t.Errorf("15 errors: got %v, want 10 and a count of the rest", err)
	}
}

func TestLoadMissing(t *testing.T) {
	_, err := config.Load(filepath.Join("testdata", "no-such.yml"))
	if !errors.Is(err, os.ErrNotExist) || !strings.Contains(err.Error(), "no-such.yml") {
		t.Errorf("missing file: %v", err)
	}
}

func TestLoadTooLarge(t *testing.T) {
	path := filepath.Join(t.TempDir(), ".idemlint.yml")
	data := []byte("# " + strings.Repeat("x", 2<<20) + "\n")
	if err := os.WriteFile(path, data, 0o666); err != nil {
		t.Fatal(err)
	}
	if _, err := config.Load(path); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("large file: %v", err)
	}
}

func TestValidateChecks(t *testing.T) {
	c, err := config.Parse(".idemlint.yml", []byte("checks:\n  enable: [modelkey]\n  disable: [modlekey, nosuchcheck]\n"))
	if err != nil {
		t.Fatal(err) // names are not checked without a list
	}
	err = c.Validate(knownChecks)
	want := `.idemlint.yml:3:13: checks.disable[0]: unknown check "modlekey" (did you mean "modelkey"?)
.idemlint.yml:3:23: checks.disable[1]: unknown check "nosuchcheck"`
	if err == nil || err.Error() != want {
		t.Errorf("error\n got: %v\nwant: %s", err, want)
	}
}

func TestValidateWithoutFile(t *testing.T) {
	c := &config.Config{
		Effects:   []config.Effect{{Func: "Refund"}},
		MinKeyTTL: config.Duration{Duration: -time.Hour},
	}
	err := c.Validate(nil)
	want := `effects[0].func: "Refund" is not a function or method name such as github.com/acme/pay.Send or github.com/acme/pay.(*Client).Refund (it needs the package's import path)
min-key-ttl: "-1h0m0s" is not a positive duration such as 24h`
	if err == nil || err.Error() != want {
		t.Errorf("error\n got: %v\nwant: %s", err, want)
	}
	if err := config.Default().Validate(knownChecks); err != nil {
		t.Errorf("Default().Validate: %v", err)
	}
	if err := (&config.Config{}).Validate(knownChecks); err != nil {
		t.Errorf("zero Config: %v", err)
	}
}

func TestDurationJSON(t *testing.T) {
	for _, tc := range []struct {
		json, wantErr string
		want          time.Duration
	}{
		{`{"min-key-ttl": "48h"}`, "", 48 * time.Hour},
		{`{"min-key-ttl": "10 minutes"}`, `min-key-ttl: "10 minutes" is not a duration such as 24h`, 0},
		{`{"min-key-ttl": 86400}`, `min-key-ttl: "86400" is not a duration such as 24h`, 0},
		{`{"min-key-ttl": null}`, "", 0},
		{`{}`, "", 0},
	} {
		var c config.Config
		if err := json.Unmarshal([]byte(tc.json), &c); err != nil {
			t.Fatalf("%s: %v", tc.json, err)
		}
		err := c.Validate(nil)
		if got := errString(err); got != tc.wantErr || c.MinKeyTTL.Duration != tc.want {
			t.Errorf("%s: MinKeyTTL %v, Validate %q; want %v, %q", tc.json, c.MinKeyTTL, got, tc.want, tc.wantErr)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestFind(t *testing.T) {
	mod, _ := filepath.Abs(filepath.Join("testdata", "mod"))
	want := filepath.Join(mod, ".idemlint.yml")
	for _, dir := range []string{mod, filepath.Join(mod, "p"), filepath.Join(mod, "sub", "deeper")} {
		if got, ok := config.Find(dir); !ok || got != want {
			t.Errorf("Find(%s) = %q, %v; want %q", dir, got, ok, want)
		}
	}

	// A module without a configuration file: not found, even though this
	// repository's module lies above it.
	tmp := t.TempDir()
	write(t, filepath.Join(tmp, "go.mod"), "module example.com/x\n")
	write(t, filepath.Join(tmp, "a", "a.go"), "package a\n")
	if got, ok := config.Find(filepath.Join(tmp, "a")); ok {
		t.Errorf("Find without a config file = %q", got)
	}

	// The .yaml spelling, and .yml preferred when both exist.
	write(t, filepath.Join(tmp, ".idemlint.yaml"), "")
	if got, ok := config.Find(filepath.Join(tmp, "a")); !ok || got != filepath.Join(tmp, ".idemlint.yaml") {
		t.Errorf("Find .yaml = %q, %v", got, ok)
	}
	write(t, filepath.Join(tmp, ".idemlint.yml"), "")
	if got, ok := config.Find(filepath.Join(tmp, "a")); !ok || got != filepath.Join(tmp, ".idemlint.yml") {
		t.Errorf("Find with both = %q, %v", got, ok)
	}

	// A configuration file without a go.mod is not found.
	none := t.TempDir()
	write(t, filepath.Join(none, ".idemlint.yml"), "")
	if got, ok := config.Find(none); ok {
		t.Errorf("Find without go.mod = %q", got)
	}
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o666); err != nil {
		t.Fatal(err)
	}
}

func TestMerge(t *testing.T) {
	file, err := config.Parse(".idemlint.yml", []byte(`
effects:
  - func: github.com/acme/pay.(*Client).Refund
  - func: github.com/acme/store.(*Outbox).Seen
ledgers:
  - func: github.com/acme/store.(*Outbox).Done
    op: record
key-slots:
  - field: github.com/acme/pay.Params.DedupID
key-params: [txn_ref]
retry-phrases: [safe to resubmit]
min-key-ttl: 72h
checks:
  enable: [modelkey, nolookup, keyttl]
  disable: [keyttl]
`[1:]))
	if err == nil {
		t.Fatal("keyttl both enabled and disabled should be an error")
	}
	file, err = config.Parse(".idemlint.yml", []byte(`
effects:
  - func: github.com/acme/pay.(*Client).Refund
  - func: github.com/acme/store.(*Outbox).Seen
ledgers:
  - func: github.com/acme/store.(*Outbox).Done
    op: record
key-slots:
  - field: github.com/acme/pay.Params.DedupID
key-params: [txn_ref]
retry-phrases: [safe to resubmit]
min-key-ttl: 72h
checks:
  disable: [keyttl, retrydoc]
`[1:]))
	if err != nil {
		t.Fatal(err)
	}
	overrides := &config.Config{
		Effects: []config.Effect{
			{Func: "github.com/acme/pay.Client.Refund", Idempotent: true}, // replaces the file's entry
			{Func: "github.com/acme/pay.Send"},
		},
		Ledgers: []config.Ledger{
			{Func: "github.com/acme/store.Outbox.Seen", Op: config.OpLookup}, // was an effect
		},
		KeySlots:     []config.KeySlot{{Field: "github.com/acme/pay.Params.DedupID"}, {Func: "github.com/acme/pay.SetKey", Arg: 1}},
		KeyParams:    []string{"TXN_REF", "request_token"},
		RetryPhrases: []string{"Safe to resubmit"},
		Checks:       config.Checks{Enable: []string{"retrydoc", "modelkey"}, Disable: []string{"nolookup"}},
	}
	before := dump(overrides)

	c := config.Default()
	c.Merge(file)
	c.Merge(overrides)
	want := &config.Config{
		Effects: []config.Effect{
			{Func: "github.com/acme/pay.Client.Refund", Idempotent: true},
			{Func: "github.com/acme/pay.Send"},
		},
		Ledgers: []config.Ledger{
			{Func: "github.com/acme/store.(*Outbox).Done", Op: config.OpRecord},
			{Func: "github.com/acme/store.Outbox.Seen", Op: config.OpLookup},
		},
		KeySlots:     []config.KeySlot{{Field: "github.com/acme/pay.Params.DedupID"}, {Func: "github.com/acme/pay.SetKey", Arg: 1}},
		KeyParams:    []string{"txn_ref", "request_token"},
		RetryPhrases: []string{"safe to resubmit"},
		MinKeyTTL:    config.Duration{Duration: 72 * time.Hour}, // not set in overrides: the file's
		Checks:       config.Checks{Enable: []string{"retrydoc", "modelkey"}, Disable: []string{"keyttl", "nolookup"}},
	}
	if !same(c, want) {
		t.Errorf("merged =\n%s\nwant\n%s", dump(c), dump(want))
	}
	if dump(overrides) != before {
		t.Errorf("Merge modified its argument")
	}
	for check, want := range map[string]bool{"retrydoc": true, "modelkey": true, "nolookup": false, "keyttl": false, "timeouterr": false} {
		if got := c.Enabled(check); got != want {
			t.Errorf("Enabled(%s) = %v, want %v", check, got, want)
		}
	}

	// The merged configuration shares no memory with its inputs.
	c.Effects[0].Func = "changed"
	c.Checks.Enable[0] = "changed"
	if dump(overrides) != before {
		t.Errorf("merged configuration aliases the overrides")
	}

	// A later TTL wins; nil merges nothing.
	c.Merge(&config.Config{MinKeyTTL: config.Duration{Duration: time.Hour}})
	c.Merge(nil)
	if c.MinKeyTTL.Duration != time.Hour {
		t.Errorf("MinKeyTTL = %v, want 1h", c.MinKeyTTL)
	}
}

func TestEnabledDefault(t *testing.T) {
	c := config.Default()
	for _, name := range knownChecks {
		if !c.Enabled(name) {
			t.Errorf("Default().Enabled(%s) = false", name)
		}
	}
}

func TestLookups(t *testing.T) {
	c, err := config.Load(filepath.Join("testdata", "full.yml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{
		"github.com/acme/pay.(*Client).SetLimit",
		"github.com/acme/pay.Client.SetLimit",
		"(*github.com/acme/pay.Client).SetLimit",
	} {
		if e, ok := c.Effect(name); !ok || !e.Idempotent {
			t.Errorf("Effect(%s) = %v, %v", name, e, ok)
		}
	}
	if _, ok := c.Effect("github.com/acme/pay.(*Client).Charge"); ok {
		t.Errorf("Effect(Charge) found")
	}
	if op, ok := c.LedgerOp("github.com/acme/store.Outbox.Reserve"); !ok || op != config.OpClaim {
		t.Errorf("LedgerOp(Reserve) = %q, %v", op, ok)
	}
	if !c.IsLedgerType("github.com/acme/store.Journal") || c.IsLedgerType("github.com/acme/store.Outbox") {
		t.Errorf("IsLedgerType wrong")
	}
	if got := c.KeySlotArgs("github.com/acme/pay.Params.SetDedupID"); !reflect.DeepEqual(got, []int{0}) {
		t.Errorf("KeySlotArgs = %v", got)
	}
	if !c.IsKeySlotField("github.com/acme/pay.Params.DedupID") || c.IsKeySlotField("github.com/acme/pay.Params.Amount") {
		t.Errorf("IsKeySlotField wrong")
	}
	for _, name := range []string{"txn_ref", "txnRef", "TXN-REF"} {
		if !c.IsKeyParam(name) {
			t.Errorf("IsKeyParam(%s) = false", name)
		}
	}
	if c.IsKeyParam("order_id") {
		t.Errorf("IsKeyParam(order_id) = true")
	}
	if c.Enabled("keyttl") || !c.Enabled("modelkey") {
		t.Errorf("Enabled wrong")
	}
}

func TestFingerprint(t *testing.T) {
	full, err := config.Load(filepath.Join("testdata", "full.yml"))
	if err != nil {
		t.Fatal(err)
	}
	fp := full.Fingerprint()
	// The fingerprint is part of users' go vet command lines: it must not
	// change between runs, Go versions or idemlint versions unless the
	// settings change. Update this value only on purpose.
	const wantFull = "e4c2b9ea74c2"
	if fp != wantFull {
		t.Errorf("Fingerprint(full.yml) = %s, want %s", fp, wantFull)
	}
	if len(fp) != 12 {
		t.Errorf("Fingerprint length %d, want 12", len(fp))
	}

	// Comments, layout and order do not count; defaults are defaults.
	same := []string{
		"effects: [{func: github.com/acme/pay.Send}, {func: github.com/acme/pay.(*Client).Refund, idempotent: true}]\nkey-params: [b, a]\n",
		"# a comment\nkey-params:\n  - a\n  - b\neffects:\n  - func: github.com/acme/pay.(*Client).Refund\n    idempotent: true\n  - func: github.com/acme/pay.Send\n    idempotent: false\nmin-key-ttl: 1440m\n",
	}
	a, _ := config.Parse("a.yml", []byte(same[0]))
	b, _ := config.Parse("b.yml", []byte(same[1]))
	if a == nil || b == nil || a.Fingerprint() != b.Fingerprint() {
		t.Errorf("equivalent files have different fingerprints")
	}
	empty, _ := config.Parse("e.yml", nil)
	if empty.Fingerprint() != config.Default().Fingerprint() || (&config.Config{}).Fingerprint() != config.Default().Fingerprint() {
		t.Errorf("empty file, Default() and a zero Config have different fingerprints")
	}
	// An empty list is no list (issue 8, bug 4: go vet's cache key
	// differed for two equal configurations).
	for _, s := range []string{
		"checks: {disable: []}\n", "checks: {enable: [], disable: []}\n", "checks: {}\n",
		"effects: []\nledgers: []\nledger-types: []\nkey-slots: []\nkey-params: []\nretry-phrases: []\n",
		"tests: false\n",
		"hygiene: false\n",
	} {
		c, err := config.Parse("c.yml", []byte(s))
		if err != nil {
			t.Fatal(err)
		}
		if c.Fingerprint() != empty.Fingerprint() {
			t.Errorf("%q fingerprints as %s, an empty file as %s", s, c.Fingerprint(), empty.Fingerprint())
		}
		d := config.Default()
		d.Merge(c)
		if d.Fingerprint() != c.Fingerprint() {
			t.Errorf("%q: Default()+file fingerprint %s differs from the file's %s", s, d.Fingerprint(), c.Fingerprint())
		}
	}

	// Every setting counts.
	seen := map[string]string{a.Fingerprint(): "a"}
	for _, s := range []string{
		"effects: [{func: github.com/acme/pay.Send, idempotent: true}, {func: github.com/acme/pay.(*Client).Refund, idempotent: true}]\nkey-params: [b, a]\n",
		"effects: [{func: github.com/acme/pay.Send}, {func: github.com/acme/pay.(*Client).Refund, idempotent: true}]\nkey-params: [b]\n",
		"min-key-ttl: 25h\n",
		"checks: {disable: [keyttl]}\n",
		"checks: {enable: [keyttl]}\n",
		"ledger-types: [github.com/acme/store.Journal]\n",
		"key-slots: [{func: github.com/acme/pay.SetKey, arg: 1}]\n",
		"key-slots: [{func: github.com/acme/pay.SetKey, arg: 2}]\n",
		"retry-phrases: [safe to resubmit]\n",
		"ledgers: [{func: github.com/acme/pay.Send, op: claim}]\n",
		"tests: true\n",
		"hygiene: true\n",
		"",
	} {
		c, err := config.Parse("c.yml", []byte(s))
		if err != nil {
			t.Fatal(err)
		}
		fp := c.Fingerprint()
		if prev, ok := seen[fp]; ok {
			t.Errorf("%q and %q have the same fingerprint", s, prev)
		}
		seen[fp] = s
	}
}

// TestDocsExample keeps the full example of docs/configuration.md equal to
// testdata/full.yml, which TestLoadValid loads.
func TestDocsExample(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "configuration.md"))
	if err != nil {
		t.Fatal(err)
	}
	full, err := os.ReadFile(filepath.Join("testdata", "full.yml"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "## A full example\n\n```yaml\n")
	example, _, ok2 := strings.Cut(rest, "```\n")
	if !ok || !ok2 || example != string(full) {
		t.Errorf("docs/configuration.md's full example differs from testdata/full.yml")
	}
}
