// Package container is a stub of github.com/docker/docker/api/types/container
// (v28.5.2+incompatible): the exec types the client's exec methods take.
package container

type ExecOptions struct {
	User         string
	Privileged   bool
	Tty          bool
	AttachStdin  bool
	AttachStderr bool
	AttachStdout bool
	Detach       bool
	Env          []string
	WorkingDir   string
	Cmd          []string
}

type IDResponse struct {
	ID string `json:"Id"`
}

type ExecCreateResponse = IDResponse

type ExecStartOptions struct {
	Detach bool
	Tty    bool
}

type ExecAttachOptions = ExecStartOptions

type ExecInspect struct {
	ExecID      string `json:"ID"`
	ContainerID string
	Running     bool
	ExitCode    int
	Pid         int
}

type Config struct {
	Image string
	Cmd   []string
}

type CreateResponse struct {
	ID string `json:"Id"`
}
