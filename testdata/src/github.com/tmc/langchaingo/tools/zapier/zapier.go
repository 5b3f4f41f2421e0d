// Stub of github.com/tmc/langchaingo@v0.1.14 tools/zapier: a tools.Tool
// of the framework itself, whose Call is a POST to Zapier's API.

package zapier

import (
	"context"

	"github.com/tmc/langchaingo/tools"
	"github.com/tmc/langchaingo/tools/zapier/internal"
)

type Tool struct {
	client      *internal.Client
	name        string
	description string
	actionID    string
	params      map[string]string
}

var _ tools.Tool = Tool{}

type ToolOptions struct {
	Name     string
	ActionID string
	Params   map[string]string
	APIKey   string
	Client   *internal.Client
}

func New(opts ToolOptions) (*Tool, error) {
	return &Tool{client: opts.Client, name: opts.Name, actionID: opts.ActionID, params: opts.Params}, nil
}

func (t Tool) Name() string { return t.name }

func (t Tool) Description() string { return t.description }

func (t Tool) Call(ctx context.Context, input string) (string, error) {
	result, err := t.client.ExecuteAsString(ctx, t.actionID, input, t.params)
	if err != nil {
		return "", err
	}
	return result, nil
}
