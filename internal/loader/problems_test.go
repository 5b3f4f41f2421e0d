package loader

import (
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestProblemCountsWhatWasPrinted checks that the closing line of a
// package that does not compile counts the other error lines printed
// above it, each once, as PrintErrors prints them: go list and the
// parser report the same syntax error, and the type errors that follow
// from it are not printed.
func TestProblemCountsWhatWasPrinted(t *testing.T) {
	syntax := packages.Error{Pos: "bad/bad.go:9:1", Msg: "expected operand, found '}'", Kind: packages.ParseError}
	for _, tc := range []struct {
		errs []packages.Error
		want string
	}{
		{[]packages.Error{syntax}, "example.com/bad: not checked: it does not compile: bad/bad.go:9:1: expected operand, found '}'"},
		{[]packages.Error{
			{Pos: syntax.Pos, Msg: syntax.Msg, Kind: packages.ListError},
			syntax,
			{Pos: "bad/bad.go:9:3", Msg: "expected ';', found 'EOF'", Kind: packages.ParseError},
			{Pos: "bad/bad.go:4:9", Msg: "undefined: undefinedThing", Kind: packages.TypeError},
		}, "example.com/bad: not checked: it does not compile: bad/bad.go:9:1: expected operand, found '}' (and 1 more error above)"},
		{[]packages.Error{
			{Pos: "bad/bad.go:4:9", Msg: "undefined: undefinedThing", Kind: packages.TypeError},
			{Pos: "bad/bad.go:7:26", Msg: "cannot use 1", Kind: packages.TypeError},
			{Pos: "bad/bad.go:8:2", Msg: "undefined: x", Kind: packages.TypeError},
		}, "example.com/bad: not checked: it does not compile: bad/bad.go:4:9: undefined: undefinedThing (and 2 more errors above)"},
	} {
		p := Problem{Pkg: &packages.Package{PkgPath: "example.com/bad", IllTyped: true, Errors: tc.errs}}
		if got := p.String(); got != tc.want {
			t.Errorf("got  %s\nwant %s", got, tc.want)
		}
	}
}
