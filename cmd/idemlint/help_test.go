package main

import (
	"bytes"
	"flag"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/idemlint/idemlint/config"
)

// TestHelpListsTheFlags checks that 'idemlint help' lists exactly the
// flags the command parses: every flag but the developer flags and the
// configuration analyzer's copies, and no flag that does not exist.
func TestHelpListsTheFlags(t *testing.T) {
	var out bytes.Buffer
	if status := help(&out, nil); status != exitClean {
		t.Fatalf("help: status %d", status)
	}
	listed := make(map[string]bool)
	for _, m := range regexp.MustCompile(`(?m)^  -([A-Za-z][\w.-]*)`).FindAllStringSubmatch(out.String(), -1) {
		listed[m[1]] = true
	}
	fs := newFlagSet(new(options))
	fs.VisitAll(func(f *flag.Flag) {
		hidden := slices.Contains(developerFlags, f.Name) || check(f.Name) != nil ||
			strings.HasPrefix(f.Name, config.Reporter.Name+".")
		if !hidden && !listed[f.Name] {
			t.Errorf("idemlint help does not list -%s", f.Name)
		}
		delete(listed, f.Name)
	})
	delete(listed, "CHECK")
	for name := range listed {
		t.Errorf("idemlint help lists -%s, which the command does not parse", name)
	}
	for _, want := range []string{"-key-params", "-min-key-ttl", "-effects", "-tests", "-tags", "-version"} {
		if !strings.Contains(out.String(), "\n  "+want) {
			t.Errorf("idemlint help does not list %s", want)
		}
	}
}

// TestHelpListsTheSubcommands checks that the usage names every
// subcommand main dispatches on.
func TestHelpListsTheSubcommands(t *testing.T) {
	src, err := os.ReadFile("main.go")
	if err != nil {
		t.Fatal(err)
	}
	cases := regexp.MustCompile(`(?m)^\t\tcase "([a-z]+)":`).FindAllStringSubmatch(string(src), -1)
	if len(cases) < 4 {
		t.Fatalf("found %d subcommands in main.go, want inventory, version, help and lsp at least", len(cases))
	}
	for _, m := range cases {
		if !strings.Contains(usage, "\n  idemlint "+m[1]+" ") {
			t.Errorf("idemlint help does not list 'idemlint %s'", m[1])
		}
	}
}
