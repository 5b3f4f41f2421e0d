package config_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/config"
)

// FuzzLoad checks that no input makes Parse panic, that every error names
// the file, and that an accepted configuration validates and fingerprints.
// Its seeds (the testdata files and odd fragments) run in every go test.
func FuzzLoad(f *testing.F) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.yml"))
	if err != nil {
		f.Fatal(err)
	}
	files = append(files, filepath.Join("testdata", "mod", ".idemlint.yml"), filepath.Join("testdata", "badmod", ".idemlint.yml"))
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range []string{
		"effects:\n\t- func: x\n",
		"a: &a [*a]\n",
		"effects: &e [*e]\n",
		"key-params: &k [x]\nretry-phrases: *k\n",
		"effects: [&x {func: github.com/a/b.F}, *x, *x]\n",
		"effects:\n  - <<: {func: github.com/a/b.F}\n",
		"? {a: b}\n: c\n",
		"!!binary aGVsbG8=: x\n",
		"min-key-ttl: !!binary MjRo\n",
		"effects: !!map {}\n",
		"key-slots: [{func: github.com/a/b.F, arg: 99999999999999999999}]\n",
		"checks: {enable: [[a]]}\n",
		"checks: {disable: []}\n",
		"checks: {enable: [], disable: [keyttl]}\n",
		"tests: yes\n",
		"tests: true\nkey-params: [a\n",
		"---\n---\n",
		"...\n",
		"\ufeffmin-key-ttl: 1h\n",
		"min-key-ttl: \"\"\n",
		"effects: [{func: \"github.com/a/b.(*T).M\", idempotent: !!str true}]\n",
		"ledgers: [{func: (*github.com/a/b.T).M, op: claim}, {func: \"(\", op: lookup}]\n",
		strings.Repeat("[", 200) + strings.Repeat("]", 200),
		strings.Repeat("- ", 100) + "x\n",
		"a: " + strings.Repeat("&a ", 10) + "x\n",
		"effects:\n" + strings.Repeat("  - func: github.com/a/b.F\n", 30),
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := config.Parse(".idemlint.yml", data)
		if err != nil {
			if c != nil {
				t.Errorf("Parse returned a config and an error")
			}
			var e *config.Error
			if !errors.As(err, &e) || !strings.HasPrefix(err.Error(), ".idemlint.yml") {
				t.Errorf("error %q does not name the file", err)
			}
			return
		}
		if err := c.Validate(nil); err != nil {
			t.Errorf("accepted configuration does not validate: %v", err)
		}
		_ = c.Fingerprint()
		d := config.Default()
		d.Merge(c)
		if d.Fingerprint() != c.Fingerprint() {
			t.Errorf("Default()+file fingerprint %s differs from the file's %s", d.Fingerprint(), c.Fingerprint())
		}
	})
}
