// Command idemlint checks the contracts of the write tools that LLM agents
// call.
//
// Usage:
//
//	idemlint [flags] PACKAGES          run the checks (exit 3 on findings)
//	idemlint inventory [-json] PACKAGES list every agent tool found
//	go vet -vettool=$(command -v idemlint) PACKAGES
//	go fix -fixtool=$(command -v idemlint) PACKAGES
//
// Run idemlint help for the checks and their flags.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/inventory"
	"golang.org/x/tools/go/analysis/multichecker"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "inventory" {
		os.Exit(inventory.Main(os.Args[0]+" inventory", os.Args[2:], os.Stdout, os.Stderr))
	}
	// -config is idemlint's, not one analyzer's, so it is registered
	// outside the multichecker's per-analyzer flags.
	config.RegisterFlags(flag.CommandLine)
	if standalone(os.Args[1:]) || versionQuery(os.Args[1:]) {
		checkConfig(os.Args[1:])
	}
	multichecker.Main(analyzers.Suite...)
}

// standalone reports whether the command runs as a standalone checker
// rather than for go vet (a .cfg file, -V, -flags).
func standalone(args []string) bool {
	for _, a := range args {
		if strings.HasSuffix(a, ".cfg") || strings.HasPrefix(a, "-V") || a == "-flags" {
			return false
		}
	}
	return true
}

// versionQuery reports whether go vet (or go fix) asks the tool for its
// version: it does so once, in its own directory, before it runs the tool
// on any package, and prints the tool's error output if it fails.
func versionQuery(args []string) bool {
	return len(args) == 1 && strings.HasPrefix(args[0], "-V")
}

// checkConfig loads the configuration once before any package is
// analysed, so a bad file is reported once with its position, not once
// per package. Standalone, that is before the packages load; under go vet,
// when it asks for the version (it passes no flags then, so a file named
// by -config is reported by idemlintconfig, once per package).
func checkConfig(args []string) {
	for i, a := range args {
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name != "config" || !strings.HasPrefix(a, "-") {
			continue
		}
		if !hasValue && i+1 < len(args) {
			value = args[i+1]
		}
		if err := flag.CommandLine.Set("config", value); err != nil {
			fmt.Fprintf(os.Stderr, "idemlint: -config: %v\n", err)
			os.Exit(1)
		}
	}
	dir, err := os.Getwd()
	if err != nil {
		return
	}
	if _, err := config.Effective(dir); err != nil {
		fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
		os.Exit(1)
	}
}
