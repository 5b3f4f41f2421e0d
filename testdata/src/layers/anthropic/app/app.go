package app

import (
	"context"

	"github.com/anthropics/anthropic-sdk-go"

	"layers/anthropic/toolkit"
)

type MailIn struct {
	To      string `json:"to"`
	Subject string `json:"subject"`
}

func Tools() []anthropic.BetaTool {
	return []anthropic.BetaTool{toolkit.Tool("send_mail", "Send an e-mail.", sendMail)} // want `tool send_mail fw=anthropic desc="Send an e-mail." params=to,subject handler=sendMail hints=-`
}

func sendMail(ctx context.Context, in MailIn) (anthropic.BetaToolResultBlockParamContentUnion, error) {
	return anthropic.BetaToolResultBlockParamContentUnion{}, nil
}
