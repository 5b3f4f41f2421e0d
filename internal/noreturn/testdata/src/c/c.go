// Package c has calls whose callees a body the type checker skipped must
// find from the declarations alone (TestUncheckedBodies): its verdicts
// must be those of the checked body.
package c

import (
	"fmt"
	xos "os"
)

type L struct{ out fmt.Stringer }

func (l *L) exit() { // want exit:"noreturn"
	xos.Exit(1)
}

// Fatal calls a method of its receiver.
func (l *L) Fatal(msg string) { // want Fatal:"noreturn"
	fmt.Println(msg)
	l.exit()
}

// Server reaches a method through a field of its receiver.
type Server struct{ log *L }

func (s *Server) Die() { // want Die:"noreturn"
	s.log.Fatal("bye")
}

func (s Server) DieByValue() { // want DieByValue:"noreturn"
	(*s.log).Fatal("bye")
}

// std is a package-level variable whose methods a function calls.
var std = &L{}

func Fatalf(format string, args ...any) { // want Fatalf:"noreturn"
	std.Fatal(fmt.Sprintf(format, args...))
}

// Param calls a method of a parameter.
func Param(l *L) { // want Param:"noreturn"
	l.Fatal("param")
}

// Exiter's Exit is an interface method: a dynamic call.
type Exiter interface{ Exit() }

func Dynamic(e Exiter) {
	e.Exit()
}

// fakeOS's Exit returns.
type fakeOS struct{}

func (fakeOS) Exit(int) {}

// ShadowedImport declares a variable named like an import.
func ShadowedImport() {
	xos := fakeOS{}
	xos.Exit(1)
}

// ShadowedFunc declares a variable named like a function that never
// returns.
func ShadowedFunc() {
	Fatalf := func(string, ...any) {}
	Fatalf("no")
}

// ShadowedPanic declares its own panic.
func ShadowedPanic() {
	panic := func(string) {}
	panic("no")
}

// ShadowedParam redeclares its parameter in a block.
func ShadowedParam(l *L) {
	if l == nil {
		l := fakeOS{}
		l.Exit(1)
	}
}

// Panics calls the builtin.
func Panics() { // want Panics:"noreturn"
	panic("always")
}

// Field calls a method of a field's interface type.
func Field(l *L) string {
	return l.out.String()
}

// Generic calls through a type parameter's method.
func Generic[E Exiter](e E) {
	e.Exit()
}

// Closure never returns, but only inside the literal.
func Closure() {
	f := func() { xos.Exit(1) }
	_ = f
}
