// Package readtransport holds transports named like reads (query, Query,
// fetch, get) that POST whatever GraphQL document or RPC method they are
// given: the operation each caller passes decides, not the transport's
// own name.
package readtransport

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

type Client struct {
	endpoint string
	hc       *http.Client
}

// query posts any document: its name says nothing of what it posts.
func (c *Client) query(ctx context.Context, doc string, vars map[string]any, out any) error { // want query:`^writes http POST via \(\*readtransport\.Client\)\.query -> \(\*http\.Client\)\.Do$`
	body, err := json.Marshal(map[string]any{"query": doc, "variables": vars})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(out)
}

const (
	createIssueMutation = `mutation CreateIssue($input: IssueCreateInput!) { issueCreate(input: $input) { issue { id } } }`
	updateIssueMutation = `mutation UpdateIssue($id: String!, $input: IssueUpdateInput!) { issueUpdate(id: $id, input: $input) { success } }`
	stopMutation        = `mutation Stop($id: ID!) { docker { stop(id: $id) { id } } }`
	issuesQuery         = `query Issues { issues { nodes { id title } } }`
	searchQuery         = `query Search($text: String!) { searchIssues(term: $text) { nodes { id } } }`
)

// A mutation that creates acts again.
func (c *Client) CreateIssue(ctx context.Context, title string) error { // want CreateIssue:`^writes http POST via \(\*readtransport\.Client\)\.CreateIssue -> \(\*readtransport\.Client\)\.query -> \(\*http\.Client\)\.Do$`
	return c.query(ctx, createIssueMutation, map[string]any{"input": map[string]any{"title": title}}, nil)
}

// A mutation that sets a state does not.
func (c *Client) UpdateIssue(ctx context.Context, id, title string) error { // want UpdateIssue:`^writes http POST \(idempotent\) as mutation issueUpdate via \(\*readtransport\.Client\)\.UpdateIssue -> \(\*readtransport\.Client\)\.query`
	return c.query(ctx, updateIssueMutation, map[string]any{"id": id, "input": map[string]any{"title": title}}, nil)
}

// A mutation under a namespace is the field inside it.
func (c *Client) StopContainer(ctx context.Context, id string) error { // want StopContainer:`^writes http POST \(idempotent\) as mutation docker\.stop via`
	return c.query(ctx, stopMutation, map[string]any{"id": id}, nil)
}

// A query reads.
func (c *Client) Issues(ctx context.Context) error {
	return c.query(ctx, issuesQuery, nil, nil)
}

// A document built with fmt.Sprintf is what its constant format says.
func (c *Client) Terminate(ctx context.Context, id string) error { // want Terminate:`^writes http POST \(idempotent\) as mutation podTerminate via \(\*readtransport\.Client\)\.Terminate -> \(\*readtransport\.Client\)\.query`
	return c.query(ctx, fmt.Sprintf(`mutation { podTerminate(input: {podId: %q}) }`, id), nil, nil)
}

func (c *Client) Pod(ctx context.Context, id string) error {
	return c.query(ctx, fmt.Sprintf(`query { pod(input: {podId: %q}) { id } }`, id), nil, nil)
}

// A document posted as the body itself (application/graphql) is read at
// each call as any argument is.
func (c *Client) raw(ctx context.Context, doc string) error { // want raw:`^writes http POST via \(\*readtransport\.Client\)\.raw -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, strings.NewReader(doc))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/graphql")
	_, err = c.hc.Do(req)
	return err
}

func (c *Client) Close(ctx context.Context, id string) error { // want Close:`^writes http POST \(idempotent\) as mutation issueClose via \(\*readtransport\.Client\)\.Close -> \(\*readtransport\.Client\)\.raw`
	return c.raw(ctx, fmt.Sprintf(`mutation { issueClose(id: %q) { success } }`, id))
}

func (c *Client) Issue(ctx context.Context, id string) error {
	return c.raw(ctx, `query { issue(id: "`+id+`") { title } }`)
}

// A field's name that goes on past the constant start names nothing
// (closeAndReopen?): the POST decides.
func (c *Client) Verb(ctx context.Context, verb string) error { // want Verb:`^writes http POST via \(\*readtransport\.Client\)\.Verb -> \(\*readtransport\.Client\)\.raw`
	return c.raw(ctx, fmt.Sprintf(`mutation { close%s(id: 1) { success } }`, verb))
}

// A namespace whose selection the constant start cuts off names no verb:
// the function's own name decides.
func (c *Client) Unarchive(ctx context.Context, id string) error { // want Unarchive:`^writes http POST \(idempotent\)`
	return c.raw(ctx, fmt.Sprintf(`mutation { notifications { unarchive(id: %q) { id } } }`, id))
}

// A document the caller does not fix says nothing: the POST decides.
func (c *Client) Run(ctx context.Context, fields string) error { // want Run:`^writes http POST via \(\*readtransport\.Client\)\.Run -> \(\*readtransport\.Client\)\.query`
	return c.query(ctx, "mutation { "+fields+" }", nil, nil)
}

// Raw passes the document it is given on: its callers name it.
func (c *Client) Raw(ctx context.Context, doc string) error { // want Raw:`^writes http POST via \(\*readtransport\.Client\)\.Raw -> \(\*readtransport\.Client\)\.query -> \(\*http\.Client\)\.Do$`
	return c.query(ctx, doc, nil, nil)
}

func (c *Client) Viewer(ctx context.Context) error {
	return c.Raw(ctx, `{ viewer { id } }`)
}

// searchIssues passes its own constant query: a read, whatever the text
// it takes, which is a variable, not the operation.
func (c *Client) searchIssues(ctx context.Context, text string) error {
	return c.query(ctx, searchQuery, map[string]any{"text": text}, nil)
}

func (c *Client) Search(ctx context.Context, text string) error {
	return c.searchIssues(ctx, text)
}

// getStatus is read-named and posts an operation no parameter names: its
// callers take it for the read its name says.
func (c *Client) getStatus(ctx context.Context, id string) error { // want getStatus:`^writes http POST via \(\*readtransport\.Client\)\.getStatus -> \(\*http\.Client\)\.Do$`
	body, _ := json.Marshal(map[string]string{"id": id})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint+"/jobs", bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

func (c *Client) Status(ctx context.Context, id string) error {
	return c.getStatus(ctx, id)
}

// Query is exported, with the document in a struct's query field: other
// packages name the operation.
type gqlRequest struct {
	Query     string         `json:"query"`
	Variables map[string]any `json:"variables,omitempty"`
}

func (c *Client) Query(ctx context.Context, doc string, vars map[string]any) error { // want Query:`^writes http POST via \(\*readtransport\.Client\)\.Query -> \(\*http\.Client\)\.Do$`
	body, _ := json.Marshal(gqlRequest{Query: doc, Variables: vars})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// fetch posts with http.Post.
func fetch(endpoint, doc string) error { // want fetch:`^writes http POST via readtransport\.fetch -> http\.Post$`
	b, _ := json.Marshal(map[string]string{"query": doc})
	resp, err := http.Post(endpoint, "application/json", bytes.NewReader(b))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Archive(endpoint, id string) error { // want Archive:`^writes http POST \(idempotent\) as mutation issueArchive via readtransport\.Archive -> readtransport\.fetch`
	return fetch(endpoint, `mutation { issueArchive(id: "`+id+`") { success } }`)
}

func Teams(endpoint string) error { return fetch(endpoint, `query { teams { nodes { id } } }`) }

// A nested query field names nothing: the variables' "query" is a search
// text, not the document.
func lookup(ctx context.Context, endpoint, text string) error { // want lookup:`^writes http POST via readtransport\.lookup -> http\.Post$`
	b, _ := json.Marshal(map[string]any{"params": map[string]any{"query": text}})
	resp, err := http.Post(endpoint+"/people", "application/json", bytes.NewReader(b))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func Lookup(ctx context.Context, endpoint, text string) error {
	return lookup(ctx, endpoint, text)
}

// Slack's Web API: the RPC method is the end of the URL, posted as a
// form by a helper named get.
type API struct {
	base string
	hc   *http.Client
}

func (a *API) get(method string, form url.Values) error { // want get:`^writes http POST via \(\*readtransport\.API\)\.get -> \(\*http\.Client\)\.PostForm$`
	resp, err := a.hc.PostForm(a.base+method, form)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (a *API) Channels() error { return a.get("conversations.list", nil) }

func (a *API) Post(channel, text string) error { // want Post:`^writes http POST via \(\*readtransport\.API\)\.Post -> \(\*readtransport\.API\)\.get`
	return a.get("chat.postMessage", url.Values{"channel": {channel}, "text": {text}})
}

func (a *API) Edit(channel, ts, text string) error { // want Edit:`^writes http POST \(idempotent\) as chat\.update via`
	return a.get("chat.update", url.Values{"channel": {channel}, "ts": {ts}, "text": {text}})
}

// Telegram's Bot API: a bare method name at the end of a formatted URL.
func (a *API) fetchMethod(ctx context.Context, method string, params map[string]any) error { // want fetchMethod:`^writes http POST via \(\*readtransport\.API\)\.fetchMethod -> \(\*http\.Client\)\.Do$`
	body, _ := json.Marshal(params)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, fmt.Sprintf("%s/bot/%s", a.base, method), strings.NewReader(string(body)))
	if err != nil {
		return err
	}
	_, err = a.hc.Do(req)
	return err
}

func (a *API) Me(ctx context.Context) error { return a.fetchMethod(ctx, "getMe", nil) }

func (a *API) Send(ctx context.Context, chat int64, text string) error { // want Send:`^writes http POST via \(\*readtransport\.API\)\.Send -> \(\*readtransport\.API\)\.fetchMethod`
	return a.fetchMethod(ctx, "sendMessage", map[string]any{"chat_id": chat, "text": text})
}

// A path that ends the URL is the caller's operation too.
func (a *API) doPost(path string) error { // want doPost:`^writes http POST via \(\*readtransport\.API\)\.doPost -> \(\*http\.Client\)\.Post$`
	resp, err := a.hc.Post(a.base+path, "application/json", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (a *API) Find() error { return a.doPost("/search") }

// APIs that post every call name a listing's page and a record's detail
// at the end of the path; a plural noun there is what the POST makes.
func (a *API) GroupPage() error { return a.doPost("/api/group/page") }

func (a *API) GroupDetail() error { return a.doPost("/api/group/detail") }

// A batch is the operation before it, done to many: a removal sets.
func (a *API) RemoveGroups() error { return a.doPost("/api/group/remove/batch") } // want RemoveGroups:`^writes http POST \(idempotent\) as /api/group/remove/batch via `

func (a *API) AddPage() error { return a.doPost("/api/wiki/pages") } // want AddPage:`^writes http POST via \(\*readtransport\.API\)\.AddPage -> \(\*readtransport\.API\)\.doPost -> \(\*http\.Client\)\.Post$`

// A resource's id at the end of the URL names no operation: the name of
// the function that posts to it still decides for its callers.
func (a *API) getJob(ctx context.Context, id string) error { // want getJob:`^writes http POST via \(\*readtransport\.API\)\.getJob -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, a.base+"/jobs/"+id, nil)
	if err != nil {
		return err
	}
	_, err = a.hc.Do(req)
	return err
}

func (a *API) Job(ctx context.Context, id string) error { return a.getJob(ctx, id) }

func (a *API) resolveIncident(ctx context.Context, incidentID string) error { // want resolveIncident:`^writes http POST \(idempotent\) as \(\*readtransport\.API\)\.resolveIncident via \(\*readtransport\.API\)\.resolveIncident -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, fmt.Sprintf("%s/incidents/%s", a.base, incidentID), nil)
	if err != nil {
		return err
	}
	_, err = a.hc.Do(req)
	return err
}
