package analyzers_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/idemlint/idemlint/analyzers"
	"github.com/idemlint/idemlint/config"
	"github.com/idemlint/idemlint/internal/bodies"
	"github.com/idemlint/idemlint/internal/checker"
	"github.com/idemlint/idemlint/internal/lazyssa"
	"github.com/idemlint/idemlint/internal/loader"
	"golang.org/x/tools/go/packages"
)

// The tool writer assembles a write tool from fragments, correct by
// construction: its key is derived from every identifying parameter and
// handed to the provider or looked up in a ledger before the write, a
// timeout is reported as an unknown outcome, and the description says
// what a retry does. Then it breaks one rule, and exactly that rule's
// check must report (issue 30). Every other dimension (the framework,
// the handler's shape, how the write is sent) is one real servers use
// (../shared/design/real-shapes.md, requests.md), and none of them may
// change a finding.

// Frameworks: how a tool is declared, registered and answers. Each
// mirrors its fixtures (testdata/src/{timeouterr,keyttl,replayerr}/...).
type framework struct {
	name string
	// hints: the declaration claims idempotentHint(true), which a break
	// that makes a repeat act again also makes false (hintmismatch).
	hints bool
	// typed: the arguments arrive in a struct (ChargeIn), not a request
	// the handler reads them from.
	typed bool
	sig   string // the handler's signature
	htype string // the handler's type, for a closure that returns it
	// register is the statement that declares and registers the tool
	// with its handler; regSig is the signature of the function holding it.
	register func(tool, handler string) string
	regSig   string
	ok       func(id string) string      // a successful return with the id
	fail     func(failure string) string // a failure returned to the model
	failNew  string                      // what makes a failure of a message
	unknown  func(text string) string    // the honest answer to a timeout
	// failHelper declares failure(msg), which builds what fail returns:
	// the failure shape H1 of real-shapes.md.
	failHelper string
}

var frameworks = []framework{{
	name:     "mcp-go",
	hints:    true,
	sig:      "(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error)",
	htype:    "server.ToolHandlerFunc",
	register: func(tool, h string) string { return fmt.Sprintf("s.AddTool(%s, %s)", tool, h) },
	regSig:   "Register(s *server.MCPServer)",
	ok:       func(id string) string { return fmt.Sprintf("return mcpgo.NewToolResultText(%s), nil", id) },
	fail:     func(failure string) string { return fmt.Sprintf("return %s, nil", failure) },
	failNew:  "mcpgo.NewToolResultError",
	unknown:  func(text string) string { return fmt.Sprintf("return mcpgo.NewToolResultText(%q), nil", text) },
	failHelper: `
func failure(msg string) *mcpgo.CallToolResult {
	return mcpgo.NewToolResultError(msg)
}
`,
}, {
	name:       "go-sdk",
	hints:      true,
	typed:      true,
	sig:        "(ctx context.Context, req *gosdk.CallToolRequest, in ChargeIn) (*gosdk.CallToolResult, ChargeOut, error)",
	htype:      "gosdk.ToolHandlerFor[ChargeIn, ChargeOut]",
	register:   func(tool, h string) string { return fmt.Sprintf("gosdk.AddTool(s, %s, %s)", tool, h) },
	regSig:     "Register(s *gosdk.Server)",
	ok:         func(id string) string { return fmt.Sprintf("return nil, ChargeOut{ID: %s}, nil", id) },
	fail:       func(failure string) string { return fmt.Sprintf("return nil, ChargeOut{}, %s", failure) },
	failNew:    "errors.New",
	unknown:    func(text string) string { return fmt.Sprintf("return nil, ChargeOut{Status: %q}, nil", text) },
	failHelper: typedFailHelper,
}, {
	name:       "adk",
	typed:      true,
	sig:        "(ctx agent.Context, in ChargeIn) (ChargeOut, error)",
	htype:      "functiontool.Func[ChargeIn, ChargeOut]",
	register:   func(tool, h string) string { return fmt.Sprintf("return functiontool.New(%s, %s)", tool, h) },
	regSig:     "Register() (tool.Tool, error)",
	ok:         func(id string) string { return fmt.Sprintf("return ChargeOut{ID: %s}, nil", id) },
	fail:       func(failure string) string { return fmt.Sprintf("return ChargeOut{}, %s", failure) },
	failNew:    "errors.New",
	unknown:    func(text string) string { return fmt.Sprintf("return ChargeOut{Status: %q}, nil", text) },
	failHelper: typedFailHelper,
}}

const typedFailHelper = `
func failure(msg string) error {
	return fmt.Errorf("charge_order: %s", msg)
}
`

// Handler shapes.
const (
	shapeLiteral  = iota // s.AddTool(tool, func(...) {...})
	shapeMethod          // s.AddTool(tool, h.Charge)
	shapeVariable        // charge := func(...) {...}; s.AddTool(tool, charge)
	shapeClosure         // s.AddTool(tool, func() server.ToolHandlerFunc { return func(...) {...} }())
	shapeHelper          // the write in a helper the handler calls
	numShapes
)

var shapeNames = []string{"literal", "method", "variable", "closure", "helper"}

// Write shapes: how the write reaches the provider.
const (
	writeSDK     = iota // an SDK's interface method (W1)
	writeREST           // a POST built in one function and sent in another (R1)
	writeGraphQL        // a mutation document posted by a transport helper (R2)
	numWrites
)

var writeNames = []string{"SDK interface", "REST request", "GraphQL mutation"}

// Keyings: what makes a repeat harmless.
const (
	keyProvider = iota // the key goes to the provider's key slot
	keyLedger          // the key is looked up in a ledger before the write, recorded after
	numKeyings
)

var keyingNames = []string{"provider key", "ledger"}

// What the description and the answer to a timeout say a retry does:
// true of the keying. A ledger looked up before the write and recorded
// after it does not survive a timeout (retrydoc's doc).
var retrySentences = [numKeyings][]string{
	keyProvider: {
		"Safe to retry: the same arguments charge once.",
		"Retrying is safe: a repeat with the same arguments returns the original charge.",
		"Idempotent: calling again with the same arguments charges once.",
	},
	keyLedger: {
		"Calling again with the same arguments returns the original charge; after a timeout, check the order's charges first.",
		"Not safe to retry after a timeout: check the order's charges first. Otherwise calling again with the same arguments returns the original charge.",
	},
}

var unknownTexts = [numKeyings]string{
	keyProvider: "Outcome unknown: the charge may have happened. Calling again with the same arguments is safe.",
	keyLedger:   "Outcome unknown: the charge may have happened. Check the order's charges before calling again.",
}

// Key derivations from the identifying arguments.
const (
	keyInline = iota // sha256 of the arguments, in the handler
	keyHelper        // the same, in a function of the package
	keyConcat        // the arguments joined into a string
	numKeyForms
)

var keyFormNames = []string{"inline hash", "hash helper", "concatenation"}

// Timeout recognitions.
const (
	timeoutIs     = iota // errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err)
	timeoutNetErr        // errors.As(err, &netErr) && netErr.Timeout()
	timeoutHelper        // isTimeout(err), a function of the package
	numTimeouts
)

var timeoutNames = []string{"errors.Is", "net.Error", "helper"}

// Failure shapes: the message returned directly, or built by a helper
// (H1 of real-shapes.md).
const (
	failDirect = iota
	failHelper
	numFails
)

var failNames = []string{"direct failure", "failure helper"}

// Broken rules, the check that must report each, and any other the
// break makes true: a key the model or a random source chooses, or none,
// also makes the tool's idempotentHint(true) false (hintmismatch, where
// the framework has hints). ledger: the rule is about a ledger, so its
// tools keep one.
var broken = []struct {
	rule, check string
	hint        bool
	ledger      bool
}{
	{"none", "", false, false},
	{"no retry sentence", "retrydoc", false, false},
	{"timeout returned as a failure", "timeouterr", false, false},
	{"key from part of the arguments", "partialkey", false, false},
	{"key from the model", "modelkey", true, false},
	{"key from a random source", "volatilekey", true, false},
	{"no key and no lookup", "nolookup", true, false},
	{"ledger hit returned as an error", "replayerr", false, true},
	{"key kept for less than a day", "keyttl", false, true},
}

// A toolSpec is one generated tool.
type toolSpec struct {
	fw, shape, write, keying int
	params                   int // identifying parameters: 1 to 3
	broken                   int // index in broken
	sentence                 int // index in retrySentences[keying]
	keyForm, timeout, fail   int
}

// A toolInput is what a fuzz input says, one byte a dimension.
type toolInput struct {
	fw, shape, write, keying, params, brk, sentence, keyForm, timeout, fail uint8
}

func specOf(in toolInput) toolSpec {
	s := toolSpec{
		fw:      int(in.fw) % len(frameworks),
		shape:   int(in.shape) % numShapes,
		write:   int(in.write) % numWrites,
		keying:  int(in.keying) % numKeyings,
		params:  1 + int(in.params)%3,
		broken:  int(in.brk) % len(broken),
		keyForm: int(in.keyForm) % numKeyForms,
		timeout: int(in.timeout) % numTimeouts,
		fail:    int(in.fail) % numFails,
	}
	switch {
	case broken[s.broken].ledger:
		s.keying = keyLedger
	case broken[s.broken].check == "nolookup":
		s.keying = keyProvider // neither: it has no key
	}
	if broken[s.broken].check == "partialkey" && s.params == 1 {
		s.params = 2 // part of one argument is none
	}
	s.sentence = int(in.sentence) % len(retrySentences[s.keying])
	switch broken[s.broken].check {
	case "modelkey", "volatilekey", "nolookup":
		s.keyForm = keyInline // derives no key
	case "retrydoc":
		s.sentence = 0 // says none
	case "timeouterr":
		s.timeout = timeoutIs // recognises none
	}
	return s
}

func (s toolSpec) String() string {
	return fmt.Sprintf("%s, %s handler, %s, %s, %d parameters, sentence %d, %s key, %s timeout check, %s, %s",
		frameworks[s.fw].name, shapeNames[s.shape], writeNames[s.write], keyingNames[s.keying], s.params,
		s.sentence, keyFormNames[s.keyForm], timeoutNames[s.timeout], failNames[s.fail], broken[s.broken].rule)
}

// want returns the checks the spec's package must report, sorted.
func (s toolSpec) want() []string {
	b := broken[s.broken]
	if b.check == "" {
		return nil
	}
	want := []string{b.check}
	if b.hint && frameworks[s.fw].hints {
		want = append(want, "hintmismatch")
	}
	slices.Sort(want)
	return want
}

type toolParam struct{ json, local, field, typ, read, verb string }

var toolParams = []toolParam{
	{"order_id", "orderID", "OrderID", "string", `req.GetString("order_id", "")`, "%q"},
	{"amount", "amount", "Amount", "int", `req.GetInt("amount", 0)`, "%d"},
	{"currency", "currency", "Currency", "string", `req.GetString("currency", "")`, "%q"},
}

// The package holding the tool imports every framework and every write
// shape's packages, whatever it uses: a fuzzing worker then lists the
// package once and reuses its imports' types and facts for every input.
const toolImports = `import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/google/uuid"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/tool"
	"google.golang.org/adk/v2/tool/functiontool"
)

var (
	_ = bytes.NewReader
	_ = sha256.Sum256
	_ = hex.EncodeToString
	_ = json.Marshal
	_ = errors.Is
	_ = fmt.Appendf
	_ net.Error
	_ = http.MethodPost
	_ = os.IsTimeout
	_ = strconv.Itoa
	_ = time.Hour
	_ = uuid.NewString
	_ = mcpgo.NewTool
	_ = server.NewMCPServer
	_ = gosdk.AddTool[struct{}, struct{}]
	_ agent.Context
	_ tool.Tool
	_ = functiontool.New[struct{}, struct{}]
)
`

// writeDecls returns the package-level declarations of the write shape
// and the call that writes, given the key argument (empty: none).
func (s toolSpec) writeDecls(key string) (decls, call string) {
	keyParam, keyArg, header := "", "", ""
	if key != "" {
		keyParam, keyArg = ", idempotencyKey string", ", "+key
		header = "\n\treq.Header.Set(\"Idempotency-Key\", idempotencyKey)"
	}
	switch s.write {
	case writeREST:
		decls = fmt.Sprintf(`
// restClient is a REST SDK: one function builds a request, another sends it.
type restClient struct {
	base string
	hc   *http.Client
}

var api = &restClient{base: "https://pay.example", hc: http.DefaultClient}

func (c *restClient) newRequest(ctx context.Context, method, path string, body any) (*http.Request, error) {
	data, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(data))
}

func (c *restClient) do(req *http.Request) (string, error) {
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out struct {
		ID string `+"`json:\"id\"`"+`
	}
	err = json.NewDecoder(resp.Body).Decode(&out)
	return out.ID, err
}

func (c *restClient) CreateCharge(ctx context.Context, orderID string, cents int64%s) (string, error) {
	req, err := c.newRequest(ctx, http.MethodPost, "/charges", map[string]any{"order_id": orderID, "amount": cents})
	if err != nil {
		return "", err
	}%s
	return c.do(req)
}
`, keyParam, header)
		call = fmt.Sprintf("api.CreateCharge(ctx, orderID, cents%s)", keyArg)
	case writeGraphQL:
		decls = fmt.Sprintf(`
const createChargeMutation = `+"`mutation CreateCharge($orderId: ID!, $amount: Int!) { createCharge(orderId: $orderId, amount: $amount) { id } }`"+`

// gqlClient posts every document: what the document says decides.
type gqlClient struct {
	endpoint string
	hc       *http.Client
}

var gql = &gqlClient{endpoint: "https://pay.example/graphql", hc: http.DefaultClient}

func (c *gqlClient) execute(ctx context.Context, doc string, vars map[string]any%s) (string, error) {
	body, err := json.Marshal(map[string]any{"query": doc, "variables": vars})
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return "", err
	}%s
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out struct {
		Data struct {
			CreateCharge struct {
				ID string `+"`json:\"id\"`"+`
			} `+"`json:\"createCharge\"`"+`
		} `+"`json:\"data\"`"+`
	}
	err = json.NewDecoder(resp.Body).Decode(&out)
	return out.Data.CreateCharge.ID, err
}
`, keyParam, header)
		call = fmt.Sprintf(`gql.execute(ctx, createChargeMutation, map[string]any{"orderId": orderID, "amount": cents}%s)`, keyArg)
	default:
		decls = fmt.Sprintf(`
type Payments interface {
	Charge(ctx context.Context, orderID string, cents int64%s) (string, error)
}

var pay Payments
`, keyParam)
		call = fmt.Sprintf("pay.Charge(ctx, orderID, cents%s)", keyArg)
	}
	return decls, call
}

// ledgerDecls is a ledger as the replayerr and keyttl fixtures keep one.
const ledgerDecls = `
type Entry struct{ Result string }

type IdempotencyStore struct{}

func (s *IdempotencyStore) Get(ctx context.Context, key string) (*Entry, error) { return nil, nil }
func (s *IdempotencyStore) Put(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var store = &IdempotencyStore{}
`

// source returns the package pkg holding the tool.
func (s toolSpec) source(pkg string) string {
	fw := frameworks[s.fw]
	rule := broken[s.broken].check
	params := toolParams[:s.params]
	desc := "Charge an order. " + retrySentences[s.keying][s.sentence]
	if rule == "retrydoc" {
		desc = "Charge an order."
	}
	var funcs []string // functions of the package the fragments call
	fail := func(msg string) string { return fw.fail(fw.failNew + "(" + msg + ")") }
	if s.fail == failHelper {
		fail = func(msg string) string { return fw.fail("failure(" + msg + ")") }
		funcs = append(funcs, fw.failHelper)
	}

	// The declaration, and for typed frameworks the arguments' struct.
	var tool, types string
	if fw.typed {
		var fields []string
		for _, p := range params {
			fields = append(fields, fmt.Sprintf("\t%s %s `json:%q`", p.field, p.typ, p.json))
		}
		if rule == "modelkey" {
			fields = append(fields, "\tIdempotencyKey string `json:\"idempotency_key,omitempty\"`")
		}
		types = fmt.Sprintf("\ntype ChargeIn struct {\n%s\n}\n\ntype ChargeOut struct {\n\tID     string `json:\"id,omitempty\"`\n\tStatus string `json:\"status,omitempty\"`\n}\n",
			strings.Join(fields, "\n"))
	}
	switch fw.name {
	case "mcp-go":
		opts := []string{fmt.Sprintf("mcpgo.WithDescription(%q)", desc)}
		for _, p := range params {
			with := "WithString"
			if p.typ == "int" {
				with = "WithNumber"
			}
			opts = append(opts, fmt.Sprintf("mcpgo.%s(%q, mcpgo.Required())", with, p.json))
		}
		if rule == "modelkey" {
			opts = append(opts, `mcpgo.WithString("idempotency_key")`)
		}
		opts = append(opts, "mcpgo.WithIdempotentHintAnnotation(true)")
		tool = fmt.Sprintf("mcpgo.NewTool(\"charge_order\",\n\t\t%s,\n\t)", strings.Join(opts, ",\n\t\t"))
	case "go-sdk":
		tool = fmt.Sprintf("&gosdk.Tool{Name: \"charge_order\", Description: %q, Annotations: &gosdk.ToolAnnotations{IdempotentHint: true}}", desc)
	case "adk":
		tool = fmt.Sprintf("functiontool.Config{Name: \"charge_order\", Description: %q}", desc)
	}

	// The arguments and the key.
	var reads, locals, verbs []string
	for _, p := range params {
		read := "in." + p.field
		if !fw.typed {
			read = p.read
		}
		reads = append(reads, fmt.Sprintf("%s := %s", p.local, read))
		locals = append(locals, p.local)
		verbs = append(verbs, p.verb)
	}
	derive := func(locals, verbs []string) string {
		switch s.keyForm {
		case keyHelper:
			var params []string
			for _, p := range toolParams[:len(locals)] {
				params = append(params, p.local+" "+p.typ)
			}
			funcs = append(funcs, fmt.Sprintf("\n// chargeKey is the charge's idempotency key.\nfunc chargeKey(%s) string {\n\tsum := sha256.Sum256(fmt.Appendf(nil, %q, %s))\n\treturn hex.EncodeToString(sum[:])\n}\n",
				strings.Join(params, ", "), "charge_order|"+strings.Join(verbs, "|"), strings.Join(locals, ", ")))
			return fmt.Sprintf("key := chargeKey(%s)", strings.Join(locals, ", "))
		case keyConcat:
			parts := []string{`"charge_order"`}
			for i, l := range locals {
				if toolParams[i].typ == "int" {
					l = "strconv.Itoa(" + l + ")"
				}
				parts = append(parts, l)
			}
			return "key := " + strings.Join(parts, ` + ":" + `)
		}
		return fmt.Sprintf("sum := sha256.Sum256(fmt.Appendf(nil, %q, %s))\n\tkey := hex.EncodeToString(sum[:])",
			"charge_order|"+strings.Join(verbs, "|"), strings.Join(locals, ", "))
	}
	var key string
	switch rule {
	case "partialkey":
		key = derive(locals[:len(locals)-1], verbs[:len(verbs)-1])
	case "modelkey":
		key = `key := req.GetString("idempotency_key", "")`
		if fw.typed {
			key = "key := in.IdempotencyKey"
		}
	case "volatilekey":
		key = "key := uuid.NewString()"
	case "nolookup":
		key = ""
	default:
		key = derive(locals, verbs)
	}
	ledger := s.keying == keyLedger && rule != "nolookup"
	providerKey := ""
	if s.keying == keyProvider && rule != "nolookup" {
		providerKey = "key"
	}
	decls, write := s.writeDecls(providerKey)
	if ledger {
		decls += ledgerDecls
	}
	cents := "int64(0)"
	if s.params >= 2 {
		cents = "int64(amount)"
	}

	// The helper shape moves the write into a function of the package.
	var helper string
	if s.shape == shapeHelper {
		keyParam, keyArg := "", ""
		if providerKey != "" {
			keyParam, keyArg = ", key string", ", key"
		}
		helper = fmt.Sprintf("\nfunc charge(ctx context.Context, orderID string, cents int64%s) (string, error) {\n\treturn %s\n}\n", keyParam, write)
		write = fmt.Sprintf("charge(ctx, orderID, cents%s)", keyArg)
	}

	var body []string
	body = append(body, reads...)
	if s.params == 3 {
		body = append(body, "_ = currency // only ever part of the key")
	}
	if key != "" {
		body = append(body, key)
	}
	body = append(body, "cents := "+cents)
	if ledger {
		hit := fw.ok("e.Result")
		if rule == "replayerr" {
			hit = fail(`"order " + orderID + " is already charged"`)
		}
		body = append(body, "e, err := store.Get(ctx, key)",
			fmt.Sprintf("if err != nil {\n\t\t%s\n\t}", fail(`"ledger: " + err.Error()`)),
			fmt.Sprintf("if e != nil {\n\t\t%s\n\t}", hit))
	}
	body = append(body, "id, err := "+write)
	if rule != "timeouterr" {
		unknown := fw.unknown(unknownTexts[s.keying])
		switch s.timeout {
		case timeoutNetErr:
			body = append(body, fmt.Sprintf("if netErr := net.Error(nil); errors.As(err, &netErr) && netErr.Timeout() {\n\t\t%s\n\t}", unknown))
		case timeoutHelper:
			body = append(body, fmt.Sprintf("if isTimeout(err) {\n\t\t%s\n\t}", unknown))
			funcs = append(funcs, "\n// isTimeout reports whether err leaves the outcome unknown.\nfunc isTimeout(err error) bool {\n\treturn errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err)\n}\n")
		default:
			body = append(body, fmt.Sprintf("if errors.Is(err, context.DeadlineExceeded) || os.IsTimeout(err) {\n\t\t%s\n\t}", unknown))
		}
	}
	body = append(body, fmt.Sprintf("if err != nil {\n\t\t%s\n\t}", fail(`"charge failed: " + err.Error()`)))
	if ledger {
		ttl := "72 * time.Hour"
		if rule == "keyttl" {
			ttl = "15 * time.Minute"
		}
		body = append(body, fmt.Sprintf("_ = store.Put(ctx, key, id, %s)", ttl))
	}
	body = append(body, fw.ok("id"))
	handler := fmt.Sprintf("func%s {\n\t%s\n}", fw.sig, strings.Join(body, "\n\t"))

	var pre, h, methods string
	switch s.shape {
	case shapeLiteral, shapeHelper:
		h = handler
	case shapeMethod:
		pre, h = "h := &handlers{}\n\t", "h.Charge"
		methods = fmt.Sprintf("\ntype handlers struct{}\n\nfunc (h *handlers) Charge%s\n", strings.TrimPrefix(handler, "func"))
	case shapeVariable:
		pre, h = fmt.Sprintf("charge := %s\n\t", handler), "charge"
	case shapeClosure:
		h = fmt.Sprintf("func() %s {\n\treturn %s\n}()", fw.htype, handler)
	}
	// The spec is said below the imports: a change above them is one
	// the go command must list again.
	return fmt.Sprintf(`// Package %s is a generated tool.
package %s

%s
// The tool: %s.
%s%s
func %s {
	%s%s
}
%s%s%s`, pkg, pkg, toolImports, s, types, decls, fw.regSig, pre, fw.register(tool, h), methods, helper, strings.Join(funcs, ""))
}

// toolWriterEnv returns the go command's environment for a GOPATH whose
// first entry, dir, holds the generated packages, under toolwriter/, and
// whose second is the stubs of testdata/src, read in place.
func toolWriterEnv(t testing.TB, dir string) []string {
	stubs, err := filepath.Abs(filepath.Join("..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return gopathEnv(dir + string(filepath.ListSeparator) + stubs)
}

// writeToolPackage writes the spec's package as toolwriter/<pkg> under
// the GOPATH entry dir, and returns its file's name.
func writeToolPackage(t testing.TB, dir, pkg string, s toolSpec) string {
	pdir := filepath.Join(dir, "src", "toolwriter", pkg)
	if err := os.MkdirAll(pdir, 0o755); err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(pdir, "tool.go")
	if err := os.WriteFile(name, []byte(s.source(pkg)), 0o644); err != nil {
		t.Fatal(err)
	}
	return name
}

// checkToolWriter analyses the specs' packages, one load, and checks
// that each has exactly the findings its broken rule calls for.
func checkToolWriter(t *testing.T, specs []toolSpec) {
	// The tools are correct but for the broken rule, so a missing retry
	// sentence is of low harm: check under the strictest setting.
	config.SetOverrides(&config.Config{Hygiene: true})
	defer config.SetOverrides(nil)
	dir := t.TempDir()
	var patterns []string
	for i, s := range specs {
		pkg := fmt.Sprintf("p%d", i)
		writeToolPackage(t, dir, pkg, s)
		patterns = append(patterns, "toolwriter/"+pkg)
	}
	initial, ld, err := loader.Metadata(packages.Config{Dir: dir, Env: toolWriterEnv(t, dir)}, patterns...)
	if err != nil {
		t.Fatal(err)
	}
	ld.SkipObjectResolution = true
	ld.IgnoreFuncBodies = bodies.Unread(initial)
	graph, err := checker.AnalyzeLoading(analyzers.Suite, initial, initial, ld)
	if err != nil {
		t.Fatal(err)
	}
	got := toolReports(t, graph)
	for i, s := range specs {
		compareToolReports(t, s, fmt.Sprintf("p%d", i), got)
	}
}

// toolReports returns the findings of the graph's roots by package name.
func toolReports(t testing.TB, graph *checker.Graph) map[string][]string {
	got := make(map[string][]string) // package: "check: message"
	for _, act := range graph.Roots {
		if act.Err != nil {
			t.Fatalf("%s: %v", act, act.Err)
		}
		for _, e := range act.Package.Errors {
			t.Fatalf("%s does not type-check: %v", act.Package, e)
		}
		for _, d := range act.Diagnostics {
			got[act.Package.Name] = append(got[act.Package.Name], act.Analyzer.Name+": "+d.Message)
		}
	}
	return got
}

// compareToolReports checks that the package pkg has exactly the spec's
// findings.
func compareToolReports(t testing.TB, s toolSpec, pkg string, got map[string][]string) {
	var checks []string
	for _, f := range got[pkg] {
		check, _, _ := strings.Cut(f, ":")
		checks = append(checks, check)
	}
	slices.Sort(checks)
	checks = slices.Compact(checks)
	if want := s.want(); !slices.Equal(checks, want) {
		t.Errorf("%s (%s): checks %v, want %v\n%s\n%s", pkg, s, checks, want, strings.Join(got[pkg], "\n"), s.source(pkg))
	}
}

// warmToolWriter analyses one spec at a time in one package, as an
// editor's server analyses edits (loader.Session, checker.Cache): go list
// runs once, since the package's imports never change, and the
// standard library and the stubs are type-checked and analysed once, so
// that an input costs the analysis of its own package alone.
type warmToolWriter struct {
	mu      sync.Mutex
	dir     string // the GOPATH entry of the package
	file    string // its file, whose content the overlay gives
	env     []string
	session *loader.Session
	cache   *checker.Cache
}

func newWarmToolWriter(t testing.TB) *warmToolWriter {
	dir := t.TempDir()
	w := &warmToolWriter{dir: dir, env: toolWriterEnv(t, dir), session: loader.NewSession(), cache: checker.NewCache()}
	s := specOf(toolInput{})
	w.file = writeToolPackage(t, dir, "p0", s)
	// Listing and checking the imports takes seconds, on a loaded
	// machine more than the fuzzing engine gives an input: do it before
	// the first.
	w.check(t, s)
	return w
}

func (w *warmToolWriter) check(t testing.TB, s toolSpec) {
	w.mu.Lock()
	defer w.mu.Unlock()
	config.SetOverrides(&config.Config{Hygiene: true})
	defer config.SetOverrides(nil)
	cfg := packages.Config{Dir: w.dir, Env: w.env, Overlay: map[string][]byte{w.file: []byte(s.source("p0"))}}
	initial, ld, err := w.session.Metadata(cfg, bodies.Unread, "toolwriter/p0")
	if err != nil {
		t.Fatal(err)
	}
	ld.SkipObjectResolution = true
	lazyssa.Forget(ld.Fset)
	graph, err := checker.AnalyzeCached(w.cache, analyzers.Suite, initial, initial, ld)
	if err != nil {
		t.Fatal(err)
	}
	compareToolReports(t, s, "p0", toolReports(t, graph))
}

// seedSpecs returns a spec for each framework, handler shape, write
// shape, keying and broken rule, the other dimensions rotating through
// their values with the loop's indexes so that each value meets each
// rule and each framework.
func seedSpecs() []toolSpec {
	seen := make(map[toolSpec]bool)
	var specs []toolSpec
	for fw := range frameworks {
		for shape := range numShapes {
			for write := range numWrites {
				for keying := range numKeyings {
					for brk := range broken {
						s := specOf(toolInput{
							fw: uint8(fw), shape: uint8(shape), write: uint8(write), keying: uint8(keying), brk: uint8(brk),
							params:   uint8(fw + shape + write + keying + brk),
							sentence: uint8(shape + 2*brk),
							keyForm:  uint8(fw + 2*shape + write + brk),
							timeout:  uint8(2*fw + shape + 2*write + brk),
							fail:     uint8(shape + write + keying + brk),
						})
						if !seen[s] {
							seen[s] = true
							specs = append(specs, s)
						}
					}
				}
			}
		}
	}
	return specs
}

// TestToolWriterSeeds runs the tool writer on the seed specs, analysed
// in one load.
func TestToolWriterSeeds(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses hundreds of generated packages; skipped in -short mode")
	}
	checkToolWriter(t, seedSpecs())
}

// FuzzToolWriter writes one tool per input.
//
//	go test ./analyzers -run XXX -fuzz FuzzToolWriter -fuzztime 10m
func FuzzToolWriter(f *testing.F) {
	for brk := range broken {
		for fw := range frameworks {
			i := uint8(brk + fw)
			f.Add(uint8(fw), uint8(brk), i, uint8(brk), i, uint8(brk), i, i+1, i+2, i)
		}
	}
	w := newWarmToolWriter(f)
	f.Fuzz(func(t *testing.T, fw, shape, write, keying, params, brk, sentence, keyForm, timeout, fail uint8) {
		w.check(t, specOf(toolInput{fw, shape, write, keying, params, brk, sentence, keyForm, timeout, fail}))
	})
}
