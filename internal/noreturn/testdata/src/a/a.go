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
