package nolookup_test

import (
	"testing"

	"github.com/idemlint/idemlint/analyzers/nolookup"
	"github.com/idemlint/idemlint/internal/checktest"
)

func TestNolookup(t *testing.T) {
	checktest.Run(t, nolookup.Analyzer,
		"nolookup/mcpgo", "nolookup/gosdk", "nolookup/openaigo", "nolookup/langchaingo",
		"nolookup/nested", // issue 10, H4: a key slot nested in the request protects the write
		"nolookup/t2/handlers", "nolookup/t2/server",
		"nolookup/t7/tools", "nolookup/t7/server", // T7: handlers returned by factories of another package
		"nolookup/globals",                     // handlers in package-level variables' initialisers
		"nolookup/statecheck",                  // L1: a check of the current state is a lookup
		"nolookup/brokers",                     // issue 27: a produce or publish acts again unless a message id deduplicates it
		"nolookup/sqlrun",                      // issue 27: an Exec of the model's SQL writes, but no key can name it
		"nolookup/funcvalue",                   // a function value the handler captured runs its literal's writes
		"nolookup/mcpgolang", "nolookup/gomcp", // issue 28: frameworks of public servers
		"nolookup/sibling",                                        // issue 28: a tool declared in one method of its type and run in another
		"nolookup/described",                                      // a description that says a repeat is safe is the author's word
		"nolookup/natscli",                                        // issue 27: a run of a CLI is decided by its subcommand
		"nolookup/redis",                                          // Redis and Valkey: a push or a stream entry acts again; a hash field set by key and a read do not
		"nolookup/stores",                                         // an insert through an ORM or a document store acts again; an update by key and a read do not
		"nolookup/sidewrite",                                      // a write whose failure reaches no caller is a side write beside the tool's own
		"nolookup/dropped",                                        // so is one whose error the caller drops (_ = s.AddEvent(...))
		"nolookup/instrumented/all", "nolookup/instrumented/some", // a log every tool feeds alike is bookkeeping
		"nolookup/instrumented/rows", "nolookup/instrumented/notified", // so is a row every write tool writes alike; a message every one sends is not
		"nolookup/ledgername", // a ledger reached through methods named for it
		"nolookup/alias",      // one handler under two names
		"nolookup/closurehelper",
		"nolookup/schemahelper",
		"nolookup/readname",                             // a tool named for a read whose only write is a POST that names no operation
		"nolookup/drivename",                            // a create by name that the provider repeats: not demoted
		"nolookup/router",                               // a router over bound handlers (a test helper) is no handler of its own
		"nolookup/milvus",                               // the catalogue: Milvus repeats an equal create, a drop and a load with no effect
		"nolookup/itemurl",                              // a POST to one item's address updates it
		"nolookup/runner/kit", "nolookup/runner/server", // a runner that looks its key up before it runs the work it is handed
		"nolookup/captured", // a factory's closure sends the command it captured: the registration's constant decides
		"nolookup/toggle",   // a toggle the model gives the state to take sets it; a POST to a filter endpoint reads
	)
}

// TestHygiene: a write the provider refuses to repeat, or may (a create
// of an object the caller names), does not act twice for certain: of low
// harm, reported only with the hygiene option.
func TestHygiene(t *testing.T) {
	checktest.Hygiene(t, nolookup.Analyzer, "nolookup/repeat", "nolookup/named", "nolookup/inprocess", "nolookup/schemahelper", "nolookup/bodynamed",
		"nolookup/foundguard") // a service that fails where its lookup finds what it creates
}
