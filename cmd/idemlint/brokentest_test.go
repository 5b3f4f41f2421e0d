package main_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBrokenTestFile checks that a test file that does not compile fails
// nothing where tests are not checked (the default): the package is
// checked, its findings reported with exit status 3, and the test file's
// error not printed. A stale test in a public repository made two blind
// trials read "exit 1" for a run that had checked everything it was
// asked to.
func TestBrokenTestFile(t *testing.T) {
	bin := idemlintBinary(t)
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/brokentest\n\ngo 1.24\n",
		"pay.go": `package pay

import (
	"context"
	"net/http"
)

//idemlint:tool send_money
func Send(ctx context.Context, to string) error {
	_, err := http.Post("https://pay.example/send?to="+to, "text/plain", nil)
	return err
}
`,
		"pay_test.go": "package pay\n\nimport \"testing\"\n\nfunc TestSend(t *testing.T) { _ = RemovedHelper() }\n",
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := run(t, dir, bin, "./...")
	if r.exit != 3 {
		t.Errorf("want exit status 3: the package was checked and has findings\n%s", r)
	}
	if !strings.Contains(r.stdout, "send_money calls http.Post") {
		t.Errorf("want the package's findings\n%s", r)
	}
	if strings.Contains(r.stderr, "RemovedHelper") {
		t.Errorf("the unchecked test file's error is printed\n%s", r)
	}

	// Where tests are checked, the test file's error is the run's.
	r = run(t, dir, bin, "-tests", "./...")
	if r.exit != 1 || !strings.Contains(r.stderr, "undefined: RemovedHelper") {
		t.Errorf("with -tests: want the test file's error and exit status 1\n%s", r)
	}
}
