// Package verbtransport holds transports named with a verb (callAPI,
// executeGraphQL, sendRPC) that post whatever RPC method or GraphQL
// document they are given: the operation each caller passes decides,
// not the verb of the transport's own name.
package verbtransport

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

// Zabbix style: JSON-RPC, the method in the body.
type Zabbix struct {
	url   string
	token string
	hc    *http.Client
}

type rpcRequest struct {
	JSONRPC string `json:"jsonrpc"`
	Method  string `json:"method"`
	Params  any    `json:"params"`
	Auth    string `json:"auth,omitempty"`
	ID      int    `json:"id"`
}

func (z *Zabbix) callAPI(ctx context.Context, method string, params any) (json.RawMessage, error) { // want callAPI:`^writes http POST via \(\*verbtransport\.Zabbix\)\.callAPI -> \(\*http\.Client\)\.Do$`
	req := rpcRequest{JSONRPC: "2.0", Method: method, Params: params, ID: 1}
	if method != "apiinfo.version" {
		req.Auth = z.token
	}
	body, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, z.url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	resp, err := z.hc.Do(hr)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out struct {
		Result json.RawMessage `json:"result"`
	}
	return out.Result, json.NewDecoder(resp.Body).Decode(&out)
}

func (z *Zabbix) Hosts(ctx context.Context) error {
	_, err := z.callAPI(ctx, "host.get", nil)
	return err
}

func (z *Zabbix) CreateIssue(ctx context.Context, title string) error { // want CreateIssue:`^writes http POST via \(\*verbtransport\.Zabbix\)\.CreateIssue -> \(\*verbtransport\.Zabbix\)\.callAPI`
	_, err := z.callAPI(ctx, "issue.create", map[string]string{"title": title})
	return err
}

func (z *Zabbix) Rename(ctx context.Context, id, name string) error { // want Rename:`^writes http POST \(idempotent\) as host\.update via`
	_, err := z.callAPI(ctx, "host.update", map[string]string{"hostid": id, "name": name})
	return err
}

// sendRPC's verb mints, but the method it is given decides.
func (z *Zabbix) sendRPC(ctx context.Context, method string, params any) error { // want sendRPC:`^writes http POST via \(\*verbtransport\.Zabbix\)\.sendRPC -> \(\*http\.Client\)\.Do$`
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, z.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = z.hc.Do(req)
	return err
}

func (z *Zabbix) Disable(ctx context.Context, id string) error { // want Disable:`^writes http POST \(idempotent\) as trigger\.update via`
	return z.sendRPC(ctx, "trigger.update", map[string]any{"triggerid": id, "status": 1})
}

func (z *Zabbix) Problems(ctx context.Context) error {
	return z.sendRPC(ctx, "problem.get", nil)
}

// Slack style: the method ends the URL.
type Slack struct {
	base string
	hc   *http.Client
}

func (s *Slack) callAPI(ctx context.Context, method string, payload any) error { // want callAPI:`^writes http POST via \(\*verbtransport\.Slack\)\.callAPI -> \(\*http\.Client\)\.Do$`
	body, err := json.Marshal(payload)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.base+"/"+method, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = s.hc.Do(req)
	return err
}

func (s *Slack) History(ctx context.Context, channel string) error {
	return s.callAPI(ctx, "conversations.list", map[string]string{"channel": channel})
}

func (s *Slack) Post(ctx context.Context, channel, text string) error { // want Post:`^writes http POST via \(\*verbtransport\.Slack\)\.Post -> \(\*verbtransport\.Slack\)\.callAPI`
	return s.callAPI(ctx, "chat.postMessage", map[string]string{"channel": channel, "text": text})
}

func (s *Slack) Edit(ctx context.Context, channel, ts, text string) error { // want Edit:`^writes http POST \(idempotent\) as chat\.update via`
	return s.callAPI(ctx, "chat.update", map[string]string{"channel": channel, "ts": ts, "text": text})
}

// Bitrix24 style: a helper of the package builds the URL the method ends.
type Bitrix struct {
	domain, user, secret string
	hc                   *http.Client
}

func (b *Bitrix) buildAPIURL(method string) string {
	return fmt.Sprintf("https://%s/rest/%s/%s/%s", b.domain, b.user, b.secret, method)
}

func (b *Bitrix) callAPI(ctx context.Context, method string, params map[string]string) error { // want callAPI:`^writes http POST via \(\*verbtransport\.Bitrix\)\.callAPI -> \(\*http\.Client\)\.Do$`
	form := url.Values{}
	for k, v := range params {
		form.Set(k, v)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, b.buildAPIURL(method), strings.NewReader(form.Encode()))
	if err != nil {
		return err
	}
	_, err = b.hc.Do(req)
	return err
}

func (b *Bitrix) Deals(ctx context.Context) error { return b.callAPI(ctx, "crm.deal.list", nil) }

func (b *Bitrix) AddDeal(ctx context.Context, title string) error { // want AddDeal:`^writes http POST via \(\*verbtransport\.Bitrix\)\.AddDeal -> \(\*verbtransport\.Bitrix\)\.callAPI`
	return b.callAPI(ctx, "crm.deal.add", map[string]string{"fields[TITLE]": title})
}

func (b *Bitrix) Stage(ctx context.Context, id, stage string) error { // want Stage:`^writes http POST \(idempotent\) as crm\.deal\.update via`
	return b.callAPI(ctx, "crm.deal.update", map[string]string{"id": id, "fields[STAGE_ID]": stage})
}

// A GraphQL transport named for running: the document decides.
type Linear struct {
	endpoint string
	hc       *http.Client
}

type graphQLRequest struct {
	Query     string         `json:"query"`
	Variables map[string]any `json:"variables,omitempty"`
}

func (l *Linear) executeGraphQL(ctx context.Context, query string, variables map[string]any) error { // want executeGraphQL:`^writes http POST via \(\*verbtransport\.Linear\)\.executeGraphQL -> \(\*http\.Client\)\.Do$`
	body, err := json.Marshal(graphQLRequest{Query: query, Variables: variables})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, l.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = l.hc.Do(req)
	return err
}

func (l *Linear) Teams(ctx context.Context) error {
	return l.executeGraphQL(ctx, `query { teams { nodes { id name } } }`, nil)
}

func (l *Linear) Assign(ctx context.Context, id, user string) error { // want Assign:`^writes http POST \(idempotent\) as mutation issueUpdate via`
	return l.executeGraphQL(ctx, `mutation($id: String!, $user: String!) { issueUpdate(id: $id, input: {assigneeId: $user}) { success } }`, map[string]any{"id": id, "user": user})
}

func (l *Linear) Comment(ctx context.Context, id, text string) error { // want Comment:`^writes http POST via \(\*verbtransport\.Linear\)\.Comment -> \(\*verbtransport\.Linear\)\.executeGraphQL`
	return l.executeGraphQL(ctx, `mutation($id: String!, $body: String!) { commentCreate(input: {issueId: $id, body: $body}) { success } }`, map[string]any{"id": id, "body": text})
}

// A function named for what it does, whose operation no parameter
// carries, keeps its verb: its id is a resource's, not an operation.
func (l *Linear) archiveIssue(ctx context.Context, issueID string) error { // want archiveIssue:`^writes http POST \(idempotent\) as \(\*verbtransport\.Linear\)\.archiveIssue via \(\*verbtransport\.Linear\)\.archiveIssue -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, l.endpoint+"/issues/"+issueID, nil)
	if err != nil {
		return err
	}
	_, err = l.hc.Do(req)
	return err
}

func (l *Linear) Archive(ctx context.Context, id string) error { // want Archive:`^writes http POST \(idempotent\) as \(\*verbtransport\.Linear\)\.archiveIssue via`
	return l.archiveIssue(ctx, id)
}

// Nor does a method its caller does not fix: the POST decides.
func (z *Zabbix) Do(ctx context.Context, what string) error { // want Do:`^writes http POST via \(\*verbtransport\.Zabbix\)\.Do -> \(\*verbtransport\.Zabbix\)\.callAPI`
	_, err := z.callAPI(ctx, strings.ToLower(what), nil)
	return err
}

// A body built by a helper hides the method from the request, and the
// transport's name, a call of an RPC, says nothing of what it does: each
// call's method does.
type envelope struct {
	JSONRPC string `json:"jsonrpc"`
	Method  string `json:"method"`
	Params  any    `json:"params"`
}

func newEnvelope(method string, params any) envelope {
	return envelope{JSONRPC: "2.0", Method: method, Params: params}
}

func (z *Zabbix) callRPC(ctx context.Context, method string, params any) error { // want callRPC:`^writes http POST via \(\*verbtransport\.Zabbix\)\.callRPC -> \(\*http\.Client\)\.Do$`
	body, _ := json.Marshal(newEnvelope(method, params))
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, z.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = z.hc.Do(req)
	return err
}

func (z *Zabbix) Items(ctx context.Context) error { return z.callRPC(ctx, "item.get", nil) }

func (z *Zabbix) Ack(ctx context.Context, id string) error { // want Ack:`^writes http POST \(idempotent\) as event\.acknowledge via`
	return z.callRPC(ctx, "event.acknowledge", map[string]any{"eventids": id})
}

// A REST client whose URL helper adds the slash an endpoint may lack:
// both ways end in the endpoint, which names the operation.
type Forge struct {
	base string
	hc   *http.Client
}

func (f *Forge) buildURL(endpoint string) string {
	if !strings.HasPrefix(endpoint, "/") {
		endpoint = "/" + endpoint
	}
	return f.base + endpoint
}

func (f *Forge) post(endpoint string) error { // want post:`^writes http POST via \(\*verbtransport\.Forge\)\.post -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequest(http.MethodPost, f.buildURL(endpoint), nil)
	if err != nil {
		return err
	}
	_, err = f.hc.Do(req)
	return err
}

func (f *Forge) Promote(id string) error { // want Promote:`^writes http POST \(idempotent\) as /promote via`
	return f.post(fmt.Sprintf("/projects/1/milestones/%s/promote", id))
}

func (f *Forge) Search() error {
	return f.post("/projects/search")
}
