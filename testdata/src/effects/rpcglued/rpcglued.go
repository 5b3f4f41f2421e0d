// Package rpcglued calls an RPC API (Zabbix's) whose method names glue
// the verb to the rest in lower case: "usermacro.updateglobal".
package rpcglued

import (
	"bytes"
	"encoding/json"
	"net/http"
)

type Zabbix struct {
	url string
	hc  *http.Client
}

func (z *Zabbix) Call(method string, params any) error { // want Call:`^writes http POST via \(\*rpcglued\.Zabbix\)\.Call -> \(\*http\.Client\)\.Post$`
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": method, "params": params, "id": 1})
	resp, err := z.hc.Post(z.url, "application/json-rpc", bytes.NewReader(body))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

func (z *Zabbix) GlobalMacro(id, value string) error { // want GlobalMacro:`^writes http POST \(idempotent\) as usermacro\.updateglobal via`
	return z.Call("usermacro.updateglobal", map[string]string{"globalmacroid": id, "value": value})
}

func (z *Zabbix) DropGlobalMacro(id string) error { // want DropGlobalMacro:`^writes http POST \(idempotent\) as usermacro\.deleteglobal via`
	return z.Call("usermacro.deleteglobal", []string{id})
}

func (z *Zabbix) NewGlobalMacro(name string) error { // want NewGlobalMacro:`^writes http POST via \(\*rpcglued\.Zabbix\)\.NewGlobalMacro -> \(\*rpcglued\.Zabbix\)\.Call`
	return z.Call("usermacro.createglobal", map[string]string{"macro": name})
}

// A modifier glued to a whole verb: mass + update.
func (z *Zabbix) Hosts(ids []string, status int) error { // want Hosts:`^writes http POST \(idempotent\) as host\.massupdate via`
	return z.Call("host.massupdate", map[string]any{"hosts": ids, "status": status})
}

func (z *Zabbix) HostGroups(ids []string) error { // want HostGroups:`^writes http POST via \(\*rpcglued\.Zabbix\)\.HostGroups -> \(\*rpcglued\.Zabbix\)\.Call`
	return z.Call("host.massadd", map[string]any{"hosts": ids})
}

// A read verb after a modifier reads.
func (z *Zabbix) Items(ids []string) error { return z.Call("item.batchget", ids) }

// A read verb is not taken from a word: a wrong read would lose the
// write ("checkout" places an order).
func (z *Zabbix) Inventory(q string) error { // want Inventory:`^writes http POST via \(\*rpcglued\.Zabbix\)\.Inventory -> \(\*rpcglued\.Zabbix\)\.Call`
	return z.Call("host.searchinventory", map[string]string{"search": q})
}

func (z *Zabbix) Cart() error { // want Cart:`^writes http POST via \(\*rpcglued\.Zabbix\)\.Cart -> \(\*rpcglued\.Zabbix\)\.Call`
	return z.Call("cart.checkout", nil)
}

// Reads by their verb as before.
func (z *Zabbix) History() error { return z.Call("history.get", nil) }

func (z *Zabbix) Settings() error { return z.Call("settings.get", nil) }

func (z *Zabbix) Addresses() error { return z.Call("addresses.list", nil) }

func (z *Zabbix) Session() error { return z.Call("user.checkAuthentication", nil) }

// Short verbs are not read out of a word: "settings" is no set,
// "address" no add.
func (z *Zabbix) UserSettings() error { // want UserSettings:`^writes http POST via \(\*rpcglued\.Zabbix\)\.UserSettings -> \(\*rpcglued\.Zabbix\)\.Call`
	return z.Call("user.settings", nil)
}

func (z *Zabbix) Address() error { // want Address:`^writes http POST via \(\*rpcglued\.Zabbix\)\.Address -> \(\*rpcglued\.Zabbix\)\.Call`
	return z.Call("host.address", nil)
}

// Nor a verb that a noun is made of, nor one with too short a rest.
func (z *Zabbix) Tasks() error { // want Tasks:`^writes http POST via \(\*rpcglued\.Zabbix\)\.Tasks -> \(\*rpcglued\.Zabbix\)\.Call`
	return z.Call("task.assignments", nil)
}

func (z *Zabbix) Resets() error { // want Resets:`^writes http POST via \(\*rpcglued\.Zabbix\)\.Resets -> \(\*rpcglued\.Zabbix\)\.Call`
	return z.Call("user.updateme", nil)
}

// A URL's segment is a path, not a method: POST /checkpoints makes one.
func (z *Zabbix) Checkpoint() error { // want Checkpoint:`^writes http POST via \(\*rpcglued\.Zabbix\)\.Checkpoint -> \(\*rpcglued\.Zabbix\)\.Call`
	return z.Call("/api/v1/checkpoints", nil)
}

// A method chosen by a switch is each of its names.
func (z *Zabbix) Macro(op, id string) error { // want Macro:`^writes http POST \(idempotent\) as usermacro\.updateglobal or usermacro\.deleteglobal via`
	method := "usermacro.get"
	switch op {
	case "update":
		method = "usermacro.updateglobal"
	case "delete":
		method = "usermacro.deleteglobal"
	}
	return z.Call(method, []string{id})
}
