// Stub of google.golang.org/adk/v2@v2.2.0 agent for analysistest: the exported API subset idemlint reads (from frameworks.md; not verifiable against the module proxy).

package agent

import (
	"context"
	"errors"
)

type ReadonlyContext interface {
	context.Context
	InvocationID() string
	AgentName() string
}

type Context interface {
	ReadonlyContext
	FunctionCallID() string
	RequestConfirmation(hint string, payload any) error
}

type Agent interface {
	Name() string
	Description() string
	internal() *agent
}

type Config struct {
	Name        string
	Description string
	SubAgents   []Agent
}

type agent struct {
	name, description string
	subAgents         []Agent
}

func (a *agent) Name() string        { return a.name }
func (a *agent) Description() string { return a.description }
func (a *agent) internal() *agent    { return a }

func New(cfg Config) (Agent, error) {
	if cfg.Name == "" {
		return nil, errors.New("agent name must not be empty")
	}
	return &agent{name: cfg.Name, description: cfg.Description, subAgents: cfg.SubAgents}, nil
}
