// Stub of github.com/tmc/langchaingo@v0.1.14 schema for analysistest: the exported API subset idemlint reads.

package schema

type AgentAction struct {
	Tool      string
	ToolInput string
	Log       string
	ToolID    string
}

type AgentStep struct {
	Action      AgentAction
	Observation string
}

type AgentFinish struct {
	ReturnValues map[string]any
	Log          string
}
