// Package use runs commands through execprog: the program and the words
// each call passes decide its write.
package use

import (
	"context"

	"effects/execprog"
)

func DeletePod(ctx context.Context, s *execprog.Shell, ns, name string) error { // want DeletePod:`^writes exec kubectl delete pod \(idempotent\) via`
	_, err := s.Exec(ctx, "kubectl", "delete", "pod", name, "-n", ns)
	return err
}

func InstallChart(ctx context.Context, s *execprog.Shell, release, chart string) error { // want InstallChart:`^writes exec helm install \(idempotent\) via`
	args := []string{"install", release, chart}
	_, err := s.Exec(ctx, "helm", args...)
	return err
}

func ScaleDeployment(ctx context.Context, s *execprog.Shell, name string) error { // want ScaleDeployment:`^writes exec kubectl scale deployment \(idempotent\) via`
	_, err := s.Kubectl(ctx, "scale", "deployment", name, "--replicas=3")
	return err
}

func CreateNamespace(ctx context.Context, s *execprog.Shell, name string) error { // want CreateNamespace:`^writes exec kubectl create namespace via use\.CreateNamespace -> execprog\.Run -> \(\*execprog\.Shell\)\.Exec -> exec\.CommandContext$`
	return execprog.Run(ctx, s, "kubectl", []string{"create", "namespace", name})
}

// Pods reads.
func Pods(ctx context.Context, s *execprog.Shell, ns string) ([]byte, error) {
	return s.Exec(ctx, "kubectl", "get", "pods", "-n", ns)
}

// Script runs a shell's script: not read.
func Script(ctx context.Context, s *execprog.Shell, script string) ([]byte, error) {
	return s.Exec(ctx, "sh", "-c", script)
}

func RestartWeb(ctx context.Context) error { // want RestartWeb:`^writes exec kubectl rollout restart via use\.RestartWeb -> execprog\.Restart -> exec\.CommandContext$`
	return execprog.Restart(ctx, "kubectl")
}
