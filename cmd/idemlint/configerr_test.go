package main_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConfigErrors checks, through the built binary, that a bad
// configuration is reported once, at its line and column, standalone and
// under go vet, never as "failed prerequisites" (issue 13, point 7).
func TestConfigErrors(t *testing.T) {
	bin := idemlintBinary(t)
	// Malformed YAML: yaml.v3 alone would say line 1, where the mapping
	// starts; the unclosed list runs into the key on line 3.
	const malformed = "min-key-ttl: 1h\nkey-params: [a\ntests: true\n"
	const malformedErr = ".idemlint.yml:3:1: not valid YAML: did not find expected ',' or ']'"

	once := func(t *testing.T, r *result, out, want string) {
		t.Helper()
		if n := strings.Count(out, want); n != 1 {
			t.Errorf("want %q once, got it %d times\n%s", want, n, r)
		}
		if strings.Contains(r.stderr+r.stdout, "failed prerequisites") {
			t.Errorf("a bad configuration is reported as failed prerequisites\n%s", r)
		}
		if r.exit == 0 {
			t.Errorf("want a nonzero exit status\n%s", r)
		}
	}

	t.Run("standalone", func(t *testing.T) {
		dir := vetmodWith(t, malformed)
		r := run(t, dir, bin, "./...")
		once(t, r, r.stderr, malformedErr)
		if r.exit != 1 {
			t.Errorf("want exit status 1 (not 3: nothing was checked)\n%s", r)
		}
	})
	t.Run("go vet", func(t *testing.T) {
		dir := vetmodWith(t, malformed)
		r := goVet(t, bin, dir, "./...")
		once(t, r, r.stderr, malformedErr)
	})
	t.Run("go vet -json", func(t *testing.T) {
		dir := vetmodWith(t, malformed)
		r := goVet(t, bin, dir, "-json", "./...")
		once(t, r, r.stderr+r.stdout, malformedErr)
	})
	t.Run("go vet -config", func(t *testing.T) {
		// go vet asks the tool for its version without the flags, so a
		// file named by -config is reported by idemlintconfig in each
		// package: with its position, once per package, never as failed
		// prerequisites of the checks.
		dir := vetmodWith(t, "")
		bad := filepath.Join(dir, "bad.yml")
		if err := os.WriteFile(bad, []byte(malformed), 0o644); err != nil {
			t.Fatal(err)
		}
		r := goVet(t, bin, dir, "-config="+bad, "./...")
		for _, pkg := range []string{"example.com/vetmod/a", "example.com/vetmod/b"} {
			once(t, r, r.stderr, pkg+": "+bad+":3:1: not valid YAML")
		}
		if strings.Contains(r.stderr, "needs a tool name") {
			t.Errorf("the checks ran with a bad configuration\n%s", r)
		}
	})
	t.Run("booleans", func(t *testing.T) {
		for _, c := range []struct{ yml, want string }{
			{"tests: yes\n", `.idemlint.yml:1:8: tests: expected true or false, found "yes"`},
			{"tests: \"yes\"\n", `.idemlint.yml:1:8: tests: expected true or false, found the quoted string "yes"; remove the quotes`},
		} {
			dir := vetmodWith(t, c.yml)
			r := run(t, dir, bin, "./...")
			once(t, r, r.stderr, c.want)
			r = goVet(t, bin, dir, "./...")
			once(t, r, r.stderr, c.want)
		}
	})
}

// TestConfigNamesNothing checks, through the built binary, that a
// configured name that names nothing in a checked package is an error at
// the entry's position, once, standalone and under go vet, and that a
// name in a package outside the build is not judged.
func TestConfigNamesNothing(t *testing.T) {
	bin := idemlintBinary(t)
	const yml = "effects:\n" +
		"  - func: example.com/vetmod/b.Normalize\n" +
		"  - func: example.com/vetmod/b.Normalise\n" +
		"  - func: github.com/nowhere/pay.Charge\n"
	const want = `.idemlint.yml:3:11: effects[1].func: example.com/vetmod/b.Normalise names nothing: package example.com/vetmod/b has no function Normalise (did you mean "Normalize"?); the effect is ignored`
	dir := vetmodWith(t, yml)
	check := func(t *testing.T, r *result) {
		t.Helper()
		if n := strings.Count(r.stderr, want); n != 1 {
			t.Errorf("want %q once, got it %d times\n%s", want, n, r)
		}
		for _, bad := range []string{"nowhere", "b.Normalize names", "failed prerequisites"} {
			if strings.Contains(r.stderr+r.stdout, bad) {
				t.Errorf("output has %q\n%s", bad, r)
			}
		}
		if r.exit == 0 {
			t.Errorf("want a nonzero exit status\n%s", r)
		}
	}
	t.Run("standalone", func(t *testing.T) {
		r := run(t, dir, bin, "./...")
		check(t, r)
		if !strings.Contains(r.stderr, "idemlint: "+want+"\n") {
			t.Errorf("want the error on a line of its own, without a package\n%s", r)
		}
	})
	t.Run("go vet", func(t *testing.T) {
		r := goVet(t, bin, dir, "./...")
		check(t, r)
	})
}

// vetmodWith copies testdata/vetmod (two packages) with the given
// .idemlint.yml.
func vetmodWith(t *testing.T, yml string) string {
	t.Helper()
	dir := t.TempDir()
	src := testdataDir(t, "vetmod")
	for _, name := range []string{"go.mod", "a/a.go", "b/b.go"} {
		data, err := os.ReadFile(filepath.Join(src, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, ".idemlint.yml"), []byte(yml), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestBrokenCode checks that a package that does not compile is reported
// by its own error, at its place, and not once per check as a failed
// prerequisite, and that the run ends with a line for it and one for the
// package importing it, which is checked in part (issue 30).
func TestBrokenCode(t *testing.T) {
	bin := idemlintBinary(t)
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/broken\n\ngo 1.26\n",
		"a/a.go": "package a\n\nfunc F() int { return \"x\" }\n",
		"b/b.go": "package b\n\nfunc G() int { return 1 }\n",
		"c/c.go": "package c\n\nimport \"example.com/broken/a\"\n\nfunc H() int { return a.F() }\n",
	}
	for name, text := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := runEnv(t, dir, []string{"GOWORK=off"}, bin, "./...")
	if r.exit == 0 || r.exit == 3 {
		t.Errorf("want the error exit status, got %d\n%s", r.exit, r)
	}
	out := r.stderr + r.stdout
	if !strings.Contains(out, "a.go:3:23") {
		t.Errorf("want the type error at a/a.go:3:23\n%s", r)
	}
	if strings.Contains(out, "failed prerequisites") || strings.Contains(out, "b/b.go") {
		t.Errorf("want only the broken package's own error\n%s", r)
	}
	const closing = "idemlint: example.com/broken/a: not checked: it does not compile: a/a.go:3:23: cannot use \"x\" (untyped string constant) as int value in return statement\n" +
		"idemlint: example.com/broken/c: checked in part: its import example.com/broken/a does not compile (errors above); what happens inside is unknown, and code using what the errors left undefined was skipped\n"
	if !strings.HasSuffix(r.stderr, closing) || strings.Count(out, closing) != 1 || strings.Contains(out, "broken/b") {
		t.Errorf("want the run to end with a line for a and one for c, and none for b:\n%s\n%s", closing, r)
	}
}
