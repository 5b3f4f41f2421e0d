// Package langchaingo declares collaboration tools with github.com/tmc/langchaingo.
package langchaingo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/tmc/langchaingo/agents"
	"github.com/tmc/langchaingo/llms"
	"github.com/tmc/langchaingo/tools"
)

// Chat posts messages.
type Chat interface {
	Post(ctx context.Context, channel, text string) error
}

// Tracker creates issues.
type Tracker interface {
	CreateIssue(ctx context.Context, project, summary string) (string, error)
}

// SlackPoster posts a message to a channel (pointer receivers).
type SlackPoster struct {
	Chat Chat
}

var _ tools.Tool = (*SlackPoster)(nil)

// Name implements tools.Tool.
func (*SlackPoster) Name() string { return "post_to_slack" }

// Description implements tools.Tool.
func (*SlackPoster) Description() string {
	return `Post a message to a Slack channel. Input is JSON: {"channel": "#ops", "text": "..."}.`
}

// Call implements tools.Tool.
func (p *SlackPoster) Call(ctx context.Context, input string) (string, error) {
	var in struct {
		Channel string `json:"channel"`
		Text    string `json:"text"`
	}
	if err := json.Unmarshal([]byte(input), &in); err != nil {
		return fmt.Sprintf("invalid input: %v", err), nil
	}
	if err := p.Chat.Post(ctx, in.Channel, in.Text); err != nil {
		return "", err
	}
	return "posted", nil
}

const jiraHint = " Input is the issue summary as plain text."

// JiraCreator opens an issue (value receivers, description built from constants).
type JiraCreator struct {
	Tracker Tracker
	Project string
}

var _ tools.Tool = JiraCreator{}

// Name implements tools.Tool.
func (JiraCreator) Name() string { return "create_jira_issue" }

// Description implements tools.Tool.
func (JiraCreator) Description() string { return "Create a Jira issue in the team project." + jiraHint }

// Call implements tools.Tool.
func (j JiraCreator) Call(ctx context.Context, input string) (string, error) {
	key, err := j.Tracker.CreateIssue(ctx, j.Project, input)
	if err != nil {
		return "could not create the issue: " + err.Error(), nil
	}
	return "created " + key, nil
}

// NewExecutor wires both tools into a one-shot agent.
func NewExecutor(llm llms.Model, chat Chat, tracker Tracker) *agents.Executor {
	agent := agents.NewOneShotAgent(llm, []tools.Tool{&SlackPoster{Chat: chat}, JiraCreator{Tracker: tracker, Project: "OPS"}})
	return agents.NewExecutor(agent, agents.WithMaxIterations(5))
}
