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

// UserGroup contains all the information of a user group (fields
// trimmed to those fixtures use).
type UserGroup struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Handle      string `json:"handle"`
}

type createUserGroupParams struct{ enableSection bool }

// CreateUserGroupOption options for the CreateUserGroup method call.
type CreateUserGroupOption func(*createUserGroupParams)

func (api *Client) CreateUserGroupContext(ctx context.Context, userGroup UserGroup, options ...CreateUserGroupOption) (UserGroup, error) {
	return UserGroup{}, nil
}

type CreateConversationParams struct {
	ChannelName string
	IsPrivate   bool
	TeamID      string
}

func (api *Client) CreateConversationContext(ctx context.Context, params CreateConversationParams) (*Channel, error) {
	return nil, nil
}

func (api *Client) InviteUsersToConversation(channelID string, users ...string) (*Channel, error) {
	return &Channel{}, nil
}

func (api *Client) KickUserFromConversation(channelID string, user string) error { return nil }
