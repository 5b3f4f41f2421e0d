package tools

import (
	"go/ast"
	"go/types"
)

// tmc/langchaingo: types implementing tools.Tool (Name, Description and
// Call(ctx, input string)); the input is one free-form string, so such
// tools have no parameters. llms.FunctionDefinition literals declare
// tools for direct tool calling, linked by dispatch on the name.
const langchaingoModule = "github.com/tmc/langchaingo"

// LangChainGo is github.com/tmc/langchaingo.
const LangChainGo Framework = "langchaingo"

// A returned error aborts the agent run; a text result is the string
// Call returns.
var langchaingoConventions = conventions{
	plainText: true,
	// Its ready-made tools (zapier, serpapi, ...) call web APIs.
	writing: []string{"tools"},
}

func findLangChainGo(f *finder) {
	iface := f.lookupInterface(langchaingoModule, "tools", "Tool")
	for _, tn := range f.implementers(iface) {
		f.methodTool(LangChainGo, tn, "Call", 1)
	}
	f.preorder([]ast.Node{(*ast.CompositeLit)(nil), (*ast.CallExpr)(nil)}, func(n ast.Node) {
		if lit, ok := n.(*ast.CompositeLit); ok && isNamed(f.pass.TypesInfo.TypeOf(lit), langchaingoModule, "llms", "FunctionDefinition") {
			f.literalTool(LangChainGo, lit, "Name", "Description", "Parameters")
			return
		}
		f.builtinTool(iface, n.(ast.Expr))
	})
}

// builtinTool records a ready-made tool of the framework itself that the
// package makes: a composite literal of a langchaingo type implementing
// tools.Tool (tools.Calculator{}), or a call of a langchaingo function
// that returns one (zapier.New(opts), serpapi.New()). Its handler is the
// type's Call, in the framework's package; its name is the constant Name
// field of the options literal passed, when there is one.
func (f *finder) builtinTool(iface *types.Interface, e ast.Expr) {
	if iface == nil {
		return
	}
	var opts *ast.CompositeLit
	switch x := e.(type) {
	case *ast.CompositeLit:
	case *ast.CallExpr:
		fn := f.callee(x)
		if fn == nil || fn.Pkg() == nil || fn.Pkg() == f.pass.Pkg {
			return
		}
		if _, ok := subpackage(fn.Pkg().Path(), langchaingoModule); !ok {
			return
		}
		if len(x.Args) == 1 {
			opts, _ = ast.Unparen(x.Args[0]).(*ast.CompositeLit)
		}
	default:
		return
	}
	t := f.pass.TypesInfo.TypeOf(e)
	if tuple, ok := t.(*types.Tuple); ok && tuple.Len() > 0 {
		t = tuple.At(0).Type()
	}
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := types.Unalias(t).(*types.Named)
	if !ok || named.Obj().Pkg() == nil || named.Obj().Pkg() == f.pass.Pkg {
		return
	}
	if _, ok := subpackage(named.Obj().Pkg().Path(), langchaingoModule); !ok {
		return
	}
	if !types.Implements(named, iface) && !types.Implements(types.NewPointer(named), iface) {
		return
	}
	tool := &Tool{Framework: LangChainGo, Decl: e}
	if opts != nil {
		for _, elt := range opts.Elts {
			if kv, ok := elt.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Name" {
					tool.NameExpr = kv.Value
					tool.Name, _ = f.constString(kv.Value)
				}
			}
		}
	}
	if fn := f.method(named.Obj(), "Call"); fn != nil {
		tool.Handler = f.funcHandler(fn, 1)
	}
	f.add(tool)
}
