package main_test

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// golangciVersion is the golangci-lint of .custom-gcl.example.yml and
// docs/golangci-lint.md.
const golangciVersion = "v2.15.0"

// TestGolangciLint builds the custom golangci-lint by the module-proxy
// recipe of docs/golangci-lint.md ("golangci-lint custom" with the plugin
// at a local path, golangci-lint's source from the module proxy) and
// checks that, with golangci-lint's default issue settings, it reports on
// examples/ exactly the standalone findings, each once and named by its
// check, in its text, JSON and SARIF output.
//
// The binary is cached under the user cache directory, keyed by a hash of
// idemlint's sources, so only the first run after a change builds it
// (several minutes on two cores).
func TestGolangciLint(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a custom golangci-lint; skipped in -short mode")
	}
	slowTest(t, "builds golangci-lint from the module proxy and a custom binary with the plugin (15 min cold)")
	root := testRepoRoot(t)
	gcl := customGolangci(t, root)

	if r := run(t, root, gcl, "version"); r.exit != 0 || !strings.Contains(r.stdout+r.stderr, golangciVersion+"-custom-gcl-") {
		t.Errorf("custom-gcl version: want the stamp %s-custom-gcl-HASH\n%s", golangciVersion, r)
	}

	examples := filepath.Join(root, "examples")
	cfg := filepath.Join(t.TempDir(), "golangci.yml")
	// Only idemlint, with every golangci-lint issue setting at its default
	// (one issue per line, at most 3 of the same text, 50 per linter).
	if err := os.WriteFile(cfg, []byte(`version: "2"
linters:
  default: none
  enable:
    - idemlint
  settings:
    custom:
      idemlint:
        type: module
`), 0o644); err != nil {
		t.Fatal(err)
	}
	sarifPath := filepath.Join(t.TempDir(), "out.sarif")
	r := runEnv(t, examples, []string{"GOLANGCI_LINT_CACHE=" + t.TempDir()}, gcl, "run", "--allow-parallel-runners", "-c", cfg,
		"--output.json.path=stdout", "--output.sarif.path="+sarifPath, "./...")
	if r.exit != 1 {
		t.Fatalf("custom-gcl run: want exit status 1 (issues found)\n%s", r)
	}
	var out struct {
		Issues []struct {
			FromLinter string
			Text       string
			Pos        struct {
				Filename     string
				Line, Column int
			}
		}
	}
	if err := json.Unmarshal([]byte(firstJSONObject(r.stdout)), &out); err != nil {
		t.Fatalf("custom-gcl run: cannot decode the JSON output: %v\n%s", err, r)
	}
	var got []string
	for _, is := range out.Issues {
		check, _, ok := strings.Cut(is.Text, ": ")
		if is.FromLinter != "idemlint" || !ok || !checkName.MatchString(check) || strings.Contains(check, "related information") {
			t.Errorf("issue %s:%d does not name its check as \"check: message\" (from %s): %q", is.Pos.Filename, is.Pos.Line, is.FromLinter, is.Text)
			continue
		}
		// golangci-lint v2 prints paths relative to its configuration
		// file's directory by default.
		file := is.Pos.Filename
		if !filepath.IsAbs(file) {
			file = filepath.Join(filepath.Dir(cfg), file)
		}
		rel, err := filepath.Rel(realPath(examples), realPath(file))
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, fmt.Sprintf("%s:%d: %s", filepath.ToSlash(rel), is.Pos.Line, check))
	}
	slices.Sort(got)

	want := standaloneSet(t, examples)
	if !slices.Equal(got, want) {
		t.Errorf("golangci-lint and idemlint disagree on examples/ (file:line: check)\ngolangci-lint:\n\t%s\nidemlint:\n\t%s",
			strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}

	data, err := os.ReadFile(sarifPath)
	if err != nil {
		t.Fatalf("custom-gcl run wrote no SARIF: %v", err)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID  string `json:"ruleId"`
				Message struct{ Text string }
			}
		}
	}
	if err := json.Unmarshal(data, &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("custom-gcl SARIF: want one run: %v\n%s", err, data)
	}
	if n := len(log.Runs[0].Results); n != len(want) {
		t.Errorf("custom-gcl SARIF: %d results, want %d", n, len(want))
	}
	for _, res := range log.Runs[0].Results {
		check, _, _ := strings.Cut(res.Message.Text, ": ")
		if !checkName.MatchString(check) && !checkName.MatchString(res.RuleID) {
			t.Errorf("custom-gcl SARIF: result names no check in its rule (%q) or message: %q", res.RuleID, res.Message.Text)
		}
	}
}

var checkName = regexp.MustCompile(`^(directives|modelkey|volatilekey|partialkey|retrydoc|hintmismatch|timeouterr|nolookup|replayerr|lostresult|keyttl)$`)

// standaloneSet is "file:line: check" for each finding of the standalone
// idemlint on dir, file relative to dir.
func standaloneSet(t *testing.T, dir string) []string {
	t.Helper()
	r := run(t, dir, idemlintBinary(t), "-json", "./...")
	if r.exit != 3 {
		t.Fatalf("idemlint -json: want exit status 3 (findings)\n%s", r)
	}
	var set []string
	for _, d := range jsonFindings(t, r) {
		file, line := splitPosn(t, d.Posn)
		rel, err := filepath.Rel(realPath(dir), realPath(file))
		if err != nil {
			t.Fatal(err)
		}
		set = append(set, fmt.Sprintf("%s:%d: %s", filepath.ToSlash(rel), line, d.check))
	}
	slices.Sort(set)
	return set
}

// firstJSONObject returns s from its first "{": golangci-lint may print a
// text summary after the JSON.
func firstJSONObject(s string) string {
	if i := strings.Index(s, "{"); i >= 0 {
		s = s[i:]
	}
	if i := strings.Index(s, "\n"); i >= 0 {
		s = s[:i]
	}
	return s
}

// customGolangci returns the custom golangci-lint with idemlint, building
// it when the cache has none for these sources.
func customGolangci(t *testing.T, root string) string {
	t.Helper()
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	if dir := os.Getenv("IDEMLINT_GCL_CACHE"); dir != "" {
		cache = dir
	}
	cache = filepath.Join(cache, "idemlint-gcl")
	bin := filepath.Join(cache, "custom-gcl-"+sourceHash(t, root), "custom-gcl")
	if _, err := os.Stat(bin); err == nil {
		t.Logf("using the cached %s", bin)
		return bin
	}

	// 1. golangci-lint itself, from the module proxy.
	gobin := filepath.Join(cache, "golangci-lint-"+golangciVersion)
	golangci := filepath.Join(gobin, "golangci-lint")
	if _, err := os.Stat(golangci); err != nil {
		r := runEnv(t, t.TempDir(), []string{"GOBIN=" + gobin}, "go", "install", "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@"+golangciVersion)
		if r.exit != 0 {
			t.Fatalf("installing golangci-lint:\n%s", r)
		}
	}

	// 2. A git repository of its source, from the module zip, tagged as
	// golangci-lint custom expects: it clones the tag from GitHub, and
	// git's url.<base>.insteadOf points the clone here instead.
	src := filepath.Join(cache, "golangci-lint-src-"+golangciVersion)
	if _, err := os.Stat(filepath.Join(src, ".git")); err != nil {
		r := runEnv(t, t.TempDir(), nil, "go", "mod", "download", "-json", "github.com/golangci/golangci-lint/v2@"+golangciVersion)
		var mod struct{ Dir string }
		if r.exit != 0 || json.Unmarshal([]byte(r.stdout), &mod) != nil || mod.Dir == "" {
			t.Fatalf("downloading golangci-lint's source:\n%s", r)
		}
		tmp := src + ".tmp"
		os.RemoveAll(tmp)
		if err := copyTree(mod.Dir, tmp); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{
			{"init", "-q"},
			{"add", "-A"},
			{"-c", "user.name=idemlint", "-c", "user.email=idemlint@localhost", "commit", "-q", "-m", "golangci-lint " + golangciVersion + " from the module proxy"},
			{"tag", golangciVersion},
		} {
			if r := run(t, tmp, "git", args...); r.exit != 0 {
				t.Fatalf("preparing golangci-lint's source:\n%s", r)
			}
		}
		if err := os.Rename(tmp, src); err != nil {
			t.Fatal(err)
		}
	}

	// 3. golangci-lint custom, with the plugin at this checkout.
	work := t.TempDir()
	if err := os.WriteFile(filepath.Join(work, ".custom-gcl.yml"), fmt.Appendf(nil, `version: %s
name: custom-gcl
destination: %s
plugins:
  - module: github.com/idemlint/idemlint
    import: github.com/idemlint/idemlint/plugin
    path: %s
`, golangciVersion, filepath.Dir(bin), root), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runEnv(t, work, []string{
		"GIT_CONFIG_COUNT=1",
		"GIT_CONFIG_KEY_0=url.file://" + filepath.ToSlash(src) + ".insteadOf",
		"GIT_CONFIG_VALUE_0=https://github.com/golangci/golangci-lint.git",
		"GOFLAGS=-modcacherw",
	}, golangci, "custom", "-v")
	if r.exit != 0 {
		t.Fatalf("golangci-lint custom:\n%s", r)
	}
	t.Logf("built %s in %v", bin, r.elapsed)
	return bin
}

// sourceHash hashes what the plugin is built from: idemlint's Go files
// other than tests, commands, testdata, examples and benchmarks, its JSON
// tables, and go.mod/go.sum.
func sourceHash(t *testing.T, root string) string {
	t.Helper()
	h := sha256.New()
	fmt.Fprintln(h, golangciVersion)
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			switch d.Name() {
			case "testdata", "examples", "bench", "cmd", ".git": // the plugin imports none of them
				return filepath.SkipDir
			}
			return nil
		}
		if !(strings.HasSuffix(rel, ".go") && !strings.HasSuffix(rel, "_test.go") || rel == "go.mod" || rel == "go.sum" ||
			strings.HasSuffix(rel, ".json")) {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(rel), len(data))
		h.Write(data)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%x", h.Sum(nil))[:16]
}

// copyTree copies the regular files under src to dst, writable.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil
		}
		in, err := os.Open(path)
		if err != nil {
			return err
		}
		defer in.Close()
		out, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
		if err != nil {
			return err
		}
		if _, err := io.Copy(out, in); err != nil {
			out.Close()
			return err
		}
		return out.Close()
	})
}
