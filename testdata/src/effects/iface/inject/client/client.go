package client

import (
	"net/http"
	"strings"
)

// Client is the API's client: CreateTag POSTs a new tag.
type Client struct{ base string }

func New(base string) *Client { return &Client{base: base} }

func (c *Client) CreateTag(name string) (int, error) { // want CreateTag:`^writes http POST via`
	resp, err := http.Post(c.base+"/tags", "application/json", strings.NewReader(name))
	if err != nil {
		return 0, err
	}
	return 1, resp.Body.Close()
}

func (c *Client) Tags() ([]string, error) {
	resp, err := http.Get(c.base + "/tags")
	if err != nil {
		return nil, err
	}
	return nil, resp.Body.Close()
}
