// Package dockerexec runs commands in a container and creates one: an
// exec runs whatever command it is given, which decides what it does, as
// a local command chosen at run time does; a create makes a container.
package dockerexec

import (
	"context"

	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/client"
)

func Run(ctx context.Context, cli *client.Client, name, cmd string) error {
	exec, err := cli.ContainerExecCreate(ctx, name, container.ExecOptions{Cmd: []string{"bash", "-c", cmd}, AttachStdout: true})
	if err != nil {
		return err
	}
	return cli.ContainerExecStart(ctx, exec.ID, container.ExecStartOptions{})
}

func Create(ctx context.Context, cli *client.Client, image string) error { // want Create:`^writes http POST via dockerexec\.Create -> \(\*client\.Client\)\.ContainerCreate`
	_, err := cli.ContainerCreate(ctx, &container.Config{Image: image}, nil, nil, nil, "")
	return err
}
