package langchaingo

import (
	"context"
	"fmt"

	"github.com/tmc/langchaingo/tools"
)

type Mailer interface {
	Send(ctx context.Context, to, body string) (string, error)
	Archive(ctx context.Context, messageID string) error
}

// SendEmail sends, then archives; an archive failure aborts the run.
type SendEmail struct{ Mail Mailer }

var _ tools.Tool = SendEmail{}

func (SendEmail) Name() string        { return "send_email" }
func (SendEmail) Description() string { return "Send an email. Input is the recipient's address." }

func (t SendEmail) Call(ctx context.Context, input string) (string, error) {
	id, err := t.Mail.Send(ctx, input, "hello")
	if err != nil {
		return fmt.Sprintf("error: %v", err), nil
	}
	if err := t.Mail.Archive(ctx, id); err != nil {
		return "", err // want `send_email returns an error when Archive fails after Send succeeded, so the agent retries and sends twice; return the result of Send along with the later failure`
	}
	return "sent " + id, nil
}

// SendEmailText reports the archive failure as the observation, without the id.
type SendEmailText struct{ Mail Mailer }

var _ tools.Tool = SendEmailText{}

func (SendEmailText) Name() string        { return "send_email_text" }
func (SendEmailText) Description() string { return "Send an email. Input is the recipient's address." }

func (t SendEmailText) Call(ctx context.Context, input string) (string, error) {
	id, err := t.Mail.Send(ctx, input, "hello")
	if err != nil {
		return fmt.Sprintf("error: %v", err), nil
	}
	if err := t.Mail.Archive(ctx, id); err != nil {
		return fmt.Sprintf("error: %v", err), nil // want `send_email_text returns the error as its result when Archive fails after Send succeeded`
	}
	return "sent " + id, nil
}

// SendEmailOK reports the message id with the archive failure.
type SendEmailOK struct{ Mail Mailer }

var _ tools.Tool = SendEmailOK{}

func (SendEmailOK) Name() string        { return "send_email_ok" }
func (SendEmailOK) Description() string { return "Send an email. Input is the recipient's address." }

func (t SendEmailOK) Call(ctx context.Context, input string) (string, error) {
	id, err := t.Mail.Send(ctx, input, "hello")
	if err != nil {
		return fmt.Sprintf("error: %v", err), nil
	}
	if err := t.Mail.Archive(ctx, id); err != nil {
		return fmt.Sprintf("sent %s; archiving failed: %v", id, err), nil
	}
	return "sent " + id, nil
}
