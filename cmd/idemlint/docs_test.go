package main_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestProxyRecipeRunsTwice runs the module-proxy recipe of
// docs/golangci-lint.md twice, up to the golangci-lint custom call (which
// TestGolangciLint makes): a recipe that copies into a fixed directory
// fails the second time.
func TestProxyRecipeRunsTwice(t *testing.T) {
	if testing.Short() {
		t.Skip("copies golangci-lint's module; skipped in -short mode")
	}
	slowTest(t, "copies golangci-lint's module from the module proxy into a git repository, twice")
	recipe := proxyRecipe(t)
	// Instead of building, check that the URL git is pointed at serves
	// the tag.
	recipe = strings.Replace(recipe, "golangci-lint custom -v", `git ls-remote --exit-code https://github.com/golangci/golangci-lint.git v2.15.0`, 1)
	tmp := t.TempDir()
	for i := range 2 {
		r := runEnv(t, tmp, []string{"TMPDIR=" + tmp}, "bash", "-euo", "pipefail", "-c", recipe)
		if r.exit != 0 {
			t.Fatalf("run %d of the recipe failed:\n%s", i+1, r)
		}
	}
}

// proxyRecipe returns the shell block of docs/golangci-lint.md's
// "Where only the module proxy is reachable".
func proxyRecipe(t *testing.T) string {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join(testRepoRoot(t), "docs", "golangci-lint.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(doc), "### Where only the module proxy is reachable")
	m := regexp.MustCompile("(?s)```sh\n(.*?)```").FindStringSubmatch(rest)
	if !ok || m == nil || !strings.Contains(m[1], "golangci-lint custom -v") {
		t.Fatal("no module-proxy recipe in docs/golangci-lint.md")
	}
	return m[1]
}

// TestEditorDocs checks what docs/editors.md must tell a Neovim user:
// that a .golangci.yml at the root of a repository with a nested module
// needs relative-path-mode: gomod for diagnostics to show, and that no
// editor route offers the fixes.
func TestEditorDocs(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join(testRepoRoot(t), "docs", "editors.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, neovim, _ := strings.Cut(string(doc), "### Neovim through golangci-lint")
	for _, want := range []string{"relative-path-mode: gomod", "no diagnostic shows"} {
		if !strings.Contains(neovim, want) {
			t.Errorf("docs/editors.md, Neovim through golangci-lint: want %q", want)
		}
	}
	if !strings.Contains(string(doc), "No route offers the suggested fixes") || !strings.Contains(string(doc), "idemlint -fix ./...") {
		t.Errorf("docs/editors.md: want it said that no route but idemlint lsp offers the fixes, and how to apply them")
	}
	// Each editor's idemlint lsp setup, and the ignore command's name as
	// the server sends it.
	for _, want := range []string{"### Neovim (`vim.lsp`)", "### VS Code", "### Helix", "### Zed", "### Emacs (eglot)", `"idemlint.selectReason"`} {
		if !strings.Contains(string(doc), want) {
			t.Errorf("docs/editors.md: want %q", want)
		}
	}
	if strings.Contains(proxyRecipe(t), "/tmp/") {
		t.Errorf("docs/golangci-lint.md: the module-proxy recipe uses a fixed directory under /tmp, so it cannot run twice")
	}
}
