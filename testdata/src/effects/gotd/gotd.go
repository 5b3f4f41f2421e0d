// Package gotd calls Telegram through gotd/td's generated client, whose
// methods are named by the API's namespace and then its verb.
package gotd

import (
	"context"

	"github.com/gotd/td/tg"
)

func Send(ctx context.Context, api *tg.Client, peer tg.InputPeerClass, text string, id int64) error { // want Send:`^writes sdk gotd \(\*tg\.Client\)\.MessagesSendMessage via `
	_, err := api.MessagesSendMessage(ctx, &tg.MessagesSendMessageRequest{Peer: peer, Message: text, RandomID: id})
	return err
}

func React(ctx context.Context, api *tg.Client, peer tg.InputPeerClass, msg int) error { // want React:`^writes sdk gotd \(\*tg\.Client\)\.MessagesSendReaction \(idempotent\) via `
	_, err := api.MessagesSendReaction(ctx, &tg.MessagesSendReactionRequest{Peer: peer, MsgID: msg})
	return err
}

func Invite(ctx context.Context, api *tg.Client, peer tg.InputPeerClass) error { // want Invite:`^writes sdk gotd \(\*tg\.Client\)\.MessagesExportChatInvite via `
	_, err := api.MessagesExportChatInvite(ctx, &tg.MessagesExportChatInviteRequest{Peer: peer})
	return err
}

// History reads.
func History(ctx context.Context, api *tg.Client, peer tg.InputPeerClass) error {
	_, err := api.MessagesGetHistory(ctx, &tg.MessagesGetHistoryRequest{Peer: peer, Limit: 10})
	return err
}
