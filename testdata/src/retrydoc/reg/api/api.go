// Package api is a generated client.
package api

import (
	"context"
	"net/http"
	"strings"
)

type Client struct {
	server string
	http   *http.Client
}

func NewClientWithResponses(server string) (*Client, error) {
	return &Client{server: server, http: http.DefaultClient}, nil
}

type Response struct{ StatusCode int }

func (c *Client) AddItemsWithResponse(ctx context.Context, playlistID string, uris []string) (*Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.server+"/playlists/"+playlistID+"/tracks", strings.NewReader(strings.Join(uris, ",")))
	if err != nil {
		return nil, err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return &Response{StatusCode: resp.StatusCode}, nil
}

func (c *Client) GetPlaylistWithResponse(ctx context.Context, playlistID string) (*Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.server+"/playlists/"+playlistID, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return &Response{StatusCode: resp.StatusCode}, nil
}
