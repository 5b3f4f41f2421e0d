// Package rpcop holds transports that POST every call: what a call does is
// in what it says, a GraphQL document or operation struct, an RPC method
// or an endpoint (R2, R3).
package rpcop

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"

	"github.com/shurcooL/githubv4"
)

type GQL struct {
	endpoint string
	hc       *http.Client
}

// run posts any document: a transport.
func (c *GQL) run(ctx context.Context, doc string, vars map[string]any) error { // want run:`^writes http POST via \(\*rpcop\.GQL\)\.run -> \(\*http\.Client\)\.Do$`
	body, _ := json.Marshal(map[string]any{"query": doc, "variables": vars})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

const createIssue = `mutation IssueCreate($input: IssueCreateInput!) { issueCreate(input: $input) { issue { id } } }`

func (c *GQL) CreateIssue(ctx context.Context, title string) error { // want CreateIssue:`^writes http POST via \(\*rpcop\.GQL\)\.CreateIssue -> \(\*rpcop\.GQL\)\.run`
	return c.run(ctx, createIssue, map[string]any{"title": title})
}

func (c *GQL) ListIssues(ctx context.Context) error {
	return c.run(ctx, `query Issues($filter: IssueFilter) { issues(filter: $filter) { nodes { id title } } }`, nil)
}

func (c *GQL) Viewer(ctx context.Context) error {
	return c.run(ctx, `# who am I
{ viewer { id } }`, nil)
}

func (c *GQL) ArchiveIssue(ctx context.Context, id string) error { // want ArchiveIssue:`^writes http POST \(idempotent\) as mutation issueArchive via`
	doc := `mutation { issueArchive(id: $id) { success } }`
	return c.run(ctx, doc, map[string]any{"id": id})
}

// Typed clients name the operation in a struct tag.
func CloseIssue(ctx context.Context, c *githubv4.Client, id string) error { // want CloseIssue:`^writes http POST \(idempotent\) as mutation closeIssue via rpcop\.CloseIssue -> \(\*githubv4\.Client\)\.Mutate`
	var m struct {
		CloseIssue struct {
			Issue struct{ ID githubv4.ID }
		} `graphql:"closeIssue(input: $input)"`
	}
	return c.Mutate(ctx, &m, githubv4.CloseIssueInput{IssueID: id}, nil)
}

func OpenIssue(ctx context.Context, c *githubv4.Client, repo, title string) error { // want OpenIssue:`^writes http POST via rpcop\.OpenIssue -> \(\*githubv4\.Client\)\.Mutate`
	var m struct {
		CreateIssue struct {
			Issue struct{ ID githubv4.ID }
		} `graphql:"createIssue(input: $input)"`
	}
	return c.Mutate(ctx, &m, githubv4.CreateIssueInput{RepositoryID: repo, Title: githubv4.String(title)}, nil)
}

func ReadIssue(ctx context.Context, c *githubv4.Client, n int) error {
	var q struct {
		Repository struct {
			Issue struct{ Title string } `graphql:"issue(number: $n)"`
		} `graphql:"repository(owner: $owner, name: $name)"`
	}
	return c.Query(ctx, &q, map[string]any{"n": n})
}

// RPC is a JSON-RPC client: one POST endpoint, the method in the body.
type RPC struct {
	url string
	hc  *http.Client
}

func (c *RPC) Call(method string, params any) (json.RawMessage, error) { // want Call:`^writes http POST via \(\*rpcop\.RPC\)\.Call -> \(\*http\.Client\)\.Post$`
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})
	resp, err := c.hc.Post(c.url, "application/json", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out json.RawMessage
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

func (c *RPC) CreateHost(name string) error { // want CreateHost:`^writes http POST via \(\*rpcop\.RPC\)\.CreateHost -> \(\*rpcop\.RPC\)\.Call`
	_, err := c.Call("host.create", map[string]string{"host": name})
	return err
}

func (c *RPC) RemoveHost(id string) error { // want RemoveHost:`^writes http POST \(idempotent\) as host\.delete via`
	_, err := c.Call("host.delete", []string{id})
	return err
}

func (c *RPC) Hosts() error {
	_, err := c.Call("host.get", nil)
	return err
}

func (c *RPC) History() error {
	method := "history.get"
	_, err := c.Call(method, nil)
	return err
}

// Session, Unread and Activity name reads with no read verb: a test of
// the session, counts and a history are what the call returns.
func (c *RPC) Session() error {
	_, err := c.Call("auth.test", nil)
	return err
}

// CallRemote forwards a tool call to another MCP server: what it does is
// the remote tool's, no write of the proxy's own; listing tools reads.
func (c *RPC) CallRemote(name string) error {
	_, err := c.Call("tools/call", map[string]any{"name": name})
	return err
}

func (c *RPC) ListRemote() error {
	_, err := c.Call("tools/list", nil)
	return err
}

// Connect is a client's handshake with another MCP server: initialize,
// then the notification that it is done. Neither changes anything.
func (c *RPC) Connect() error {
	if _, err := c.Call("initialize", map[string]any{"protocolVersion": "2025-06-18"}); err != nil {
		return err
	}
	_, err := c.Call("notifications/initialized", map[string]any{})
	return err
}

func (c *RPC) Unread() error {
	_, err := c.Call("client.counts", nil)
	return err
}

func (c *RPC) Activity() error {
	_, err := c.Call("conversations.history", nil)
	return err
}

// A DM between two parties is one: opening it again returns it.
func (c *RPC) OpenDM(user string) error { // want OpenDM:`^writes http POST \(idempotent\) as conversations\.open via`
	_, err := c.Call("conversations.open", map[string]any{"users": user})
	return err
}

// Opening a ticket makes another on every call.
func (c *RPC) OpenTicket(title string) error { // want OpenTicket:`^writes http POST via \(\*rpcop\.RPC\)\.OpenTicket -> \(\*rpcop\.RPC\)\.Call`
	_, err := c.Call("tickets.open", map[string]any{"title": title})
	return err
}

// Mesh posts to whatever endpoint it is given.
type Mesh struct {
	base string
	hc   *http.Client
}

func (m *Mesh) Call(ctx context.Context, endpoint string, args map[string]any) (string, error) { // want Call:`^writes http POST via \(\*rpcop\.Mesh\)\.Call -> \(\*http\.Client\)\.Do$`
	body, _ := json.Marshal(args)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, m.base+endpoint, bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	_, err = m.hc.Do(req)
	return "", err
}

const (
	getLogsEndpoint     = "/v1/logs/get"
	applyConfigEndpoint = "/v1/config/apply"
	sendAlertEndpoint   = "/v1/alerts"
)

func Logs(ctx context.Context, m *Mesh) (string, error) {
	return m.Call(ctx, getLogsEndpoint, nil)
}

func ApplyConfig(ctx context.Context, m *Mesh) (string, error) { // want ApplyConfig:`^writes http POST \(idempotent\) as /v1/config/apply via rpcop\.ApplyConfig -> \(\*rpcop\.Mesh\)\.Call`
	return m.Call(ctx, applyConfigEndpoint, nil)
}

// A pull brings a model or an image here: a repeat finds it pulled.
func PullModel(ctx context.Context, m *Mesh, model string) (string, error) { // want PullModel:`^writes http POST \(idempotent\) as /api/pull via rpcop\.PullModel -> \(\*rpcop\.Mesh\)\.Call`
	return m.Call(ctx, "/api/pull", map[string]any{"model": model})
}

// Alert names no verb: the POST stays a write that acts again.
func Alert(ctx context.Context, m *Mesh) (string, error) { // want Alert:`^writes http POST via rpcop\.Alert -> \(\*rpcop\.Mesh\)\.Call`
	return m.Call(ctx, sendAlertEndpoint, nil)
}

// Diff posts to a compute endpoint built with the id in the middle.
func Diff(ctx context.Context, m *Mesh, a, b string) (string, error) {
	return m.Call(ctx, "/api/v2/traces/"+a+"/"+b+"/diff", nil)
}

// Envelope posts JSON-RPC envelopes that its callers build: the method
// each envelope holds names the operation.
type Envelope struct {
	URL  string
	HTTP *http.Client
}

func (c *Envelope) post(ctx context.Context, payload map[string]any) error { // want post:`^writes http POST via`
	data, err := json.Marshal(payload)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.URL, bytes.NewReader(data))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Envelope) notify(method string) error { // want notify:`^writes http POST via`
	data, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": method})
	if err != nil {
		return err
	}
	return c.send(data)
}

func (c *Envelope) send(data []byte) error { // want send:`^writes http POST via`
	resp, err := c.HTTP.Post(c.URL, "application/json", bytes.NewReader(data))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (c *Envelope) request(ctx context.Context, method string, params any) error { // want request:`^writes http POST via`
	return c.post(ctx, map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
}

// Handshake initializes a session with another MCP server.
func (c *Envelope) Handshake(ctx context.Context) error {
	if err := c.request(ctx, "initialize", nil); err != nil {
		return err
	}
	return c.notify("notifications/initialized")
}

func (c *Envelope) Transfer(ctx context.Context, to string) error { // want Transfer:`^writes http POST via \(\*rpcop\.Envelope\)\.Transfer`
	return c.request(ctx, "wallet.transfer", map[string]any{"to": to})
}

// Ping's envelope is a struct whose method field names the operation.
func (c *Envelope) Ping(ctx context.Context) error {
	return c.postStruct(ctx, &rpcEnvelope{Version: "2.0", Method: "ping"})
}

type rpcEnvelope struct {
	Version string `json:"jsonrpc"`
	Method  string `json:"method"`
}

func (c *Envelope) postStruct(ctx context.Context, env *rpcEnvelope) error { // want postStruct:`^writes http POST via`
	data, err := json.Marshal(env)
	if err != nil {
		return err
	}
	return c.send(data)
}

// HealthReport reads each section through a local helper that is given
// the RPC method: every call passes a read.
func HealthReport(c Caller) map[string]error {
	errs := map[string]error{}
	addSection := func(name, method string) {
		if _, err := c.Call(method, nil); err != nil {
			errs[name] = err
		}
	}
	addSection("system", "system.info")
	addSection("hosts", "host.get")
	return errs
}

// Caller is what the report needs of an RPC client.
type Caller interface {
	Call(method string, params any) (json.RawMessage, error) // want Call:`^implemented by \(\*rpcop\.RPC\)\.Call: writes http POST via`
}

// VarCaller's Call takes its params spread.
type VarCaller interface {
	CallV(method string, params ...any) (json.RawMessage, error) // want CallV:`^implemented by \(\*rpcop\.RPC\)\.CallV: writes http POST via`
}

func (c *RPC) CallV(method string, params ...any) (json.RawMessage, error) { // want CallV:`^writes http POST via`
	return c.Call(method, params)
}

// RegisterReport makes a handler whose local helper is given the method.
func RegisterReport(c VarCaller) func() map[string]error {
	return func() map[string]error {
		errs := map[string]error{}
		addSection := func(name, method string, params ...any) {
			if _, err := c.CallV(method, params...); err != nil {
				errs[name] = err
			}
		}
		addSection("system", "system.info")
		addSection("hosts", "host.get", 1)
		addSection("state", "system.state")
		return errs
	}
}
