// Package use calls the CLI helpers of another package: each call's words
// decide its write.
package use

import (
	"context"
	"strings"

	"effects/execcli"
)

type Store struct {
	e *execcli.Executor
}

func (s *Store) Put(bucket, key, value string, flags []string) error { // want Put:`^writes exec nats object put \(idempotent\) via \(\*use\.Store\)\.Put -> \(\*execcli\.Executor\)\.ExecuteCommand -> exec\.Command$`
	args := []string{"object", "put", bucket}
	if value != "" {
		args = append(args, "--name="+key)
	}
	args = append(args, flags...)
	_, err := s.e.ExecuteCommand(args...)
	return err
}

func (s *Store) Publish(subjects []string, msg string) error { // want Publish:`^writes exec nats pub via`
	for _, subj := range subjects {
		args := []string{"pub"}
		if msg != "" {
			args = append(args, "--header", "x:y")
		}
		args = append(args, subj, msg)
		if _, err := s.e.ExecuteCommand(args...); err != nil {
			return err
		}
	}
	return nil
}

func (s *Store) AddStream(ctx context.Context, name string) error { // want AddStream:`^writes exec nats stream add via`
	return execcli.Flagged(ctx, "nats://x", "stream", "add", name)
}

func (s *Store) Restart(ctx context.Context) error { // want Restart:`^writes exec kubectl restart via`
	return execcli.Kubectl(ctx, "restart", "web")
}

func (s *Store) CloseIssue(n string) error { // want CloseIssue:`^writes exec gh issue close \(idempotent\) via`
	return execcli.Gh("close", n)
}

// Run passes its own words on.
func (s *Store) Run(args ...string) error { // want Run:`^command nats from param 0 via`
	_, err := s.e.ExecuteCommand(args...)
	return err
}

// Reads, and words the call does not fix, are no writes.

func (s *Store) Info() error {
	_, err := s.e.ExecuteCommand("account", "info")
	return err
}

func (s *Store) Report() error {
	args := []string{"account", "report", "statistics"}
	_, err := s.e.ExecuteCommand(args...)
	return err
}

func (s *Store) Ls(bucket string) error {
	_, err := s.e.ExecuteCommand("kv", "ls", bucket)
	return err
}

func (s *Store) Describe(ctx context.Context) error {
	return execcli.Kubectl(ctx, "describe", "web")
}

func (s *Store) Issues() error {
	return execcli.Gh("list")
}

// Opaque passes its own words on, first.
func (s *Store) Opaque(words []string) error { // want Opaque:`^command nats from param 0 via`
	_, err := s.e.ExecuteCommand(append(words, "x")...)
	return err
}

func (s *Store) Split(cmd string) error {
	_, err := s.e.ExecuteCommand(strings.Fields(cmd)...)
	return err
}

func (s *Store) Loaded(cmd string) error {
	_, err := s.e.ExecuteCommand(cmd+"x", "put")
	return err
}

// Manage picks its subcommand by the action it is given: each way in is
// a command of its own.
func (s *Store) Manage(action, name string) error { // want Manage:`^writes exec nats stream add via .*; exec nats stream rm \(idempotent\) via`
	var args []string
	switch action {
	case "add":
		args = []string{"stream", "add", name}
	case "remove":
		args = []string{"stream", "rm", name, "-f"}
	}
	args = append(args, "--json")
	_, err := s.e.ExecuteCommand(args...)
	return err
}

// addFlag appends to the words it is handed the address of.
func addFlag(args *[]string, flag string, on bool) {
	if on {
		*args = append(*args, "--"+flag)
	}
}

// AddQuiet hands its words' address to a helper that adds a flag.
func (s *Store) AddQuiet(name string, quiet bool) error { // want AddQuiet:`^writes exec nats stream add via`
	args := []string{"stream", "add", name}
	addFlag(&args, "quiet", quiet)
	_, err := s.e.ExecuteCommand(args...)
	return err
}
