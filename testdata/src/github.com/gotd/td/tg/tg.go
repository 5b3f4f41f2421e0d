// Package tg is a stub of github.com/gotd/td/tg (v0.132.0): the
// generated client's methods the fixtures use, with their real
// signatures; each sends its request through the Invoker.
package tg

import (
	"context"

	"github.com/gotd/td/bin"
)

type Invoker interface {
	Invoke(ctx context.Context, input bin.Encoder, output bin.Decoder) error
}

type Client struct {
	rpc Invoker
}

func NewClient(invoker Invoker) *Client { return &Client{rpc: invoker} }

type InputPeerClass interface{ TypeID() uint32 }

type UpdatesClass interface{ TypeID() uint32 }

type MessagesMessagesClass interface{ TypeID() uint32 }

type ExportedChatInviteClass interface{ TypeID() uint32 }

type ReactionClass interface{ TypeID() uint32 }

type request struct{}

func (request) Encode(b *bin.Buffer) error { return nil }
func (request) Decode(b *bin.Buffer) error { return nil }

type MessagesSendMessageRequest struct {
	request
	Peer     InputPeerClass
	Message  string
	RandomID int64
}

type MessagesGetHistoryRequest struct {
	request
	Peer  InputPeerClass
	Limit int
}

type MessagesSendReactionRequest struct {
	request
	Peer     InputPeerClass
	MsgID    int
	Reaction []ReactionClass
}

type MessagesExportChatInviteRequest struct {
	request
	Peer  InputPeerClass
	Title string
}

func (c *Client) MessagesSendMessage(ctx context.Context, request *MessagesSendMessageRequest) (UpdatesClass, error) {
	return nil, c.rpc.Invoke(ctx, request, request)
}

func (c *Client) MessagesGetHistory(ctx context.Context, request *MessagesGetHistoryRequest) (MessagesMessagesClass, error) {
	return nil, c.rpc.Invoke(ctx, request, request)
}

func (c *Client) MessagesSendReaction(ctx context.Context, request *MessagesSendReactionRequest) (UpdatesClass, error) {
	return nil, c.rpc.Invoke(ctx, request, request)
}

func (c *Client) MessagesExportChatInvite(ctx context.Context, request *MessagesExportChatInviteRequest) (ExportedChatInviteClass, error) {
	return nil, c.rpc.Invoke(ctx, request, request)
}
