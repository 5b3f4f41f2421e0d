// Package client is shaped like TrueNAS's api_client_golang: JSON-RPC
// 2.0 over a WebSocket, one Call for reads and writes, the RPC method the
// only sign of what a call does.
package client

import (
	"encoding/json"
	"sync"

	"github.com/gorilla/websocket"
)

type Client struct {
	mu     sync.Mutex
	conn   *websocket.Conn
	callID int
}

func Dial(url string) (*Client, error) {
	conn, _, err := websocket.DefaultDialer.Dial(url, nil)
	if err != nil {
		return nil, err
	}
	return &Client{conn: conn}, nil
}

func (c *Client) Call(method string, params any) (json.RawMessage, error) { // want Call:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON via \(\*client\.Client\)\.Call -> \(\*websocket\.Conn\)\.WriteJSON$`
	c.mu.Lock()
	c.callID++
	id := c.callID
	c.mu.Unlock()
	request := map[string]any{"jsonrpc": "2.0", "method": method, "id": id, "params": params}
	if err := c.conn.WriteJSON(request); err != nil {
		return nil, err
	}
	var resp struct {
		Result json.RawMessage `json:"result"`
	}
	if err := c.conn.ReadJSON(&resp); err != nil {
		return nil, err
	}
	return resp.Result, nil
}

// Command sends a command by its bare name in the message's "command"
// field: the name each caller passes decides.
func (c *Client) Command(command string, args ...string) error { // want Command:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON via \(\*client\.Client\)\.Command -> \(\*websocket\.Conn\)\.WriteJSON$`
	msg := struct {
		Command string   `json:"command"`
		Args    []string `json:"args"`
	}{command, args}
	return c.conn.WriteJSON(msg)
}

// Request is a plugin bridge's message: the request type it is given
// names what the plugin does.
type Request struct {
	Type      string         `json:"type"`
	RequestID string         `json:"requestId"`
	Params    map[string]any `json:"params"`
}

func (c *Client) Send(requestType string, params map[string]any) error { // want Send:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON via \(\*client\.Client\)\.Send -> \(\*websocket\.Conn\)\.WriteJSON$`
	req := Request{Type: requestType, RequestID: "1", Params: params}
	timeout := func() string { return "timed out: " + requestType } // captures the parameter
	_ = timeout
	return c.conn.WriteJSON(req)
}

// Notify sends a payload of a constant type: a kind of message, no
// operation.
func (c *Client) Notify(text string) error { // want Notify:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON via \(\*client\.Client\)\.Notify -> \(\*websocket\.Conn\)\.WriteJSON$`
	return c.conn.WriteJSON(map[string]string{"type": "delete_notice", "text": text})
}
