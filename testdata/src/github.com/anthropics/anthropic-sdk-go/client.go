// Stub of github.com/anthropics/anthropic-sdk-go@v1.84.0 anthropic for analysistest: the exported API subset idemlint reads.

package anthropic

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go/option"
)

type Client struct {
	Options  []option.RequestOption
	Messages MessageService
	Beta     BetaService
}

func NewClient(opts ...option.RequestOption) (r Client) {
	r.Options = opts
	return
}

type MessageService struct {
	Options []option.RequestOption
}

func (r *MessageService) New(ctx context.Context, params MessageNewParams, opts ...option.RequestOption) (res *Message, err error) {
	return nil, nil
}

type BetaService struct {
	Options  []option.RequestOption
	Messages BetaMessageService
}

type BetaMessageService struct {
	Options []option.RequestOption
}

func (r *BetaMessageService) New(ctx context.Context, params BetaMessageNewParams, opts ...option.RequestOption) (res *BetaMessage, err error) {
	return nil, nil
}

type AnthropicBeta = string
