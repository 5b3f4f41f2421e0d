// Stub of github.com/openai/openai-go/v3@v3.98.0 openai for analysistest: the exported API subset idemlint reads.

package openai

import (
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/responses"
)

type Client struct {
	Options   []option.RequestOption
	Chat      ChatService
	Beta      BetaService
	Responses responses.ResponseService
}

func NewClient(opts ...option.RequestOption) (r Client) {
	r.Options = opts
	return
}
