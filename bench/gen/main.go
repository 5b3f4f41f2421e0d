// Gen writes a self-contained Go module of agent tools for idemlint's
// benchmark (issue 12): N tools, 40 to a package, in the shapes real
// servers use.
//
//	go run ./bench/gen -tools 1000 -o /tmp/bench1000
//	(cd /tmp/bench1000 && go mod tidy)
//
// The module (example.com/benchgen) requires mcp-go v1.2.1, the MCP
// go-sdk v1.8.0 and openai-go v3.98.0. Besides the tool packages it has a payments package (an
// interface with one HTTP implementation: POST writes, GET reads), a tool
// layer (toolkit: a generic MustTool constructor and a ServerTool carrier
// registered in a loop), a text helper package and a main package that
// wires everything. Each tool package tools/tNNN declares its tools in
// six shapes, in turn:
//
//	0  mcp-go: s.AddTool(mcp.NewTool(...), func literal)
//	1  go-sdk: mcp.AddTool(s, &mcp.Tool{...}, method) with typed In/Out structs
//	2  toolkit.MustTool("name", "desc", method, opts...) (generic, params from T)
//	3  toolkit.ServerTool{Tool: mcp.NewTool(...), Handler: method}, registered in a loop
//	4  s.AddTool(mcp.NewTool(...), h.Method), the method in package tools/tNNN/handlers
//	5  openai-go: a function tool in a []openai.ChatCompletionToolUnionParam, its
//	   body a case of a switch on the tool call's name (an agent's own tools)
//
// and each shape does, in turn, one of five things:
//
//	0  a charge keyed by a hash of its arguments, timeouts reported as unknown (clean)
//	1  a refund under a timeout, the error returned as a failure (timeouterr, retrydoc, ...)
//	2  a read (GET): never reported
//	3  a charge keyed by the caller's idempotency_key argument (modelkey)
//	4  text formatting with no effect
//
// plus plain helper code and a small test per package. The output is a
// function of the flags alone.
//
// -per-package sets how many tools a package holds, and -kind makes every
// tool one kind: the cost of many tools in one package (issue 30) is
//
//	go run ./bench/gen -tools 1000 -per-package 1000 -kind modelkey -o /tmp/one1000
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// defaultPerPackage is the number of tools in each tool package, unless
// -per-package says otherwise.
const defaultPerPackage = 40

// kindNames are -kind's values, in the order of the kinds.
var kindNames = [numKinds]string{"keyed", "timeout", "read", "modelkey", "compute"}

// A layout says how the generated module spreads its tools.
type layout struct {
	perPackage int // tools in each tool package
	kind       int // every tool's kind, or -1: each in turn
}

func main() {
	n := flag.Int("tools", 100, "number of tools")
	per := flag.Int("per-package", defaultPerPackage, "tools in each tool package")
	kind := flag.String("kind", "", "make every tool of one kind: "+strings.Join(kindNames[:], ", ")+" (default: each in turn)")
	out := flag.String("o", "", "output directory (created; must not hold a previous module)")
	flag.Parse()
	l := layout{perPackage: *per, kind: slices.Index(kindNames[:], *kind)}
	if *out == "" || *n < 1 || *per < 1 || *kind != "" && l.kind < 0 || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: gen -tools N [-per-package N] [-kind KIND] -o DIR")
		os.Exit(2)
	}
	if err := generateLayout(*n, *out, l); err != nil {
		log.Fatal(err)
	}
}

// generate writes the module for n tools, 40 to a package, into dir.
func generate(n int, dir string) error {
	return generateLayout(n, dir, layout{perPackage: defaultPerPackage, kind: -1})
}

// generateLayout writes the module for n tools laid out as l into dir.
func generateLayout(n int, dir string, l layout) error {
	perPackage := l.perPackage
	files := map[string]string{
		"go.mod":               goMod,
		"payments/payments.go": paymentsGo,
		"toolkit/toolkit.go":   toolkitGo,
		"textutil/textutil.go": textutilGo,
	}
	var pkgs []string
	for first := 0; first < n; first += perPackage {
		p := fmt.Sprintf("t%03d", first/perPackage)
		pkgs = append(pkgs, p)
		var ts []tool
		for i := first; i < min(first+perPackage, n); i++ {
			t := newTool(i)
			if l.kind >= 0 {
				t = t.ofKind(l.kind)
			}
			ts = append(ts, t)
		}
		files["tools/"+p+"/tools.go"] = toolsFile(p, ts)
		files["tools/"+p+"/handlers/handlers.go"] = handlersFile(p, ts)
		files["tools/"+p+"/helpers.go"] = fmt.Sprintf(helpersGo, p)
		files["tools/"+p+"/helpers_test.go"] = fmt.Sprintf(helpersTestGo, p)
	}
	files["cmd/server/main.go"] = mainFile(pkgs)

	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		src := []byte(files[name])
		if strings.HasSuffix(name, ".go") {
			var err error
			if src, err = format.Source(src); err != nil {
				return fmt.Errorf("%s: %v\n%s", name, err, files[name])
			}
		}
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, src, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// Shapes and kinds of tools (see the package comment).
const (
	shapeMCPGo = iota
	shapeSDK
	shapeMustTool
	shapeServerTool
	shapeHandlers
	shapeChat
	numShapes
)

const (
	kindKeyed = iota
	kindTimeout
	kindRead
	kindModelKey
	kindCompute
	numKinds
)

type tool struct {
	index int
	name  string // charge_order_0007
	ident string // ChargeOrder0007
	noun  string
	shape int
	kind  int
	hint  bool // kindTimeout: claims idempotentHint=true (wrongly)
}

var (
	verbs = [numKinds][]string{
		{"charge", "bill", "capture", "invoice"},
		{"refund", "reverse", "credit", "void"},
		{"get", "show", "lookup", "fetch"},
		{"pay", "settle", "collect", "debit"},
		{"format", "summarize", "render", "slugify"},
	}
	nouns = []string{"order", "booking", "subscription", "shipment", "ticket", "invoice", "account", "cart", "reservation"}
)

func newTool(i int) tool {
	shape, kind := i%numShapes, (i/numShapes)%numKinds
	verb := verbs[kind][(i/(numShapes*numKinds))%len(verbs[kind])]
	noun := nouns[i%len(nouns)]
	return tool{
		index: i,
		name:  fmt.Sprintf("%s_%s_%04d", verb, noun, i),
		ident: fmt.Sprintf("%s%s%04d", title(verb), title(noun), i),
		noun:  noun,
		shape: shape,
		kind:  kind,
		hint:  i%2 == 0,
	}
}

// ofKind is t made of kind k, its verb and name following.
func (t tool) ofKind(k int) tool {
	i := t.index
	verb := verbs[k][(i/(numShapes*numKinds))%len(verbs[k])]
	t.kind = k
	t.name = fmt.Sprintf("%s_%s_%04d", verb, t.noun, i)
	t.ident = fmt.Sprintf("%s%s%04d", title(verb), title(t.noun), i)
	return t
}

func title(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// A param is one argument of a tool.
type param struct {
	json, field, local string
	isInt              bool
}

func (t tool) params() []param {
	s := func(json, field, local string) param { return param{json, field, local, false} }
	amount := param{"amount_cents", "AmountCents", "amount", true}
	switch t.kind {
	case kindKeyed:
		return []param{s("order_id", "OrderID", "orderID"), amount, s("currency", "Currency", "currency")}
	case kindTimeout:
		return []param{s("order_id", "OrderID", "orderID"), amount, s("reason", "Reason", "reason")}
	case kindRead:
		return []param{s("charge_id", "ChargeID", "chargeID")}
	case kindModelKey:
		return []param{s("order_id", "OrderID", "orderID"), amount, s("idempotency_key", "IdempotencyKey", "key")}
	default:
		return []param{s("text", "Text", "text"), param{"width", "Width", "width", true}}
	}
}

func (t tool) description() string {
	switch t.kind {
	case kindKeyed:
		return fmt.Sprintf("Charge a %s. Safe to retry: the same arguments charge once.", t.noun)
	case kindTimeout:
		return fmt.Sprintf("Refund a %s.", t.noun)
	case kindRead:
		return fmt.Sprintf("Show the charge of a %s.", t.noun)
	case kindModelKey:
		return fmt.Sprintf("Charge a %s with the caller's idempotency key. Safe to retry with the same key.", t.noun)
	default:
		return fmt.Sprintf("Format a %s's text.", t.noun)
	}
}

// mcpOptions are the mcp-go options declaring t's description, params
// (unless schema is false: MustTool derives them from T) and hints.
func (t tool) mcpOptions(schema bool) []string {
	var opts []string
	if schema {
		opts = append(opts, fmt.Sprintf("mcp.WithDescription(%q)", t.description()))
		for _, p := range t.params() {
			with := "WithString"
			if p.isInt {
				with = "WithNumber"
			}
			req := ", mcp.Required()"
			if p.json == "idempotency_key" || p.json == "currency" {
				req = ""
			}
			opts = append(opts, fmt.Sprintf("mcp.%s(%q%s)", with, p.json, req))
		}
	}
	switch {
	case t.kind == kindRead:
		opts = append(opts, "mcp.WithReadOnlyHintAnnotation(true)")
	case t.kind == kindKeyed || t.kind == kindTimeout && t.hint:
		opts = append(opts, "mcp.WithIdempotentHintAnnotation(true)")
	case t.kind == kindTimeout:
		opts = append(opts, "mcp.WithIdempotentHintAnnotation(false)")
	}
	return opts
}

func (t tool) newTool() string {
	return fmt.Sprintf("mcp.NewTool(%q,\n%s,\n)", t.name, strings.Join(t.mcpOptions(true), ",\n"))
}

// Handler styles: how a body reads its arguments and returns.
const (
	styleReq  = iota // mcp-go: (ctx, mcp.CallToolRequest) (*mcp.CallToolResult, error)
	styleSDK         // go-sdk: (ctx, *mcp.CallToolRequest, In) (*mcp.CallToolResult, Out, error)
	styleFn          // toolkit.MustTool: (ctx, In) (Out, error)
	styleChat        // openai-go: a case of the dispatch on call.Function.Name
)

func (t tool) style() int {
	switch t.shape {
	case shapeSDK:
		return styleSDK
	case shapeMustTool:
		return styleFn
	case shapeChat:
		return styleChat
	}
	return styleReq
}

// signature is t's handler signature (after the name or func keyword).
func (t tool) signature() string {
	switch t.style() {
	case styleSDK:
		return fmt.Sprintf("(ctx context.Context, req *sdk.CallToolRequest, in %sIn) (*sdk.CallToolResult, %sOut, error)", t.ident, t.ident)
	case styleFn:
		return fmt.Sprintf("(ctx context.Context, in %sIn) (%sOut, error)", t.ident, t.ident)
	}
	return "(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)"
}

// body is t's handler body; pay is the expression of the payments client.
func (t tool) body(pay string) string {
	var ok, fail, errResult, unknown func(string) string
	var b strings.Builder
	switch t.style() {
	case styleReq:
		for _, p := range t.params() {
			if p.isInt {
				fmt.Fprintf(&b, "%s := req.GetInt(%q, 0)\n", p.local, p.json)
			} else {
				fmt.Fprintf(&b, "%s := req.GetString(%q, \"\")\n", p.local, p.json)
			}
		}
		ok = func(v string) string { return fmt.Sprintf("return mcp.NewToolResultText(%s), nil", v) }
		fail = func(err string) string { return fmt.Sprintf("return nil, %s", err) }
		errResult = func(msg string) string { return fmt.Sprintf("return mcp.NewToolResultError(%s), nil", msg) }
		unknown = func(msg string) string { return fmt.Sprintf("return mcp.NewToolResultText(%q), nil", msg) }
	case styleSDK:
		for _, p := range t.params() {
			fmt.Fprintf(&b, "%s := in.%s\n", p.local, p.field)
		}
		out := t.ident + "Out"
		ok = func(v string) string { return fmt.Sprintf("return nil, %s{Result: %s}, nil", out, v) }
		fail = func(err string) string { return fmt.Sprintf("return nil, %s{}, %s", out, err) }
		errResult = func(msg string) string {
			return fmt.Sprintf("return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: %s}}}, %s{}, nil", msg, out)
		}
		unknown = func(msg string) string {
			return fmt.Sprintf("return nil, %s{Status: \"unknown\", Result: %q}, nil", out, msg)
		}
	case styleChat:
		fmt.Fprintf(&b, `var in %sIn
if err := json.Unmarshal([]byte(call.Function.Arguments), &in); err != nil {
	return openai.ToolMessage("error: bad arguments: "+err.Error(), call.ID)
}
`, t.ident)
		for _, p := range t.params() {
			fmt.Fprintf(&b, "%s := in.%s\n", p.local, p.field)
		}
		ok = func(v string) string { return fmt.Sprintf("return openai.ToolMessage(%s, call.ID)", v) }
		fail = func(err string) string {
			return fmt.Sprintf(`return openai.ToolMessage("error: "+%s.Error(), call.ID)`, err)
		}
		errResult = func(msg string) string { return fmt.Sprintf(`return openai.ToolMessage("error: "+%s, call.ID)`, msg) }
		unknown = func(msg string) string { return fmt.Sprintf("return openai.ToolMessage(%q, call.ID)", msg) }
	case styleFn:
		for _, p := range t.params() {
			fmt.Fprintf(&b, "%s := in.%s\n", p.local, p.field)
		}
		out := t.ident + "Out"
		ok = func(v string) string { return fmt.Sprintf("return %s{Result: %s}, nil", out, v) }
		fail = func(err string) string { return fmt.Sprintf("return %s{}, %s", out, err) }
		errResult = func(msg string) string { return fmt.Sprintf("return %s{}, errors.New(%s)", out, msg) }
		unknown = func(msg string) string {
			return fmt.Sprintf("return %s{Status: \"unknown\", Result: %q}, nil", out, msg)
		}
	}

	switch t.kind {
	case kindKeyed:
		fmt.Fprintf(&b, `if err := validateOrder(orderID, amount); err != nil {
	%s
}
// The same charge always gets the same key: a hash of the arguments.
sum := sha256.Sum256(fmt.Appendf(nil, "%s|%%q|%%d|%%q", orderID, amount, currency))
key := hex.EncodeToString(sum[:])
c, err := %s.Charge(ctx, payments.ChargeParams{OrderID: orderID, AmountCents: int64(amount), Currency: currency, IdempotencyKey: key})
if errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err) {
	%s
}
if err != nil {
	%s
}
%s
`, errResult("err.Error()"), t.name, pay, unknown("Outcome unknown. Calling again with the same arguments is safe."),
			errResult(`"charge failed: " + err.Error()`), ok("describe(c.ID, c.Status)"))
	case kindTimeout:
		fmt.Fprintf(&b, `if err := validateOrder(orderID, amount); err != nil {
	%s
}
ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
defer cancel()
r, err := %s.Refund(ctx, payments.RefundParams{OrderID: orderID, AmountCents: int64(amount), Reason: reason})
if err != nil {
	%s
}
%s
`, errResult("err.Error()"), pay, fail("err"), ok("describe(r.ID, r.Status)"))
	case kindRead:
		fmt.Fprintf(&b, `c, err := %s.GetCharge(ctx, chargeID)
if err != nil {
	%s
}
%s
`, pay, fail("err"), ok("describe(c.ID, c.Status)"))
	case kindModelKey:
		fmt.Fprintf(&b, `if err := validateOrder(orderID, amount); err != nil {
	%s
}
c, err := %s.Charge(ctx, payments.ChargeParams{OrderID: orderID, AmountCents: int64(amount), IdempotencyKey: key})
if err != nil {
	%s
}
%s
`, errResult("err.Error()"), pay, errResult(`"charge failed: " + err.Error()`), ok("describe(c.ID, c.Status)"))
	default:
		fmt.Fprintf(&b, "_ = ctx\n%s\n", ok("textutil.Wrap(textutil.Slug(text), width)"))
	}
	return b.String()
}

// inOut declares t's input and output structs (typed handlers only).
func (t tool) inOut() string {
	if t.style() == styleReq {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "// %sIn is the input of %s.\ntype %sIn struct {\n", t.ident, t.name, t.ident)
	for _, p := range t.params() {
		typ, omit := "string", ""
		if p.isInt {
			typ = "int"
		}
		if p.json == "idempotency_key" || p.json == "currency" {
			omit = ",omitempty"
		}
		fmt.Fprintf(&b, "\t%s %s `json:\"%s%s\"`\n", p.field, typ, p.json, omit)
	}
	fmt.Fprintf(&b, "}\n\n// %sOut is the output of %s.\ntype %sOut struct {\n", t.ident, t.name, t.ident)
	b.WriteString("\tStatus string `json:\"status,omitempty\"`\n\tResult string `json:\"result\"`\n}\n\n")
	return b.String()
}

// toolsFile is tools/p/tools.go: Register, and the handlers that are
// not in package handlers.
func toolsFile(p string, ts []tool) string {
	var reg, layer, decls, chat, cases strings.Builder
	for _, t := range ts {
		switch t.shape {
		case shapeChat:
			fmt.Fprintf(&chat, "openai.ChatCompletionFunctionTool(openai.FunctionDefinitionParam{\nName: %q,\nDescription: openai.String(%q),\nParameters: %s,\n}),\n", t.name, t.description(), t.jsonSchema())
			fmt.Fprintf(&cases, "case %q:\n%s", t.name, t.body("l.pay"))
			decls.WriteString(t.inOut())
		case shapeMCPGo:
			fmt.Fprintf(&reg, "s.AddTool(%s, func%s {\n%s})\n", t.newTool(), t.signature(), t.body("l.pay"))
		case shapeSDK:
			ann := ""
			switch t.kind {
			case kindRead:
				ann = "\nAnnotations: &sdk.ToolAnnotations{ReadOnlyHint: true},"
			case kindKeyed:
				ann = "\nAnnotations: &sdk.ToolAnnotations{IdempotentHint: true},"
			}
			fmt.Fprintf(&reg, "sdk.AddTool(ss, &sdk.Tool{\nName: %q,\nDescription: %q,%s\n}, l.%s)\n", t.name, t.description(), ann, t.ident)
		case shapeMustTool:
			fmt.Fprintf(&layer, "toolkit.MustTool(%q, %q, l.%s%s),\n", t.name, t.description(), t.ident,
				strings.Join(append([]string{""}, t.mcpOptions(false)...), ", "))
		case shapeServerTool:
			fmt.Fprintf(&layer, "{Tool: %s, Handler: l.%s},\n", t.newTool(), t.ident)
		case shapeHandlers:
			fmt.Fprintf(&reg, "s.AddTool(%s, h.%s)\n", t.newTool(), t.ident)
		}
		if t.shape == shapeSDK || t.shape == shapeMustTool || t.shape == shapeServerTool {
			fmt.Fprintf(&decls, "%sfunc (l *local) %s%s {\n%s}\n\n", t.inOut(), t.ident, t.signature(), t.body("l.pay"))
		}
	}
	src := fmt.Sprintf(`// Package %[1]s declares %[2]d generated agent tools.
package %[1]s

// local holds what this package's handlers need.
type local struct {
	pay payments.Payments
}

// Register adds the package's tools to an mcp-go server and a go-sdk server.
func Register(s *server.MCPServer, ss *sdk.Server, pay payments.Payments) {
	l := &local{pay: pay}
	h := &handlers.Handlers{Pay: pay}
	_ = h
	%[3]s
	toolkit.Register(s, l.layerTools()...)
}

// layerTools are the tools declared through the tool layer.
func (l *local) layerTools() []toolkit.ServerTool {
	return []toolkit.ServerTool{
		%[4]s
	}
}

%[5]s%[6]s`, p, len(ts), reg.String(), layer.String(), decls.String(), chatFile(chat.String(), cases.String()))
	return withImports(src, "example.com/benchgen/tools/"+p+"/handlers")
}

// chatFile declares the package's openai-go tools and their dispatch,
// when it has any.
func chatFile(tools, cases string) string {
	if tools == "" {
		return ""
	}
	return fmt.Sprintf(`// ChatTools are the tools an agent offers the model with each chat completion.
var ChatTools = []openai.ChatCompletionToolUnionParam{
	%s}

// HandleToolCall runs the tool a chat completion called.
func (l *local) HandleToolCall(ctx context.Context, call openai.ChatCompletionMessageToolCallUnion) openai.ChatCompletionMessageParamUnion {
	switch call.Function.Name {
	%s}
	return openai.ToolMessage("error: unknown tool "+call.Function.Name, call.ID)
}
`, tools, cases)
}

// jsonSchema is t's parameters as an openai.FunctionParameters literal.
func (t tool) jsonSchema() string {
	var props, required []string
	for _, p := range t.params() {
		typ := "string"
		if p.isInt {
			typ = "integer"
		}
		props = append(props, fmt.Sprintf("%q: map[string]any{\"type\": %q},", p.json, typ))
		if p.json != "idempotency_key" && p.json != "currency" {
			required = append(required, fmt.Sprintf("%q", p.json))
		}
	}
	return fmt.Sprintf("openai.FunctionParameters{\n\"type\": \"object\",\n\"properties\": map[string]any{\n%s\n},\n\"required\": []string{%s},\n}",
		strings.Join(props, "\n"), strings.Join(required, ", "))
}

// handlersFile is tools/p/handlers/handlers.go: the handlers of shape 4.
func handlersFile(p string, ts []tool) string {
	var decls strings.Builder
	for _, t := range ts {
		if t.shape == shapeHandlers {
			fmt.Fprintf(&decls, "// %s handles %s.\nfunc (h *Handlers) %s%s {\n%s}\n\n", t.ident, t.name, t.ident, t.signature(), t.body("h.Pay"))
		}
	}
	src := fmt.Sprintf(`// Package handlers implements tools that package %[1]s registers.
package handlers

// Handlers holds the clients the handlers use.
type Handlers struct {
	Pay payments.Payments
}

func describe(id, status string) string { return id + ": " + status }

func validateOrder(id string, amount int) error {
	if id == "" || amount <= 0 {
		return fmt.Errorf("invalid order %%q or amount %%d", id, amount)
	}
	return nil
}

%[2]s
`, p, decls.String())
	return withImports(src)
}

func mainFile(pkgs []string) string {
	var imps, regs strings.Builder
	for _, p := range pkgs {
		fmt.Fprintf(&imps, "\t%q\n", "example.com/benchgen/tools/"+p)
		fmt.Fprintf(&regs, "\t%s.Register(s, ss, pay)\n", p)
	}
	return fmt.Sprintf(`// Command server serves every generated tool over stdio.
package main

import (
	"context"
	"log"
	"net/http"
	"time"

	"example.com/benchgen/payments"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

%s)

func main() {
	s := server.NewMCPServer("benchgen", "1.0.0")
	ss := sdk.NewServer(&sdk.Implementation{Name: "benchgen", Version: "1.0.0"}, nil)
	pay := payments.New("https://pay.example", &http.Client{Timeout: 30 * time.Second})
%s
	_ = ss // a real server would serve it over HTTP
	if err := server.ServeStdio(s); err != nil && err != context.Canceled {
		log.Fatal(err)
	}
}
`, imps.String(), regs.String())
}

// imports maps a package name used as a qualifier to its import line.
var imports = []struct{ qual, line string }{
	{"context.", `"context"`},
	{"errors.", `"errors"`},
	{"fmt.", `"fmt"`},
	{"hex.", `"encoding/hex"`},
	{"json.", `"encoding/json"`},
	{"os.", `"os"`},
	{"sha256.", `"crypto/sha256"`},
	{"time.", `"time"`},
	{"mcp.", `"github.com/mark3labs/mcp-go/mcp"`},
	{"server.", `"github.com/mark3labs/mcp-go/server"`},
	{"sdk.", `sdk "github.com/modelcontextprotocol/go-sdk/mcp"`},
	{"openai.", `"github.com/openai/openai-go/v3"`},
	{"payments.", `"example.com/benchgen/payments"`},
	{"textutil.", `"example.com/benchgen/textutil"`},
	{"toolkit.", `"example.com/benchgen/toolkit"`},
}

// withImports adds an import declaration, after the package clause, for
// every qualifier src uses, and for extra.
func withImports(src string, extra ...string) string {
	var lines []string
	for _, imp := range imports {
		if regexp.MustCompile(`\b` + regexp.QuoteMeta(imp.qual)).MatchString(src) {
			lines = append(lines, imp.line)
		}
	}
	for _, e := range extra {
		lines = append(lines, fmt.Sprintf("%q", e))
	}
	var b bytes.Buffer
	i := strings.Index(src, "\n\n") + 2 // after the package clause (the package comment has no blank line)
	b.WriteString(src[:i])
	b.WriteString("import (\n\t" + strings.Join(lines, "\n\t") + "\n)\n\n")
	b.WriteString(src[i:])
	return b.String()
}

const goMod = `module example.com/benchgen

go 1.26

require (
	github.com/mark3labs/mcp-go v1.2.1
	github.com/modelcontextprotocol/go-sdk v1.8.0
	github.com/openai/openai-go/v3 v3.98.0
)
`

const paymentsGo = `// Package payments is a payment provider's API: an interface, and one
// implementation over HTTP.
package payments

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
)

// Payments is the provider's API.
type Payments interface {
	Charge(ctx context.Context, p ChargeParams) (*Charge, error)
	Refund(ctx context.Context, p RefundParams) (*Refund, error)
	GetCharge(ctx context.Context, id string) (*Charge, error)
}

// ChargeParams describe a charge. With an IdempotencyKey, the provider
// charges at most once per key.
type ChargeParams struct {
	OrderID        string ` + "`json:\"order_id\"`" + `
	AmountCents    int64  ` + "`json:\"amount_cents\"`" + `
	Currency       string ` + "`json:\"currency,omitempty\"`" + `
	IdempotencyKey string ` + "`json:\"-\"`" + `
}

// RefundParams describe a refund.
type RefundParams struct {
	OrderID        string ` + "`json:\"order_id\"`" + `
	AmountCents    int64  ` + "`json:\"amount_cents\"`" + `
	Reason         string ` + "`json:\"reason,omitempty\"`" + `
	IdempotencyKey string ` + "`json:\"-\"`" + `
}

// Charge is the provider's record of a charge.
type Charge struct {
	ID     string ` + "`json:\"id\"`" + `
	Status string ` + "`json:\"status\"`" + `
}

// Refund is the provider's record of a refund.
type Refund struct {
	ID     string ` + "`json:\"id\"`" + `
	Status string ` + "`json:\"status\"`" + `
}

// New returns the HTTP implementation of Payments.
func New(baseURL string, hc *http.Client) Payments {
	return &httpClient{base: baseURL, hc: hc}
}

type httpClient struct {
	base string
	hc   *http.Client
}

func (c *httpClient) Charge(ctx context.Context, p ChargeParams) (*Charge, error) {
	var out Charge
	if err := c.post(ctx, "/v1/charges", p, p.IdempotencyKey, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

func (c *httpClient) Refund(ctx context.Context, p RefundParams) (*Refund, error) {
	var out Refund
	if err := c.post(ctx, "/v1/refunds", p, p.IdempotencyKey, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

func (c *httpClient) GetCharge(ctx context.Context, id string) (*Charge, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/v1/charges/"+url.PathEscape(id), nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("payments: GET charge %s: %s", id, resp.Status)
	}
	var out Charge
	return &out, json.NewDecoder(resp.Body).Decode(&out)
}

// post sends one JSON request, with the idempotency key when there is one.
func (c *httpClient) post(ctx context.Context, path string, body any, key string, out any) error {
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+path, bytes.NewReader(b))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Idempotency-Key", key)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return fmt.Errorf("payments: POST %s: %s", path, resp.Status)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
`

const toolkitGo = `// Package toolkit is the server's own tool layer over mcp-go: a generic
// constructor, the carrier it stores a tool and its handler in, and a
// loop that registers them.
package toolkit

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// A ServerTool is a tool and its handler.
type ServerTool struct {
	Tool    mcp.Tool
	Handler server.ToolHandlerFunc
}

// MustTool declares a tool whose parameters are T's fields and whose
// handler is fn.
func MustTool[T, R any](name, description string, fn func(context.Context, T) (R, error), opts ...mcp.ToolOption) ServerTool {
	return ServerTool{
		Tool:    mcp.NewTool(name, append(opts, mcp.WithDescription(description), mcp.WithInputSchema[T]())...),
		Handler: typed(fn),
	}
}

func typed[T, R any](fn func(context.Context, T) (R, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var in T
		if err := req.BindArguments(&in); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		out, err := fn(ctx, in)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		b, err := json.Marshal(out)
		if err != nil {
			return nil, err
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

// Register adds every tool to s.
func Register(s *server.MCPServer, tools ...ServerTool) {
	for _, t := range tools {
		s.AddTool(t.Tool, t.Handler)
	}
}
`

const textutilGo = `// Package textutil is plain helper code: no tools, no effects.
package textutil

import (
	"strings"
	"unicode"
)

// Slug lowercases s and joins its words with dashes.
func Slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(unicode.ToLower(r))
			dash = false
		default:
			dash = true
		}
	}
	return b.String()
}

// Wrap breaks s into lines of at most width bytes, at dashes or spaces.
func Wrap(s string, width int) string {
	if width <= 0 || len(s) <= width {
		return s
	}
	var lines []string
	for len(s) > width {
		cut := strings.LastIndexAny(s[:width], "- ")
		if cut <= 0 {
			cut = width
		}
		lines = append(lines, s[:cut])
		s = strings.TrimLeft(s[cut:], "- ")
	}
	return strings.Join(append(lines, s), "\n")
}

// Truncate shortens s to n runes, with an ellipsis.
func Truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
`

// helpersGo is plain code in each tool package (%s: the package name).
const helpersGo = `package %s

import (
	"fmt"
	"strings"

	"example.com/benchgen/textutil"
)

func describe(id, status string) string {
	return fmt.Sprintf("%%s: %%s", id, strings.ToLower(status))
}

func validateOrder(id string, amount int) error {
	switch {
	case strings.TrimSpace(id) == "":
		return fmt.Errorf("order id is empty")
	case amount <= 0:
		return fmt.Errorf("amount %%d is not positive", amount)
	case amount > 1_000_000_00:
		return fmt.Errorf("amount %%d is too large", amount)
	}
	return nil
}

// summary is a report line.
type summary struct {
	Title string
	Lines []string
}

func (s summary) String() string {
	var b strings.Builder
	b.WriteString(textutil.Truncate(s.Title, 60))
	for i, l := range s.Lines {
		fmt.Fprintf(&b, "\n%%3d. %%s", i+1, l)
	}
	return b.String()
}
`

const helpersTestGo = `package %s

import "testing"

func TestValidateOrder(t *testing.T) {
	if err := validateOrder("o-1", 100); err != nil {
		t.Fatal(err)
	}
	if validateOrder("", 100) == nil || validateOrder("o-1", 0) == nil {
		t.Fatal("invalid orders accepted")
	}
	if got := (summary{Title: "t", Lines: []string{"a"}}).String(); got != "t\n  1. a" {
		t.Fatalf("summary = %%q", got)
	}
}
`
