// Package ops is an SDK whose operations say what a repeat does: the
// method gives the default, the operation's name refines it (R4).
package ops

import (
	"context"
	"net/http"
	"strings"
)

type Client struct {
	base string
	hc   *http.Client
}

// sendRequest is a transport: its name says how, not what.
func (c *Client) sendRequest(ctx context.Context, method, path string) error { // want sendRequest:`^http method from param 1 via`
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, strings.NewReader("{}"))
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// post hard-codes the method for every operation of an RPC-style API.
func (c *Client) post(ctx context.Context, path string) error { // want post:`^writes http POST via \(\*ops\.Client\)\.post -> \(\*ops\.Client\)\.sendRequest`
	return c.sendRequest(ctx, http.MethodPost, path)
}

// Resolve sets a state over POST: a repeat changes nothing more.
func (c *Client) Resolve(ctx context.Context, id string) error { // want Resolve:`^writes http POST \(idempotent\) as \(\*ops\.Client\)\.Resolve via \(\*ops\.Client\)\.Resolve -> \(\*ops\.Client\)\.post`
	return c.post(ctx, "/incidents/"+id)
}

func (c *Client) UpdateStatus(ctx context.Context, id, status string) error { // want UpdateStatus:`^writes http POST \(idempotent\) as \(\*ops\.Client\)\.UpdateStatus via`
	return c.post(ctx, "/incidents/"+id+"/status")
}

// CreateIncident acts again on every call.
func (c *Client) CreateIncident(ctx context.Context, title string) error { // want CreateIncident:`^writes http POST via \(\*ops\.Client\)\.CreateIncident -> \(\*ops\.Client\)\.post`
	return c.post(ctx, "/incidents")
}

// IssueCertificate mints a new certificate on every call, over PUT.
func (c *Client) IssueCertificate(ctx context.Context, role string) error { // want IssueCertificate:`^writes http PUT as \(\*ops\.Client\)\.IssueCertificate via \(\*ops\.Client\)\.IssueCertificate -> \(\*ops\.Client\)\.sendRequest`
	return c.sendRequest(ctx, http.MethodPut, "/pki/issue/"+role)
}

// TransferPlayback moves playback to the device the request names: over
// PUT a transfer happens once.
func (c *Client) TransferPlayback(ctx context.Context, device string) error { // want TransferPlayback:`^writes http PUT \(idempotent\) via`
	return c.sendRequest(ctx, http.MethodPut, "/me/player?device="+device)
}

// TransferFunds over POST acts again.
func (c *Client) TransferFunds(ctx context.Context, account string) error { // want TransferFunds:`^writes http POST via \(\*ops\.Client\)\.TransferFunds -> `
	return c.sendRequest(ctx, http.MethodPost, "/accounts/"+account+"/transfers")
}

// CreateRole is a PUT of a named resource: idempotent.
func (c *Client) CreateRole(ctx context.Context, role string) error { // want CreateRole:`^writes http PUT \(idempotent\) via`
	return c.sendRequest(ctx, http.MethodPut, "/pki/roles/"+role)
}

// ResolveAndNotify: the innermost operation decides, once.
func (c *Client) ResolveAndNotify(ctx context.Context, id string) error { // want ResolveAndNotify:`^writes http POST via \(\*ops\.Client\)\.ResolveAndNotify -> \(\*ops\.Client\)\.post -> .*; http POST \(idempotent\) as \(\*ops\.Client\)\.Resolve via \(\*ops\.Client\)\.ResolveAndNotify -> \(\*ops\.Client\)\.Resolve`
	if err := c.Resolve(ctx, id); err != nil {
		return err
	}
	return c.post(ctx, "/notifications")
}

// Acknowledge posts to an endpoint whose last segment sets a state.
func (c *Client) Acknowledge(ctx context.Context, id string) error { // want Acknowledge:`^writes http POST \(idempotent\) as /acknowledge via \(\*ops\.Client\)\.Acknowledge -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/alerts/"+id+"/acknowledge", nil)
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// Converge asks the service to re-apply the desired state of a shard:
// a repeat finds it applied.
func (c *Client) Converge(ctx context.Context, id string) error { // want Converge:`^writes http POST \(idempotent\) as /converge via \(\*ops\.Client\)\.Converge -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/shards/"+id+"/converge", nil)
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// Preview posts to a compute endpoint: a read.
func (c *Client) Preview(ctx context.Context, doc string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/v1/templates/preview", strings.NewReader(doc))
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// AddIssueLabels adds to the issue's set of labels: a repeat adds none.
func (c *Client) AddIssueLabels(ctx context.Context, issue string) error { // want AddIssueLabels:`^writes http POST \(idempotent\) as \(\*ops\.Client\)\.AddIssueLabels via`
	return c.post(ctx, "/issues/"+issue+"/labels")
}

// AddItemsToPlaylist appends to a list that holds duplicates: a repeat
// adds the items again.
func (c *Client) AddItemsToPlaylist(ctx context.Context, playlist string) error { // want AddItemsToPlaylist:`^writes http POST via \(\*ops\.Client\)\.AddItemsToPlaylist -> `
	return c.post(ctx, "/playlists/"+playlist+"/tracks")
}

// AddComment makes another comment on every call.
func (c *Client) AddComment(ctx context.Context, issue string) error { // want AddComment:`^writes http POST via \(\*ops\.Client\)\.AddComment -> `
	return c.post(ctx, "/issues/"+issue+"/comments")
}

// StartInstance starts a machine in place: a repeat changes nothing more.
func (c *Client) StartInstance(ctx context.Context, id string) error { // want StartInstance:`^writes http POST \(idempotent\) as \(\*ops\.Client\)\.StartInstance via`
	return c.post(ctx, "/instances/"+id)
}

// StartWorkflow starts another run on every call.
func (c *Client) StartWorkflow(ctx context.Context, id string) error { // want StartWorkflow:`^writes http POST via \(\*ops\.Client\)\.StartWorkflow -> \(\*ops\.Client\)\.post`
	return c.post(ctx, "/workflows/"+id)
}

// Guest posts to a machine's state endpoint: starting it again changes
// nothing more.
func (c *Client) Guest(ctx context.Context, node, id string) error { // want Guest:`^writes http POST \(idempotent\) as /status/start via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/nodes/"+node+"/qemu/"+id+"/status/start", nil)
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// Service posts to a service's start endpoint, the path concatenated:
// the segments before the id name what runs in place.
func (c *Client) Service(ctx context.Context, org, id string) error { // want Service:`^writes http POST \(idempotent\) as /start via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/orgs/"+org+"/services/"+id+"/start", nil)
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// Job posts to a job's start endpoint: another run on every call.
func (c *Client) Job(ctx context.Context, id string) error { // want Job:`^writes http POST via \(\*ops\.Client\)\.Job -> \(\*http\.Client\)\.Do$`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/jobs/"+id+"/start", nil)
	if err != nil {
		return err
	}
	_, err = c.hc.Do(req)
	return err
}

// RevealPassword posts to ask for a secret it returns: a read, like
// Retrieve and Get.
func (c *Client) RevealPassword(ctx context.Context, user string) error {
	return c.post(ctx, "/users/"+user+"/reveal-password")
}

func (c *Client) RetrieveSession(ctx context.Context, id string) error {
	return c.post(ctx, "/sessions/"+id+"/retrieve")
}

// LogoutAllSessions posts to end every session: a state a repeat finds.
func (c *Client) LogoutAllSessions(ctx context.Context, user string) error { // want LogoutAllSessions:`^writes http POST \(idempotent\) as /logout via`
	return c.post(ctx, "/users/"+user+"/logout")
}
