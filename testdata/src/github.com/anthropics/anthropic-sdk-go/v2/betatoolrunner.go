// Stub of github.com/anthropics/anthropic-sdk-go/v2@v2.15.0 anthropic for analysistest: the exported API subset idemlint reads.

package anthropic

import (
	"context"
	"encoding/json"
	"iter"

	"github.com/anthropics/anthropic-sdk-go/v2/option"
)

type BetaTool interface {
	Name() string
	Description() string
	InputSchema() BetaToolInputSchemaParam
	Execute(ctx context.Context, input json.RawMessage) ([]BetaToolResultBlockParamContentUnion, error)
}

type BetaToolRunnerParams struct {
	BetaMessageNewParams
	MaxIterations int
	DisableThread bool
}

type betaToolRunnerBase struct {
	Params BetaToolRunnerParams
	tools  []BetaTool
}

type BetaToolRunner struct {
	betaToolRunnerBase
}

func (r *BetaMessageService) NewToolRunner(tools []BetaTool, params BetaToolRunnerParams, opts ...option.RequestOption) *BetaToolRunner {
	return &BetaToolRunner{betaToolRunnerBase{Params: params, tools: tools}}
}

func (r *BetaToolRunner) NextMessage(ctx context.Context) (*BetaMessage, error) { return nil, nil }

func (r *BetaToolRunner) RunToCompletion(ctx context.Context) (*BetaMessage, error) { return nil, nil }

func (r *BetaToolRunner) All(ctx context.Context) iter.Seq2[*BetaMessage, error] {
	return func(yield func(*BetaMessage, error) bool) {}
}
