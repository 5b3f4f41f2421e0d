// Package panelkit is shaped like 1Panel's MCP client: a request value
// keeps the method its constructor was given, and its own method sends
// it (NewPanelClient("POST", path).Request(out)).
package panelkit

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
)

type PanelClient struct {
	Url     string
	Method  string
	Payload any
}

type Option func(*PanelClient)

func WithPayload(p any) Option { return func(c *PanelClient) { c.Payload = p } }

func NewPanelClient(method, path string, opts ...Option) *PanelClient { // want NewPanelClient:`^makes result 0: field Method from param 0, param 2 options field Method$`
	c := &PanelClient{Method: method, Url: "https://panel.example/api/v2" + path}
	for _, opt := range opts {
		opt(c)
	}
	return c
}

func (p *PanelClient) Do() (*http.Response, error) { // want Do:`^http method from the receiver field Method via \(\*panelkit\.PanelClient\)\.Do -> \(\*http\.Client\)\.Do$`
	var body io.Reader
	if p.Payload != nil {
		data, err := json.Marshal(p.Payload)
		if err != nil {
			return nil, err
		}
		body = bytes.NewReader(data)
	}
	req, err := http.NewRequest(p.Method, p.Url, body)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(req)
}

func (p *PanelClient) Request(out any) error { // want Request:`^http method from the receiver field Method via \(\*panelkit\.PanelClient\)\.Request -> \(\*panelkit\.PanelClient\)\.Do -> \(\*http\.Client\)\.Do$`
	resp, err := p.Do()
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return json.NewDecoder(resp.Body).Decode(out)
}
