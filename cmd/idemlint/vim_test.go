package main_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// aleDir is where Debian's vim-ale installs ALE.
const aleDir = "/usr/share/vim-ale"

// TestVimALE is TestNeovim in Vim 9 with ALE (Debian's vim-ale, which
// .ci/run installs): ALE runs idemlint lsp on the broken mcp-go refund
// tool in a copy of examples/, the script applies the retrydoc and
// timeouterr quick fixes through :ALECodeAction and saves; the test checks
// that the module builds (testdata/vim/fix.vim).
func TestVimALE(t *testing.T) {
	slowTest(t, "drives Vim with ALE through idemlint lsp on examples/ and builds the fixed module (about 20 s)")
	vim, err := exec.LookPath("vim")
	if err != nil {
		t.Skip("vim is not installed (apt-get install -y vim vim-ale; .ci/run installs vim-ale): the Vim test of idemlint lsp did not run")
	}
	if _, err := os.Stat(filepath.Join(aleDir, "plugin", "ale.vim")); err != nil {
		t.Skipf("ALE is not installed in %s (apt-get install -y vim-ale; .ci/run installs it): the Vim test of idemlint lsp did not run", aleDir)
	}
	dir := copyExamples(t, testRepoRoot(t))
	file := filepath.Join(dir, "mcpgo", "broken", "refund.go")
	logFile := filepath.Join(t.TempDir(), "vim.log")
	script, err := filepath.Abs(filepath.Join("testdata", "vim", "fix.vim"))
	if err != nil {
		t.Fatal(err)
	}
	r := runEnv(t, dir, []string{
		"IDEMLINT_BIN=" + idemlintBinary(t), "IDEMLINT_FILE=" + file, "IDEMLINT_ROOT=" + dir, "IDEMLINT_LOG=" + logFile, "HOME=" + t.TempDir(),
	}, vim, "-N", "-u", "NONE", "-i", "NONE", "-es", "-S", script)
	logText, _ := os.ReadFile(logFile)
	t.Logf("vim's log:\n%s", logText)
	if r.exit != 0 || !strings.HasSuffix(string(logText), "\nOK\n") {
		t.Fatalf("vim did not apply the fixes:\n%s", r)
	}
	fixed := textOf(t, file)
	if !strings.Contains(fixed, "Not safe to retry") || !strings.Contains(strings.ToLower(fixed), "unknown") {
		t.Errorf("the saved file lacks the fixes:\n%s", fixed)
	}
	if b := run(t, dir, "go", "build", "./..."); b.exit != 0 {
		t.Errorf("the fixed module does not build:\n%s", b)
	}
}
