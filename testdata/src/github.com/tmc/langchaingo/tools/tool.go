// Stub of github.com/tmc/langchaingo@v0.1.14 tools for analysistest: the exported API subset idemlint reads.

package tools

import "context"

type Tool interface {
	Name() string
	Description() string
	Call(ctx context.Context, input string) (string, error)
}
