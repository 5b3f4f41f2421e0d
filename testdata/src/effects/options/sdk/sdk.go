// Package sdk sets the request's method with a functional option: a
// generic do applies the options to a config whose method defaults to
// GET, then builds and sends the request from it.
package sdk

import (
	"net/http"
	"net/url"
)

type Client struct {
	base string
	hc   *http.Client
}

type doConfig struct {
	method string
	path   string
}

type doOption func(c *doConfig) error

func withMethod(method string) doOption {
	return func(c *doConfig) error {
		c.method = method
		return nil
	}
}

func withPath(path string) doOption {
	return func(c *doConfig) error {
		c.path = url.PathEscape(path)
		return nil
	}
}

func do[T any](client *Client, opts ...doOption) (T, error) { // want do:`^http method from param 1 options field method via sdk\.do -> \(\*http\.Client\)\.Do$`
	var zero T
	config := &doConfig{method: http.MethodGet}
	for _, f := range opts {
		if err := f(config); err != nil {
			return zero, err
		}
	}
	req, err := http.NewRequest(config.method, client.base+config.path, nil)
	if err != nil {
		return zero, err
	}
	_, err = client.hc.Do(req)
	return zero, err
}

type Issue struct{ ID int }

type IssuesService struct{ client *Client }

func (s *IssuesService) CreateIssue(project string) (*Issue, error) { // want CreateIssue:`^writes http POST via \(\*sdk\.IssuesService\)\.CreateIssue -> sdk\.do -> \(\*http\.Client\)\.Do$`
	return do[*Issue](s.client, withMethod(http.MethodPost), withPath("projects/"+project+"/issues"))
}

func (s *IssuesService) DeleteIssue(project string, id int) error { // want DeleteIssue:`^writes http DELETE \(idempotent\) via`
	_, err := do[struct{}](s.client, withPath("projects/"+project+"/issues"), withMethod("DELETE"))
	return err
}

// GetIssue leaves the method at its default.
func (s *IssuesService) GetIssue(project string, id int) (*Issue, error) {
	return do[*Issue](s.client, withPath("projects/"+project+"/issues"))
}

// Inline passes an option literal of its own.
func (s *IssuesService) Inline(project string) error { // want Inline:`^writes http PUT \(idempotent\) via`
	_, err := do[struct{}](s.client, func(c *doConfig) error { c.method = http.MethodPut; return nil })
	return err
}
