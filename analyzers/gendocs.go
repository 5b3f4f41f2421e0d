//go:build ignore

// Gendocs writes docs/checks/NAME.md for every check in the Suite.
// Run it with go generate ./analyzers.
package main

import (
	"log"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/checkdocs"
)

func main() {
	var names []string
	for _, a := range analyzers.Suite {
		if a != config.Analyzer { // documented in docs/configuration.md
			names = append(names, a.Name)
		}
	}
	if err := checkdocs.Write(".", "../docs/checks", names); err != nil {
		log.Fatal(err)
	}
}
