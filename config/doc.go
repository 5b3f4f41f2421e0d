// Package config defines idemlint's configuration and an Analyzer that
// gives it to every check.
//
// One type, [Config], serves every mode: the file .idemlint.yml (or
// .idemlint.yaml) beside go.mod, a file named by -config, and the
// settings of the golangci-lint plugin. It extends idemlint's built-in
// catalogue with effects, ledger operations, ledger types, key slots,
// key parameter names and retry phrases; it sets the minimum key lifetime
// (24h by default) and selects the checks. docs/configuration.md is the
// reference for users.
//
// Functions, methods, types and fields are named by qualified name:
// "github.com/acme/pay.Send", "github.com/acme/pay.(*Client).Refund"
// (or "github.com/acme/pay.Client.Refund", or go/types' spelling
// "(*github.com/acme/pay.Client).Refund"), "github.com/acme/store.Journal",
// "github.com/acme/pay.Params.DedupID". A method matches whether it is
// named with T or *T. Settings that name Go entities are lists of
// objects, never maps keyed by names: golangci-lint lower-cases map keys
// and splits them on dots.
//
// Unknown keys and bad values are errors that name the key and, for a
// file, the position:
//
//	.idemlint.yml:7:1: unknown key "effect" (did you mean "effects"?)
//	.idemlint.yml:12:14: min-key-ttl: "10 minutes" is not a duration such as 24h
//
// # Where the configuration comes from
//
// The effective configuration of a package is [Default], under the
// configuration file, under the overrides (the golangci-lint plugin's
// settings), layered with [Config.Merge]. The configuration file is the
// one named by -config, or else the .idemlint.yml beside the go.mod of
// the module that contains the package ([Find]). So, without -config,
// each module is analysed with its own file; a configured effect on a
// dependency's function applies where the function is called from code
// under the configuration.
//
// # go vet and its cache
//
// Under go vet -vettool, analyzers cannot read files outside the package
// through the Pass, and go vet caches a package's clean result under a
// key that includes the flag strings but not the content of any file the
// tool reads. Two consequences:
//
//   - The flag must reach the tool at the top level: the idemlint command
//     registers -config with [RegisterFlags] (the multichecker lists only
//     the flags of the analyzers it is given, prefixed with their names).
//   - After the configuration changes, go vet reuses stale results until
//     the flag string changes or the cache is cleared (go clean -cache).
//
// Anything after a # in the -config value is ignored when reading, so a
// value that changes with the file busts the cache:
//
//	go vet -vettool=$(command -v idemlint) -config="$PWD/.idemlint.yml#$(sha256sum .idemlint.yml | cut -c1-12)" ./...
//
// An empty path before the # keeps the default lookup beside go.mod:
// -config="#$(sha256sum .idemlint.yml | cut -c1-12)". go vet runs the
// tool in each package's directory, so a -config path must be absolute
// there. [Config.Fingerprint] gives a hash of the settings themselves,
// which ignores comments and the order of entries, for tools that print
// the command line.
//
// # Analyzer idemlintconfig
//
// idemlintconfig: report errors in the idemlint configuration
//
// The analyzer fails when the package's configuration (the result of
// idemlintsettings) is bad, with an error naming the file, line, column
// and key. It is the one analyzer that fails for a bad configuration: the
// others, which require idemlintsettings, run with nothing to report, so
// go vet and golangci-lint show the error itself rather than "failed
// prerequisites". Drivers print only the errors of the analyzers they are
// given, so it comes first among them.
//
// It also fails, with the entry's position, when a function, method,
// type or field that the configuration file names does not exist in the
// package it names (see Config.Unresolved for where each name is
// judged): a typo would otherwise silently disable the rule it meant to
// add. The other analyzers still run.
//
// # Analyzer idemlintsettings
//
// idemlintsettings: load the idemlint configuration
//
// The analyzer reports nothing. Its result, a *Config, is the effective
// configuration of the package: the defaults, under the file named by
// -config or else the .idemlint.yml beside the package's go.mod, under
// the settings flags, under the golangci-lint plugin's settings. Each
// file is read once per run, again only if it changes. When the
// configuration is bad, the result is the default configuration with
// [Config.Err] set, and the checks (internal/check) do not run.
package config
