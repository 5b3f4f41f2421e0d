// Package paramskit is an API client whose one sender takes its request
// as a struct: the method and the path are fields of it, and the path's
// end names what a POST does.
package paramskit

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
)

const BaseURL = "https://api.example"

type Params struct {
	Method  string
	BaseURL string
	Path    string
	Body    any
}

func CallAPI(ctx context.Context, p Params) (string, error) { // want CallAPI:`^http method from param 1 field Method`
	body, err := json.Marshal(p.Body)
	if err != nil {
		return "", err
	}
	full := p.BaseURL
	if !strings.HasPrefix(p.Path, "/") {
		full += "/"
	}
	full += p.Path
	req, err := http.NewRequestWithContext(ctx, p.Method, full, bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	return resp.Status, resp.Body.Close()
}

// Call takes the request by pointer.
func Call(ctx context.Context, p *Params) error { // want Call:`^http method from param 1 field Method`
	req, err := http.NewRequestWithContext(ctx, p.Method, p.BaseURL+p.Path, nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
