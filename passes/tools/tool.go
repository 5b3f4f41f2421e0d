package tools

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/fatih/structtag"
	"golang.org/x/tools/go/analysis/passes/buildssa"
	"golang.org/x/tools/go/ssa"
)

// A Framework names the agent framework a tool is declared with.
type Framework string

// Directive marks a tool declared by //idemlint:tool NAME. Every other
// Framework is declared by its adapter (mcpgo.go, gosdk.go, ...). The
// strings are public: they appear in inventory output and in
// configuration.
const Directive Framework = "directive"

// A Tool is one tool that a package exposes to a model.
type Tool struct {
	// Name is the tool's name as the model sees it; empty when it is
	// not a constant, or a pattern (create_{kind}_comment) when a format
	// makes it of the declaring function's variables (patternName).
	Name      string
	NameExpr  ast.Expr // nil when the name is implied (directive)
	Framework Framework

	// Decl is the declaring node: the constructor call, the composite
	// literal, the type name or the function name that carries the name.
	Decl ast.Node

	Description Description
	Params      []*Param

	// Input is the Go type the handler decodes the arguments into, when
	// there is one (a struct, or a pointer to one).
	Input types.Type

	Handler     *Handler // nil when no handler is linked in this package
	Annotations Annotations

	// BodyOnly marks a handler body with no declaration here: a function
	// with a framework's handler signature that no tool of this package
	// binds, because the tool is declared in another package. Checks of a
	// handler's body run on it; checks of a declaration and the
	// inventory skip it. Its Name is empty and Decl is the function name.
	BodyOnly bool

	// Via names the application's own type that declares an Own tool:
	// the tool interface or the tool struct (agenttypes.Action).
	Via string

	// Dispatched marks a tool declared where a dispatch of the model's
	// tool call names it (Via: the call's type), because its declaration
	// is in a package no fact reaches: it has no description, params or
	// hints here. The inventory lists it once with that declaration.
	Dispatched bool

	// Origin is the variable or function of another package that holds
	// or returns the tool's declaration (T7, a DeclaredTool fact); Decl is
	// then where this package names it, and the tool has no syntax of
	// its own here: Description.Expr and set hints are Decl too.
	Origin types.Object

	// Exported is the exported variable or function of this package that
	// holds or returns the declaration, when a DeclaredTool fact carries
	// it to another package that binds it: the inventory lists the tool
	// once, at this declaration, with that binding's handler.
	Exported types.Object

	// own are the error results of a Neutral or Own tool's own result
	// type.
	own []ErrorResult
	// schema is the parameter schema of a framework tool declared by a
	// literal, which a conversion may read from a tool type's field.
	schema ast.Expr
	// served marks a literal of MCP's wire shape of a tool with no
	// handler and no registry: a server that speaks the protocol itself
	// lists it in its answer to tools/list. It declares a tool only once
	// a dispatch by its name links it, here or in an importer.
	served bool
	// flat marks a flat tool (flat.go): served, and linked only by a
	// dispatch on a call's name.
	flat bool
}

// Pos returns the position of the tool's declaration.
func (t *Tool) Pos() token.Pos { return t.Decl.Pos() }

// Param returns the parameter named name, or nil.
func (t *Tool) Param(name string) *Param {
	for _, p := range t.Params {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// A Description is the text a tool gives the model about itself.
type Description struct {
	// Expr yields the text. For wrappers such as openai.String(lit) it is
	// the inner argument, so a rewrite edits the literal. Nil when the
	// tool has no description.
	Expr     ast.Expr
	Value    string // the text, when Constant
	Constant bool
	// Format says the text is the constant format of fmt.Sprintf,
	// taken as the description only for a tool whose name is a pattern
	// of the same variables (create_{kind}_comment): the text every
	// tool the template makes shows, bar the values.
	Format bool
}

// KeyRole says whether a parameter identifies the business action, read
// from the `idem` struct tag.
type KeyRole int

const (
	KeyDefault  KeyRole = iota // no idem tag: identifies the action unless another field is tagged idem:"key"
	KeyPart                    // idem:"key": part of the idempotency key
	KeyExcluded                // idem:"-": free text that does not identify the action
)

// A Param is one argument the model supplies.
type Param struct {
	Name       string
	Type       types.Type // the Go type; nil when only a JSON schema declares it
	SchemaType string     // the JSON schema type ("string", "number", ...) where declared
	Required   bool
	// Description is what the schema tells the model of the parameter,
	// where a constant says it: a display label ("Human-readable name
	// shown on the dashboard") names nothing a create makes.
	Description string
	// Enum says the schema lists the values the parameter may take
	// (mcp.Enum, an "enum" entry, jsonschema:"enum=..."): it picks a
	// kind or a mode, and names no object a create makes.
	Enum bool

	// Node declares the parameter in this package: an *ast.Field, the
	// option call (mcp.WithString(...)) or the schema map entry. Nil when
	// it is declared in another package.
	Node  ast.Node
	Field *types.Var      // the struct field, for struct inputs
	Tags  *structtag.Tags // the field's parsed tags; nil when none or malformed
	Role  KeyRole
}

// A Handler is the Go code that runs when the model calls the tool.
type Handler struct {
	Func *types.Func   // a named function or method; nil otherwise
	Decl *ast.FuncDecl // Func's declaration, when it is in this package
	Lit  *ast.FuncLit  // a function literal

	// For dispatch-style APIs, Dispatch is the *ast.CaseClause or *ast.IfStmt
	// that selects the tool by name, Stmts the statements that handle it
	// and Enclosing the function (*ast.FuncDecl or *ast.FuncLit) around them.
	Dispatch  ast.Node
	Stmts     []ast.Stmt
	Enclosing ast.Node

	// Input is the index of the handler parameter that carries the tool's
	// arguments (the request, the input struct or the JSON string), or -1.
	Input int

	// Expr is the expression the tool binds as its handler, in this
	// package (chat.PostMessage); nil when the handler is not bound by an
	// expression (a dispatch case, a directive, a body).
	Expr ast.Expr

	// Factory is the function that returns the handler, a closure (T7:
	// tools.CreateIssueHandler(client)). In the factory's package Lit is
	// the closure; in a package that only calls the factory, Lit is nil
	// and what the closure does is known from facts on Factory.
	Factory *types.Func
	// Args, when not nil, are the arguments of Expr's call for this tool
	// alone: a loop over a table makes one tool per row, and the row's
	// values stand where the call reads the loop's variable.
	Args []ast.Expr

	// Factories are the functions of this package that return this
	// handler, a named function or method of the package (func
	// CreateIssueHandler(c *Client) server.ToolHandlerFunc { return
	// c.createIssue }), set on its BodyOnly tool: a package that binds
	// a factory's result knows the handler by the factory (Summarised),
	// so the handler's facts are on them too.
	Factories []*types.Func

	// Forwards is the handler of another tool of this package that this
	// one hands its call to and whose answer it returns (return
	// inner.CreateCategory(ctx, req), after guards): the other's body
	// does the work and is judged there, once.
	Forwards *types.Func
}

// Summaries returns the functions whose facts describe the handler to
// other packages: Summarised and, for a body, the factories returning it.
func (h *Handler) Summaries() []*types.Func {
	obj := h.Summarised()
	if obj == nil {
		return nil
	}
	return append([]*types.Func{obj}, h.Factories...)
}

// Summarised returns the function whose facts describe the handler when
// its body is in another package: the factory of a returned closure, or
// the named function; nil for a literal or a dispatch case.
func (h *Handler) Summarised() *types.Func {
	switch {
	case h == nil:
		return nil
	case h.Factory != nil:
		return h.Factory
	case h.Lit == nil && h.Dispatch == nil:
		return h.Func
	}
	return nil
}

// Kind describes the handler shape: "literal", "case", the function's
// name, or "Recv.Method" for a method.
func (h *Handler) Kind() string {
	switch {
	case h == nil:
		return "none"
	case h.Lit != nil:
		return "literal"
	case h.Dispatch != nil:
		return "case"
	case h.Factory != nil:
		return funcKind(h.Factory) + "()"
	case h.Func != nil:
		return funcKind(h.Func)
	}
	return "none"
}

// funcKind names a function as Kind does: "Name", or "Recv.Method".
func funcKind(fn *types.Func) string {
	switch {
	case fn != nil:
		if recv := fn.Signature().Recv(); recv != nil {
			return recvName(recv.Type()) + "." + fn.Name()
		}
		return fn.Name()
	}
	return ""
}

// Body returns the handler's syntax: the function body for functions
// declared in this package, the literal's body, or nil.
func (h *Handler) Body() *ast.BlockStmt {
	switch {
	case h.Lit != nil:
		return h.Lit.Body
	case h.Decl != nil:
		return h.Decl.Body
	}
	return nil
}

// SSA returns the handler's SSA function: the function or literal itself,
// or for a dispatch body the enclosing function. It returns nil when the
// handler is declared in another package.
func (h *Handler) SSA(res *buildssa.SSA) *ssa.Function {
	if h.Lit == nil && h.Dispatch == nil && h.Func == nil {
		return nil // a factory's closure in another package
	}
	var want ast.Node = h.Lit
	if h.Dispatch != nil {
		want = h.Enclosing
	}
	for _, fn := range res.SrcFuncs {
		if h.Func != nil && h.Lit == nil && h.Dispatch == nil {
			if fn.Object() == h.Func {
				return fn
			}
			continue
		}
		if found := findSSA(fn, want); found != nil {
			return found
		}
	}
	return nil
}

func findSSA(fn *ssa.Function, syntax ast.Node) *ssa.Function {
	if fn.Syntax() == syntax {
		return fn
	}
	for _, anon := range fn.AnonFuncs {
		if found := findSSA(anon, syntax); found != nil {
			return found
		}
	}
	return nil
}

// A Hint is one MCP tool annotation.
type Hint struct {
	Set   bool     // explicitly set in the code; framework defaults are not
	Value bool     // the value, meaningful when Set
	Expr  ast.Node // where it is set, when Set
}

// Annotations are the MCP tool annotations a tool declares.
type Annotations struct {
	ReadOnly, Destructive, Idempotent, OpenWorld Hint
}

func recvName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj().Name()
	}
	return types.TypeString(t, func(*types.Package) string { return "" })
}
