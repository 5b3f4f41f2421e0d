// Package use calls its application's interfaces, whose implementations
// it cannot see.
package use

import (
	"context"

	"effects/modelsession/intf"
)

// Edit opens a session with a model and talks to it: a model's answers
// change nothing, though CreateImageEditSession and SendMessage are named
// like writes.
func Edit(ctx context.Context, e intf.ImageEditor, prompt string) (string, error) {
	s, err := e.CreateImageEditSession(ctx, "image-model")
	if err != nil {
		return "", err
	}
	defer s.Close()
	if _, err := s.SendMessageWithImage(ctx, prompt, nil); err != nil {
		return "", err
	}
	r, err := s.SendMessage(ctx, prompt, &intf.EditOptions{AspectRatio: "1:1"})
	if err != nil {
		return "", err
	}
	return r.Text, nil
}

// Ask asks a chat model whose answer carries OpenAI's token names.
func Ask(ctx context.Context, c intf.Chat, prompt string) (string, error) {
	a, err := c.SendPrompt(ctx, prompt)
	return a.Content, err
}

// Notify posts to a channel: the answer is a message id, not a model's.
func Notify(ctx context.Context, n intf.Notifier, text string) error { // want Notify:`^writes verb \(intf\.Notifier\)\.SendMessage via use\.Notify -> \(intf\.Notifier\)\.SendMessage$`
	_, err := n.SendMessage(ctx, "#ops", text)
	return err
}

// Credit adds to a quota that counts input tokens only.
func Credit(ctx context.Context, b intf.Budget) error { // want Credit:`^writes verb \(intf\.Budget\)\.AddCredit via`
	_, err := b.AddCredit(ctx, "acct", 10)
	return err
}

// NewTopic creates a topic: the handle it returns publishes, a write.
func NewTopic(ctx context.Context, b intf.Broker) error { // want NewTopic:`^writes verb \(intf\.Broker\)\.CreateTopic via`
	_, err := b.CreateTopic(ctx, "orders")
	return err
}

// Open opens a session that also posts: not a conversation with a model
// only.
func Open(ctx context.Context, m intf.Mixed) error { // want Open:`^writes verb \(intf\.Mixed\)\.CreateSession via`
	_, err := m.CreateSession(ctx)
	return err
}
