// Package client is a stub of github.com/docker/docker/client
// (v28.5.2+incompatible): each method sends its request to the daemon's
// API, as the real client does through cli.post and cli.get.
package client

import (
	"context"
	"net/http"
	"strings"

	"github.com/docker/docker/api/types/container"
)

type Client struct {
	host string
	http *http.Client
}

func NewClientWithOpts(ops ...func(*Client) error) (*Client, error) { return &Client{}, nil }

func (cli *Client) post(ctx context.Context, path string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, cli.host+path, strings.NewReader("{}"))
	if err != nil {
		return err
	}
	_, err = cli.http.Do(req)
	return err
}

func (cli *Client) ContainerExecCreate(ctx context.Context, containerID string, options container.ExecOptions) (container.ExecCreateResponse, error) {
	return container.ExecCreateResponse{}, cli.post(ctx, "/containers/"+containerID+"/exec")
}

func (cli *Client) ContainerExecStart(ctx context.Context, execID string, config container.ExecStartOptions) error {
	return cli.post(ctx, "/exec/"+execID+"/start")
}

func (cli *Client) ContainerExecInspect(ctx context.Context, execID string) (container.ExecInspect, error) {
	return container.ExecInspect{}, nil
}

func (cli *Client) ContainerCreate(ctx context.Context, config *container.Config, hostConfig any, networkingConfig any, platform any, containerName string) (container.CreateResponse, error) {
	return container.CreateResponse{}, cli.post(ctx, "/containers/create?name="+containerName)
}
