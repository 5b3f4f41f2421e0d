// Package rpcfield holds RPC transports that carry the operation in a
// body field of their own name (AnkiConnect's action, JSON-RPC's method,
// op, command): the name the caller passes for that field says what the
// call does.
package rpcfield

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

// AnkiConnect style: {"action": ..., "version": 6, "params": ...}.
type request struct {
	Action  string `json:"action"`
	Version int    `json:"version"`
	Params  any    `json:"params,omitempty"`
}

type Anki struct {
	url string
}

// invoke posts any action: a transport.
func (a *Anki) invoke(action string, params any) error { // want invoke:`^writes http POST via \(\*rpcfield\.Anki\)\.invoke -> http\.Post$`
	b, err := json.Marshal(request{Action: action, Version: 6, Params: params})
	if err != nil {
		return err
	}
	resp, err := http.Post(a.url, "application/json", bytes.NewReader(b))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (a *Anki) Version() error { return a.invoke("version", nil) }

func (a *Anki) Decks() error { return a.invoke("deckNames", nil) }

func (a *Anki) Notes(q string) error { return a.invoke("findNotes", map[string]any{"query": q}) }

func (a *Anki) About(ids []int) error { return a.invoke("notesInfo", map[string]any{"notes": ids}) }

func (a *Anki) Note(front string) error { // want Note:`^writes http POST via \(\*rpcfield\.Anki\)\.Note -> \(\*rpcfield\.Anki\)\.invoke`
	return a.invoke("addNote", map[string]any{"note": front})
}

func (a *Anki) Fields(id int, front string) error { // want Fields:`^writes http POST \(idempotent\) as updateNoteFields via`
	return a.invoke("updateNoteFields", map[string]any{"note": map[string]any{"id": id, "fields": front}})
}

// call passes the action it is given on: its callers name it.
func (a *Anki) call(action string, params any) error { // want call:`^writes http POST via \(\*rpcfield\.Anki\)\.call -> \(\*rpcfield\.Anki\)\.invoke`
	return a.invoke(action, params)
}

func (a *Anki) Drop(names []string) error { // want Drop:`^writes http POST \(idempotent\) as deleteDecks via \(\*rpcfield\.Anki\)\.Drop -> \(\*rpcfield\.Anki\)\.call -> \(\*rpcfield\.Anki\)\.invoke`
	return a.call("deleteDecks", map[string]any{"decks": names})
}

func (a *Anki) Models() error { return a.call("modelNames", nil) }

// A sync converges: a repeat finds the two sides alike.
func (a *Anki) Sync() error { // want Sync:`^writes http POST \(idempotent\) as sync via \(\*rpcfield\.Anki\)\.Sync -> \(\*rpcfield\.Anki\)\.invoke`
	return a.invoke("sync", nil)
}

// A name with no verb we know leaves the POST a write that acts again.
func (a *Anki) GuiCheck() error { // want GuiCheck:`^writes http POST via \(\*rpcfield\.Anki\)\.GuiCheck -> \(\*rpcfield\.Anki\)\.invoke`
	return a.invoke("guiCheckDatabase", nil)
}

// An action the caller does not fix says nothing.
func (a *Anki) Any(action string, params any) error { // want Any:`^writes http POST via \(\*rpcfield\.Anki\)\.Any -> \(\*rpcfield\.Anki\)\.invoke`
	return a.invoke(action+"s", params)
}

// JSON-RPC over client.Do, the method under its own key of a map: bare
// method names too (getBlockCount).
type Node struct {
	url string
	hc  *http.Client
}

func (n *Node) rpc(ctx context.Context, method string, params ...any) error { // want rpc:`^writes http POST via \(\*rpcfield\.Node\)\.rpc -> \(\*http\.Client\)\.Do$`
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": method, "params": params})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	_, err = n.hc.Do(req)
	return err
}

func (n *Node) Height(ctx context.Context) error { return n.rpc(ctx, "getBlockCount") }

func (n *Node) Wallet(ctx context.Context) error { return n.rpc(ctx, "walletInfo") }

func (n *Node) Pay(ctx context.Context, to string) error { // want Pay:`^writes http POST via \(\*rpcfield\.Node\)\.Pay -> \(\*rpcfield\.Node\)\.rpc`
	return n.rpc(ctx, "sendtoaddress", to)
}

func (n *Node) Ban(ctx context.Context, ip string) error { // want Ban:`^writes http POST \(idempotent\) as setBan via`
	return n.rpc(ctx, "setBan", ip, "add")
}

// Other styles: op, cmd, command, procedure, operation.
type opRequest struct {
	Op   string `json:"op"`
	Args []any  `json:"args"`
}

func do(ctx context.Context, op string, args ...any) error { // want do:`^writes http POST via rpcfield\.do -> \(\*http\.Client\)\.Do$`
	r := &opRequest{Op: op, Args: args}
	b, _ := json.Marshal(r)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, "http://localhost/rpc", bytes.NewReader(b))
	_, err := http.DefaultClient.Do(req)
	return err
}

func Stat(ctx context.Context, path string) error { return do(ctx, "listDir", path) }

func Mkdir(ctx context.Context, path string) error { // want Mkdir:`^writes http POST via rpcfield\.Mkdir -> rpcfield\.do`
	return do(ctx, "mkdir", path)
}

type Cmd struct {
	Command string // no tag: the field's name
	Data    string
}

func command(ctx context.Context, command, data string) error { // want command:`^writes http POST via rpcfield\.command -> \(\*http\.Client\)\.Post$`
	b, _ := json.Marshal(Cmd{Command: command, Data: data})
	_, err := http.DefaultClient.Post("http://localhost/cmd", "application/json", bytes.NewReader(b))
	return err
}

func Status(ctx context.Context) error { return command(ctx, "status", "") }

func Restart(ctx context.Context) error { // want Restart:`^writes http POST via rpcfield\.Restart -> rpcfield\.command`
	return command(ctx, "restart", "")
}

// Adopting a device takes it under management: a repeat finds it
// adopted.
func Adopt(ctx context.Context, mac string) error { // want Adopt:`^writes http POST \(idempotent\) as adopt via rpcfield\.Adopt -> rpcfield\.command`
	return command(ctx, "adopt", mac)
}

// The field holds a constant in the function that sends: it names the
// operation there.
func Procedures(ctx context.Context) error {
	b, _ := json.Marshal(map[string]string{"procedure": "listProcedures"})
	_, err := http.Post("http://localhost/rpc", "application/json", bytes.NewReader(b))
	return err
}

// A string in another field says nothing: the POST decides.
type message struct {
	Text string `json:"text"`
}

func post(ctx context.Context, text string) error { // want post:`^writes http POST via rpcfield\.post -> http\.Post$`
	b, _ := json.Marshal(message{Text: text})
	_, err := http.Post("http://localhost/messages", "application/json", bytes.NewReader(b))
	return err
}

func Hello(ctx context.Context) error { // want Hello:`^writes http POST via rpcfield\.Hello -> rpcfield\.post`
	return post(ctx, "getStatus")
}

// Nor does an op field nested in the params: a JSON patch's "op".
func patch(ctx context.Context, op string) error { // want patch:`^writes http POST via rpcfield\.patch -> http\.Post$`
	b, _ := json.Marshal(map[string]any{"params": map[string]any{"op": op, "path": "/a"}})
	_, err := http.Post("http://localhost/rpc", "application/json", bytes.NewReader(b))
	return err
}

func Nested(ctx context.Context) error { // want Nested:`^writes http POST via rpcfield\.Nested -> rpcfield\.patch`
	return patch(ctx, "getAll")
}

// Invoke lets other packages name the action.
func (a *Anki) Invoke(action string, params any) error { // want Invoke:`^writes http POST via \(\*rpcfield\.Anki\)\.Invoke -> \(\*rpcfield\.Anki\)\.invoke -> http\.Post$`
	return a.invoke(action, params)
}

// A request built in one function with the action it is given, and sent
// in another.
func (a *Anki) newRequest(ctx context.Context, action string, params any) (*http.Request, error) { // want newRequest:`^makes result 0: a request with method from "POST"$`
	b, err := json.Marshal(request{Action: action, Version: 6, Params: params})
	if err != nil {
		return nil, err
	}
	return http.NewRequestWithContext(ctx, http.MethodPost, a.url, bytes.NewReader(b))
}

func (a *Anki) send(ctx context.Context, action string, params any) error { // want send:`^writes http POST via \(\*rpcfield\.Anki\)\.send -> \(\*http\.Client\)\.Do$`
	req, err := a.newRequest(ctx, action, params)
	if err != nil {
		return err
	}
	_, err = http.DefaultClient.Do(req)
	return err
}

func (a *Anki) Config(ctx context.Context) error { return a.send(ctx, "getDeckConfig", nil) }

func (a *Anki) Untag(ctx context.Context, ids []int) error { // want Untag:`^writes http POST \(idempotent\) as removeTags via`
	return a.send(ctx, "removeTags", map[string]any{"notes": ids})
}

// A transport named with a verb (call, execute) is not that operation:
// the action it is given is.
func (a *Anki) executeAction(action string, params any) error { // want executeAction:`^writes http POST via \(\*rpcfield\.Anki\)\.executeAction -> \(\*rpcfield\.Anki\)\.invoke -> http\.Post$`
	return a.invoke(action, params)
}

func (a *Anki) Tags() error { return a.executeAction("getTags", nil) }

func (a *Anki) Cards(ids []int) error { // want Cards:`^writes http POST \(idempotent\) as unsuspendCards via`
	return a.executeAction("unsuspendCards", map[string]any{"cards": ids})
}

// Nor is one named for a read: the action decides.
func (a *Anki) fetch(action string, params any) error { // want fetch:`^writes http POST via \(\*rpcfield\.Anki\)\.fetch -> \(\*rpcfield\.Anki\)\.invoke -> http\.Post$`
	return a.invoke(action, params)
}

func (a *Anki) Media(name, data string) error { // want Media:`^writes http POST \(idempotent\) as storeMediaFile via \(\*rpcfield\.Anki\)\.Media -> \(\*rpcfield\.Anki\)\.fetch`
	return a.fetch("storeMediaFile", map[string]any{"filename": name, "data": data})
}

func (a *Anki) Stats() error { return a.fetch("getCollectionStatsHTML", nil) }

// A body that relays an HTTP request names its method, not an
// operation: "GET" in a proxy's "method" field reads nothing.
func relay(method, path string) error { // want relay:`^writes http POST via rpcfield\.relay -> http\.Post$`
	b, _ := json.Marshal(map[string]string{"method": method, "path": path})
	_, err := http.Post("http://localhost/proxy", "application/json", bytes.NewReader(b))
	return err
}

func Relayed(path string) error { // want Relayed:`^writes http POST via rpcfield\.Relayed -> rpcfield\.relay`
	return relay("GET", path)
}

// A relay forwards the tool it is given to a leader: the tool names
// what the call does.
type relayRequest struct {
	Tool   string         `json:"tool"`
	Params map[string]any `json:"params"`
}

func forward(ctx context.Context, tool string, params map[string]any) error { // want forward:`^writes http POST via rpcfield\.forward -> http\.Post$`
	b, _ := json.Marshal(relayRequest{Tool: tool, Params: params})
	_, err := http.Post("http://leader/rpc", "application/json", bytes.NewReader(b))
	return err
}

func RelayRead(ctx context.Context) error { return forward(ctx, "get_document", nil) }

func RelayDelete(ctx context.Context, id string) error { // want RelayDelete:`^writes http POST \(idempotent\) as delete_nodes via`
	return forward(ctx, "delete_nodes", map[string]any{"ids": []string{id}})
}
