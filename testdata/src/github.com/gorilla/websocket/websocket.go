// Package websocket is a stub of github.com/gorilla/websocket v1.5.3:
// the exported API idemlint's fixtures use, with the signatures of the
// real module.
package websocket

import (
	"net/http"
	"time"
)

const (
	TextMessage   = 1
	BinaryMessage = 2
	CloseMessage  = 8
	PingMessage   = 9
	PongMessage   = 10
)

type Conn struct{}

type Dialer struct {
	HandshakeTimeout time.Duration
}

var DefaultDialer = &Dialer{}

func (d *Dialer) Dial(urlStr string, requestHeader http.Header) (*Conn, *http.Response, error) {
	return &Conn{}, nil, nil
}

type PreparedMessage struct{}

func (c *Conn) WriteJSON(v interface{}) error                                       { return nil }
func (c *Conn) ReadJSON(v interface{}) error                                        { return nil }
func (c *Conn) WriteMessage(messageType int, data []byte) error                     { return nil }
func (c *Conn) WritePreparedMessage(pm *PreparedMessage) error                      { return nil }
func (c *Conn) ReadMessage() (messageType int, p []byte, err error)                 { return 0, nil, nil }
func (c *Conn) WriteControl(messageType int, data []byte, deadline time.Time) error { return nil }
func (c *Conn) Close() error                                                        { return nil }
