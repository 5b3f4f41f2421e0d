// Package opnames holds operations whose names alone say what a repeat
// does, sent through a JSON-RPC transport that posts every call, reads
// included, with the method in its body.
package opnames

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type RPC struct {
	url  string
	http *http.Client
}

// call posts any method: a transport.
func (k *RPC) call(ctx context.Context, method string, params any) error { // want call:`^writes http POST via \(\*opnames\.RPC\)\.call -> \(\*http\.Client\)\.Do$`
	b, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": method, "id": 1, "params": params})
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, "POST", k.url, bytes.NewReader(b))
	if err != nil {
		return err
	}
	resp, err := k.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// Predicates ask a question: they read.
func (k *RPC) IsGroupMember(ctx context.Context, group, user int) error {
	return k.call(ctx, "isGroupMember", map[string]int{"group_id": group, "user_id": user})
}

func (k *RPC) HasSubtaskTimer(ctx context.Context, id int) error {
	return k.call(ctx, "hasSubtaskTimer", map[string]int{"subtask_id": id})
}

func (k *RPC) CanAccess(ctx context.Context, id int) error {
	return k.call(ctx, "can_access", map[string]int{"id": id})
}

func (k *RPC) UserExists(ctx context.Context, name string) error {
	return k.call(ctx, "users.exists", map[string]string{"name": name})
}

// A word that only starts like a predicate is no question: isolateHost
// acts, and its POST stays a write.
func (k *RPC) Isolate(ctx context.Context, id int) error { // want Isolate:`^writes http POST via \(\*opnames\.RPC\)\.Isolate -> \(\*opnames\.RPC\)\.call`
	return k.call(ctx, "isolateHost", map[string]int{"id": id})
}

// Nor is a question that also does something.
func (k *RPC) EnsureMember(ctx context.Context, group, user int) error { // want EnsureMember:`^writes http POST via`
	return k.call(ctx, "hasOrAddMember", map[string]int{"group_id": group, "user_id": user})
}

// A Go method named as a predicate reads over POST too: its callers do
// not inherit the POST.
func (k *RPC) IsActiveUser(ctx context.Context, id int) error { // want IsActiveUser:`^writes http POST via \(\*opnames\.RPC\)\.IsActiveUser -> \(\*opnames\.RPC\)\.call`
	return k.call(ctx, "activeUser", map[string]int{"user_id": id})
}

func Active(ctx context.Context, k *RPC) error { return k.IsActiveUser(ctx, 1) }

// Adding a member to a set finds it there on a repeat: a user or a
// group to a project or a team, by an RPC method's name.
func (k *RPC) AssignUser(ctx context.Context, project, user int) error { // want AssignUser:`^writes http POST \(idempotent\) as addProjectUser via`
	return k.call(ctx, "addProjectUser", map[string]int{"project_id": project, "user_id": user})
}

func (k *RPC) ShareWithGroup(ctx context.Context, project, group int) error { // want ShareWithGroup:`^writes http POST \(idempotent\) as add_project_group via`
	return k.call(ctx, "add_project_group", map[string]int{"project_id": project, "group_id": group})
}

func (k *RPC) Join(ctx context.Context, group, user int) error { // want Join:`^writes http POST \(idempotent\) as addUserToGroup via`
	return k.call(ctx, "addUserToGroup", map[string]int{"group_id": group, "user_id": user})
}

// Adding a user or a user group makes one: a repeat makes another.
func (k *RPC) NewUser(ctx context.Context, name string) error { // want NewUser:`^writes http POST via \(\*opnames\.RPC\)\.NewUser`
	return k.call(ctx, "addUser", map[string]string{"name": name})
}

func (k *RPC) NewUserGroup(ctx context.Context, name string) error { // want NewUserGroup:`^writes http POST via \(\*opnames\.RPC\)\.NewUserGroup`
	return k.call(ctx, "addUserGroup", map[string]string{"name": name})
}

// A save of an item's attributes writes them whole: a repeat writes the
// same values.
func (k *RPC) Tag(ctx context.Context, project int, values map[string]string) error { // want Tag:`^writes http POST \(idempotent\) as saveProjectMetadata via`
	return k.call(ctx, "saveProjectMetadata", map[string]any{"project_id": project, "values": values})
}

// A save of an item may make another: it stays a write that acts again.
func (k *RPC) Note(ctx context.Context, text string) error { // want Note:`^writes http POST via \(\*opnames\.RPC\)\.Note`
	return k.call(ctx, "saveNote", map[string]string{"text": text})
}

// A Go method's name says the same.
func (k *RPC) AddTeamUser(ctx context.Context, team, user int) error { // want AddTeamUser:`^writes http POST \(idempotent\) as \(\*opnames\.RPC\)\.AddTeamUser via`
	return k.post(ctx, map[string]int{"team_id": team, "user_id": user})
}

func (k *RPC) SaveUserSettings(ctx context.Context, user int, s map[string]string) error { // want SaveUserSettings:`^writes http POST \(idempotent\) as \(\*opnames\.RPC\)\.SaveUserSettings via`
	return k.post(ctx, map[string]any{"user_id": user, "settings": s})
}

func (k *RPC) AddUser(ctx context.Context, name string) error { // want AddUser:`^writes http POST via \(\*opnames\.RPC\)\.AddUser -> `
	return k.post(ctx, map[string]string{"name": name})
}

// post posts its body to a fixed endpoint: the method's name is the
// operation.
func (k *RPC) post(ctx context.Context, body any) error { // want post:`^writes http POST via \(\*opnames\.RPC\)\.post -> \(\*http\.Client\)\.Do$`
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, k.url+"/v1/members", bytes.NewReader(b))
	if err != nil {
		return err
	}
	resp, err := k.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// A reset of a password, a secret, a token or a key mints a new one (and
// mails it) on every call: it acts again, even over PUT.
func (k *RPC) PasswordReset(ctx context.Context, user int) error { // want PasswordReset:`^writes http PUT as \(\*opnames\.RPC\)\.PasswordReset via`
	return k.put(ctx, "/v1/users/reset", user)
}

func (k *RPC) ResetUserToken(ctx context.Context, user int) error { // want ResetUserToken:`^writes http PUT as \(\*opnames\.RPC\)\.ResetUserToken via`
	return k.put(ctx, "/v1/users/reset", user)
}

// The operation a POST's URL names: no longer a state it sets.
func (k *RPC) Forgot(ctx context.Context, user int) error { // want Forgot:`^writes http POST via \(\*opnames\.RPC\)\.Forgot -> `
	return k.postTo(ctx, "/v1/users/password/reset", user)
}

func (k *RPC) NewKey(ctx context.Context, user int) error { // want NewKey:`^writes http POST via \(\*opnames\.RPC\)\.NewKey -> `
	return k.postTo(ctx, "/v1/keys/rotate_api_key", user)
}

// A reset that names no secret sets a state.
func (k *RPC) ClearCache(ctx context.Context, user int) error { // want ClearCache:`^writes http POST \(idempotent\) as /v1/cache/reset via`
	return k.postTo(ctx, "/v1/cache/reset", user)
}

// A reset of anything else sets a state: a repeat finds it reset.
func (k *RPC) ResetPasswordPolicy(ctx context.Context, org int) error { // want ResetPasswordPolicy:`^writes http PUT \(idempotent\) via`
	return k.put(ctx, "/v1/orgs/policy", org)
}

func (k *RPC) Defaults(ctx context.Context, org int) error { // want Defaults:`^writes http POST \(idempotent\) as settings/reset via`
	return k.call(ctx, "settings/reset", map[string]int{"org": org})
}

// Applying a command runs it again.
func (k *RPC) Command(ctx context.Context, issue, cmd string) error { // want Command:`^writes http POST via \(\*opnames\.RPC\)\.Command -> `
	return k.call(ctx, "applyCommand", map[string]string{"issue": issue, "query": cmd})
}

func (k *RPC) ApplyLabels(ctx context.Context, issue string) error { // want ApplyLabels:`^writes http POST \(idempotent\) as applyLabels via`
	return k.call(ctx, "applyLabels", map[string]string{"issue": issue})
}

func (k *RPC) postTo(ctx context.Context, path string, id int) error { // want postTo:`^writes http POST via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, k.url+path, nil)
	if err != nil {
		return err
	}
	resp, err := k.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (k *RPC) put(ctx context.Context, path string, id int) error { // want put:`^writes http PUT \(idempotent\) via`
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, k.url+path, nil)
	if err != nil {
		return err
	}
	resp, err := k.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// An interface method that applies or runs a command writes, though no
// implementation is known; one that reads one does not.
type Tracker interface {
	ApplyCommand(ctx context.Context, issue, cmd string) error
	CommandHelp(ctx context.Context, cmd string) (string, error)
}

func Apply(ctx context.Context, t Tracker, issue string) error { // want Apply:`^writes verb \(opnames\.Tracker\)\.ApplyCommand via opnames\.Apply -> \(opnames\.Tracker\)\.ApplyCommand$`
	return t.ApplyCommand(ctx, issue, "tag urgent")
}

func Help(ctx context.Context, t Tracker) (string, error) { return t.CommandHelp(ctx, "tag") }

// A bridge to a command-line program: a command made of flags alone
// asks the program about itself; a subcommand may write.
type Bridge interface {
	ExecuteCommand(ctx context.Context, req *CommandRequest) (string, error)
}

type CommandRequest struct {
	Command string
	Args    []string
}

func Version(ctx context.Context, b Bridge, path string) (string, error) {
	return b.ExecuteCommand(ctx, &CommandRequest{Command: path, Args: []string{"--version"}})
}

func Ping(ctx context.Context, b Bridge, path string) (string, error) {
	return b.ExecuteCommand(ctx, &CommandRequest{Command: path, Args: []string{"--help", "-q"}})
}

func NewInvoice(ctx context.Context, b Bridge, path string) (string, error) { // want NewInvoice:`^writes verb \(opnames\.Bridge\)\.ExecuteCommand via`
	return b.ExecuteCommand(ctx, &CommandRequest{Command: path, Args: []string{"invoice", "create"}})
}
