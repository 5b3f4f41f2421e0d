// Package langchaingo: langchaingo tools have no MCP annotations, so
// hintmismatch has nothing to say about them.
package langchaingo

import (
	"context"

	"github.com/tmc/langchaingo/tools"
)

type Mailer interface {
	Send(ctx context.Context, to, body string) error
}

type SendEmail struct{ Mail Mailer }

var _ tools.Tool = SendEmail{}

func (SendEmail) Name() string        { return "send_email" }
func (SendEmail) Description() string { return "Send an email. Read-only and idempotent." }

func (t SendEmail) Call(ctx context.Context, input string) (string, error) {
	if err := t.Mail.Send(ctx, input, "hello"); err != nil {
		return "", err
	}
	return "sent", nil
}
