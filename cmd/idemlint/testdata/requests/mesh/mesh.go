// Package mesh is an RPC transport that POSTs every call to the endpoint
// it is given (R3), a JSON-RPC client whose method names the operation,
// and a link helper that POSTs only when its caller asks (R5).
package mesh

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type Mesh struct {
	base string
	hc   *http.Client
}

func New(base string) *Mesh { return &Mesh{base: base, hc: http.DefaultClient} }

func (m *Mesh) Call(ctx context.Context, endpoint string, args map[string]any) (string, error) {
	body, _ := json.Marshal(args)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, m.base+endpoint, bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	resp, err := m.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// RPC sends JSON-RPC 2.0 calls.
func (m *Mesh) RPC(ctx context.Context, method string, params any) (json.RawMessage, error) {
	body, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "method": method, "params": params})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, m.base+"/api_jsonrpc.php", bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	resp, err := m.hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out json.RawMessage
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

// Deeplink builds a link and shortens it, with a POST, only when asked.
func (m *Mesh) Deeplink(ctx context.Context, path string, shorten bool) (string, error) {
	link := m.base + path
	if !shorten {
		return link, nil
	}
	return m.Call(ctx, "/shortlinks", map[string]any{"url": link})
}
