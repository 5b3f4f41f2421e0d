// Package wrap wraps the RPC client behind an interface of its own, as
// truenas-mcp does, and reads a report through a local helper given the
// method.
package wrap

import (
	"encoding/json"
	"fmt"

	"effects/wsrpc/client"
)

type Caller interface {
	Call(method string, params ...interface{}) (json.RawMessage, error) // want Call:`^implemented by \(\*wrap\.Client\)\.Call: writes message websocket`
}

type Client struct{ api *client.Client }

func (c *Client) Call(method string, params ...interface{}) (json.RawMessage, error) { // want Call:`^writes message websocket`
	if len(params) == 0 {
		params = []interface{}{}
	}
	raw, err := c.api.Call(method, params)
	if err != nil {
		return nil, fmt.Errorf("calling %s: %w", method, err)
	}
	return raw, nil
}
