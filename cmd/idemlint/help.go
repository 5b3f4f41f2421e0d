package main

import (
	"cmp"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/inventory"
	"golang.org/x/tools/go/analysis"
)

const usage = `idemlint checks the retry contract of the write tools that LLM agents call.

Usage:
  idemlint [flags] PACKAGES            run the checks
  idemlint inventory [-json] PACKAGES  list the agent tools found, without checking them
  idemlint version                     print the module version and VCS revision
  idemlint help [CHECK|inventory]      this help, or the documentation of a check or of inventory
  idemlint lsp [flags]                 a Language Server on stdin and stdout, for editors:
                                       diagnostics as you type, the fixes as code actions
  go vet -vettool=$(command -v idemlint) PACKAGES
  go fix -fixtool=$(command -v idemlint) PACKAGES
`

const outputHelp = `
Output, on stdout: "path:line:col: message (check)", or "(check, fixable)"
when -fix fixes it, and "(check, low)" for a finding of low harm (shown with
-hygiene only), sorted by file and position, paths relative to the
working directory; the positions that explain a finding (the write chain,
where the key is used) are indented under it. A count closes it on stderr;
a run with no findings says instead how many tools it found, how many with
a handler and how many it saw write, so that silence where it saw no write is
not taken for a clean bill.
To silence one finding, put "//idemlint:ignore CHECK reason" on the line
before it.

Exit status, the same for every format:
  0  nothing reported
  1  idemlint could not do its work: a package did not load or type-check, a
     check failed, the configuration is invalid, or a fix could not be written
  2  usage error
  3  findings remain (after -fix: the ones it could not fix)
Under go vet and golangci-lint, their own exit statuses apply (both exit 1 on
findings).

Configuration: .idemlint.yml beside go.mod, or -config=FILE; under go vet pass
an absolute -config=/path/.idemlint.yml#v2 and change the part after # when
the file changes. Reference: ` + docsURL + `/configuration.md

Documentation: ` + informationURI + `
  checks:        ` + docsURL + `/checks/CHECK.md (or 'idemlint help CHECK')
  golangci-lint: ` + docsURL + `/golangci-lint.md
  editors:       ` + docsURL + `/editors.md
`

const docsURL = informationURI + "/blob/main/docs"

// help prints the usage, or with a check's name its documentation, and
// returns the exit status.
func help(w io.Writer, args []string) int {
	if len(args) > 0 {
		status := exitClean
		for _, name := range args {
			if name == "inventory" {
				inventory.Usage(w, "idemlint inventory")
				continue
			}
			a := check(name)
			if a == nil {
				fmt.Fprintf(os.Stderr, "idemlint: no check named %q; 'idemlint help' lists them\n", name)
				status = exitUsage
				continue
			}
			fmt.Fprintf(w, "%s: %s\n", a.Name, strings.TrimSpace(a.Doc))
			a.Flags.VisitAll(func(f *flag.Flag) {
				fmt.Fprintf(w, "\n  -%s.%s\n\t%s\n", a.Name, f.Name, f.Usage)
			})
			if a.URL != "" {
				fmt.Fprintf(w, "\n%s\n", a.URL)
			}
		}
		return status
	}
	fmt.Fprint(w, usage)
	fmt.Fprintf(w, "\nChecks (all run by default):\n")
	tw := tabwriter.NewWriter(w, 0, 8, 2, ' ', 0)
	for _, a := range analyzers.Suite {
		if a == config.Reporter {
			continue // the configuration's loader, not a check
		}
		title, _, _ := strings.Cut(a.Doc, "\n")
		fmt.Fprintf(tw, "  %s\t%s\n", a.Name, title)
	}
	tw.Flush()
	fmt.Fprintf(w, "\nFlags:\n")
	printFlags(w)
	fmt.Fprint(w, outputHelp)
	return exitClean
}

// flagOrder is the order 'idemlint help' lists the flags in; flags not
// named here follow, sorted.
var flagOrder = []string{"json", "sarif", "format", "fix", "diff", "config", "key-params", "min-key-ttl", "effects", "tests", "test", "tags", "CHECK", "timing", "version", "V"}

// printFlags prints the standalone command's flags from the flag set it
// parses, so that the help cannot drift from the flags: each flag with
// its argument and usage, the checks' -NAME flags as one entry, and
// neither developer flags nor the configuration analyzer's copies of
// the settings flags (-idemlintconfig.NAME, for go vet).
func printFlags(w io.Writer) {
	fs := newFlagSet(new(options))
	heads := make(map[string][2]string) // by flag name, or "CHECK"
	for _, a := range analyzers.Suite {
		if a != config.Reporter {
			heads["CHECK"] = [2]string{"-CHECK, -CHECK=false", "run only the checks named this way (-retrydoc -timeouterr); -CHECK=false runs all but those"}
		}
	}
	fs.VisitAll(func(f *flag.Flag) {
		if slices.Contains(developerFlags, f.Name) {
			return
		}
		if check(f.Name) != nil || strings.HasPrefix(f.Name, config.Reporter.Name+".") {
			return
		}
		name, usage := flag.UnquoteUsage(f)
		head := "-" + f.Name
		if name != "" {
			head += " " + name
		}
		if def := f.DefValue; def != "" && def != "false" && def != "0" {
			usage += fmt.Sprintf(" (default %s)", def)
		}
		heads[f.Name] = [2]string{head, usage}
	})
	names := slices.Sorted(maps.Keys(heads))
	slices.SortStableFunc(names, func(a, b string) int {
		return cmp.Compare(order(a), order(b))
	})
	for _, name := range names {
		printFlag(w, heads[name][0], heads[name][1])
	}
}

func order(name string) int {
	if i := slices.Index(flagOrder, name); i >= 0 {
		return i
	}
	return len(flagOrder)
}

// printFlag prints a flag's head, then its usage indented and wrapped.
func printFlag(w io.Writer, head, usage string) {
	fmt.Fprintf(w, "  %s\n", head)
	const indent, width = "      ", 78
	line := indent
	for _, word := range strings.Fields(usage) {
		if len(line) > len(indent) && len(line)+1+len(word) > width {
			fmt.Fprintln(w, line)
			line = indent
		}
		if len(line) > len(indent) {
			line += " "
		}
		line += word
	}
	fmt.Fprintln(w, line)
}

func check(name string) *analysis.Analyzer {
	for _, a := range analyzers.Suite {
		if a.Name == name && a != config.Reporter {
			return a
		}
	}
	return nil
}
