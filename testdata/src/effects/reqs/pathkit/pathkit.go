// Package pathkit is the base of a REST SDK whose request builder takes
// the method and a path from its caller and joins the path to a base
// URL it copies: the caller's path names the operation.
package pathkit

import (
	"encoding/json"
	"net/http"
	"net/url"

	retryablehttp "github.com/hashicorp/go-retryablehttp"
)

type Client struct {
	baseURL *url.URL
	client  *retryablehttp.Client
}

// NewRequest builds a request to the base URL's path + path.
func (c *Client) NewRequest(method, path string, opt any) (*retryablehttp.Request, error) { // want NewRequest:`^makes result 0: a request with method from param 0$`
	u := *c.baseURL
	unescaped, err := url.PathUnescape(path)
	if err != nil {
		return nil, err
	}
	u.RawPath = c.baseURL.Path + path
	u.Path = c.baseURL.Path + unescaped
	var body any
	if method == http.MethodPost && opt != nil {
		if body, err = json.Marshal(opt); err != nil {
			return nil, err
		}
	}
	return retryablehttp.NewRequest(method, u.String(), body)
}

// Do sends a request built by NewRequest.
func (c *Client) Do(req *retryablehttp.Request, v any) (*http.Response, error) { // want Do:`^http request from param 0 via \(\*pathkit\.Client\)\.Do -> `
	resp, err := c.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if v != nil {
		return resp, json.NewDecoder(resp.Body).Decode(v)
	}
	return resp, nil
}
