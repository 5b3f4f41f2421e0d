package config_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"testing"

	"github.com/idemlint/idemlint/config"
)

func TestFuncName(t *testing.T) {
	const src = `package pay

type Client struct{}

func (c *Client) Refund() {}
func (c Client) Limit()   {}
func Send()               {}

type Sender interface{ Post() }

type Log[K comparable] struct{}

func (l *Log[K]) Get(k K) {}
func Map[T any](t T)      {}

type Params struct{ DedupID string }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "pay.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := new(types.Config).Check("github.com/acme/pay", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	method := func(typ, name string) *types.Func {
		obj, _, _ := types.LookupFieldOrMethod(pkg.Scope().Lookup(typ).Type(), true, pkg, name)
		return obj.(*types.Func)
	}
	fn := func(name string) *types.Func { return pkg.Scope().Lookup(name).(*types.Func) }

	for _, tc := range []struct {
		fn   *types.Func
		want string
	}{
		{method("Client", "Refund"), "github.com/acme/pay.(*Client).Refund"},
		{method("Client", "Limit"), "github.com/acme/pay.Client.Limit"},
		{fn("Send"), "github.com/acme/pay.Send"},
		{method("Sender", "Post"), "github.com/acme/pay.Sender.Post"},
		{method("Log", "Get"), "github.com/acme/pay.(*Log).Get"},
		{fn("Map"), "github.com/acme/pay.Map"},
		{types.Universe.Lookup("error").Type().Underlying().(*types.Interface).Method(0), ""},
	} {
		if got := config.FuncName(tc.fn); got != tc.want {
			t.Errorf("FuncName(%v) = %q, want %q", tc.fn, got, tc.want)
		}
	}

	// An instantiated method is named by its origin.
	inst, err := types.Instantiate(nil, pkg.Scope().Lookup("Log").Type(), []types.Type{types.Typ[types.String]}, true)
	if err != nil {
		t.Fatal(err)
	}
	obj, _, _ := types.LookupFieldOrMethod(types.NewPointer(inst), true, pkg, "Get")
	if got := config.FuncName(obj.(*types.Func)); got != "github.com/acme/pay.(*Log).Get" {
		t.Errorf("FuncName(Log[string].Get) = %q", got)
	}

	// The names FuncName and TypeName give are the ones the lookups take.
	c, err := config.Parse("c.yml", []byte(`
effects:
  - func: github.com/acme/pay.Client.Refund
  - func: github.com/acme/pay.(*Client).Limit
key-slots:
  - field: github.com/acme/pay.Params.DedupID
ledger-types: [github.com/acme/pay.Log]
`))
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range []string{"Refund", "Limit"} {
		if _, ok := c.Effect(config.FuncName(method("Client", m))); !ok {
			t.Errorf("Effect(FuncName(%s)) not found", m)
		}
	}
	params := pkg.Scope().Lookup("Params").(*types.TypeName)
	if !c.IsKeySlotField(config.TypeName(params) + ".DedupID") {
		t.Errorf("IsKeySlotField(TypeName(Params).DedupID) = false")
	}
	if !c.IsLedgerType(config.TypeName(pkg.Scope().Lookup("Log").(*types.TypeName))) {
		t.Errorf("IsLedgerType(TypeName(Log)) = false")
	}
}
