// Package execprog runs any program it is given: which program, and so
// whether a run writes, is its callers' to say.
package execprog

import (
	"context"
	"os/exec"
)

type Shell struct{ dir string }

// Exec runs name with args.
func (s *Shell) Exec(ctx context.Context, name string, args ...string) ([]byte, error) { // want Exec:`^command program from param 1 via`
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = s.dir
	return cmd.CombinedOutput()
}

// Kubectl runs kubectl through Exec, with the caller's words.
func (s *Shell) Kubectl(ctx context.Context, args ...string) ([]byte, error) { // want Kubectl:`^command kubectl from param 1 via`
	return s.Exec(ctx, "kubectl", args...)
}

// Run hands both over: the program and the words stay its callers'.
func Run(ctx context.Context, s *Shell, program string, args []string) error { // want Run:`^command program from param 2 via`
	_, err := s.Exec(ctx, program, args...)
	return err
}

// Restart runs a fixed subcommand of the program its caller names.
func Restart(ctx context.Context, bin string) error { // want Restart:`^command program from param 1 via`
	return exec.CommandContext(ctx, bin, "rollout", "restart", "deployment/web").Run()
}
