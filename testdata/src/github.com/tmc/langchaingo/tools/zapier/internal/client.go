// Stub of github.com/tmc/langchaingo@v0.1.14 tools/zapier/internal: the
// client the zapier tool calls, as written there.

package internal

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

type Client struct {
	client  *http.Client
	baseURL string
}

type ClientOptions struct {
	AccessToken, APIKey, UserAgent, ZapierNLABaseURL string
}

func NewClient(opts ClientOptions) (*Client, error) {
	return &Client{client: &http.Client{}, baseURL: opts.ZapierNLABaseURL}, nil
}

func (c *Client) Execute(ctx context.Context, actionID string, input string, params map[string]string) (interface{}, error) {
	body, err := createPayload(input, params)
	if err != nil {
		return "", err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.formatExecuteURL(actionID), body)
	if err != nil {
		return "", err
	}
	resp, err := c.client.Do(req)
	if err != nil {
		return "", err
	}
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out interface{}
	err = json.Unmarshal(b, &out)
	return out, err
}

func (c *Client) ExecuteAsString(ctx context.Context, actionID string, input string, params map[string]string) (string, error) {
	response, err := c.Execute(ctx, actionID, input, params)
	if err != nil {
		return "", err
	}
	responseBytes, err := json.Marshal(response)
	if err != nil {
		return "", err
	}
	return string(responseBytes), nil
}

func (c *Client) formatExecuteURL(actionID string) string {
	return fmt.Sprintf("%s/exposed/%s/execute/", c.baseURL, actionID)
}

func createPayload(input string, params map[string]string) (io.Reader, error) {
	data := map[string]string{"instructions": input}
	for k, v := range params {
		data[k] = v
	}
	b, err := json.Marshal(data)
	if err != nil {
		return nil, err
	}
	return bytes.NewBuffer(b), nil
}
