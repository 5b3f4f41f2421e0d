// Stub of google.golang.org/adk/v2@v2.2.0 agent/llmagent for analysistest: the exported API subset idemlint reads (from frameworks.md; not verifiable against the module proxy).

package llmagent

import (
	"google.golang.org/adk/v2/agent"
	"google.golang.org/adk/v2/model"
	"google.golang.org/adk/v2/tool"
)

type Config struct {
	Name        string
	Description string
	Model       model.LLM
	Instruction string
	SubAgents   []agent.Agent
	Tools       []tool.Tool
	Toolsets    []tool.Toolset
	OutputKey   string
}

func New(cfg Config) (agent.Agent, error) {
	return agent.New(agent.Config{Name: cfg.Name, Description: cfg.Description, SubAgents: cfg.SubAgents})
}
