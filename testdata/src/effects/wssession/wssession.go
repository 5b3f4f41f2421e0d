// Package wssession is a streaming client whose Connect authenticates
// over the socket before it reads: that frame opens the session, and a
// repeat only opens another one; a message it sends to a room is a write.
package wssession

import "github.com/gorilla/websocket"

type Client struct{ conn *websocket.Conn }

func (c *Client) authenticateConnection(token string) error { // want authenticateConnection:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON via`
	return c.conn.WriteJSON(map[string]string{"type": "authorization", "token": token})
}

func (c *Client) Connect(url, token string) error { // want Connect:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON set up by opening a session \(idempotent\) via`
	conn, _, err := websocket.DefaultDialer.Dial(url, nil)
	if err != nil {
		return err
	}
	c.conn = conn
	return c.authenticateConnection(token)
}

// WaitForMessage connects, then reads: no write of its own.
func (c *Client) WaitForMessage(url, token string) (map[string]any, error) { // want WaitForMessage:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON set up by opening a session \(idempotent\) via`
	if err := c.Connect(url, token); err != nil {
		return nil, err
	}
	var msg map[string]any
	return msg, c.conn.ReadJSON(&msg)
}

// Post sends a message to a room: a write.
func (c *Client) Post(room, text string) error { // want Post:`^writes message websocket \(\*websocket\.Conn\)\.WriteJSON via \(\*wssession\.Client\)\.Post`
	return c.conn.WriteJSON(map[string]string{"room": room, "text": text})
}
