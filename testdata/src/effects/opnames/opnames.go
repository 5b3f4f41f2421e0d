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
