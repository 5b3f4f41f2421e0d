// Stub of google.golang.org/adk/v2@v2.2.0 tool for analysistest: the exported API subset idemlint reads (from frameworks.md; not verifiable against the module proxy).

package tool

import (
	"errors"

	"google.golang.org/adk/v2/agent"
)

type Tool interface {
	Name() string
	Description() string
	IsLongRunning() bool
}

type Toolset interface {
	Name() string
	Tools(ctx agent.ReadonlyContext) ([]Tool, error)
}

var (
	ErrConfirmationRequired = errors.New("requires confirmation, please approve or reject")
	ErrConfirmationRejected = errors.New("call is rejected")
)
