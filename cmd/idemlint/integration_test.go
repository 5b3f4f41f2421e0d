package main_test

// Integration tests that run the idemlint binary as users do: built with
// "go build", run in real modules that require the real agent frameworks
// from the module proxy (testdata/frameworks and testdata/genkit), on the
// standard library, and on golang.org/x/tools.
//
// They are slow on a cold machine: the first run downloads every framework
// module and type-checks the frameworks from source (several minutes on two
// cores), so run them with a generous timeout, e.g.
//
//	go test -timeout 30m ./cmd/idemlint/
//
// "go test -short" skips them. The slowest (golangci-lint's build, and the
// go vet runs that compile real frameworks) run only with
// IDEMLINT_SLOW_TESTS=1, which .ci/run sets (see slowTest).

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/idemlint/idemlint/passes/tools"
)

// slowTestsVar names the environment variable that runs the slowest
// tests: those that build golangci-lint, or compile real frameworks under
// go vet. .ci/run sets it; without it they skip, so that the README's
// go test ./... stays a contributor's loop of minutes.
const slowTestsVar = "IDEMLINT_SLOW_TESTS"

// slowTest skips t, which does what why says, unless slowTestsVar is 1,
// and says how to run it.
func slowTest(t *testing.T, why string) {
	t.Helper()
	if os.Getenv(slowTestsVar) != "1" {
		t.Skipf("slow: %s; run it with %s=1 go test -timeout 60m -run '^%s$' ./cmd/idemlint (.ci/run sets %s=1)",
			why, slowTestsVar, t.Name(), slowTestsVar)
	}
}

// modulePath is the import path of the idemlint module; repoRoot looks for
// the go.mod that declares it.
const modulePath = "github.com/idemlint/idemlint"

var (
	buildOnce sync.Once
	binDir    string // temporary directory holding the built binary
	binPath   string
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// idemlintBinary builds cmd/idemlint once per test process and returns the
// path of the binary.
func idemlintBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		root, err := repoRoot()
		if err != nil {
			buildErr = err
			return
		}
		binDir, err = os.MkdirTemp("", "idemlint-test-")
		if err != nil {
			buildErr = err
			return
		}
		name := "idemlint"
		if runtime.GOOS == "windows" {
			name += ".exe"
		}
		binPath = filepath.Join(binDir, name)
		cmd := exec.Command("go", "build", "-o", binPath, modulePath+"/cmd/idemlint")
		cmd.Dir = root
		cmd.Env = goEnv()
		var out bytes.Buffer
		cmd.Stdout = &out
		cmd.Stderr = &out
		if err := cmd.Run(); err != nil {
			buildErr = fmt.Errorf("go build -o %s %s/cmd/idemlint (in %s): %v\n%s", binPath, modulePath, root, err, out.String())
		}
	})
	if buildErr != nil {
		t.Fatalf("building idemlint: %v", buildErr)
	}
	return binPath
}

// repoRoot walks up from the test's working directory (cmd/idemlint) to the
// directory whose go.mod declares modulePath.
func repoRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		if err == nil && moduleLine(data) == modulePath {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", fmt.Errorf("no go.mod declaring module %s above the working directory", modulePath)
		}
		dir = parent
	}
}

// testRepoRoot is repoRoot for a test, which fails when there is none.
func testRepoRoot(t *testing.T) string {
	t.Helper()
	root, err := repoRoot()
	if err != nil {
		t.Fatal(err)
	}
	return root
}

func moduleLine(gomod []byte) string {
	for line := range strings.SplitSeq(string(gomod), "\n") {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	return ""
}

// goEnv is the environment of every go and idemlint subprocess: the test's
// own environment with GOWORK=off, no -mod flag in GOFLAGS (so that the
// committed go.mod and go.sum are used as they are, as in CI), and the
// default GOPROXY and GOMODCACHE.
func goEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, v, _ := strings.Cut(kv, "=")
		switch k {
		case "GOWORK", "GO111MODULE":
			continue
		case "GOFLAGS":
			var keep []string
			for f := range strings.FieldsSeq(v) {
				if !strings.HasPrefix(f, "-mod=") && !strings.HasPrefix(f, "--mod=") {
					keep = append(keep, f)
				}
			}
			if len(keep) == 0 {
				continue
			}
			kv = "GOFLAGS=" + strings.Join(keep, " ")
		}
		env = append(env, kv)
	}
	return append(env, "GOWORK=off")
}

// result is the outcome of one subprocess.
type result struct {
	cmdline        string
	dir            string
	exit           int
	stdout, stderr string
	elapsed        time.Duration
}

func (r *result) String() string {
	return fmt.Sprintf("$ cd %s && %s\nexit status %d after %v\n--- stdout ---\n%s\n--- stderr ---\n%s",
		r.dir, r.cmdline, r.exit, r.elapsed.Round(time.Millisecond), truncate(r.stdout), truncate(r.stderr))
}

func truncate(s string) string {
	const max = 20000
	if len(s) > max {
		return s[:max/2] + "\n... [truncated] ...\n" + s[len(s)-max/2:]
	}
	return s
}

// run runs name args... in dir with goEnv and returns its result. It fails
// the test only when the program cannot be started or is killed because the
// test deadline is near; the exit status is for the caller to check.
func run(t *testing.T, dir, name string, args ...string) *result {
	t.Helper()
	return runEnv(t, dir, nil, name, args...)
}

// runEnv is run with extra KEY=VALUE settings added to goEnv.
func runEnv(t *testing.T, dir string, extraEnv []string, name string, args ...string) *result {
	t.Helper()
	ctx := context.Background()
	if d, ok := t.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, d.Add(-30*time.Second))
		defer cancel()
	}
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(goEnv(), extraEnv...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	start := time.Now()
	err := cmd.Run()
	r := &result{
		cmdline: cmdline(name, args),
		dir:     dir,
		stdout:  stdout.String(),
		stderr:  stderr.String(),
		elapsed: time.Since(start),
	}
	var exitErr *exec.ExitError
	switch {
	case err == nil:
	case ctx.Err() != nil:
		t.Fatalf("killed near the test deadline (rerun with a larger -timeout, e.g. -timeout 30m):\n%s", r)
	case errors.As(err, &exitErr):
		r.exit = exitErr.ExitCode()
	default:
		t.Fatalf("running %s: %v", r.cmdline, err)
	}
	t.Logf("%s (in %s): exit %d, %v", r.cmdline, dir, r.exit, r.elapsed.Round(time.Millisecond))
	return r
}

// goVet runs go vet in dir with bin as its vettool, in a build cache of
// its own so that no earlier run's results are replayed.
func goVet(t *testing.T, bin, dir string, args ...string) *result {
	t.Helper()
	return runEnv(t, dir, []string{"GOCACHE=" + t.TempDir()}, "go", append([]string{"vet", "-vettool=" + bin}, args...)...)
}

// cmdline renders a command for logs, eliding long argument lists.
func cmdline(name string, args []string) string {
	const max = 8
	if len(args) > max {
		args = append(slices.Clip(args[:max]), fmt.Sprintf("... (%d more arguments)", len(args)-max))
	}
	return strings.Join(append([]string{filepath.Base(name)}, args...), " ")
}

// testdataDir returns the absolute path of testdata/<name>.
func testdataDir(t *testing.T, name string) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// inventoryParam and inventoryTool mirror the objects printed by
// "idemlint inventory -json".
type inventoryParam struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

type inventoryTool struct {
	Name        string           `json:"name"`
	Framework   string           `json:"framework"`
	Pos         string           `json:"pos"`
	Handler     string           `json:"handler"`
	Params      []inventoryParam `json:"params"`
	Description *string          `json:"description"`
	Write       json.RawMessage  `json:"write"`
	Idempotent  json.RawMessage  `json:"idempotent"`
	Effects     []struct {
		Detail string `json:"detail"`
		Op     string `json:"op"`
		Why    string `json:"why"`
	} `json:"effects"`
}

// expectedTool is one entry of testdata/<module>/expected.json.
type expectedTool struct {
	Name      string `json:"name"`
	Framework string `json:"framework"`
	// Description is the constant description, or null when the tool has
	// none or it is not a constant string.
	Description *string `json:"description"`
	// Params are the parameter names; their order is not checked.
	Params []string `json:"params"`
	// File is the file (relative to the module root) the tool is declared in.
	File string `json:"file"`
}

func (e expectedTool) key() string { return e.Framework + " " + e.Name }

// frameworkNames are the frameworks the inventory may name: the
// adapters', the directive and the server's own neutral type.
var frameworkNames = func() []string {
	names := []string{string(tools.Directive), string(tools.Neutral)}
	for _, fw := range tools.Frameworks() {
		names = append(names, string(fw))
	}
	return names
}()

// runInventory runs "idemlint inventory -json args..." in dir, checks the
// exit status and the shape of the output, and returns the decoded tools.
func runInventory(t *testing.T, dir string, args ...string) []inventoryTool {
	t.Helper()
	bin := idemlintBinary(t)
	r := run(t, dir, bin, append([]string{"inventory", "-json"}, args...)...)
	if r.exit != 0 {
		t.Fatalf("idemlint inventory: want exit status 0, got %d\n%s", r.exit, r)
	}
	out := bytes.TrimSpace([]byte(r.stdout))
	if len(out) == 0 || out[0] != '[' {
		t.Fatalf("idemlint inventory -json: want a JSON array on stdout\n%s", r)
	}
	// Check that every object has all the documented keys, null or not.
	var raw []map[string]json.RawMessage
	if err := json.Unmarshal(out, &raw); err != nil {
		t.Fatalf("idemlint inventory -json: invalid JSON: %v\n%s", err, r)
	}
	for i, obj := range raw {
		for _, k := range []string{"name", "framework", "pos", "handler", "params", "description", "write", "idempotent"} {
			if _, ok := obj[k]; !ok {
				t.Errorf("tool #%d has no %q key: %s", i, k, compact(obj))
			}
		}
		var params []map[string]json.RawMessage
		if err := json.Unmarshal(obj["params"], &params); err != nil {
			t.Errorf("tool #%d: params is not an array of objects: %v: %s", i, err, obj["params"])
		}
		for _, p := range params {
			for _, k := range []string{"name", "type"} {
				if _, ok := p[k]; !ok {
					t.Errorf("tool #%d: a param has no %q key: %s", i, k, compact(obj))
				}
			}
		}
	}
	var tools []inventoryTool
	if err := json.Unmarshal(out, &tools); err != nil {
		t.Fatalf("idemlint inventory -json: does not decode as tools: %v\n%s", err, r)
	}
	// Check the pos format and the order.
	var prev posn
	for i, tool := range tools {
		p, err := parsePos(tool.Pos)
		if err != nil {
			t.Errorf("tool %s (%s): %v", tool.Name, tool.Framework, err)
			continue
		}
		if i > 0 && p.less(prev) {
			t.Errorf("inventory not sorted by pos: %s comes after %s", tool.Pos, prev)
		}
		prev = p
		if !slices.Contains(frameworkNames, tool.Framework) {
			t.Errorf("tool %s at %s: unknown framework %q", tool.Name, tool.Pos, tool.Framework)
		}
	}
	return tools
}

func compact(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

type posn struct {
	file      string
	line, col int
}

func (p posn) String() string { return fmt.Sprintf("%s:%d:%d", p.file, p.line, p.col) }

func (p posn) less(q posn) bool {
	if p.file != q.file {
		return p.file < q.file
	}
	if p.line != q.line {
		return p.line < q.line
	}
	return p.col < q.col
}

// parsePos parses an absolute "file:line:col".
func parsePos(s string) (posn, error) {
	rest, col, ok1 := cutLastInt(s)
	file, line, ok2 := cutLastInt(rest)
	if !ok1 || !ok2 || line <= 0 || col <= 0 {
		return posn{}, fmt.Errorf("pos %q is not file:line:col", s)
	}
	if !filepath.IsAbs(file) {
		return posn{}, fmt.Errorf("pos %q: file is not an absolute path", s)
	}
	return posn{file, line, col}, nil
}

func cutLastInt(s string) (string, int, bool) {
	i := strings.LastIndexByte(s, ':')
	if i < 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(s[i+1:])
	return s[:i], n, err == nil
}

func readExpected(t *testing.T, path string) []expectedTool {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var want []expectedTool
	if err := dec.Decode(&want); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	seen := map[string]bool{}
	for _, w := range want {
		if seen[w.key()] {
			t.Fatalf("%s: duplicate entry %s", path, w.key())
		}
		seen[w.key()] = true
	}
	return want
}

func describe(desc *string) string {
	if desc == nil {
		return "null"
	}
	return strconv.Quote(*desc)
}

func sortedParams(names []string) []string {
	s := slices.Clone(names)
	slices.Sort(s)
	if s == nil {
		s = []string{}
	}
	return s
}

// diffInventory compares the tools found in moduleDir with the expected
// ones and returns one line per difference.
func diffInventory(moduleDir string, got []inventoryTool, want []expectedTool) []string {
	var diffs []string
	found := map[string][]inventoryTool{}
	for _, tool := range got {
		k := tool.Framework + " " + tool.Name
		found[k] = append(found[k], tool)
	}
	for _, w := range want {
		k := w.key()
		tools := found[k]
		delete(found, k)
		if len(tools) == 0 {
			diffs = append(diffs, fmt.Sprintf("MISSING     %-12s %-26s desc=%s params=%v (in %s)",
				w.Framework, w.Name, describe(w.Description), sortedParams(w.Params), w.File))
			continue
		}
		if len(tools) > 1 {
			var where []string
			for _, tool := range tools {
				where = append(where, tool.Pos)
			}
			diffs = append(diffs, fmt.Sprintf("DUPLICATE   %-12s %-26s found %d times: %s",
				w.Framework, w.Name, len(tools), strings.Join(where, ", ")))
		}
		g := tools[0]
		if describe(g.Description) != describe(w.Description) {
			diffs = append(diffs, fmt.Sprintf("DESCRIPTION %-12s %-26s got %s, want %s (at %s)",
				w.Framework, w.Name, describe(g.Description), describe(w.Description), g.Pos))
		}
		var gotNames []string
		for _, p := range g.Params {
			gotNames = append(gotNames, p.Name)
		}
		if gp, wp := sortedParams(gotNames), sortedParams(w.Params); !slices.Equal(gp, wp) {
			diffs = append(diffs, fmt.Sprintf("PARAMS      %-12s %-26s got %v, want %v (at %s)",
				w.Framework, w.Name, gp, wp, g.Pos))
		}
		if w.File != "" {
			wantFile := realPath(filepath.Join(moduleDir, filepath.FromSlash(w.File)))
			if p, err := parsePos(g.Pos); err == nil && realPath(p.file) != wantFile {
				diffs = append(diffs, fmt.Sprintf("FILE        %-12s %-26s found at %s, want it in %s",
					w.Framework, w.Name, g.Pos, w.File))
			}
		}
	}
	var extra []string
	for _, tools := range found {
		for _, g := range tools {
			var names []string
			for _, p := range g.Params {
				names = append(names, p.Name)
			}
			extra = append(extra, fmt.Sprintf("UNEXPECTED  %-12s %-26s desc=%s params=%v (at %s)",
				g.Framework, g.Name, describe(g.Description), sortedParams(names), g.Pos))
		}
	}
	slices.Sort(extra)
	return append(diffs, extra...)
}

// realPath resolves symbolic links so that paths reached through a linked
// checkout compare equal.
func realPath(path string) string {
	if p, err := filepath.EvalSymlinks(path); err == nil {
		return p
	}
	return path
}

// TestInventoryRealFrameworks runs "idemlint inventory -json ./..." in
// modules that use the real frameworks and compares the tools found with
// expected.json.
func TestInventoryRealFrameworks(t *testing.T) {
	if testing.Short() {
		t.Skip("downloads and type-checks the real frameworks; skipped in -short mode")
	}
	for _, module := range []string{"frameworks", "genkit"} {
		t.Run(module, func(t *testing.T) {
			dir := testdataDir(t, module)
			want := readExpected(t, filepath.Join(dir, "expected.json"))
			got := runInventory(t, dir, "./...")
			if diffs := diffInventory(dir, got, want); len(diffs) > 0 {
				pretty, _ := json.MarshalIndent(got, "", "  ")
				t.Errorf("inventory of testdata/%s differs from expected.json (%d found, %d expected):\n%s\n\nfull inventory:\n%s",
					module, len(got), len(want), strings.Join(diffs, "\n"), pretty)
			}
		})
	}
}

// TestInventoryStdlibAndXTools checks that the inventory loads large code
// bases that declare no agent tools, and finds none there.
func TestInventoryStdlibAndXTools(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the standard library and x/tools; skipped in -short mode")
	}
	root := testRepoRoot(t)
	t.Run("std", func(t *testing.T) {
		if got := runInventory(t, root, "std"); len(got) != 0 {
			t.Errorf("want no tools in std, got %d:\n%s", len(got), compact(got))
		}
	})
	t.Run("x/tools", func(t *testing.T) {
		// Run inside the x/tools module itself, so every package loads
		// with x/tools' own go.sum (the root module's covers only what
		// idemlint imports).
		r := run(t, root, "go", "mod", "download", "-json", "golang.org/x/tools@"+xtoolsVersion)
		if r.exit != 0 {
			t.Fatalf("go mod download golang.org/x/tools: exit %d\n%s", r.exit, r)
		}
		var mod struct{ Dir string }
		if err := json.Unmarshal([]byte(r.stdout), &mod); err != nil || mod.Dir == "" {
			t.Fatalf("go mod download -json: %v\n%s", err, r)
		}
		if got := runInventory(t, mod.Dir, "./..."); len(got) != 0 {
			t.Errorf("want no tools in golang.org/x/tools, got %d:\n%s", len(got), compact(got))
		}
	})
}

// xtoolsVersion is the x/tools version idemlint builds on.
const xtoolsVersion = "v0.52.0"
