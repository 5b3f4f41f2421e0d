// Package noreturn defines an Analyzer that finds the functions that never
// return (os.Exit, log.Fatal, a wrapper that always panics), for the SSA
// builder: code after a call to one of them is unreachable.
//
// It answers what ctrlflow's noReturn facts answer, with the same rule (a
// declared function whose control-flow graph reaches no return, given what
// its callees do), but keeps nothing else: ctrlflow runs the inspect pass
// and keeps every function's graph for the whole run, on every package of
// the program, which idemlint's fact passes would otherwise pay for on the
// standard library and every dependency.
package noreturn
