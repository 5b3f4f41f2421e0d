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

func (SendEmail) Name() string { return "send_email" }

func (SendEmail) Description() string {
	return "Send an email. Input is the recipient's address." // want `the description of send_email does not say whether retrying is safe`
}

func (t SendEmail) Call(ctx context.Context, input string) (string, error) {
	if err := t.Mail.Send(ctx, input, "hello"); err != nil {
		return "", err
	}
	return "sent", nil
}

// A read-only tool: silent.
type Clock struct{}

func (Clock) Name() string        { return "clock" }
func (Clock) Description() string { return "Tell the time." }
func (Clock) Call(ctx context.Context, input string) (string, error) {
	return "noon", nil
}
