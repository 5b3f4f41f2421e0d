// Package api is a generated client.
package api

import "context"

type Client struct{}

func NewClientWithResponses(server string) (*Client, error) { return &Client{}, nil }

type AddItemsResponse struct{ StatusCode int }

func (c *Client) AddItemsWithResponse(ctx context.Context, playlistID string, uris []string) (*AddItemsResponse, error) {
	return nil, nil
}

func (c *Client) GetPlaylistWithResponse(ctx context.Context, playlistID string) (*AddItemsResponse, error) {
	return nil, nil
}
