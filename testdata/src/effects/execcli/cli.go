// Package execcli wraps command-line tools, as MCP servers do: a run is
// a write when its subcommand says so.
package execcli

import (
	"context"
	"os/exec"
)

const natsBin = "nats"

// Executor runs the nats CLI with its global flags.
type Executor struct {
	URL   string
	creds Creds
}

type Creds interface {
	BuildArgs(url string) []string
}

// ExecuteCommand puts the caller's words after flags it cannot see: the
// caller's words decide.
func (e *Executor) ExecuteCommand(args ...string) (string, error) { // want ExecuteCommand:`^command nats from param 0 via \(\*execcli\.Executor\)\.ExecuteCommand -> exec\.Command$`
	base := e.creds.BuildArgs(e.URL)
	args = append(base, args...)
	out, err := exec.Command(natsBin, args...).CombinedOutput()
	return string(out), err
}

// Flagged puts known flags first.
func Flagged(ctx context.Context, server string, args ...string) error { // want Flagged:`^command nats from param 2 via`
	all := []string{"--server", server}
	all = append(all, args...)
	return exec.CommandContext(ctx, "nats", all...).Run()
}

// Kubectl takes the verb as a word.
func Kubectl(ctx context.Context, verb, name string) error { // want Kubectl:`^command kubectl from param 1 via`
	return exec.CommandContext(ctx, "/usr/local/bin/kubectl", verb, "pod", name).Run()
}

// Gh names a command group: its caller's words say what it does.
func Gh(args ...string) error { // want Gh:`^command gh issue from param 0 via`
	return exec.Command("gh", append([]string{"issue"}, args...)...).Run()
}

// Publish runs a constant subcommand: a publish acts again.
func Publish(subject, msg string) error { // want Publish:`^writes exec nats pub via execcli\.Publish -> exec\.Command$`
	return exec.Command("nats", "pub", subject, msg).Run()
}

// PutKey sets a key: a repeat changes nothing more. Only the command is
// made here; Run is elsewhere.
func PutKey(ctx context.Context, bucket, key, value string) *exec.Cmd { // want PutKey:`^writes exec nats kv put \(idempotent\) via`
	return exec.CommandContext(ctx, "nats", "--server=nats://localhost:4222", "kv", "put", bucket, key, value)
}

// CommitNotes records the notes the program edited in the local
// repository, files on this machine, and pushes them: a repeat pushes
// nothing more.
func CommitNotes(msg string) error { // want CommitNotes:`^writes exec git push \(idempotent\) via execcli\.CommitNotes -> exec\.Command$`
	if err := exec.Command("git", "add", "notes.md").Run(); err != nil {
		return err
	}
	if err := exec.Command("git", "commit", "-m", msg).Run(); err != nil {
		return err
	}
	return exec.Command("git", "push").Run()
}

// DeletePod removes a pod.
func DeletePod(name string) error { // want DeletePod:`^writes exec kubectl delete pod \(idempotent\) via`
	return exec.Command("kubectl", "delete", "pod", name).Run()
}

// Rerun acts again, the group's noun yielding to its verb.
func Rerun(id string) error { // want Rerun:`^writes exec gh run rerun via`
	return exec.Command("gh", "run", "rerun", id).Run()
}

// Reads and unknown subcommands are no writes.

func Info() ([]byte, error) {
	return exec.Command("nats", "account", "info").Output()
}

func ListKeys(bucket string) ([]byte, error) {
	return exec.Command("nats", "kv", "ls", bucket).Output()
}

func Subscribe(subject string) error {
	return exec.Command("nats", "sub", subject, "--count=1").Run()
}

func RunList() error {
	return exec.Command("gh", "run", "list").Run()
}

func Rtt() error {
	return exec.Command("nats", "rtt").Run()
}

func Shell(script string) error {
	return exec.Command("sh", "-c", "nats pub orders hello").Run()
}

func Echo() error {
	return exec.Command("echo", "delete").Run()
}

// Program runs the program its caller names: the caller's to decide.
func Program(bin string) error { // want Program:`^command program from param 0 via`
	return exec.Command(bin, "delete", "pod", "x").Run()
}

// Flags gives a namespace before the subcommand: the flag and its value
// are skipped.
func Flags(ns string) error { // want Flags:`^writes exec kubectl delete pod x \(idempotent\) via`
	return exec.Command("kubectl", "-n", ns, "delete", "pod", "x").Run()
}

func Build() error {
	return exec.Command("go", "build", "./...").Run()
}

func GoRun() error {
	return exec.Command("go", "run", "./cmd/server").Run()
}

func NpmRun() error {
	return exec.Command("npm", "run", "build").Run()
}

func StreamState(name string) ([]byte, error) {
	return exec.Command("nats", "stream", "state", name).Output()
}

// StateRm removes from a state: the group's noun yields to its verb.
func StateRm() error { // want StateRm:`^writes exec terraform state rm \(idempotent\) via`
	return exec.Command("terraform", "state", "rm", "aws_instance.web").Run()
}

// StartContainer makes a container by the caller's name: a repeat is
// refused by the name, it makes no second container.
func StartContainer(name string) error { // want StartContainer:`^writes exec docker run \(rejects a repeat\) via`
	return exec.Command("docker", "run", "-d", "--name", name, "nginx").Run()
}

// StartAnonymous makes a container with a name docker picks: a repeat
// makes a second one.
func StartAnonymous() error { // want StartAnonymous:`^writes exec docker run via`
	return exec.Command("docker", "run", "-d", "nginx").Run()
}

// Sandbox runs a throwaway container: --rm leaves nothing to repeat.
func Sandbox(command string) error {
	args := []string{"run", "--rm", "-i", "debian"}
	args = append(args, "/bin/sh", "-c", command)
	return exec.Command("docker", args...).Run()
}

// A create into a directory the caller names scaffolds a project on
// disk: no write. A create of a thing the caller names is one.
func CreateAgentApp(directory, template string) error {
	args := []string{"create-agent-app", directory}
	if template != "" {
		args = append(args, "--template", template)
	}
	return exec.Command("bl", append(args, "-y")...).Run()
}

func CreateAgent(name string) error { // want CreateAgent:`^writes exec bl create-agent via`
	return exec.Command("bl", "create-agent", name).Run()
}

// ComposeUp names the compose file before the subcommand.
func ComposeUp(file string) error { // want ComposeUp:`^writes exec docker compose up \(idempotent\) via`
	return exec.Command("docker", "compose", "-f", file, "up", "-d").Run()
}

// Verbose gives a flag that takes no value: the words end there.
func Verbose() error {
	return exec.Command("kubectl", "-v", "delete", "pod", "x").Run()
}

func ConnectNetwork(net, container string) error { // want ConnectNetwork:`^writes exec docker network connect \(idempotent\) via`
	return exec.Command("docker", "network", "connect", net, container).Run()
}

// RunDetached starts a container that runs on, removed only when it
// stops: a repeat starts a second one.
func RunDetached(image string) error { // want RunDetached:`^writes exec docker run via`
	return exec.Command("docker", "run", "--rm", "-d", image).Run()
}
