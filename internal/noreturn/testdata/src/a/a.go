package a

import (
	"fmt"
	"log"
	"os"
)

func Exit(code int) { // want Exit:"noreturn"
	os.Exit(code)
}

func Fatalf(format string, args ...any) { // want Fatalf:"noreturn"
	log.Fatalf(format, args...)
}

func Must(err error) {
	if err != nil {
		panic(err)
	}
}

func Always(err error) { // want Always:"noreturn"
	panic(err)
}

// Loop never returns: no return is reachable.
func Loop() { // want Loop:"noreturn"
	for {
		fmt.Println("tick")
	}
}

// Ping and Pong call each other forever, but a cycle is broken where it
// closes, so each is taken to return, as ctrlflow takes them.
func Ping(n int) {
	Pong(n + 1)
}

func Pong(n int) {
	Ping(n + 1)
}

type Logger struct{}

func (Logger) Fatal(msg string) { // want Fatal:"noreturn"
	fmt.Fprintln(os.Stderr, msg)
	os.Exit(1)
}

func (Logger) Print(msg string) {
	fmt.Println(msg)
}

func Returns() int {
	return 1
}

func Dynamic(f func()) {
	f()
}

// The cases below are judged without a graph when a look at the
// statements in order can tell, and must get the graph's verdicts.

// BothBranches never returns: neither branch of the if falls through.
func BothBranches(err error) { // want BothBranches:"noreturn"
	if err != nil {
		panic(err)
	} else {
		os.Exit(2)
	}
}

// OneBranch returns through the branch that does not end the program.
func OneBranch(err error) {
	if err != nil {
		panic(err)
	} else if err == nil {
		fmt.Println("ok")
	} else {
		os.Exit(2)
	}
}

// Unreachable never returns: its return comes after the panic.
func Unreachable() int { // want Unreachable:"noreturn"
	panic("no")
	return 1
}

// InitCall never returns: the if's init statement ends the program.
func InitCall() { // want InitCall:"noreturn"
	if Exit(1); true {
		return
	}
}

// Deferred returns: the graph builder takes a defer to recover.
func Deferred() {
	defer fmt.Println("done")
	panic("no")
}

// LoopThenExit never returns: the loop can be left, the exit cannot.
func LoopThenExit(xs []int) { // want LoopThenExit:"noreturn"
	for i := 0; i < len(xs); i++ {
		fmt.Println(xs[i])
	}
	for range xs {
	}
	switch len(xs) {
	case 0:
		fmt.Println("none")
	}
	os.Exit(1)
}

// SwitchDefault never returns: with a default, no case falls out.
func SwitchDefault(n int) { // want SwitchDefault:"noreturn"
	switch n {
	case 0:
		panic("zero")
	default:
		os.Exit(n)
	}
}

// Parenthesised returns: the graph builder does not take a call in
// parentheses for a call statement.
func Parenthesised() {
	(panic("no"))
}

// LocalFirst never returns: its callee, declared after it, is judged first.
func LocalFirst() { // want LocalFirst:"noreturn"
	fmt.Println("bye")
	exitLater()
	return
}

func exitLater() { // want exitLater:"noreturn"
	os.Exit(0)
}
