package main_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNeovim is the end-to-end test of 'idemlint lsp' in a real editor:
// headless Neovim (Debian's package, which .ci/run installs) opens the
// broken mcp-go refund tool in a copy of examples/, waits for idemlint's
// diagnostics, applies the retrydoc and timeouterr quick fixes through
// vim.lsp.buf.code_action, saves, and the test checks that those
// diagnostics are gone and that the module builds; then the ignore action,
// with the command docs/editors.md gives Neovim, puts the directive above
// a finding and the cursor where its reason goes (testdata/nvim/fix.lua).
func TestNeovim(t *testing.T) {
	slowTest(t, "drives headless Neovim through idemlint lsp on examples/ and builds the fixed module (about 50 s)")
	nvim, err := exec.LookPath("nvim")
	if err != nil {
		t.Skip("nvim is not installed (apt-get install -y neovim; .ci/run installs it): the Neovim end-to-end test of idemlint lsp did not run")
	}
	root := testRepoRoot(t)
	dir := copyExamples(t, root)
	file := filepath.Join(dir, "mcpgo", "broken", "refund.go")
	logFile := filepath.Join(t.TempDir(), "nvim.log")
	script, err := filepath.Abs(filepath.Join("testdata", "nvim", "fix.lua"))
	if err != nil {
		t.Fatal(err)
	}
	bin := idemlintBinary(t)
	r := runEnv(t, dir, []string{
		"IDEMLINT_BIN=" + bin, "IDEMLINT_FILE=" + file, "IDEMLINT_ROOT=" + dir, "IDEMLINT_LOG=" + logFile,
		"HOME=" + t.TempDir(), "XDG_STATE_HOME=" + t.TempDir(), "XDG_CACHE_HOME=" + t.TempDir(),
	}, nvim, "--headless", "--clean", "-n", "-c", "luafile "+script)
	logText, _ := os.ReadFile(logFile)
	t.Logf("nvim's log:\n%s", logText)
	if r.exit != 0 || !strings.Contains(string(logText), "\nOK\n") {
		t.Fatalf("nvim did not apply the fixes:\n%s", r)
	}
	fixed := textOf(t, file)
	for _, want := range []string{"retry", "unknown"} {
		if !strings.Contains(strings.ToLower(fixed), want) {
			t.Errorf("the saved file does not mention %q:\n%s", want, fixed)
		}
	}
	if b := run(t, dir, "go", "build", "./..."); b.exit != 0 {
		t.Errorf("the fixed module does not build:\n%s", b)
	}
}
