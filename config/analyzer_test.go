package config_test

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/idemlint/idemlint/config"
	"golang.org/x/tools/go/analysis/analysistest"
)

// setFlag sets Analyzer's -config flag for one test.
func setFlag(t *testing.T, value string) {
	t.Helper()
	if err := config.Analyzer.Flags.Set("config", value); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { config.Analyzer.Flags.Set("config", "") })
}

// analyze runs Reporter and returns its error, or else Analyzer's
// result.
func analyze(t analysistest.Testing, dir string) (*config.Config, error) {
	results := analysistest.Run(t, filepath.Join("testdata", dir), config.Reporter, "./p")
	if len(results) != 1 {
		return nil, fmt.Errorf("%d results, want 1", len(results))
	}
	if err := results[0].Err; err != nil {
		return nil, err
	}
	results = analysistest.Run(t, filepath.Join("testdata", dir), config.Analyzer, "./p")
	if len(results) != 1 || results[0].Err != nil {
		return nil, fmt.Errorf("Analyzer failed: %v", results)
	}
	c := results[0].Result.(*config.Config)
	if c.Err() != nil {
		return nil, fmt.Errorf("Reporter has no error, Analyzer's result has %v", c.Err())
	}
	return c, nil
}

func TestAnalyzerFindsFile(t *testing.T) {
	c, err := analyze(t, "mod")
	if err != nil {
		t.Fatal(err)
	}
	if c.MinKeyTTL.Duration != 48*time.Hour || !c.IsKeyParam("txn_ref") {
		t.Errorf("Analyzer result = %s, want testdata/mod/.idemlint.yml's settings", dump(c))
	}
}

func TestAnalyzerFlag(t *testing.T) {
	full, _ := filepath.Abs(filepath.Join("testdata", "full.yml"))
	for _, value := range []string{full, full + "#3f2a9c1b07de", "testdata/full.yml#x"} {
		setFlag(t, value)
		c, err := analyze(t, "mod")
		if err != nil {
			t.Fatal(err)
		}
		if c.MinKeyTTL.Duration != 72*time.Hour || c.IsKeyParam("txn_ref") == false || len(c.Effects) != 3 {
			t.Errorf("-config=%s: result = %s, want full.yml's settings", value, dump(c))
		}
	}

	// An empty path before the # keeps the lookup beside go.mod.
	setFlag(t, "#3f2a9c1b07de")
	c, err := analyze(t, "mod")
	if err != nil {
		t.Fatal(err)
	}
	if c.MinKeyTTL.Duration != 48*time.Hour {
		t.Errorf("-config=#hash: MinKeyTTL = %v, want 48h from testdata/mod", c.MinKeyTTL)
	}
}

// errorT records analysistest's errors instead of failing.
type errorT struct{ errs []string }

func (e *errorT) Errorf(format string, args ...any) {
	e.errs = append(e.errs, fmt.Sprintf(format, args...))
}

func TestAnalyzerBadConfig(t *testing.T) {
	var et errorT
	_, err := analyze(&et, "badmod")
	want := filepath.Join("testdata", "badmod", ".idemlint.yml") + `:2:14: min-key-ttl: "10 minutes" is not a duration such as 24h`
	if err == nil || err.Error() != want {
		t.Errorf("Reporter error = %v, want %s", err, want)
	}
	// Analyzer itself does not fail, so the checks that require it do not
	// fail with "failed prerequisites": it gives the defaults and the
	// error.
	results := analysistest.Run(t, filepath.Join("testdata", "badmod"), config.Analyzer, "./p")
	if len(results) != 1 || results[0].Err != nil {
		t.Fatalf("Analyzer failed: %+v", results)
	}
	if c := results[0].Result.(*config.Config); c.Err() == nil || c.Err().Error() != want || c.Fingerprint() != config.Default().Fingerprint() {
		t.Errorf("Analyzer result = %s with Err %v, want the defaults with Err %s", dump(c), c.Err(), want)
	}

	setFlag(t, filepath.Join("testdata", "no-such.yml"))
	et = errorT{}
	_, err = analyze(&et, "mod")
	if err == nil || !strings.HasPrefix(err.Error(), "-config: ") || !strings.Contains(err.Error(), "no-such.yml") {
		t.Errorf("missing -config file: error = %v", err)
	}
}

func TestRegisterFlags(t *testing.T) {
	fs := flag.NewFlagSet("idemlint", flag.ContinueOnError)
	config.RegisterFlags(fs)
	if err := fs.Parse([]string{"-config=x.yml#abc"}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { fs.Set("config", "") })
	// The command's flag and the analyzer's are one value.
	if got := config.Analyzer.Flags.Lookup("config").Value.String(); got != "x.yml#abc" {
		t.Errorf("Analyzer's -config = %q after the command's was set", got)
	}
	if f := fs.Lookup("config"); f == nil || !strings.Contains(f.Usage, "FILE") {
		t.Errorf("-config usage does not name FILE")
	}
}

func TestLoader(t *testing.T) {
	mod := t.TempDir()
	write(t, filepath.Join(mod, "go.mod"), "module example.com/m\n")
	cfgPath := filepath.Join(mod, ".idemlint.yml")
	write(t, cfgPath, "min-key-ttl: 48h\n")
	pkg := filepath.Join(mod, "internal", "p")
	if err := os.MkdirAll(pkg, 0o777); err != nil {
		t.Fatal(err)
	}

	var l config.Loader
	c1, err := l.Config(pkg)
	if err != nil {
		t.Fatal(err)
	}
	c2, _ := l.Config(mod)
	if c1 != c2 {
		t.Errorf("the file was not cached: two results for one file")
	}
	if c1.MinKeyTTL.Duration != 48*time.Hour {
		t.Errorf("MinKeyTTL = %v, want 48h", c1.MinKeyTTL)
	}

	// A changed file is read again.
	write(t, cfgPath, "min-key-ttl: 96h\nkey-params: [txn_ref]\n")
	c3, err := l.Config(pkg)
	if err != nil {
		t.Fatal(err)
	}
	if c3.MinKeyTTL.Duration != 96*time.Hour {
		t.Errorf("after the file changed: MinKeyTTL = %v, want 96h", c3.MinKeyTTL)
	}

	// Overrides go over the file.
	l.SetOverrides(&config.Config{MinKeyTTL: config.Duration{Duration: time.Hour}, KeyParams: []string{"ref"}})
	c4, _ := l.Config(pkg)
	if c4.MinKeyTTL.Duration != time.Hour || !c4.IsKeyParam("txn_ref") || !c4.IsKeyParam("ref") {
		t.Errorf("with overrides: %s", dump(c4))
	}

	// Check names are checked once the loader knows them.
	write(t, cfgPath, "checks:\n  disable: [modlekey]\n")
	if _, err := l.Config(pkg); err != nil {
		t.Errorf("unknown check accepted before SetKnownChecks: %v", err)
	}
	l.SetKnownChecks(knownChecks)
	_, err = l.Config(pkg)
	want := `checks.disable[0]: unknown check "modlekey" (did you mean "modelkey"?)`
	if err == nil || !strings.HasSuffix(err.Error(), ":2:13: "+want) {
		t.Errorf("unknown check: error = %v, want one ending :2:13: %s", err, want)
	}

	// Without a file: defaults and overrides.
	l.SetOverrides(nil)
	other := t.TempDir()
	write(t, filepath.Join(other, "go.mod"), "module example.com/o\n")
	c5, err := l.Config(other)
	if err != nil {
		t.Fatal(err)
	}
	if c5.Fingerprint() != config.Default().Fingerprint() {
		t.Errorf("no file: %s, want the defaults", dump(c5))
	}
}

func TestEffective(t *testing.T) {
	t.Cleanup(func() { config.SetOverrides(nil) })
	config.SetOverrides(&config.Config{KeyParams: []string{"ref"}})
	c, err := config.Effective(filepath.Join("testdata", "mod", "p"))
	if err != nil {
		t.Fatal(err)
	}
	if !c.IsKeyParam("ref") || !c.IsKeyParam("txn_ref") || c.MinKeyTTL.Duration != 48*time.Hour {
		t.Errorf("Effective = %s", dump(c))
	}
}

// TestSettingsFlags checks the flags named as the settings they set:
// they go over the file and under the overrides, and bad values are
// errors of the flag.
func TestSettingsFlags(t *testing.T) {
	l := new(config.Loader)
	fs := flag.NewFlagSet("idemlint", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	l.RegisterFlags(fs)
	err := fs.Parse([]string{
		"-key-params=dedupe_token, other", "-key-params=third",
		"-min-key-ttl=96h",
		"-effects=github.com/acme/pay.(*Client).Refund,github.com/acme/pay.SetLimit=idempotent",
		"-tests",
		"-hygiene",
	})
	if err != nil {
		t.Fatal(err)
	}
	c, err := l.Config(filepath.Join("testdata", "mod", "p"))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"txn_ref", "dedupe_token", "other", "third"} {
		if !c.IsKeyParam(p) {
			t.Errorf("%s is not a key parameter; key-params = %q", p, c.KeyParams)
		}
	}
	if c.MinKeyTTL.Duration != 96*time.Hour {
		t.Errorf("min-key-ttl = %v, want the flag's 96h over the file's 48h", c.MinKeyTTL)
	}
	if e, ok := c.Effect("github.com/acme/pay.SetLimit"); !ok || !e.Idempotent {
		t.Errorf("-effects: SetLimit = %+v, %v", e, ok)
	}
	if _, ok := c.Effect("github.com/acme/pay.(*Client).Refund"); !ok {
		t.Errorf("-effects: Refund missing")
	}
	if !c.Tests {
		t.Errorf("-tests not set")
	}
	if !c.Hygiene {
		t.Errorf("-hygiene not set")
	}
	if got := fs.Lookup("key-params").Value.String(); got != "dedupe_token, other,third" {
		t.Errorf("-key-params String() = %q", got)
	}
	l.SetOverrides(&config.Config{MinKeyTTL: config.Duration{Duration: time.Hour}})
	if c, _ := l.Config(filepath.Join("testdata", "mod", "p")); c.MinKeyTTL.Duration != time.Hour {
		t.Errorf("the overrides do not go over the flags: min-key-ttl = %v", c.MinKeyTTL)
	}

	for _, bad := range []struct{ flag, value, want string }{
		{"min-key-ttl", "10 minutes", `"10 minutes" is not a positive duration such as 24h`},
		{"min-key-ttl", "-1h", `is not a positive duration`},
		{"key-params", "a b", `key-params[0]: "a b" is not a parameter name`},
		{"effects", "Refund", `effects[0].func`},
		{"effects", "github.com/acme/pay.F=maybe", `the only suffix is =idempotent`},
		{"tests", "yes", `"yes" is not true or false`},
		{"hygiene", "some", `"some" is not true or false`},
	} {
		err := fs.Set(bad.flag, bad.value)
		if err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("-%s=%s: err = %v, want one containing %q", bad.flag, bad.value, err, bad.want)
		}
	}
}

// TestReporterNamesNothing checks that a configured name that names
// nothing in a package that is checked is an error at the entry's
// position, judged once: in the named package for the module's own
// names, in the importer for another module's exported names; never for
// a package outside the build.
func TestReporterNamesNothing(t *testing.T) {
	run := func(pkg string) string {
		t.Helper()
		results := analysistest.Run(new(errorT), filepath.Join("testdata", "namesmod"), config.Reporter, pkg)
		if len(results) != 1 {
			t.Fatalf("%s: %d results, want 1", pkg, len(results))
		}
		if results[0].Err == nil {
			return ""
		}
		return results[0].Err.Error()
	}
	yml := filepath.Join("testdata", "namesmod", ".idemlint.yml")
	p := run("./p")
	for _, want := range []string{
		yml + `:3:11: effects[1].func: example.com/namesmod/p.Sned names nothing: package example.com/namesmod/p has no function Sned (did you mean "Send"?); the effect is ignored`,
		yml + `:5:11: effects[3].func: example.com/namesmod/p.Client.Refnd names nothing: type example.com/namesmod/p.Client has no method Refnd (did you mean "Refund"?); the effect is ignored`,
		yml + `:11:11: ledgers[1].func: example.com/namesmod/p.Stroe.Done names nothing: package example.com/namesmod/p has no type Stroe (did you mean "Store"?); the ledger operation is ignored`,
		yml + `:15:5: ledger-types[1]: example.com/namesmod/p.Jounral names nothing: package example.com/namesmod/p has no type Jounral; the ledger type is ignored`,
		yml + `:20:10: key-slots[1].arg: example.com/namesmod/p.Send has 2 parameters (counting from 0, without the receiver): argument 2 names nothing; the key slot is ignored`,
		yml + `:22:12: key-slots[3].field: example.com/namesmod/p.Params.DedupId names nothing: struct example.com/namesmod/p.Params has no field DedupId (did you mean "DedupID"?); the key slot is ignored`,
	} {
		if n := strings.Count(p, want); n != 1 {
			t.Errorf("p: want once\n\t%s\ngot %d times in\n%s", want, n, p)
		}
	}
	if n := strings.Count(p, "\n") + 1; n != 6 {
		t.Errorf("p: %d errors, want 6:\n%s", n, p)
	}
	for _, clean := range []string{"p.Send names", "(*Client).Refund", "Store.Seen", "p.Store names", "DedupID names", "net/http", "nowhere"} {
		if strings.Contains(p, clean) {
			t.Errorf("p: %q is reported:\n%s", clean, p)
		}
	}

	q := run("./q")
	for _, want := range []string{
		yml + `:6:11: effects[4].func: net/http.(*Client).Doo names nothing: type net/http.Client has no method Doo (did you mean "Do"?); the effect is ignored`,
		yml + `:24:12: key-slots[5].field: net/http.Request.Metod names nothing: struct net/http.Request has no field Metod (did you mean "Method"?); the key slot is ignored`,
	} {
		if n := strings.Count(q, want); n != 1 {
			t.Errorf("q: want once\n\t%s\ngot %d times in\n%s", want, n, q)
		}
	}
	if strings.Contains(q, "namesmod/p.") || strings.Contains(q, "nowhere") || strings.Contains(q, "Request.Method names") {
		t.Errorf("q judges names it must not:\n%s", q)
	}
}
