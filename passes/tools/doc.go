// Package tools defines an Analyzer that finds the tools a package exposes
// to a language model, in every agent framework idemlint knows.
//
// # Analyzer tools
//
// tools: find the agent tools a package declares
//
// The analyzer reports nothing. Its result, a []*Tool, is what every
// idemlint check asks questions of: each tool's name, framework,
// description, parameters, handler and MCP annotations.
//
// Frameworks are recognised by import path, never by package name: two
// frameworks are both called mcp and two are both called openai. Each
// framework has one adapter file; the directive
//
//	//idemlint:tool NAME
//
// on a function declares a tool for anything else, or links a
// dispatch-style declaration (openai-go, go-openai, anthropic) to the
// function that handles it.
//
// Everything idemlint knows about a framework is in its adapter, and the
// rest of idemlint asks it through this package: Frameworks and Modules
// (which frameworks there are, and their module paths), InFramework,
// ErrorResults (how a handler marks a result as an error), TextResults
// (how a fix writes an ordinary result carrying a text) and RequestOf
// (how a handler reads its arguments from the framework's request).
//
// # Tool layers
//
// Real servers wrap their framework in a layer of their own. The
// analyzer learns that layer where it is written, from syntax and types
// only (no SSA), and exports it as facts, so that every importing package
// applies it, standalone and under go vet alike:
//
//   - Layer, on a function: a constructor whose parameters become a
//     framework tool's name, description, options or handler
//     (MustTool(name, desc, fn, opts...), also generic, also calling
//     another constructor, also within one package), or a binder that
//     hands a tool value and a handler to the framework
//     (register(s, tool, h), also generic, also a closure called through
//     a variable or returned by a function of the package). Each call of a
//     constructor declares a tool at the call; the literal inside the
//     constructor is a template and is not listed. A call whose name is
//     not a constant is listed once, as dynamic, at the call. A constructor
//     that returns a framework tool parameter in its result
//     (New(tool, h) ServerTool) binds h to the tool its caller declares.
//   - Carrier, on a struct type: the type holds a framework tool and its
//     handler in two fields that the package hands to the framework
//     together (for _, t := range tools { s.AddTool(t.Tool, t.Handler) }).
//     Each composite literal of the type, keyed or by position, binds its
//     handler to its tool. The type may be local to the registering
//     function; of another package, when the binding and the literals
//     are here (a kit package's Tool filled in and registered by the
//     tools package); or an anonymous struct (a function returning
//     []struct{tool *mcp.Tool; handler mcp.ToolHandler}). These three
//     bind the literals of their package only: no fact is exported.
//     An exported struct type that holds one framework tool and one
//     handler of that framework, which no binding of its package reads,
//     is exported as a carrier by its shape, for importers only: a kit's
//     Tool that one package fills in and another, importing it,
//     registers in a loop.
//     The tool field may hold a function that builds the tool, called
//     in the loop (s.AddTool(t.Builder(), t.Handler) over
//     []Tool{{Builder: p.buildCreateApp, Handler: p.handleCreateApp}}):
//     each literal's tool is then the one the function returns; by shape
//     too (Builder func() mcp.Tool beside a handler field).
//     The binding may forward the request to the handler field from a
//     closure (s.AddTool(def.tool, func(ctx, req) (*Result, error) {
//     return def.handler(ctx, req, helper) })): the field then holds a
//     handler of the program's own signature, and the carrier remembers
//     which of its parameters takes the request.
//     The handler field may hold a handler factory, called in the loop
//     (s.AddTool(r.Tool, wrap(r.NewHandler(client))) over a
//     []ToolRegistration{{Tool: AddItemsTool, NewHandler:
//     NewAddItemsHandler}}): each literal's tool is then bound to what its
//     factory returns, the closure or a named function, or, for a factory
//     of another package, the factory (Handler.Factory). A wrapper
//     between the field and the binding is looked through when it hands
//     on its one function argument and, declared here, its closure calls
//     it. The fact is learned only where the loop is written in the
//     package declaring the type; it then binds literals of the type in
//     any package importing it. A loop in another package than the type
//     (package main ranging over tools.AllRegistrations() itself) binds
//     nothing: facts do not flow back to the package of the literals.
//   - PassThrough, on a function: its string result can be one of its
//     string parameters (t(key, defaultValue)); a constant passed there is
//     the shipped text, and a rewrite edits that literal.
//
// A struct field read from a value made at run time (def :=
// defs.Load("ThreadCreate"); def.Name, or defs[key].Name) names nothing
// the package's literals say: such a tool's name is dynamic, and a
// framework tool named so with a named function of its own as handler
// is a declaration, not a conversion of an own tool type.
// A struct field whose only constant in the package is a default assigned
// before use (if c.Name == "" { c.Name = "x" }) has that constant, as has
// one stored from a local variable whose only constant is such a default
// (name := cfg.Name; if name == "" { name = "execute_command" };
// &CommandTool{name: name}); a constructor storing its name parameter
// (an OwnLayer) with such a default names a call passing "" by it; and so
// has a call of a function that returns one constant unless overridden at
// run time (ToolsetName() + "_logs"; the PassThrough fact's Default).
// A tool type whose name method puts constants around one string field
// of the receiver, read directly or through a method returning it (folded
// by strings.ToLower, ToUpper or TrimSpace) or its constant default
// ("x.generate_" + t.kind()), is an OwnLayer on the type: each literal
// of it, in any package, that sets the field to a constant giving another
// name than the default (MediaTool{Kind: "audio"}) declares that tool,
// handled by the type's run method.
// Where several types share the field (a BaseTool{Name} each tool type
// embeds) and the package sets it to several names, t.Name has the one
// constant the literals of t's own type set in it
// (&PostCommentTool{BaseTool: BaseTool{Name: "post_comment"}}).
//
// # The server's own tool type
//
// A server may declare its tools with a framework-neutral type of its own
// and convert it to an SDK's at run time, in a package that the
// declaring packages never import (T4). Facts cannot flow that way, so
// such a type is recognised by its shape, which every package sees in
// the types it uses: a struct with a tool part (itself, or a struct
// field) that has a string Name and Description and a tool schema's
// vocabulary (an InputSchema field; a Schema, Parameters or ArgsSchema
// field of a JSON schema type, as function-calling applications name
// it; or annotations with readOnlyHint-style fields), and a function
// field returning an error, its handler (where the type has several, as
// ToolTextCallback beside ToolAnyCallback, the first of them a literal
// sets, in the order declared). Each literal of it
// with a constant name declares a Neutral tool at the tool part; a
// literal with a computed name is a copy, not a declaration, and an SDK
// tool whose name is read from a neutral tool is the conversion and is
// not listed. When the handler's result is a struct of the program with
// one error field (ToolCallResult{Content, Error}), a non-nil error there
// is the tool's error result (Tool.ErrorResults).
//
// With no function field, the wire shape of a function-calling API's
// tool, which applications that write their model's request types by
// hand declare built-in tools with, is a Neutral tool type too: a string
// Type field beside a Function field holding the tool part, and the tool
// part with a schema (ToolDefinition{Type: "function", Function:
// ToolFunctionDefinition{Name, Description, Parameters}}; a schema field
// declared as any counts, the program filling it with a map; so do the
// same types in a fork of an SDK under an import path of its own, whose
// Type is a named kind such as go-openai's ToolType). Each literal
// with a constant name is a tool, linked to its handler by the dispatch
// on its name (switch call.Function.Name { case "x": ... }), as
// dispatch-style SDKs' tools are. A Function field without a Type beside
// it, or a tool part with no schema (a CLI command's flags), is not one.
//
// A tool held in a struct literal of the program beside a function (the
// held handler: AgentTool{Tool: llm.Tool{...}, Run: bashRun}) is handled
// by it when the holder has one function field returning an error, or
// else one taking the call's arguments undecoded, and the tool's
// framework has no handler API (a dispatch-style SDK's, a Neutral wire
// tool), or the function takes that framework's request and answers with
// a result of the program's (MCPTool{Metadata: NewMetadata("get_slo",
// ...), Handler: func(ctx, mcp.CallToolRequest) (*Result, error)}, whose
// registration wrapper calls the field). A function of the framework's
// own handler type beside its tool is bound only where the pair reaches
// the framework (Carrier).
//
// A server that implements MCP itself declares tools in MCP's wire shape
// (a tool part with an InputSchema field and no handler) and registers
// each beside its handler: RegisterTool(Tool{Name, Description,
// InputSchema}, func(ctx, args map[string]any) (any, error) {...}). The
// registering function is known by what its body does, summarised in a
// Registers fact wherever it lives: it keeps the handler it is given in
// a map under the tool's name (s.handlers[tool.Name] = handler). Each
// call of it with a literal whose name is a constant declares a Neutral
// tool handled by the call's handler. A tool part alone, or given to a
// function that keeps it otherwise (a template, a menu entry, a
// lookalike's stub), declares nothing. A server that registers none,
// answering tools/list with the literals and tools/call with a dispatch
// on the name, declares each literal that a dispatch selects when the
// schema field is tagged json:"inputSchema", MCP's own name for it; a
// literal no dispatch selects (a client's expected list) declares
// nothing.
//
// A dispatch on the name of the model's call in a package that sees no
// declaration of it (switch tc.Name over the program's ha.ToolCall{Name,
// Args}, the tools listed in a sibling package it does not import)
// declares each case's tool there, Dispatched, when the call's type is
// a struct of the program's own repository named for a tool call
// (...ToolCall, ...FunctionCall, ...ToolUse) that carries the arguments;
// the inventory merges it with the declaration no dispatch linked. A
// case that is an exported constant of another package naming a tool
// whose handler is linked there (a HandledName fact: const BashToolName,
// which an own tool's Info returns) declares nothing: such a switch
// renders the calls in a chat view, or is a second way to the handler.
//
// # Agent applications' own tool types
//
// An agent application converts a type of its own to an SDK's tool at
// run time (A1–A3 of design/real-shapes.md). A ToolType fact, on a
// struct or an interface, is learned in the package where a framework
// tool's name is read from it (the conversion: string(d.Name), t.Name(),
// or the key of a map of them), with the fields or methods that give the
// description, the schema and the handler; an interface with a method
// returning such a struct gets one too. A hand-written wire type's
// literal (a neutral tool type, below) whose name is read so is such a
// conversion too (ai.ToolDefinition{Function: ai.FunctionDefinition{Name:
// t.Name()}}), and so is a map spelling the wire format by hand
// ({"type": "function", "function": fn}, where fn is a map with the name
// and description read so, written in place or in a local variable whose
// parameters are filled in after). Each type implementing a tool interface, in any package
// that sees it, and each literal of a tool
// struct with a constant name, declares an Own tool (Tool.Via names the
// type), and the conversion itself declares nothing. Where the conversion
// sits in a package the implementers never import, the shape decides
// instead, on an interface or on a type's own exported methods: a string
// Name and Description, a parameter schema typed as one (a JSON schema
// type, json.RawMessage, map[string]any) and a run method taking the
// model's arguments (as JSON, or as a string parameter named for them:
// Execute(ctx, state, parameters string), or as a struct named for the
// model's call that holds them, whatever follows it: Execute(ctx, call
// ActionCall{ID, Name, Input}, history []Message)); a command line
// ([]string) or no arguments is a command or a job. A Type beside a map
// from names to descriptions of parameters (ActionInput{Type, Fields
// map[string]ActionField{Type, Description, Required}}) is a schema. A schema method that reflects a
// struct (GenerateSchema[WriteInput](), reflector.Reflect(&WriteInput{}))
// has that struct's fields as the tool's parameters. A conversion that
// rewrites the name it read (name := t.Name(); if sub { name =
// capitalize(name) }) still reads it from the tool. Of several methods taking the arguments, the run
// method is the one that can fail (Handle(ctx, args) (Result, error)
// beside Profile(args) *Profile), else the one taking a context first; a
// struct embedding context.Context (a framework's CallContext) is one.
// A program struct holding a tool of a dispatch-style
// SDK (no handler API) and one function returning an error binds it.
//
// A function of the package with a framework's handler signature that no
// tool here binds, and that is no method of a test double (a type
// embedding testify's mock.Mock or holding a gomock controller), is listed
// as a BodyOnly tool: its tool is declared in
// another package (a handler method of a handlers package), and the checks
// of a handler body run on it here, where its syntax is. A typed
// handler's input struct gives it its parameters, as it gives the SDK
// the tool's schema. An unexported one
// that the package only ever calls, never takes as a value, is a helper of
// the handler that calls it (a dispatcher's case "create": return
// createHandler(ctx, req, args)), not a handler: its writes are judged
// once, in its caller. A function
// literal that only forwards its input to a function of the package
// (func(ctx, req) { return createRun(ctx, req, logger) }) has that
// function as its handler. A handler whose body ends by handing its
// input to another tool's handler of the package and returning its
// answer, after guards and the making of that handler's receiver
// (h.Categories().Create(ctx, req) through a facade method), sets
// Handler.Forwards: the checks of a body judge the other, once, and
// the facade keeps its declaration and the facts that describe it.
//
// An application's tool type may declare its tool in one method and run
// it in another (Definition() llms.Tool and Execute(ctx, call)), its
// registry converting and running every tool through an interface of
// its own, with no dispatch on a name written anywhere. A tool declared
// alone in a method, with no handler linked otherwise, gets as handler
// the one other method of the receiver type named like a runner
// (Execute, Run, Call, Invoke, Handle, ...) that takes a context first
// and the call's arguments last; with two such methods, none.
//
// A handler factory (T7), a function or method whose one result has a
// framework's handler type and that returns one function literal
// (func CreateIssueHandler(c *Client) server.ToolHandlerFunc { return
// func(...) {...} }), has that literal as the handler of the tools its
// callers bind: in this package directly; in a package that calls it,
// through facts on the factory (Handler.Factory, Handler.Summarised),
// while the literal, unbound here, is a BodyOnly tool. A factory that
// returns a function or method of its package by name instead (return
// createIssue, return c.createIssue, or a local variable holding one)
// has that function as the handler: its BodyOnly tool lists the
// factories (Handler.Factories), and the facts describing the body are
// put on them too. A middleware, which takes a handler, is no factory:
// a tool bound through one of this package whose closure calls the
// handler it is given (loggingHandler(logger, name, h)) has h as its
// handler, not the closure around it; so does an adapter from a
// signature of the application's own (adapt(deps, addNote), whose
// closure calls addNote with the deps and the request it receives), the
// request's parameter of h taking the place of the handler's. A tool declaration that no
// handler here binds, held by an exported package-level variable or
// returned by an exported function (var CreateIssueTool =
// mcp.NewTool(...)), is summarised as a DeclaredTool fact, and a package
// that binds that variable or call's value to a handler, directly or
// through its own registration closure (add(tools.CreateIssueTool,
// tools.CreateIssueHandler(c))), declares the tool there (Tool.Origin):
// the checks of a declaration report where it names the tool, with no
// fix in the other package's file.
//
// A tool of a dispatch-style framework (no handler API) or of the neutral
// wire shape, declared with no handler in an exported package-level
// variable or function (var Tools = []ToolDef{...}), is listed in a
// DispatchedTools fact on its package, and a package importing it that
// dispatches on a name (a switch or an if on call.Function.Name, whose
// last identifier contains "name") declares each tool it selects there,
// with its handler; its declaration checks report at the case, with no
// fix in the other package's file.
//
// A function that returns a tool declaration and its handler in one
// return statement (func CreateBuild() (mcp.Tool,
// mcp.ToolHandlerFor[Args, any]) { return mcp.Tool{...}, func(...)
// {...} }) pairs them itself: the handler is linked there, whatever
// registers the pair later (t, h := CreateBuild(); mcp.AddTool(s, &t,
// h), or a generic helper that calls the factory it is given), when no
// registration linked the tool already. Only a result of a framework's
// handler type counts. So does a returned literal of a program struct
// that holds a tool and a value of a framework's handler type (return
// ToolDefinition{Tool: tool, Handler: handler}, which a registry in
// another package registers in a loop: s.AddTool(d.Tool, d.Handler)); a
// literal kept otherwise is left to what registers it.
//
// Not followed, knowingly: a neutral tool type without MCP vocabulary
// (a name, a description and a handler alone are also a menu entry's
// shape); a neutral literal built by a constructor of the server's
// (newTool(name, desc, h)); options or hints a constructor adds itself to every tool it builds; a
// handler behind a wrapper in another package with a signature no
// framework has; eino handlers outside a declaration, whose signature is
// any function's.
//
// A function that builds a tool and returns an empty one on an error path
// (if err != nil { return mcp.Tool{} }) declares the tool of its other
// return: a zero value (nil, T{}, &T{}) is not a declaration.
//
// A tool declared once in a loop over a table written in place (for _,
// l := range []struct{ name, desc string }{{"logs_dns", "..."}, ...} {
// s.AddTool(mcp.NewTool(l.name, mcp.WithDescription(l.desc)), h) }, the
// table in a local variable too, the loop's variable copied or not:
// action := action) is one tool per row, declared at the row, named and
// described by it; a row whose name is not a constant leaves the one
// dynamic tool. A handler made in the loop by a factory given the row's
// fields (rowHandler(b, l.command)) is made, for each tool, with its
// row's values (Handler.Args), so the operation the factory's closure
// captures is each row's. A name summed of constants and the
// declaring function's own variables (service + "_create_comment") is
// the pattern {service}_create_comment, as a format's is.
//
// When a value cannot be followed statically (a name or description
// computed at run time, options assembled across functions), the tool is
// still reported with what is known; checks stay silent on what is not.
package tools
