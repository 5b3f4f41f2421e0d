package main_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestFixCgo applies -fix to testdata/cgofix, whose tools are declared in
// a file with import "C" and in a plain file (issue 30: the edits of the
// cgo file, at the offsets of cgo's rewrite, broke it while idemlint said
// "fixed 2 findings"). No fix may touch the cgo file; the plain file's
// fixes apply; the module still builds.
func TestFixCgo(t *testing.T) {
	if testing.Short() {
		t.Skip("loads mcp-go from the module proxy; skipped in -short mode")
	}
	cc := "gcc"
	if out, err := exec.Command("go", "env", "CC").Output(); err == nil && strings.TrimSpace(string(out)) != "" {
		cc = strings.Fields(string(out))[0]
	}
	if _, err := exec.LookPath(cc); err != nil {
		t.Skipf("no C compiler (%s): cgo files cannot be compiled here", cc)
	}
	bin := idemlintBinary(t)
	dir := t.TempDir()
	if err := copyTree(testdataDir(t, "cgofix"), dir); err != nil {
		t.Fatal(err)
	}
	env := []string{"CGO_ENABLED=1"}
	cgoFile := filepath.Join(dir, "tools", "tools.go")
	before, err := os.ReadFile(cgoFile)
	if err != nil {
		t.Fatal(err)
	}

	r := runEnv(t, dir, env, bin, "-fix", "./...")
	after, err := os.ReadFile(cgoFile)
	if err != nil {
		t.Fatal(err)
	}
	if string(after) != string(before) {
		t.Errorf("-fix edited the cgo file:\n%s\n%s", after, r)
	}
	if !strings.Contains(r.stdout+r.stderr, "plain.go") || !strings.Contains(r.stdout+r.stderr, "fixed") {
		t.Errorf("want the plain file's findings fixed\n%s", r)
	}
	if strings.Contains(r.stderr, "tools/tools.go:25:23: Say in the description") {
		t.Errorf("a fix in the cgo file was reported as applied\n%s", r)
	}
	build := runEnv(t, dir, env, "go", "build", "./...")
	if build.exit != 0 {
		t.Errorf("the module no longer builds after -fix\n%s", build)
	}
	plain, _ := os.ReadFile(filepath.Join(dir, "tools", "plain.go"))
	if !strings.Contains(string(plain), "Not safe to retry blindly") {
		t.Errorf("the plain file's description was not fixed:\n%s", plain)
	}
}
