package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"golang.org/x/tools/go/analysis"
)

const usage = `idemlint checks the retry contract of the write tools that LLM agents call.

Usage:
  idemlint [flags] PACKAGES            run the checks
  idemlint inventory [-json] PACKAGES  list the agent tools found, without checking them
  idemlint version                     print the module version and VCS revision
  idemlint help [CHECK]                this help, or the documentation of one check
  go vet -vettool=$(command -v idemlint) PACKAGES
  go fix -fixtool=$(command -v idemlint) PACKAGES
`

const flagsHelp = `
Flags:
  -json            print the findings as JSON on stdout, in go vet's -json form
  -sarif           print the findings as SARIF 2.1.0 on stdout (also -format=sarif)
  -format FORMAT   text (the default, on stderr), json or sarif
  -fix             apply the suggested fixes, then list what was fixed and what remains
  -diff            print the suggested fixes as a diff on stdout; change no file (implies -fix)
  -config FILE     the configuration file (default: the .idemlint.yml beside go.mod)
  -test=false      skip test files
  -CHECK           run only the checks named this way; -CHECK=false runs all but those
  -modelkey.names, -keyttl.min   see 'idemlint help modelkey', 'idemlint help keyttl'
  -timing          print on stderr how long go list, loading with the analysis
                   and the output took, what loading and the analysis
                   allocated, and the five longest analyses (docs/performance.md)
  -V, -V=full      print the version (-V=full is go vet's handshake)

Output: "path:line:col: message (check)", sorted by file and position, paths
relative to the working directory; the positions that explain a finding (the
write chain, where the key is used) are indented under it. To silence one
finding, put "//idemlint:ignore CHECK reason" on the line before it.

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
	fmt.Fprint(w, flagsHelp)
	return exitClean
}

func check(name string) *analysis.Analyzer {
	for _, a := range analyzers.Suite {
		if a.Name == name && a != config.Reporter {
			return a
		}
	}
	return nil
}
