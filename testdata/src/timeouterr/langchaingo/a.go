package langchaingo

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/tmc/langchaingo/tools"
)

type Mailer interface {
	Send(ctx context.Context, to, body string) error
}

// A returned error aborts the agent's run.
type SendEmail struct{ Mail Mailer }

var _ tools.Tool = SendEmail{}

func (SendEmail) Name() string        { return "send_email" }
func (SendEmail) Description() string { return "Send an email." }

func (t SendEmail) Call(ctx context.Context, input string) (string, error) {
	if input == "" {
		return "", errors.New("no recipient") // validation: silent
	}
	if err := t.Mail.Send(ctx, input, "hello"); err != nil {
		return "", err // want `a timeout from Send is returned as a failure, but the email may have been sent`
	}
	return "sent", nil
}

// An error text as the observation.
type Notify struct{ Mail Mailer }

func (Notify) Name() string        { return "notify_customer" }
func (Notify) Description() string { return "Notify the customer." }

func (t Notify) Call(ctx context.Context, input string) (string, error) {
	err := t.Mail.Send(ctx, input, "your order shipped")
	if err != nil {
		return fmt.Sprintf("error: %v", err), nil // want `a timeout from Send is returned as a failure, but the customer may have been notified`
	}
	return "notified", nil
}

// The error returned from the call itself: reported, no fix.
type Forward struct{ Mail Mailer }

func (Forward) Name() string        { return "forward" }
func (Forward) Description() string { return "Forward a message." }

func (t Forward) Call(ctx context.Context, input string) (string, error) {
	return "forwarded", t.Mail.Send(ctx, input, "fwd") // want `a timeout from Send is returned as a failure, but the write may have happened`
}

// Recognised: silent.
type Remind struct{ Mail Mailer }

func (Remind) Name() string        { return "send_reminder" }
func (Remind) Description() string { return "Send a reminder." }

func (t Remind) Call(ctx context.Context, input string) (string, error) { // want Call:`handles a timeout`
	err := t.Mail.Send(ctx, input, "reminder")
	switch {
	case errors.Is(err, os.ErrDeadlineExceeded):
		return "status: unknown", nil
	case err != nil:
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
