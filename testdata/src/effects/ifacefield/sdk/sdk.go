// Package sdk is a vendor's REST client.
package sdk

import (
	"net/http"
	"strings"
)

type Client struct{ Base string }

func New(base string) *Client { return &Client{Base: base} }

func (c *Client) CreateTag(name string) (int, error) { // want CreateTag:`^writes http POST`
	resp, err := http.Post(c.Base+"/tags", "application/json", strings.NewReader(name))
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return 1, nil
}
