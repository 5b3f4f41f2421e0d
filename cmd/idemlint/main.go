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
	"os"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/internal/inventory"
	"golang.org/x/tools/go/analysis/multichecker"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "inventory" {
		os.Exit(inventory.Main(os.Args[0]+" inventory", os.Args[2:], os.Stdout, os.Stderr))
	}
	multichecker.Main(analyzers.Suite...)
}
