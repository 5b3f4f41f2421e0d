package main

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestDeterministic generates the same module twice.
func TestDeterministic(t *testing.T) {
	a, b := t.TempDir(), t.TempDir()
	for _, dir := range []string{a, b} {
		if err := generate(85, dir); err != nil {
			t.Fatal(err)
		}
	}
	n := 0
	err := filepath.WalkDir(a, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(a, path)
		x, _ := os.ReadFile(path)
		y, err := os.ReadFile(filepath.Join(b, rel))
		if err != nil || !bytes.Equal(x, y) {
			t.Errorf("%s differs between two runs", rel)
		}
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// go.mod, payments, toolkit, textutil, cmd/server; 4 files in each of 3 tool packages
	if want := 5 + 3*4; n != want {
		t.Errorf("%d files, want %d", n, want)
	}
}

// TestInventory builds a generated module of 40 tools and checks that
// idemlint finds each of them, with a handler, and reports in it.
func TestInventory(t *testing.T) {
	if testing.Short() {
		t.Skip("needs mcp-go, go-sdk and openai-go from the module proxy")
	}
	if os.Getenv("IDEMLINT_SLOW_TESTS") != "1" {
		t.Skip("slow: compiles mcp-go, go-sdk and openai-go for go vet (15 min cold on a loaded 2-core machine); " +
			"run it with IDEMLINT_SLOW_TESTS=1 go test -timeout 60m -run '^TestInventory$' ./bench/gen (.ci/run sets it)")
	}
	dir := t.TempDir()
	if err := generate(40, dir); err != nil {
		t.Fatal(err)
	}
	idemlint := filepath.Join(t.TempDir(), "idemlint")
	run(t, "../..", nil, "go", "build", "-o", idemlint, "./cmd/idemlint")
	run(t, dir, nil, "go", "mod", "tidy")
	run(t, dir, nil, "go", "vet", "./...")

	out := run(t, dir, nil, idemlint, "inventory", "-json", "./...")
	var tools []struct{ Name, Framework, Handler string }
	if err := json.Unmarshal(out, &tools); err != nil {
		t.Fatal(err)
	}
	names := make(map[string]bool)
	frameworks := make(map[string]int)
	for _, tl := range tools {
		names[tl.Name] = true
		frameworks[tl.Framework]++
		if tl.Handler == "none" {
			t.Errorf("%s: no handler linked", tl.Name)
		}
	}
	if len(tools) != 40 || len(names) != 40 {
		t.Errorf("inventory lists %d tools (%d names), want 40", len(tools), len(names))
	}
	if frameworks["mcp-go"] != 27 || frameworks["go-sdk"] != 7 || frameworks["openai-go"] != 6 {
		t.Errorf("tools per framework: %v, want mcp-go 27, go-sdk 7, openai-go 6", frameworks)
	}

	exit := 3
	out = run(t, dir, &exit, idemlint, "-json", "./...")
	var findings map[string]map[string][]json.RawMessage // package, check, diagnostics
	if err := json.Unmarshal(out, &findings); err != nil {
		t.Fatal(err)
	}
	checks := make(map[string]int)
	for _, byCheck := range findings {
		for check, ds := range byCheck {
			checks[check] += len(ds)
		}
	}
	for _, check := range []string{"hintmismatch", "modelkey", "nolookup", "retrydoc", "timeouterr"} {
		if checks[check] == 0 {
			t.Errorf("no %s findings (findings: %v)", check, checks)
		}
	}
}

// run runs a command in dir outside any go.work and returns its standard
// output; it fails the test unless the command exits 0 (or *exit).
func run(t *testing.T, dir string, exit *int, name string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	want := 0
	if exit != nil {
		want = *exit
	}
	if got := cmd.ProcessState.ExitCode(); got != want {
		t.Fatalf("%s %v: exit %d (%v), want %d\n%s", name, args, got, err, want, stderr.Bytes())
	}
	return out
}
