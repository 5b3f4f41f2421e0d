//go:build ignore

// Gendocs writes docs/checks/NAME.md for every check in the Suite.
// Run it with go generate ./analyzers.
package main

import (
	"log"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/internal/checkdocs"
)

func main() {
	// The configuration's analyzer is documented in docs/configuration.md.
	if err := checkdocs.Write(".", "../docs/checks", analyzers.Names); err != nil {
		log.Fatal(err)
	}
}
