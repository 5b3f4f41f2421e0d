// Package cli runs the nats command-line tool with the server's flags.
package cli

import (
	"fmt"
	"os/exec"
)

type Executor struct {
	Server string
}

func (e *Executor) ExecuteCommand(args ...string) (string, error) {
	args = append([]string{"--server", e.Server}, args...)
	out, err := exec.Command("nats", args...).CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("nats failed: %v: %s", err, out)
	}
	return string(out), nil
}
