// Package cli runs a command-line tool and answers with a JSON record of
// the run, which Decode reads back.
package cli

import (
	"context"
	"encoding/json"
	"os/exec"
)

type Response struct {
	Stdout string `json:"stdout"`
	Code   int    `json:"code"`
}

// Run runs the tool with the words its caller builds.
func Run(args []string) (string, error) {
	out, err := exec.Command("kubectl-mtv", args...).Output()
	if err != nil {
		return "", err
	}
	b, err := json.Marshal(Response{Stdout: string(out)})
	return string(b), err
}

// Decode reads back what Run answered.
func Decode(answer string) (*Response, error) {
	var r Response
	if err := json.Unmarshal([]byte(answer), &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// Notify tells a watcher what the run answered: a step of its own.
func Notify(ctx context.Context, answer string) error {
	return exec.CommandContext(ctx, "notify-send", answer).Run()
}
