// Package intf is an agent application's own interfaces, implemented in
// provider packages that their callers do not import.
package intf

import "context"

// ImageEditSession is a multi-turn conversation with an image model.
type ImageEditSession interface {
	SendMessage(ctx context.Context, message string, options *EditOptions) (*EditResponse, error)
	SendMessageWithImage(ctx context.Context, message string, image []byte) (*EditResponse, error)
	GetHistory() []string
	Close() error
}

// ImageEditor opens sessions with a model.
type ImageEditor interface {
	CreateImageEditSession(ctx context.Context, model string) (ImageEditSession, error)
}

type EditOptions struct{ AspectRatio string }

// EditResponse reports the tokens of the answer one level down.
type EditResponse struct {
	Text   string
	Images [][]byte
	Usage  *Usage
}

type Usage struct {
	InputTokens  int
	OutputTokens int
}

// Chat answers with OpenAI's names for the tokens, at the top.
type Chat interface {
	SendPrompt(ctx context.Context, prompt string) (ChatAnswer, error)
}

type ChatAnswer struct {
	Content          string
	PromptTokens     int64
	CompletionTokens int64
}

// Notifier posts to a chat service: its answer is a message id.
type Notifier interface {
	SendMessage(ctx context.Context, channel, text string) (*Posted, error)
}

type Posted struct {
	ID        string
	Timestamp int64
}

// Budget answers with a count of tokens on one side only: no model's
// answer (a quota's).
type Budget interface {
	AddCredit(ctx context.Context, account string, n int) (*Balance, error)
}

type Balance struct {
	InputTokens int
	Remaining   int
}

// Topic is a handle on a broker's topic; CreateTopic makes one.
type Broker interface {
	CreateTopic(ctx context.Context, name string) (Topic, error)
}

type Topic interface {
	Publish(ctx context.Context, msg []byte) (string, error)
}

// Mixed opens a session one of whose writing methods is a model's
// answer and the other a write.
type Mixed interface {
	CreateSession(ctx context.Context) (MixedSession, error)
}

type MixedSession interface {
	SendMessage(ctx context.Context, message string) (*EditResponse, error)
	PostResult(ctx context.Context, text string) error
}
