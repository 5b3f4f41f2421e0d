package main_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestEmacsEglot is TestNeovim in Emacs: Emacs in batch mode with eglot
// and go-mode (Debian's emacs-nox, elpa-eglot and elpa-go-mode, which .ci/run
// installs) connects idemlint lsp to the broken mcp-go refund tool in a copy
// of examples/, applies the retrydoc and timeouterr quick fixes through
// eglot-code-actions and saves; the test checks that the module builds
// (testdata/emacs/fix.el).
func TestEmacsEglot(t *testing.T) {
	slowTest(t, "drives Emacs with eglot through idemlint lsp on examples/ and builds the fixed module (about 20 s)")
	emacs, err := exec.LookPath("emacs")
	if err != nil {
		t.Skip("emacs is not installed (apt-get install -y emacs-nox elpa-eglot elpa-go-mode; .ci/run installs them): the Emacs eglot test of idemlint lsp did not run")
	}
	probe := exec.Command(emacs, "--batch", "--eval", "(progn (package-initialize) (require 'eglot) (require 'go-mode))")
	if out, err := probe.CombinedOutput(); err != nil {
		t.Skipf("Emacs has no eglot or go-mode (apt-get install -y elpa-eglot elpa-go-mode): %v\n%s", err, out)
	}
	dir := copyExamples(t, testRepoRoot(t))
	file := filepath.Join(dir, "mcpgo", "broken", "refund.go")
	script, err := filepath.Abs(filepath.Join("testdata", "emacs", "fix.el"))
	if err != nil {
		t.Fatal(err)
	}
	r := runEnv(t, dir, []string{
		"IDEMLINT_BIN=" + idemlintBinary(t), "IDEMLINT_FILE=" + file, "IDEMLINT_ROOT=" + dir, "HOME=" + t.TempDir(),
	}, emacs, "--batch", "-l", script)
	if r.exit != 0 || !strings.Contains(r.stderr, "\nOK\n") {
		t.Fatalf("Emacs did not apply the fixes:\n%s", r)
	}
	fixed := textOf(t, file)
	if !strings.Contains(fixed, "Not safe to retry") || !strings.Contains(strings.ToLower(fixed), "unknown") {
		t.Errorf("the saved file lacks the fixes:\n%s", fixed)
	}
	if b := run(t, dir, "go", "build", "./..."); b.exit != 0 {
		t.Errorf("the fixed module does not build:\n%s", b)
	}
}
