// Package volatile defines an Analyzer that finds the functions whose
// result differs on every call, and records them in facts.
//
// # Analyzer volatile
//
// volatile: find the functions whose result differs on every call
//
// The analyzer reports nothing. A value is volatile when it derives from
// a clock (time.Now), a random source (math/rand, crypto/rand, including
// a buffer that crypto/rand.Read fills), an id generator (uuid.New*,
// ksuid, xid, ulid, ...), the process id, an atomic counter, a
// package-level integer the package increments, or a call of a function
// with the Volatile fact. The analyzer exports a Volatile fact on every
// function of the package one of whose results is volatile, whatever
// its parameters: ids.NewString(), which returns uuid.New().String(),
// is volatile, and so is a function of another package that returns
// ids.NewString() + "-" + prefix. Under go vet a package sees only the
// facts of its direct imports, so each fact is computed from the facts
// of the functions the body calls, at every level.
//
// Only results of a value type count (strings, numbers, byte slices,
// arrays such as uuid.UUID, time.Time): a constructor that returns a
// client with a random request id inside is not volatile.
//
// A package of a versioned module (a dependency taken from the module
// cache, not the code being built) is summarised for ids only: a
// library's clock reads, counters and process id are its timing and
// bookkeeping, so only its random sources, id generators and functions
// with the fact make a result volatile. A shared id helper library still
// gets its facts; a library that merely reads the clock needs no SSA.
// Nor does a package whose volatile calls are all in functions with no
// result of a value type (fuzzers that fill a receiver, constructors
// that return a pointer), since only those results are summarised.
//
// The packages of an agent framework that idemlint knows get no facts:
// their results are requests, results and servers, which a tool reads its
// arguments from but never derives a key from (a session id generator is
// the framework's business), and they are the largest packages a tool
// imports, so leaving them out saves building their SSA form.
//
// Its result, a *Result, answers for the functions of the package and,
// through the facts, for those of its imports.
package volatile
