package tools

import (
	"go/types"
	"strconv"
	"strings"

	"github.com/idemlint/idemlint/internal/modpath"
)

// Everything idemlint knows about one framework lives in its adapter
// file (mcpgo.go, gosdk.go, ...): its name and module paths, how its
// tools are declared and bound (its finder), and its conventions: what
// the checks and their fixes need to know about its results and
// requests. This file holds the shape of that knowledge and the
// questions other packages may ask of it; adding a framework means
// writing one adapter file and listing it in init below.

// An adapter is the knowledge of one framework.
type adapter struct {
	framework Framework
	// modules are the framework's module paths (without a major-version
	// suffix); the adapter runs only in packages that import one of them,
	// directly or not.
	modules []string
	find    func(*finder)
	conventions
}

// The conventions of a framework are how its handlers report a failure
// or a text to the model and read their arguments, and which of its own
// packages act on the world.
type conventions struct {
	// errorResults are the ways a handler builds a result the framework
	// sends the model as an error, besides a returned Go error.
	errorResults []ErrorResult
	// textResults write the framework's own ordinary results carrying a
	// text, tried in order; sameMessage comes before them and plainText
	// after them (see TextResults).
	textResults []TextResult
	// sameMessage: handlers are user dispatch code that answers with a
	// message of its own making, so a fix rewrites the failing message.
	sameMessage bool
	// plainText: a handler whose result is a string (or any) returns the
	// text itself.
	plainText bool
	// dispatch: the framework's tools (some of them) have no handler API;
	// the program dispatches a call to its function by the tool's name.
	dispatch bool
	// request describes the handler's request type when the handler reads
	// its arguments through its methods.
	request *Request
	// writing lists the framework's own subpackages (paths within the
	// module) whose code does act on the world, such as ready-made tools
	// that call a web API: effects follows calls into them, where it
	// treats the rest of the framework as quiet.
	writing []string
}

// adapters lists every framework adapter, in a fixed order so results
// are stable: each framework with its modules, its finder and its
// conventions, all declared in its adapter file. It is filled in init
// because the finders ask which modules are frameworks'
// (isStructInput), which would otherwise be an initialization cycle.
var adapters []adapter

func init() {
	adapters = []adapter{
		{MCPGo, []string{mcpgoModule}, findMCPGo, mcpgoConventions},
		{GoSDK, []string{gosdkModule}, findGoSDK, gosdkConventions},
		{OpenAIGo, []string{openaigoModule}, findOpenAIGo, openaigoConventions},
		{GoOpenAI, []string{goopenaiModule}, findGoOpenAI, goopenaiConventions},
		{Anthropic, []string{anthropicModule}, findAnthropic, anthropicConventions},
		{LangChainGo, []string{langchaingoModule}, findLangChainGo, langchaingoConventions},
		{Eino, []string{einoModule}, findEino, einoConventions},
		{Genkit, []string{genkitModule}, findGenkit, genkitConventions},
		{ADK, []string{adkModule}, findADK, adkConventions},
		{GenAI, []string{genaiModule, legacyGenAIModule}, findGenAI, genaiConventions},
		{Fantasy, []string{fantasyModule}, findFantasy, fantasyConventions},
		{TRPC, []string{trpcModule}, findTRPC, trpcConventions},
		{Gollem, gollemModules, findGollem, gollemConventions},
		{MCPGolang, []string{mcpgolangModule}, findMCPGolang, mcpgolangConventions},
		{GoMCP, []string{gomcpModule}, findGoMCP, gomcpConventions},
		{IGADK, []string{igadkModule}, findIGADK, igadkConventions},
		{Foxy, []string{foxyModule}, findFoxy, foxyConventions},
	}
}

func adapterOf(fw Framework) *adapter {
	for i := range adapters {
		if adapters[i].framework == fw {
			return &adapters[i]
		}
	}
	return nil
}

// Frameworks returns every framework with an adapter, in a fixed order;
// Directive, which has none, is not among them.
func Frameworks() []Framework {
	out := make([]Framework, len(adapters))
	for i, a := range adapters {
		out[i] = a.framework
	}
	return out
}

// Modules returns the module paths of a framework, without a
// major-version suffix; none for Directive.
func Modules(fw Framework) []string {
	if a := adapterOf(fw); a != nil {
		return append([]string(nil), a.modules...)
	}
	return nil
}

// InFramework reports whether a package belongs to the module of a
// framework idemlint knows, whatever its major version, and is not one of
// the module's example programs.
func InFramework(pkgPath string) bool {
	for _, a := range adapters {
		for _, m := range a.modules {
			if sub, ok := subpackage(pkgPath, m); ok && !isExample(sub) {
				return true
			}
		}
	}
	return false
}

// isExample reports whether a framework's subpackage is one of its
// example programs (examples/..., samples/...): servers and agents
// written with the framework, which are checked like any other.
func isExample(sub string) bool {
	for elem := range strings.SplitSeq(sub, "/") {
		switch strings.TrimPrefix(elem, "_") {
		case "example", "examples", "sample", "samples":
			return true
		}
	}
	return false
}

// InFrameworkAPI reports whether a package is one of a framework's own
// packages other than its ready-made tools: its API, which the adapters
// know, and which declares no tool, writes nothing and makes no key.
func InFrameworkAPI(pkgPath string) bool {
	return InFramework(pkgPath) && !InFrameworkTools(pkgPath)
}

// InFrameworkTools reports whether a package is one of a framework's own
// subpackages that act on the world (ready-made tools): calls into it are
// followed like the program's own, not treated as the framework's.
func InFrameworkTools(pkgPath string) bool {
	for _, a := range adapters {
		for _, m := range a.modules {
			sub, ok := modpath.Sub(pkgPath, m)
			if !ok {
				continue
			}
			for _, w := range a.writing {
				if sub == w || strings.HasPrefix(sub, w+"/") {
					return true
				}
			}
		}
	}
	return false
}

// An ErrorResult names the ways one package builds a tool result that
// the framework sends the model as an error, besides a returned Go error
// (which every framework treats as a failure).
type ErrorResult struct {
	Module, Sub string         // the package, by module path (any major version) and path within it
	Funcs       []string       // constructors that always build an error result
	FlagFuncs   map[string]int // constructors whose constant true argument at the index marks an error
	Field       string         // a boolean field of the result type set to true ("IsError")
	Setter      string         // a method of the result type that marks it as an error ("SetError")
	ErrorField  string         // a field of type error that holds a non-nil error (a server's own ToolCallResult.Error)
}

// InPackage reports whether the package path is the one whose
// constructors, field and setter r names.
func (r ErrorResult) InPackage(pkgPath string) bool {
	sub, ok := modpath.Sub(pkgPath, r.Module)
	return ok && sub == r.Sub
}

// ErrorResults returns the ways the tool's handler marks a result as an
// error: its framework's, and for a Neutral or Own tool its own result
// type's.
func (t *Tool) ErrorResults() []ErrorResult {
	if t.Framework == Neutral || t.Framework == Own {
		return t.own
	}
	return ErrorResults(t.Framework)
}

// ErrorResults returns the error-result APIs of a framework; a tool
// declared by directive may use any framework's. Frameworks without
// one have none: the model sees a Go error or a text.
func ErrorResults(fw Framework) []ErrorResult {
	if fw != Directive {
		if a := adapterOf(fw); a != nil {
			return a.errorResults
		}
		return nil
	}
	var all []ErrorResult
	for _, a := range adapters {
		all = append(all, a.errorResults...)
	}
	return all
}

// A TextResult writes the return statement by which a handler returns an
// ordinary result (not an error) carrying a text for the model, or
// declines when the handler's results do not have its shape. Fixes use
// it to tell the model something without failing the call.
type TextResult func(results *types.Tuple, w ResultWriter) (stmt string, ok bool)

// A ResultWriter is what a fix offers a TextResult at the statement it
// rewrites.
type ResultWriter interface {
	// Text returns the text as a Go string literal.
	Text() string
	// PkgName returns the name by which the file refers to pkg at the
	// statement ("" for the package being analysed); false when it
	// cannot.
	PkgName(pkg *types.Package) (string, bool)
	// Zero writes the zero value of a type as the file names it.
	Zero(t types.Type) (string, bool)
	// Replaced returns the statement itself with its error text replaced
	// by the text.
	Replaced() (string, bool)
}

// TextResults returns the ways a handler of the framework returns an
// ordinary result carrying a text, to try in order. A tool declared by
// directive may return any framework's result.
func TextResults(fw Framework) []TextResult {
	if fw == Directive {
		var all []TextResult
		for _, a := range adapters {
			all = append(all, a.textResults...)
		}
		return append(all, plainText)
	}
	a := adapterOf(fw)
	if a == nil {
		return nil
	}
	var out []TextResult
	if a.sameMessage {
		out = append(out, sameMessage)
	}
	out = append(out, a.textResults...)
	if a.plainText {
		out = append(out, plainText)
	}
	return out
}

// sameMessage: the message of the failing statement, with the text in
// place of the error text (dispatch code that builds its own message).
func sameMessage(_ *types.Tuple, w ResultWriter) (string, bool) {
	return w.Replaced()
}

// plainText: return "...", nil when the result is a string or any.
func plainText(r *types.Tuple, w ResultWriter) (string, bool) {
	if r.Len() != 2 || !isError(r.At(1).Type()) {
		return "", false
	}
	t := r.At(0).Type()
	if isString(t) {
		return "return " + w.Text() + ", nil", true
	}
	if i, ok := t.Underlying().(*types.Interface); ok && i.Empty() {
		return "return " + w.Text() + ", nil", true
	}
	return "", false
}

// A Request describes a framework's handler request whose methods read
// the tool's arguments (mcp-go's req.GetString("name", "")), for fixes
// that rewrite those reads.
type Request struct {
	module, sub, name string // the type
	// stringRead takes an argument's name and a default and returns the
	// argument as a string.
	stringRead string
	// read gives, per JSON schema type, the accessor that reads an
	// argument.
	read map[string]accessor
	// require gives, per JSON schema type, the method that reads an
	// argument given its name alone and returns it with an error when it
	// is missing or of another type.
	require map[string]string
	// args returns all arguments as a map[string]any, for arguments of
	// other schema types.
	args string
	// pure are the accessors that only read the request.
	pure []string
}

// An accessor reads one argument: the method, the default it is passed
// and the fmt verb that encodes its result.
type accessor struct{ method, zero, verb string }

// RequestOf returns the request description of a framework when t is
// its request type (or a pointer to it).
func RequestOf(fw Framework, t types.Type) (*Request, bool) {
	a := adapterOf(fw)
	if a == nil || a.request == nil || t == nil {
		return nil, false
	}
	r := a.request
	if p, isPtr := t.Underlying().(*types.Pointer); isPtr {
		t = p.Elem()
	}
	if !isNamed(t, r.module, r.sub, r.name) {
		return nil, false
	}
	return r, true
}

// IsStringRead reports whether the method reads one argument as a
// string, given the argument's name and a default.
func (r *Request) IsStringRead(method string) bool { return method == r.stringRead }

// IsPure reports whether calling the method only reads the request, so
// that calling it again changes nothing.
func (r *Request) IsPure(method string) bool {
	for _, m := range r.pure {
		if m == method {
			return true
		}
	}
	return false
}

// Read returns the expression that reads the argument name, of the JSON
// schema type schemaType, from the request written base, and the fmt
// verb that encodes its value.
func (r *Request) Read(base, name, schemaType string) (expr, verb string, ok bool) {
	if a, ok := r.read[schemaType]; ok {
		return base + "." + a.method + "(" + strconv.Quote(name) + ", " + a.zero + ")", a.verb, true
	}
	if r.args == "" {
		return "", "", false
	}
	return base + "." + r.args + "()[" + strconv.Quote(name) + "]", "%#v", true
}

// ReadsArgument reports whether calling method with an argument's name
// (and a default) returns, as its first result, the value that Read's
// expression gives for an argument of the JSON schema type schemaType,
// and the fmt verb that encodes it.
func (r *Request) ReadsArgument(method, schemaType string) (verb string, ok bool) {
	a, ok := r.read[schemaType]
	if !ok || method != a.method && method != r.require[schemaType] {
		return "", false
	}
	return a.verb, true
}

// Requires reports whether method reads one argument and fails when the
// call lacks it (RequireString), and the argument's JSON schema type.
func (r *Request) Requires(method string) (schemaType string, ok bool) {
	for st, m := range r.require {
		if m == method {
			return st, true
		}
	}
	return "", false
}

func isError(t types.Type) bool {
	return types.Identical(t, types.Universe.Lookup("error").Type())
}
