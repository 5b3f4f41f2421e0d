// Package client is an RPC-style provider client, shaped like
// grafana/incident-go: every call is a POST to a method endpoint, reads
// included.
package client

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

type Client struct {
	Key     string
	BaseURL string
	HTTP    *http.Client
}

type Incident struct{ ID, Title string }

// GetIncident reads over POST: the RPC method it names says so, so not
// even its own fact has the POST.
func (c *Client) GetIncident(ctx context.Context, id string) (*Incident, error) {
	var out Incident
	return &out, c.doPost(ctx, "/api/v1/IncidentsService.GetIncident", map[string]string{"id": id}, &out)
}

func (c *Client) QueryIncidents(ctx context.Context, q string) ([]Incident, error) {
	var out []Incident
	return out, c.doPost(ctx, "/api/v1/IncidentsService.QueryIncidents", map[string]string{"query": q}, &out)
}

// CreateIncident is a write over the same transport.
func (c *Client) CreateIncident(ctx context.Context, title string) (*Incident, error) { // want CreateIncident:`^writes http POST via \(\*client\.Client\)\.CreateIncident -> \(\*client\.Client\)\.doPost`
	var out Incident
	return &out, c.doPost(ctx, "/api/v1/IncidentsService.CreateIncident", map[string]string{"title": title}, &out)
}

// GetOrCreateIncident reads by name but also creates: its POST stays a
// write for its callers.
func (c *Client) GetOrCreateIncident(ctx context.Context, title string) (*Incident, error) { // want GetOrCreateIncident:`^writes http POST via`
	var out Incident
	return &out, c.doPost(ctx, "/api/v1/IncidentsService.GetOrCreateIncident", map[string]string{"title": title}, &out)
}

// GetLease is read-named but PUTs: only POST is an RPC read.
func (c *Client) GetLease(ctx context.Context, id string) error { // want GetLease:`^writes http PUT \(idempotent\) via`
	return c.send(ctx, http.MethodPut, "/api/v1/leases/"+id, nil, nil)
}

func (c *Client) doPost(ctx context.Context, path string, in, out any) error { // want doPost:`^writes http POST via \(\*client\.Client\)\.doPost -> \(\*http\.Client\)\.Do$`
	body, err := json.Marshal(in)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(out)
}

// fetchJSON is a generic helper named like a read: its caller picks the
// method, so a caller that passes POST writes.
func (c *Client) fetchJSON(ctx context.Context, method, path string, in, out any) error { // want fetchJSON:`^http method from param 1 via`
	return c.send(ctx, method, path, in, out)
}

func (c *Client) send(ctx context.Context, method, path string, in, out any) error { // want send:`^http method from param 1 via`
	body, err := json.Marshal(in)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// UpsertRule posts through the read-named helper: a write.
func (c *Client) UpsertRule(ctx context.Context, name string) error { // want UpsertRule:`^writes http POST \(idempotent\) as \(\*client\.Client\)\.UpsertRule via \(\*client\.Client\)\.UpsertRule -> \(\*client\.Client\)\.fetchJSON -> \(\*client\.Client\)\.send -> \(\*http\.Client\)\.Do$`
	return c.fetchJSON(ctx, http.MethodPost, "/api/v1/rules", map[string]string{"name": name}, nil)
}

// searchRules reads through the same helper, by name.
func (c *Client) searchRules(ctx context.Context, q string) error { // want searchRules:`^writes http POST via`
	return c.fetchJSON(ctx, http.MethodPost, "/api/v1/rules/matching", map[string]string{"q": q}, nil)
}

// Rules calls searchRules: an RPC read.
func (c *Client) Rules(ctx context.Context) error {
	return c.searchRules(ctx, "")
}

// Recent posts to a query endpoint through a helper that takes the path
// as a parameter: the constant it hands the helper names the endpoint,
// so it reads.
func (c *Client) Recent(ctx context.Context) error {
	return c.send(ctx, http.MethodPost, "/api/search", nil, nil)
}

// DSQuery posts to a constant query path: a read at the request.
func (c *Client) DSQuery(ctx context.Context, payload any) error {
	body, err := json.Marshal(payload)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/api/ds/query", bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Logs posts an Elasticsearch search with http.Post.
func (c *Client) Logs(index string) error {
	resp, err := http.Post(c.BaseURL+"/"+index+"/_search?size=10", "application/json", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Rename posts a GraphQL mutation: /graphql takes writes too.
func (c *Client) Rename(ctx context.Context, id, title string) error { // want Rename:`^writes http POST \(idempotent\) as mutation renameIncident via \(\*client\.Client\)\.Rename -> \(\*http\.Client\)\.Do$`
	const mutation = `mutation { renameIncident(id: $id, title: $title) { id } }`
	body, err := json.Marshal(map[string]any{"query": mutation, "variables": map[string]string{"id": id, "title": title}})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/graphql", bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// SearchPath posts to a path the caller chooses: the path is not in
// sight, the POST is a write.
func (c *Client) SearchPath(ctx context.Context, path string) error { // want SearchPath:`^writes http POST via`
	return c.send(ctx, http.MethodPost, path, nil, nil)
}

// refreshToken exchanges a refresh token at the identity provider's OAuth
// token endpoint: a new credential, no write of any tool.
func (c *Client) refreshToken(ctx context.Context) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/realms/r/protocol/openid-connect/token", bytes.NewReader([]byte("grant_type=refresh_token")))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

const defaultTokenURL = "https://oauth2.example/token"

// NewSession refreshes a stored token at the endpoint the token names, or
// the provider's default one: a credential exchange, not a create.
func NewSession(ctx context.Context, tokenURI string) error {
	u := tokenURI
	if u == "" {
		u = defaultTokenURL
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, u, strings.NewReader("grant_type=refresh_token"))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// WithRefresh calls fn, and once more after a token refresh when it
// fails: the reads it wraps stay reads.
func (c *Client) WithRefresh(ctx context.Context, fn func() error) error {
	err := fn()
	if err != nil && c.refreshToken(ctx) == nil {
		err = fn()
	}
	return err
}

// Login posts a user's credentials for a session token.
func (c *Client) Login(user, password string) error {
	resp, err := http.PostForm(c.BaseURL+"/api/v1/login", map[string][]string{"user": {user}, "password": {password}})
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// RefreshCache posts to a cache's refresh endpoint: a write, not a
// token's refresh.
func (c *Client) RefreshCache(ctx context.Context) error { // want RefreshCache:`^writes http POST via \(\*client\.Client\)\.RefreshCache -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/cache/refresh", nil)
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Pause sends the RPC method Player.PlayPause, which toggles: a repeat
// flips back what the first call did, whatever the Go method's name.
func (c *Client) Pause(ctx context.Context) error { // want Pause:`^writes http POST via \(\*client\.Client\)\.Pause -> \(\*client\.Client\)\.doPost -> \(\*http\.Client\)\.Do$`
	return c.doPost(ctx, "/jsonrpc/Player.PlayPause", nil, nil)
}

// Stop sends Player.Stop: a state it sets.
func (c *Client) Stop(ctx context.Context) error { // want Stop:`^writes http POST \(idempotent\) as /jsonrpc/Player\.Stop via`
	return c.doPost(ctx, "/jsonrpc/Player.Stop", nil, nil)
}

// React adds a reaction, Slack's way: a repeat finds it there.
func (c *Client) React(ctx context.Context) error { // want React:`^writes http POST \(idempotent\) as /api/reactions\.add via`
	return c.doPost(ctx, "/api/reactions.add", nil, nil)
}

// Bookmark adds a bookmark: another one on every call.
func (c *Client) Bookmark(ctx context.Context) error { // want Bookmark:`^writes http POST via \(\*client\.Client\)\.Bookmark -> `
	return c.doPost(ctx, "/api/bookmarks.add", nil, nil)
}

// actionForState picks the endpoint of a state: each one sets it.
func actionForState(state string) (string, error) {
	switch state {
	case "acknowledged":
		return "acknowledge", nil
	case "resolved":
		return "resolve", nil
	case "unacknowledged":
		return "unacknowledge", nil
	}
	return "", errors.New("unknown state " + state)
}

// AlertGroupState posts to the endpoint a helper picks from constants.
func (c *Client) AlertGroupState(ctx context.Context, id, state string) error { // want AlertGroupState:`^writes http POST \(idempotent\) as acknowledge or resolve or unacknowledge via`
	action, err := actionForState(state)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, fmt.Sprintf("%s/api/alert_groups/%s/%s", c.BaseURL, id, action), nil)
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// doRequest sends to the path its caller gives.
func (c *Client) doRequest(ctx context.Context, method, path string) (*http.Response, error) { // want doRequest:`^http method from param 1 via \(\*client\.Client\)\.doRequest -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+"/"+path, nil)
	if err != nil {
		return nil, err
	}
	return c.HTTP.Do(req)
}

// postAction posts to alertgroups/{id}/{action}/: its caller names the
// action.
func (c *Client) postAction(ctx context.Context, id, action string) error { // want postAction:`^writes http POST via \(\*client\.Client\)\.postAction -> `
	path := fmt.Sprintf("%s%s/%s/", "alertgroups/", url.PathEscape(id), url.PathEscape(action))
	resp, err := c.doRequest(ctx, http.MethodPost, path)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// AlertGroupStateVia posts, through two helpers, to the endpoint a
// helper picks from constants.
func (c *Client) AlertGroupStateVia(ctx context.Context, id, state string) error { // want AlertGroupStateVia:`^writes http POST \(idempotent\) as acknowledge or resolve or unacknowledge via \(\*client\.Client\)\.AlertGroupStateVia -> \(\*client\.Client\)\.postAction -> `
	action, err := actionForState(state)
	if err != nil {
		return err
	}
	return c.postAction(ctx, id, action)
}

// PostNote posts to a path whose end is a resource's id: it names no
// operation, and the POST acts again.
func (c *Client) PostNote(ctx context.Context, id string) error { // want PostNote:`^writes http POST via \(\*client\.Client\)\.PostNote -> `
	resp, err := c.doRequest(ctx, http.MethodPost, fmt.Sprintf("notes/%s/", url.PathEscape(id)))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Ask asks a model: its answer changes nothing a tool acts on.
func (c *Client) Ask(ctx context.Context, prompt string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "https://llm.example/v1/chat/completions", strings.NewReader(prompt))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// GenerateText asks a Gemini model by its name.
func (c *Client) GenerateText(ctx context.Context, model, prompt string) error {
	url := fmt.Sprintf("https://generativelanguage.example/v1beta/models/%s:generateContent?key=%s", model, c.Key)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, strings.NewReader(prompt))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// CompleteTask posts to a task's completions: a write, not a model's.
func (c *Client) CompleteTask(ctx context.Context, id string) error { // want CompleteTask:`^writes http POST`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/tasks/"+id+"/completion", nil)
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// GenerateVia hands the model's URL to a sender: the caller's URL names
// the operation.
func (c *Client) GenerateVia(ctx context.Context, model string) error {
	return c.postURL(ctx, fmt.Sprintf("https://generativelanguage.example/v1beta/models/%s:generateContent?key=%s", model, c.Key))
}

func (c *Client) postURL(ctx context.Context, url string) error { // want postURL:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, nil)
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// endpoint is the configured base, or the model provider's default.
func (c *Client) endpoint() string {
	if c.BaseURL != "" {
		return c.BaseURL
	}
	return "https://router.example/api/v1/chat/completions"
}

// Chat asks the model at the endpoint the client is configured with.
func (c *Client) Chat(ctx context.Context, prompt string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.endpoint(), strings.NewReader(prompt))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// completionsURL is the caller's endpoint, or the configured base with
// the completions path; none when nothing is configured.
func (c *Client) completionsURL(override string) string {
	if override != "" {
		return override
	}
	base := strings.TrimRight(c.BaseURL, "/")
	if base == "" {
		return ""
	}
	return base + "/v1/completions"
}

// Complete asks a model at the URL completionsURL resolves: an empty URL
// sends nothing.
func (c *Client) Complete(ctx context.Context, override string) error {
	return c.postURL(ctx, c.completionsURL(override))
}

// Speak asks a model for speech: its answer, not a write.
func (c *Client) Speak(ctx context.Context, text string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/v1/audio/speech", strings.NewReader(text))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// sendCommand posts a device's command, the last segment of the path
// before the query: the command names the operation, not the helper.
func (c *Client) sendCommand(dev, cmd string) error { // want sendCommand:`^writes http POST via`
	resp, err := http.Post(fmt.Sprintf("%s/devices/%s/%s?access_token=%s", c.BaseURL, dev, cmd, c.Key), "application/json", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// LockDoor locks: a repeat leaves it locked.
func (c *Client) LockDoor(dev string) error { // want LockDoor:`^writes http POST \(idempotent\) as lock via`
	return c.sendCommand(dev, "lock")
}

// Beep sends a command that names no state: a repeat beeps again.
func (c *Client) Beep(dev string) error { // want Beep:`^writes http POST via \(\*client\.Client\)\.Beep -> \(\*client\.Client\)\.sendCommand`
	return c.sendCommand(dev, "beep")
}

// sendCommandWithValue posts a command and its value, the value last.
func (c *Client) sendCommandWithValue(dev, command, value string) error { // want sendCommandWithValue:`^writes http POST via`
	resp, err := http.Post(fmt.Sprintf("%s/devices/%s/%s/%s?access_token=%s", c.BaseURL, dev, command, value, c.Key), "application/json", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// SetLevel sets a level: the command before the value names it.
func (c *Client) SetLevel(dev, level string) error { // want SetLevel:`^writes http POST \(idempotent\) as setLevel via`
	return c.sendCommandWithValue(dev, "setLevel", level)
}

// EnsureValidToken stores a refreshed token where the program keeps it:
// the client's bookkeeping.
func EnsureValidToken(ctx context.Context, db *sql.DB, user string) (string, error) { // want EnsureValidToken:`^writes sql UPDATE conn`
	if _, err := db.ExecContext(ctx, `UPDATE conn SET token = $1 WHERE user_id = $2`, "t", user); err != nil {
		return "", err
	}
	return "t", nil
}

// ListTasks reads with a token made valid first: its write is set-up.
func (c *Client) ListTasks(ctx context.Context, db *sql.DB, user string) error { // want ListTasks:`^writes sql UPDATE conn set up by a credential's refresh`
	tok, err := EnsureValidToken(ctx, db, user)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+"/tasks?token="+tok, nil)
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// MakePromInstantAPIQuery posts a PromQL query to an endpoint whose last
// segment has the word query among others: a read, whatever the helper's
// name says.
func MakePromInstantAPIQuery(ctx context.Context, hc *http.Client, base, promql string) error {
	body, err := json.Marshal(map[string]string{"query": promql})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, "POST", base+"/prom_query_instant", bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// QueryLogs posts to a query endpoint that names the format of its
// answer last: a read.
func QueryLogs(ctx context.Context, hc *http.Client, base string) error {
	resp, err := hc.Post(base+"/logs/api/v2/query_range/json", "application/json", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// CreateSearchIndex posts to an endpoint that creates: a write.
func CreateSearchIndex(ctx context.Context, hc *http.Client, base string) error { // want CreateSearchIndex:`^writes http POST via`
	resp, err := hc.Post(base+"/create_search_index", "application/json", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// QueryLogsAt adds a query string after the path it built: the path
// ends before it.
func QueryLogsAt(ctx context.Context, hc *http.Client, base, q string) error {
	path := fmt.Sprintf("%s%s", base, "/logs/api/v2/query_range/json")
	resp, err := hc.Post(fmt.Sprintf("%s?%s", path, q), "application/json", nil)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// TokenCount asks a model server how many tokens a text makes.
func (c *Client) TokenCount(ctx context.Context, text string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.BaseURL+"/tokenize", strings.NewReader(text))
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
