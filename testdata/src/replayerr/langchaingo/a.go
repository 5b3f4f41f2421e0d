package langchaingo

import (
	"context"
	"errors"
	"time"

	"github.com/tmc/langchaingo/tools"
)

type Mailer interface {
	Send(ctx context.Context, to, body string) (string, error)
}

type Entry struct{ Result string }

type DedupLog struct{}

func (d *DedupLog) Find(ctx context.Context, key string) (*Entry, error) { return nil, nil }
func (d *DedupLog) Save(ctx context.Context, key, result string, ttl time.Duration) error {
	return nil
}

var dedup = &DedupLog{}

// SendEmail aborts the agent's run on a replay.
type SendEmail struct{ Mail Mailer }

var _ tools.Tool = SendEmail{}

func (SendEmail) Name() string        { return "send_email" }
func (SendEmail) Description() string { return "Send an email. Input is the recipient's address." }

func (t SendEmail) Call(ctx context.Context, input string) (string, error) {
	key := "welcome|" + input
	e, err := dedup.Find(ctx, key)
	if err != nil {
		return "", err
	}
	if e != nil {
		return "", errors.New("already sent") // want `send_email returns an error when its ledger finds the key, so a replay looks like a failure; return the recorded result, marked as a replay`
	}
	id, err := t.Mail.Send(ctx, input, "welcome")
	if err != nil {
		return "", err
	}
	_ = dedup.Save(ctx, key, id, 72*time.Hour)
	return "sent " + id, nil
}

// SendEmailOK answers a replay with the recorded message id.
type SendEmailOK struct{ Mail Mailer }

var _ tools.Tool = SendEmailOK{}

func (SendEmailOK) Name() string        { return "send_email_ok" }
func (SendEmailOK) Description() string { return "Send an email. Input is the recipient's address." }

func (t SendEmailOK) Call(ctx context.Context, input string) (string, error) {
	key := "welcome|" + input
	e, err := dedup.Find(ctx, key)
	if err != nil {
		return "", err
	}
	if e != nil {
		return "already sent as " + e.Result + " (replay)", nil
	}
	id, err := t.Mail.Send(ctx, input, "welcome")
	if err != nil {
		return "", err
	}
	_ = dedup.Save(ctx, key, id, 72*time.Hour)
	return "sent " + id, nil
}
