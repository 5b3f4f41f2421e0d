// Command idemlint checks the contracts of the write tools that LLM agents
// call.
//
// Usage:
//
//	idemlint [flags] PACKAGES           run the checks
//	idemlint inventory [-json] PACKAGES list every agent tool found
//	idemlint version                    print the version
//	idemlint help [CHECK]               the checks, flags and exit status
//	idemlint lsp [flags]                a Language Server on stdin and stdout
//	go vet -vettool=$(command -v idemlint) PACKAGES
//	go fix -fixtool=$(command -v idemlint) PACKAGES
//
// Standalone, findings are printed on stdout as "path:line:col: message
// (check)", sorted by file and position, with paths relative to the
// working directory, and a count on stderr; -json prints them in go vet's
// JSON form, -sarif as SARIF 2.1.0. The exit status is the same for every format: 0 when nothing is
// reported, 1 when idemlint could not do its work (a package failed to
// load or type-check, a check failed, the configuration is invalid, a fix
// could not be written), 2 for a usage error, and 3 when findings remain.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/buildinfo"
	"github.com/idemlint/idemlint/internal/inventory"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"
)

// Exit statuses, the same in every output format.
const (
	exitClean    = 0 // nothing reported
	exitError    = 1 // idemlint could not do its work; the result is incomplete
	exitUsage    = 2 // bad flags or arguments (the flag package's status)
	exitFindings = 3 // findings remain (x/tools' multichecker convention)
)

// subcommands are the words that, first on the command line, name a
// command other than the checks (see main).
var subcommands = []string{"inventory", "version", "help", "lsp"}

func main() {
	args := os.Args[1:]
	if len(args) > 0 {
		switch args[0] {
		case "inventory":
			os.Exit(inventory.Main("idemlint inventory", args[1:], os.Stdout, os.Stderr))
		case "version":
			printVersion()
			os.Exit(exitClean)
		case "help":
			os.Exit(help(os.Stdout, args[1:]))
		case "lsp":
			os.Exit(lspMain(args[1:]))
		}
	}
	if forVet(args) {
		// go vet and go fix: they speak unitchecker's protocol (-V=full,
		// -flags, then one .cfg file per package).
		// -config is idemlint's, not one analyzer's, so it is registered
		// outside unitchecker's per-analyzer flags; go vet passes only the
		// flags the tool lists at the top level.
		config.RegisterFlags(flag.CommandLine)
		flag.Var(versionFlag{}, "V", "print version and exit")
		if versionQuery(args) {
			checkConfig(args)
		}
		nameChecksInMessages(analyzers.Suite)
		unitchecker.Main(analyzers.Suite...)
		return
	}
	os.Exit(standalone(args))
}

// nameChecksInMessages ends each diagnostic's message with " (check)", as
// the standalone output does. go vet prints its text from the tool's
// JSON without the analyzer's name, and it always runs the tool with
// -json, so the name must be in the message for the user to know which
// check to name in //idemlint:ignore. (go vet -json repeats the name,
// which is also the diagnostic's key there.)
func nameChecksInMessages(suite []*analysis.Analyzer) {
	for _, a := range suite {
		run, suffix := a.Run, " ("+a.Name+")"
		a.Run = func(pass *analysis.Pass) (any, error) {
			named := *pass
			named.Report = func(d analysis.Diagnostic) {
				d.Message += suffix
				pass.Report(d)
			}
			return run(&named)
		}
	}
}

// forVet reports whether the command runs for go vet or go fix rather
// than standalone: a .cfg file, -V, -flags.
func forVet(args []string) bool {
	for _, a := range args {
		if strings.HasSuffix(a, ".cfg") || strings.HasPrefix(a, "-V") || a == "-flags" {
			return true
		}
	}
	return false
}

func printVersion() { fmt.Printf("idemlint %s\n", buildinfo.Read()) }

// versionFlag answers -V=full, go vet's handshake (see
// buildinfo.Info.VetLine), and -V with the human-readable version.
type versionFlag struct{}

func (versionFlag) IsBoolFlag() bool { return true }
func (versionFlag) String() string   { return "" }
func (versionFlag) Set(s string) error {
	info := buildinfo.Read()
	switch s {
	case "full":
		line, err := info.VetLine(filepath.Base(os.Args[0]))
		if err != nil {
			fmt.Fprintf(os.Stderr, "idemlint: -V=full: %v\n", err)
			os.Exit(exitError)
		}
		fmt.Println(line)
	case "true":
		fmt.Printf("idemlint %s\n", info)
	default:
		return fmt.Errorf("unsupported value %q (use -V or -V=full)", s)
	}
	os.Exit(exitClean)
	return nil
}

// versionQuery reports whether go vet (or go fix) asks the tool for its
// version: it does so once, in its own directory, before it runs the tool
// on any package, and prints the tool's error output if it fails.
func versionQuery(args []string) bool {
	return len(args) == 1 && strings.HasPrefix(args[0], "-V")
}

// checkConfig loads the configuration once before go vet analyses any
// package, so a bad file is reported once with its position, not once per
// package. go vet passes no flags with -V=full, so a file named by
// -config is reported by idemlintconfig, once per package.
func checkConfig(args []string) {
	dir, err := os.Getwd()
	if err != nil {
		return
	}
	if _, err := config.Effective(dir); err != nil {
		fmt.Fprintf(os.Stderr, "idemlint: %v\n", err)
		os.Exit(exitError)
	}
}
