// Package execfound runs a program that its constructor looks up on the
// PATH, trying each of its names: the field that holds the path holds
// that program, and its subcommands decide each run.
package execfound

import (
	"errors"
	"os/exec"
)

type CLI struct {
	path   string
	format string
}

func New() (*CLI, error) {
	p, err := findBinary()
	if err != nil {
		return nil, err
	}
	return &CLI{path: p, format: "json"}, nil
}

// findBinary returns the first name that runs.
func findBinary() (string, error) {
	for _, name := range []string{"podman", "podman.exe"} {
		p, err := exec.LookPath(name)
		if err != nil {
			continue
		}
		if _, err := exec.Command(p, "version").CombinedOutput(); err == nil {
			return p, nil
		}
	}
	return "", errors.New("podman not found")
}

func (c *CLI) exec(args ...string) (string, error) { // want exec:`^command podman from param 0 via`
	out, err := exec.Command(c.path, args...).CombinedOutput()
	return string(out), err
}

func (c *CLI) Remove(name string) (string, error) { // want Remove:`^writes exec podman container rm \(idempotent\) via`
	return c.exec("container", "rm", name)
}

func (c *CLI) Push(image string) (string, error) { // want Push:`^writes exec podman image push \(idempotent\) via`
	return c.exec("image", "push", image)
}

// Inspect reads.
func (c *CLI) Inspect(name string) (string, error) {
	return c.exec("inspect", name)
}

// Format is held in a field too, but no program is run with it.
func (c *CLI) Format() string { return c.format }
