// Package slack is a stub of github.com/slack-go/slack (v0.35.0).
package slack

import "context"

type Client struct{ token string }

type Option func(*Client)

func New(token string, options ...Option) *Client { return &Client{token: token} }

type sendConfig struct{}

type MsgOption func(*sendConfig) error

func MsgOptionText(text string, escape bool) MsgOption {
	return func(*sendConfig) error { return nil }
}

type Channel struct{}

type GetConversationInfoInput struct {
	ChannelID string
}

func (api *Client) PostMessage(channelID string, options ...MsgOption) (string, string, error) {
	return "", "", nil
}

func (api *Client) PostMessageContext(ctx context.Context, channelID string, options ...MsgOption) (string, string, error) {
	return "", "", nil
}

func (api *Client) UpdateMessage(channelID, timestamp string, options ...MsgOption) (string, string, string, error) {
	return "", "", "", nil
}

func (api *Client) GetConversationInfo(input *GetConversationInfoInput) (*Channel, error) {
	return nil, nil
}
