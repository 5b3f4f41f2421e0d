// Stub of google.golang.org/adk/v2@v2.2.0 model for analysistest: the exported API subset idemlint reads (from frameworks.md; not verifiable against the module proxy).

package model

import (
	"context"
	"iter"
)

type LLM interface {
	Name() string
	GenerateContent(ctx context.Context, req *LLMRequest, stream bool) iter.Seq2[*LLMResponse, error]
}

type LLMRequest struct {
	Model string

	Tools map[string]any `json:"-"`
}

type LLMResponse struct {
	Partial      bool
	TurnComplete bool
	Interrupted  bool
	ErrorCode    string
	ErrorMessage string
}
